import HeadlessUIKit

/// The item detail screen, "Add Item", or "Edit Item" when it is given an item: a text field
/// with the keyboard up, Done enabled only while it holds some text; Cancel and Done tell
/// the delegate.
class ItemDetailViewController: UITableViewController {
  /// The screen to tell about Cancel and Done. Weak: the screen that opened this one keeps
  /// it alive, and this one must not keep that one alive in turn.
  weak var delegate: ItemDetailViewControllerDelegate?

  /// The item to edit, or nil to add a new one: set before the view (and the field) exists.
  var itemToEdit: ChecklistItem?

  /// The field the user types the item's text into; nil until the view loads.
  weak var textField: UITextField!

  /// The Done button; nil until the view loads.
  weak var doneBarButton: UIBarButtonItem!

  override func viewDidLoad() {
    super.viewDidLoad()
    if let item = itemToEdit {
      title = "Edit Item"
      textField.text = item.text
      // Setting the text in code asks the field's delegate nothing: Done is enabled here.
      doneBarButton.isEnabled = true
    }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    textField.becomeFirstResponder()
  }

  // MARK: - Actions

  /// Tells the delegate that the user cancelled.
  func cancel() {
    delegate?.itemDetailViewControllerDidCancel(self)
  }

  /// Hands the delegate the edited item with the typed text, or a new item.
  func done() {
    let text = textField.text ?? ""
    if var item = itemToEdit {
      item.text = text
      delegate?.itemDetailViewController(self, didFinishEditing: item)
    } else {
      let item = ChecklistItem(text: text)
      delegate?.itemDetailViewController(self, didFinishAdding: item)
    }
  }
}

// MARK: - UITextFieldDelegate

extension ItemDetailViewController: UITextFieldDelegate {
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
