// Why a gesture or an expectation failed, with the screen as it was.

import HeadlessUIKit

/// A gesture the user could not make, a crash it caused, or an inconsistency it revealed.
///
/// Its description says what went wrong and shows the screen, so a failing test tells a
/// learner what was on screen instead.
public struct GestureError: Error, CustomStringConvertible, Equatable {
  /// What kind of failure this is.
  public enum Kind: Equatable, Sendable {
    /// The user could not make the gesture (no such row, a disabled button, no alert).
    case impossible
    /// UIKit raised an exception: the app stopped.
    case crashed(UIKitException)
    /// The table disagrees with its data source after the gesture.
    case inconsistent
    /// No app is running.
    case notRunning
  }

  /// The kind of failure.
  public let kind: Kind
  /// One line saying what went wrong.
  public let message: String
  /// The screen when it went wrong.
  public let screen: String

  /// A readable description.
  public var description: String {
    "\(message)\n\(screen)"
  }
}
