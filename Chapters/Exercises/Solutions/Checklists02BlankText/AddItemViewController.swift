// Exercise checklists-02/blank-text: make Done ignore whitespace-only text.
//
// The Add Item screen: a text field, Cancel and Done, reporting to a delegate.

import HeadlessUIKit

/// Lets the user type the text of a new item, then tells its ``delegate`` what happened.
///
/// Done is enabled only while the text field holds something other than spaces: typing a
/// letter enables it, deleting every letter or tapping the field's clear button disables it
/// again. The item's text is saved without the spaces around it.
final class AddItemViewController: UITableViewController {
  /// The screen to tell about Cancel and Done.
  ///
  /// Weak: the delegate is usually the screen that opened this one and outlives it, so this
  /// screen must not be the one keeping it alive.
  weak var delegate: AddItemViewControllerDelegate?

  /// The field the user types the item's text into; nil until the view loads.
  weak var textField: UITextField!

  /// The Done button; nil until the view loads.
  weak var doneBarButton: UIBarButtonItem!

  // MARK: - Lifecycle

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    textField.becomeFirstResponder()
  }

  // MARK: - Actions

  /// Tells the delegate that the user cancelled.
  func cancel() {
    delegate?.addItemViewControllerDidCancel(self)
  }

  /// Makes an item from the typed text, without the spaces around it, and hands it to the
  /// delegate; blank text makes no item.
  func done() {
    let text = (textField.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else { return }
    let item = ChecklistItem(text: text)
    delegate?.addItemViewController(self, didFinishAdding: item)
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

extension AddItemViewController: UITextFieldDelegate {
  /// Works out what the text will be after this edit, and enables Done when it holds
  /// something other than spaces.
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
    doneBarButton.isEnabled = !Self.isBlank(newText)
    return true
  }

  /// The clear button empties the field, so Done must go off too.
  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    doneBarButton.isEnabled = false
    return true
  }

  /// The return key is on as soon as the field holds anything, spaces too: it does nothing
  /// while the text is blank.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    !Self.isBlank(textField.text ?? "")
  }

  /// Whether a text holds nothing but spaces, tabs and line breaks, or nothing at all.
  static func isBlank(_ text: String) -> Bool {
    text.allSatisfy(\.isWhitespace)
  }
}
