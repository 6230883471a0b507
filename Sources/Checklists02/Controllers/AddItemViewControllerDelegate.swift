// What the Add Item screen tells the screen that opened it.

/// The messages the Add Item screen sends when the user is finished with it.
///
/// The Add Item screen does not know which screen opened it, only that this screen adopts
/// this protocol. The opener sets itself as the delegate in `prepare(for:sender:)` and closes
/// the Add Item screen when it hears back.
@MainActor
protocol AddItemViewControllerDelegate: AnyObject {
  /// The user tapped Cancel: nothing was added.
  func addItemViewControllerDidCancel(_ controller: AddItemViewController)

  /// The user tapped Done (or the return key) with this new item.
  func addItemViewController(
    _ controller: AddItemViewController, didFinishAdding item: ChecklistItem)
}
