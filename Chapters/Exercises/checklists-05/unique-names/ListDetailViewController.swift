// Exercise checklists-05/unique-names: keep list names unique.
//
// The Add Checklist / Edit Checklist screen: a text field, Cancel and Done.

import HeadlessUIKit

/// Lets the user name a new checklist, or rename an existing one, then tells its
/// ``delegate`` what happened.
///
/// ``checklistToEdit`` chooses the mode: nil adds a new list ("Add Checklist", empty field,
/// Done off); a checklist renames it ("Edit Checklist", its name in the field, Done on).
/// Done follows the same rules as on the item detail screen: enabled only while the field
/// holds some text.
final class ListDetailViewController: UITableViewController {
  /// The screen to tell about Cancel and Done; weak, like every delegate.
  weak var delegate: ListDetailViewControllerDelegate?

  /// The checklist to rename, or nil to add a new one. Set before the view loads.
  var checklistToEdit: Checklist?

  /// The field the user types the list's name into; nil until the view loads.
  weak var textField: UITextField!

  /// The Done button; nil until the view loads.
  weak var doneBarButton: UIBarButtonItem!

  // MARK: - Lifecycle

  /// In edit mode, shows the checklist's name; the outlets exist from here on.
  override func viewDidLoad() {
    super.viewDidLoad()
    if let checklist = checklistToEdit {
      title = "Edit Checklist"
      textField.text = checklist.name
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
    delegate?.listDetailViewControllerDidCancel(self)
  }

  /// Renames the edited checklist in place, or makes a new one, and tells the delegate.
  func done() {
    let name = textField.text ?? ""
    if let checklist = checklistToEdit {
      checklist.name = name
      delegate?.listDetailViewController(self, didFinishEditing: checklist)
    } else {
      let checklist = Checklist(name: name)
      delegate?.listDetailViewController(self, didFinishAdding: checklist)
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

extension ListDetailViewController: UITextFieldDelegate {
  /// Works out what the text will be after this edit, and enables Done when it is not empty.
  func textField(
    _ textField: UITextField,
    shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let oldText = textField.text ?? ""
    // As on the item detail screen: a range that splits a character is refused, not
    // force-unwrapped.
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
