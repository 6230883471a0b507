import HeadlessUIKit

/// The Add Item screen, where the user will type a new item; Cancel and Done close it.
class AddItemViewController: UITableViewController {
  // MARK: - Actions

  /// Closes the screen.
  func cancel() {
    dismiss(animated: true)
  }

  /// Closes the screen.
  func done() {
    dismiss(animated: true)
  }
}
