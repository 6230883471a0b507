// The Add Item / Edit Item screen: a text field, Cancel and Done, reporting to a delegate.

import HeadlessUIKit

/// Lets the user type the text of a new item, or change the text of an existing one, then
/// tells its ``delegate`` what happened.
///
/// ``itemToEdit`` chooses the mode: nil adds a new item ("Add Item", empty field, Done off);
/// an item edits it ("Edit Item", its text in the field, Done on). Done is enabled only while
/// the text field holds some text: typing enables it, deleting every character or tapping
/// the field's clear button disables it again.
final class ItemDetailViewController: UITableViewController {
  /// The screen to tell about Cancel and Done.
  ///
  /// Weak: the delegate is usually the screen that opened this one and outlives it, so this
  /// screen must not be the one keeping it alive.
  weak var delegate: ItemDetailViewControllerDelegate?

  /// The item to edit, or nil to add a new one. Set in `prepare(for:sender:)`, before the
  /// view (and so the text field) exists.
  var itemToEdit: ChecklistItem?

  /// The field the user types the item's text into; nil until the view loads.
  weak var textField: UITextField!

  /// The Done button; nil until the view loads.
  weak var doneBarButton: UIBarButtonItem!

  // MARK: - Lifecycle

  /// In edit mode, shows the item's text; the outlets exist from here on.
  override func viewDidLoad() {
    super.viewDidLoad()
    if let item = itemToEdit {
      title = "Edit Item"
      textField.text = item.text
      // Setting the text in code asks no delegate method, so Done must be enabled here.
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

  /// Changes the edited item in place, or makes a new one, and tells the delegate.
  func done() {
    let text = textField.text ?? ""
    if let item = itemToEdit {
      item.text = text
      delegate?.itemDetailViewController(self, didFinishEditing: item)
    } else {
      let item = ChecklistItem(text: text)
      delegate?.itemDetailViewController(self, didFinishAdding: item)
    }
  }

  // MARK: - UITableViewDelegate

  /// The only row holds the text field: it should never turn grey when tapped.
  override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    nil
  }
}

// MARK: - UITextFieldDelegate

extension ItemDetailViewController: UITextFieldDelegate {
  /// Works out what the text will be after this edit, and enables Done when it is not empty.
  func textField(
    _ textField: UITextField,
    shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let oldText = textField.text ?? ""
    // The range counts UTF-16 units. The book force-unwraps this conversion; it can only
    // fail for a range that splits a character, which a keystroke never sends, so refusing
    // such an edit costs nothing and can never crash.
    guard let stringRange = Range(range, in: oldText) else { return false }
    let newText = oldText.replacingCharacters(in: stringRange, with: string)
    doneBarButton.isEnabled = !newText.isEmpty
    return true
  }

  /// The clear button empties the field, so Done must go off too.
  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    doneBarButton.isEnabled = false
    return true
  }
}
