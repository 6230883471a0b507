/// What the item detail screen tells the screen that opened it, when the user is finished.
protocol ItemDetailViewControllerDelegate: AnyObject {
  /// The user tapped Cancel: nothing was added.
  func itemDetailViewControllerDidCancel(_ controller: ItemDetailViewController)

  /// The user tapped Done with this new item.
  func itemDetailViewController(
    _ controller: ItemDetailViewController, didFinishAdding item: ChecklistItem)
}
