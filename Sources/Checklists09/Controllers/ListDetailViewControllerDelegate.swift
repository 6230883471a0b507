// What the Add/Edit Checklist screen tells the screen that opened it.

/// The messages the list detail screen sends when the user is finished with it.
///
/// The same shape as `ItemDetailViewControllerDelegate`, for checklists instead of items.
@MainActor
protocol ListDetailViewControllerDelegate: AnyObject {
  /// The user tapped Cancel: nothing was added or renamed.
  func listDetailViewControllerDidCancel(_ controller: ListDetailViewController)

  /// The user tapped Done (or the return key) with this new checklist.
  func listDetailViewController(
    _ controller: ListDetailViewController, didFinishAdding checklist: Checklist)

  /// The user tapped Done (or the return key) after renaming this checklist in place.
  func listDetailViewController(
    _ controller: ListDetailViewController, didFinishEditing checklist: Checklist)
}
