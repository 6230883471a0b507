// The actions a swipe reveals on one edge of a table row (iOS 11).

/// The actions a swipe on one edge of a row reveals, outermost first.
///
/// Returned from the table delegate's `trailingSwipeActionsConfigurationForRowAt` (or
/// `leading…`), it replaces the standard Delete button; an empty list of actions turns the
/// swipe off, and nil keeps the standard behaviour.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
  /// The actions, the first one outermost.
  public let actions: [UIContextualAction]

  /// Whether swiping all the way across runs the first action; true by default.
  open var performsFirstActionWithFullSwipe = true

  /// Creates a configuration with actions, the first one outermost.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
  }
}
