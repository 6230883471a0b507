// The benchmark app's Add Item screen: a text field, Cancel and Done.

import Foundation
import HeadlessUIKitCore

/// Lets the user type a new item's text; Done is enabled while the field holds text.
final class AddItemViewController: UITableViewController {
  /// The list to tell about Cancel and Done.
  weak var delegate: AddItemViewControllerDelegate?

  /// The field the user types into; nil until the view loads.
  var textField: UITextField?

  /// The Done button; nil until the view loads.
  var doneBarButton: UIBarButtonItem?

  // MARK: - Lifecycle

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    textField?.becomeFirstResponder()
  }

  // MARK: - Actions

  /// Tells the delegate that the user cancelled.
  func cancel() {
    delegate?.addItemViewControllerDidCancel(self)
  }

  /// Makes the new item and tells the delegate.
  func done() {
    delegate?.addItemViewController(self, didFinishAdding: AddedItem(text: textField?.text ?? ""))
  }

  // MARK: - UITableViewDelegate

  override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    nil
  }
}

// MARK: - UITextFieldDelegate

extension AddItemViewController: UITextFieldDelegate {
  /// Enables Done when the text after this edit is not empty.
  func textField(
    _ textField: UITextField,
    shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let oldText = textField.text ?? ""
    guard let stringRange = Range(range, in: oldText) else { return false }
    let newText = oldText.replacingCharacters(in: stringRange, with: string)
    doneBarButton?.isEnabled = !newText.isEmpty
    return true
  }

  /// The clear button empties the field, so Done goes off.
  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    doneBarButton?.isEnabled = false
    return true
  }
}
