// Which way the user's finger moves across a row.

/// The way a swipe goes across a row, as the user sees it.
///
/// A swipe to the left pulls the row's trailing edge into view (Delete and the delegate's
/// trailing actions); a swipe to the right pulls in its leading edge.
public enum SwipeDirection: String, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// From right to left: the trailing buttons.
  case left
  /// From left to right: the leading buttons.
  case right

  /// The word a script writes: `left` or `right`.
  public var description: String { rawValue }
}
