// What the benchmark app's Add Item screen tells the list.

/// The messages the Add Item screen sends when the user is finished with it.
@MainActor
protocol AddItemViewControllerDelegate: AnyObject {
  /// The user tapped Cancel.
  func addItemViewControllerDidCancel(_ controller: AddItemViewController)
  /// The user tapped Done with this new item.
  func addItemViewController(_ controller: AddItemViewController, didFinishAdding item: AddedItem)
}
