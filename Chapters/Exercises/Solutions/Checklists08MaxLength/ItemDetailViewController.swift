// Exercise checklists-08/max-length: limit an item to 40 characters.
//
// The Add Item / Edit Item screen: a text field, Cancel and Done, reporting to a delegate.

import HeadlessUIKit

/// Lets the user type the text of a new item, or change the text of an existing one, then
/// tells its ``delegate`` what happened.
///
/// ``itemToEdit`` chooses the mode: nil adds a new item ("Add Item", empty field, Done off);
/// an item edits it ("Edit Item", its text in the field, Done on). Done is enabled only while
/// the text field holds something other than spaces: typing a letter enables it, deleting
/// every letter or tapping the field's clear button disables it again. The text is at most
/// ``maximumLength`` characters long.
final class ItemDetailViewController: UITableViewController {
  /// The screen to tell about Cancel and Done.
  ///
  /// Weak: the delegate is usually the screen that opened this one and outlives it, so this
  /// screen must not be the one keeping it alive.
  weak var delegate: ItemDetailViewControllerDelegate?

  /// The most characters an item's text may have, as the user sees them: an emoji or a
  /// letter with its accent is one.
  static let maximumLength = 40

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
      // Setting the text in code asks no delegate method, so Done is set here, by the same
      // rule as when typing: an item read from an old file may have a blank text.
      doneBarButton.isEnabled = !item.text.isBlank
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
  ///
  /// The text is saved without the spaces around it. Blank text is never saved: Done is
  /// off then, and the return key refused.
  func done() {
    let text = (textField.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else { return }
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
  /// Works out what the text will be after this edit, refuses it when the text would be
  /// too long, and enables Done when it holds something other than spaces.
  func textField(
    _ textField: UITextField,
    shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let oldText = textField.text ?? ""
    // A keystroke's range always lies inside the text and between characters. Any other
    // range (one that splits an emoji, starts before the text or runs past its end) is
    // refused: the text stays as it is, and so does Done, which still matches it.
    guard let stringRange = oldText.characterRange(range) else { return false }
    let newText = oldText.replacingCharacters(in: stringRange, with: string)
    // Refused as a whole: a paste is not cut off at the limit.
    guard newText.count <= Self.maximumLength else { return false }
    doneBarButton.isEnabled = !newText.isBlank
    return true
  }

  /// The clear button empties the field, so Done must go off too.
  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    doneBarButton.isEnabled = false
    return true
  }

  /// The return key, which is on as soon as the field holds anything, does nothing while
  /// the text is blank: the keyboard stays up for the user to go on typing.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    !(textField.text ?? "").isBlank
  }
}
