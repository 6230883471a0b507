/// What the list detail screen tells the screen that opened it, when the user is finished.
protocol ListDetailViewControllerDelegate: AnyObject {
  /// The user tapped Cancel: nothing was added or renamed.
  func listDetailViewControllerDidCancel(_ controller: ListDetailViewController)

  /// The user tapped Done with this new checklist.
  func listDetailViewController(
    _ controller: ListDetailViewController, didFinishAdding checklist: Checklist)

  /// The user tapped Done after renaming this checklist.
  func listDetailViewController(
    _ controller: ListDetailViewController, didFinishEditing checklist: Checklist)
}
