import HeadlessUIKit

/// The list detail screen, "Add Checklist", or "Edit Checklist" when it is given a checklist:
/// a text field with the keyboard up, Done enabled only while it holds some text; Cancel and
/// Done tell the delegate.
class ListDetailViewController: UITableViewController {
  /// The screen to tell about Cancel and Done; weak, like every delegate.
  weak var delegate: ListDetailViewControllerDelegate?

  /// The checklist to rename, or nil to add a new one: set before the view loads.
  var checklistToEdit: Checklist?

  /// The field the user types the list's name into; nil until the view loads.
  weak var textField: UITextField!

  /// The Done button; nil until the view loads.
  weak var doneBarButton: UIBarButtonItem!

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
}

// MARK: - UITextFieldDelegate

extension ListDetailViewController: UITextFieldDelegate {
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
