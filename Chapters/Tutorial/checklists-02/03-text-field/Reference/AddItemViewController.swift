import HeadlessUIKit

/// The Add Item screen: a text field with the keyboard up; Cancel and Done close it.
class AddItemViewController: UITableViewController {
  /// The field the user types the item's text into; nil until the view loads.
  weak var textField: UITextField!

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    textField.becomeFirstResponder()
  }

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
