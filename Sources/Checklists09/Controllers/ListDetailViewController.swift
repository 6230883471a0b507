// The Add Checklist / Edit Checklist screen: a text field, the icon row, Cancel and Done.

import HeadlessUIKit

/// Lets the user name a new checklist, or rename an existing one, and choose its icon, then
/// tells its ``delegate`` what happened.
///
/// ``checklistToEdit`` chooses the mode: nil adds a new list ("Add Checklist", empty field,
/// Done off, the "Folder" icon); a checklist edits it ("Edit Checklist", its name and icon
/// shown, Done on). Done follows the same rules as on the item detail screen: enabled only
/// while the field holds something other than spaces. Tapping the icon row opens the Choose
/// Icon screen.
final class ListDetailViewController: UITableViewController {
  /// The screen to tell about Cancel and Done; weak, like every delegate.
  weak var delegate: ListDetailViewControllerDelegate?

  /// The checklist to edit, or nil to add a new one. Set before the view loads.
  var checklistToEdit: Checklist?

  /// The icon the list will get when the user taps Done.
  var iconName = "Folder"

  /// The field the user types the list's name into; nil until the view loads.
  weak var textField: UITextField!

  /// The label in the icon row that shows the icon's name; nil until the view loads.
  weak var iconLabel: UILabel!

  /// The Done button; nil until the view loads.
  weak var doneBarButton: UIBarButtonItem!

  // MARK: - Lifecycle

  /// In edit mode, shows the checklist's name; in both modes, shows the icon's name.
  override func viewDidLoad() {
    super.viewDidLoad()
    if let checklist = checklistToEdit {
      title = "Edit Checklist"
      textField.text = checklist.name
      doneBarButton.isEnabled = !checklist.name.isBlank
      iconName = checklist.iconName
    }
    iconLabel.text = iconName
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    textField.becomeFirstResponder()
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

  // MARK: - Actions

  /// Tells the delegate that the user cancelled: a picked icon is forgotten with the rest.
  func cancel() {
    delegate?.listDetailViewControllerDidCancel(self)
  }

  /// Changes the edited checklist in place, or makes a new one, and tells the delegate.
  ///
  /// As on the item detail screen: the name is saved without the spaces around it, and a
  /// blank name is never saved, even from the return key.
  func done() {
    let name = (textField.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    guard !name.isEmpty else { return }
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

  /// Only the icon row can be tapped; the text field's row should never turn grey.
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
  /// Works out what the text will be after this edit, and enables Done when it holds
  /// something other than spaces.
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

// MARK: - IconPickerViewControllerDelegate

extension ListDetailViewController: IconPickerViewControllerDelegate {
  /// Remembers the picked icon, shows its name, and closes the picker.
  func iconPicker(_ picker: IconPickerViewController, didPick iconName: String) {
    self.iconName = iconName
    iconLabel.text = iconName
    navigationController?.popViewController(animated: true)
  }
}
