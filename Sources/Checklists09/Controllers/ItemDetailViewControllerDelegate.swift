// What the Add/Edit Item screen tells the screen that opened it.

/// The messages the item detail screen sends when the user is finished with it.
///
/// The detail screen does not know which screen opened it, only that this screen adopts
/// this protocol. The opener sets itself as the delegate in `prepare(for:sender:)` and closes
/// the detail screen when it hears back.
@MainActor
protocol ItemDetailViewControllerDelegate: AnyObject {
  /// The user tapped Cancel: nothing was added or changed.
  func itemDetailViewControllerDidCancel(_ controller: ItemDetailViewController)

  /// The user tapped Done (or the return key) with this new item.
  func itemDetailViewController(
    _ controller: ItemDetailViewController, didFinishAdding item: ChecklistItem)

  /// The user tapped Done (or the return key) after changing this item's text in place.
  func itemDetailViewController(
    _ controller: ItemDetailViewController, didFinishEditing item: ChecklistItem)
}
