// The Add Item screen written the direct way, kept to compare with the delegate version.

import HeadlessUIKit

/// The Add Item screen as it looks before the delegate: Done calls the list screen itself.
///
/// To call `addItem(_:)` this screen must know the exact class of the screen below it, and
/// must find it: it looks at the navigation controller that presented it. So it works only
/// when a `ChecklistViewController` sits there. Presented by any other screen, Done closes
/// the screen and the typed item is lost; and no test double can stand in for the list,
/// because the property's type is `ChecklistViewController`. `AddItemViewController` removes
/// that tie with a delegate protocol.
///
/// The app uses `AddItemViewController`; `Checklists02.directCallApp` wires "+" to this one.
final class DirectCallAddItemViewController: UITableViewController {
  /// The field the user types the item's text into; nil until the view loads.
  weak var textField: UITextField!

  /// The Done button; nil until the view loads.
  weak var doneBarButton: UIBarButtonItem!

  // excerpt: find-the-list
  /// The list screen under this one, if the screen that presented this one is a navigation
  /// controller showing a `ChecklistViewController`.
  var checklistViewController: ChecklistViewController? {
    let navigationController = presentingViewController as? UINavigationController
    return navigationController?.topViewController as? ChecklistViewController
  }
  // end excerpt

  // MARK: - Lifecycle

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    textField.becomeFirstResponder()
  }

  // MARK: - Actions

  /// Closes this screen.
  func cancel() {
    dismiss(animated: true)
  }

  // excerpt: direct-done
  /// Adds the item to the list screen directly, then closes this screen.
  func done() {
    let item = ChecklistItem(text: textField.text ?? "")
    checklistViewController?.addItem(item)
    dismiss(animated: true)
  }
  // end excerpt

  // MARK: - UITableViewDelegate

  override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    nil
  }
}

// MARK: - UITextFieldDelegate

extension DirectCallAddItemViewController: UITextFieldDelegate {
  /// Enables Done while the text after this edit is not empty.
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

  /// The clear button empties the field, so Done must go off too.
  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    doneBarButton.isEnabled = false
    return true
  }
}
