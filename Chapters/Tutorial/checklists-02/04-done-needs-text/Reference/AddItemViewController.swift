import HeadlessUIKit

/// The Add Item screen: a text field with the keyboard up; Cancel and Done close it, and
/// Done is enabled only while the field holds some text.
class AddItemViewController: UITableViewController {
  /// The field the user types the item's text into; nil until the view loads.
  weak var textField: UITextField!

  /// The Done button; nil until the view loads.
  weak var doneBarButton: UIBarButtonItem!

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

// MARK: - UITextFieldDelegate

extension AddItemViewController: UITextFieldDelegate {
  /// Works out what the text will be after this change, and enables Done when it is not
  /// empty.
  func textField(
    _ textField: UITextField,
    shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let oldText = textField.text ?? ""
    guard let stringRange = Range(range, in: oldText) else { return false }
    let newText = oldText.replacingCharacters(in: stringRange, with: string)
    doneBarButton.isEnabled = !newText.isEmpty
    return true
  }

  /// The clear button empties the field, so Done goes off too.
  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    doneBarButton.isEnabled = false
    return true
  }
}
