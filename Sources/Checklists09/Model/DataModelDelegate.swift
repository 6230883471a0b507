// What the data model tells the screen that owns it about saving: it failed, or works again.

/// The object the ``DataModel`` reports its saves to: the all-lists screen, which tells the
/// user.
///
/// The model only reports what happened; what the user sees, and how often, is the screen's
/// decision.
@MainActor
protocol DataModelDelegate: AnyObject {
  /// A save failed. The lists are still in memory, whole, and the next save tries again.
  func dataModel(_ dataModel: DataModel, didFailToSaveWith error: any Error)

  /// A save worked after one or more failed: everything is on disk again.
  func dataModelDidSaveAgain(_ dataModel: DataModel)
}
