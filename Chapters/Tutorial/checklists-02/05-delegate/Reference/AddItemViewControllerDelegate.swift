/// What the Add Item screen tells the screen that opened it, when the user is finished.
protocol AddItemViewControllerDelegate: AnyObject {
  /// The user tapped Cancel: nothing was added.
  func addItemViewControllerDidCancel(_ controller: AddItemViewController)

  /// The user tapped Done with this new item.
  func addItemViewController(
    _ controller: AddItemViewController, didFinishAdding item: ChecklistItem)
}
