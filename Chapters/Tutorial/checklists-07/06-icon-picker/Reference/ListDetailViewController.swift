import HeadlessUIKit

/// The list detail screen, "Add Checklist", or "Edit Checklist" when it is given a checklist:
/// a text field with the keyboard up, Done enabled only while it holds some text; Cancel and
/// Done tell the delegate.
class ListDetailViewController: UITableViewController {
  /// The screen to tell about Cancel and Done; weak, like every delegate.
  weak var delegate: ListDetailViewControllerDelegate?

  /// The checklist to rename, or nil to add a new one: set before the view loads.
  var checklistToEdit: Checklist?

  /// The icon the list gets when the user taps Done.
  var iconName = "Folder"

  /// The field the user types the list's name into; nil until the view loads.
  weak var textField: UITextField!

  /// The Done button; nil until the view loads.
  weak var doneBarButton: UIBarButtonItem!

  /// The label of the icon row, showing the icon's name; nil until the view loads.
  weak var iconLabel: UILabel!

  override func viewDidLoad() {
    super.viewDidLoad()
    if let checklist = checklistToEdit {
      title = "Edit Checklist"
      textField.text = checklist.name
      doneBarButton.isEnabled = true
      iconName = checklist.iconName
    }
    iconLabel.text = iconName
  }

  // MARK: - Navigation

  /// Makes this screen the icon picker's delegate and tells it which icon is chosen now.
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "PickIcon" {
      guard let controller = segue.destination as? IconPickerViewController else { return }
      controller.delegate = self
      controller.selectedIconName = iconName
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
      checklist.iconName = iconName
      delegate?.listDetailViewController(self, didFinishEditing: checklist)
    } else {
      let checklist = Checklist(name: name, iconName: iconName)
      delegate?.listDetailViewController(self, didFinishAdding: checklist)
    }
  }

  // MARK: - UITableViewDataSource

  /// The icon row sits in a section of its own, under the heading "Icon".
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    section == 1 ? "Icon" : nil
  }

  /// The storyboard's static cells, with a disclosure indicator on the icon row: tapping it
  /// opens another screen.
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = super.tableView(tableView, cellForRowAt: indexPath)
    if indexPath.section == 1 {
      cell.accessoryType = .disclosureIndicator
    }
    return cell
  }

  // MARK: - UITableViewDelegate

  /// Only the icon row can be tapped; the text field's row never turns grey.
  override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    indexPath.section == 1 ? indexPath : nil
  }

  /// Opens the Choose Icon screen: the segue has no trigger in the storyboard, so it runs
  /// from code.
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    performSegue(withIdentifier: "PickIcon", sender: nil)
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

// MARK: - IconPickerViewControllerDelegate

extension ListDetailViewController: IconPickerViewControllerDelegate {
  /// Keeps the picked icon (the checklist gets it only on Done), shows its name, and closes
  /// the picker.
  func iconPicker(_ picker: IconPickerViewController, didPick iconName: String) {
    self.iconName = iconName
    iconLabel.text = iconName
    navigationController?.popViewController(animated: true)
  }
}
