import HeadlessUIKit

/// The Add Item screen: a text field with the keyboard up, Done enabled only while it holds
/// some text; Cancel and Done tell the delegate.
class AddItemViewController: UITableViewController {
  /// The screen to tell about Cancel and Done. Weak: the screen that opened this one keeps
  /// it alive, and this one must not keep that one alive in turn.
  weak var delegate: AddItemViewControllerDelegate?

  /// The field the user types the item's text into; nil until the view loads.
  weak var textField: UITextField!

  /// The Done button; nil until the view loads.
  weak var doneBarButton: UIBarButtonItem!

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    textField.becomeFirstResponder()
  }

  // MARK: - Actions

  /// Tells the delegate that the user cancelled.
  func cancel() {
    delegate?.addItemViewControllerDidCancel(self)
  }

  /// Makes an item from the typed text and hands it to the delegate.
  func done() {
    let item = ChecklistItem(text: textField.text ?? "")
    delegate?.addItemViewController(self, didFinishAdding: item)
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
