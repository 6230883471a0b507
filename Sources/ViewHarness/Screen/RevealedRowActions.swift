// The buttons a swipe left showing on a row, until the user's next gesture.

import Foundation
import HeadlessUIKitCore

/// The buttons showing on one row after a swipe, or after a tap on the red minus in editing
/// mode: the device keeps them until the next gesture, which taps one of them or closes them.
@MainActor
struct RevealedRowActions {
  /// How the buttons came to show.
  enum Origin: Equatable {
    /// A swipe on the row: its swipe actions, or the standard Delete.
    case swipe
    /// A tap on the row's red minus in editing mode: the Delete confirmation.
    case deletionControl
  }

  /// The table whose row shows them.
  weak var table: UITableView?
  /// The row.
  let indexPath: IndexPath
  /// How they came to show.
  let origin: Origin
  /// The buttons, as the screen shows them.
  let actions: ScreenSnapshot.RowActions

  /// The kit's name for the edge the buttons are on.
  var edge: SwipeEdge { actions.edge == .leading ? .leading : .trailing }
}
