/// What the list detail screen tells the screen that opened it, when the user is finished.
protocol ListDetailViewControllerDelegate: AnyObject {
  /// The user tapped Cancel: nothing was added.
  func listDetailViewControllerDidCancel(_ controller: ListDetailViewController)

  /// The user tapped Done with this new checklist.
  func listDetailViewController(
    _ controller: ListDetailViewController, didFinishAdding checklist: Checklist)
}
