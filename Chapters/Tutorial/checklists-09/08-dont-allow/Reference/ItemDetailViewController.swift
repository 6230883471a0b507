import HeadlessUIKit
import HeadlessUserNotifications

/// The item detail screen, "Add Item", or "Edit Item" when it is given an item: a text field
/// with the keyboard up, Done enabled only while it holds some text; Cancel and Done tell
/// the delegate.
class ItemDetailViewController: UITableViewController {
  /// The screen to tell about Cancel and Done. Weak: the screen that opened this one keeps
  /// it alive, and this one must not keep that one alive in turn.
  weak var delegate: ItemDetailViewControllerDelegate?

  /// The item to edit, or nil to add a new one: set before the view (and the field) exists.
  var itemToEdit: ChecklistItem?

  /// The app's data, which numbers new items; handed over with the item.
  var dataModel: DataModel?

  /// The field the user types the item's text into; nil until the view loads.
  weak var textField: UITextField!

  /// The Done button; nil until the view loads.
  weak var doneBarButton: UIBarButtonItem!

  /// The Remind Me switch; nil until the view loads.
  weak var shouldRemindSwitch: UISwitch!

  /// The label of the Due Date row; nil until the view loads.
  weak var dueDateLabel: UILabel!

  /// The cell holding the date picker, from the scene's dock; nil until the view loads.
  weak var datePickerCell: UITableViewCell!

  /// The date picker; nil until the view loads.
  weak var datePicker: UIDatePicker!

  /// The due date shown: the item's in edit mode, now for a new item.
  var dueDate = Date()

  /// Whether the date picker's row shows, below the Due Date row.
  var datePickerVisible = false

  override func viewDidLoad() {
    super.viewDidLoad()
    if let item = itemToEdit {
      title = "Edit Item"
      textField.text = item.text
      // Setting the text in code asks the field's delegate nothing: Done is set here, by the
      // same rule as when typing.
      doneBarButton.isEnabled = !item.text.isBlank
      shouldRemindSwitch.isOn = item.shouldRemind
      dueDate = item.dueDate
    }
    updateDueDateLabel()
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

  /// Changes the edited item in place, or makes a new one, and tells the delegate; a blank
  /// text is refused.
  func done() {
    let text = textField.text ?? ""
    guard !text.isBlank, let dataModel else { return }
    if let item = itemToEdit {
      item.text = text
      item.shouldRemind = shouldRemindSwitch.isOn
      item.dueDate = dueDate
      item.scheduleNotification()
      delegate?.itemDetailViewController(self, didFinishEditing: item)
    } else {
      let item = ChecklistItem(text: text, itemID: dataModel.nextChecklistItemID())
      item.shouldRemind = shouldRemindSwitch.isOn
      item.dueDate = dueDate
      item.scheduleNotification()
      delegate?.itemDetailViewController(self, didFinishAdding: item)
    }
  }

  // MARK: - The due date

  /// Shows the due date in its row, such as "24 Dec 2030, 18:30": the same on every machine.
  func updateDueDateLabel() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "d MMM yyyy, HH:mm"
    dueDateLabel.text = formatter.string(from: dueDate)
  }

  /// Opens the date picker's row below the Due Date row, set to the due date.
  func showDatePicker() {
    datePickerVisible = true
    datePicker.setDate(dueDate, animated: false)
    tableView.insertRows(at: [IndexPath(row: 2, section: 1)], with: .fade)
  }

  /// Closes the date picker's row.
  func hideDatePicker() {
    guard datePickerVisible else { return }
    datePickerVisible = false
    tableView.deleteRows(at: [IndexPath(row: 2, section: 1)], with: .fade)
  }

  /// The user turned the picker's wheels.
  func dateChanged(_ datePicker: UIDatePicker) {
    dueDate = datePicker.date
    updateDueDateLabel()
  }

  /// The switch changed: the keyboard goes, so that the user sees the rows below; turned
  /// on, it asks the user's permission to show reminders (the system asks only once). The
  /// answer comes on a background queue: a "Don't Allow" turns the switch off on the main
  /// queue, where UIKit must be used.
  func shouldRemindToggled(_ switchControl: UISwitch) {
    textField.resignFirstResponder()
    if switchControl.isOn {
      let center = UNUserNotificationCenter.current()
      center.requestAuthorization(options: [.alert, .sound]) { granted, _ in
        if !granted {
          DispatchQueue.main.async {
            switchControl.setOn(false, animated: true)
          }
        }
      }
    }
  }

  // MARK: - UITableViewDataSource

  // The static cells come from the storyboard, which has no row for the date picker: every
  // question about that row is answered here, never by super, which would stop the app.

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    if section == 1 && datePickerVisible {
      return 3
    }
    return super.tableView(tableView, numberOfRowsInSection: section)
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    if indexPath.section == 1 && indexPath.row == 2 {
      return datePickerCell
    }
    return super.tableView(tableView, cellForRowAt: indexPath)
  }

  // MARK: - UITableViewDelegate

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    if indexPath.section == 1 && indexPath.row == 2 {
      return 217
    }
    return super.tableView(tableView, heightForRowAt: indexPath)
  }

  override func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  {
    var newIndexPath = indexPath
    if indexPath.section == 1 && indexPath.row == 2 {
      newIndexPath = IndexPath(row: 0, section: indexPath.section)
    }
    return super.tableView(tableView, indentationLevelForRowAt: newIndexPath)
  }

  /// Only the Due Date row can be selected.
  override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    indexPath.section == 1 && indexPath.row == 1 ? indexPath : nil
  }

  /// A tap on the Due Date row opens or closes the date picker, without the keyboard.
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    textField.resignFirstResponder()
    if indexPath.section == 1 && indexPath.row == 1 {
      if datePickerVisible {
        hideDatePicker()
      } else {
        showDatePicker()
      }
    }
  }
}

// MARK: - UITextFieldDelegate

extension ItemDetailViewController: UITextFieldDelegate {
  /// Works out what the text will be after this change, and enables Done when it is not
  /// blank.
  func textField(
    _ textField: UITextField,
    shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let oldText = textField.text ?? ""
    guard let stringRange = Range(range, in: oldText) else { return false }
    let newText = oldText.replacingCharacters(in: stringRange, with: string)
    doneBarButton.isEnabled = !newText.isBlank
    return true
  }

  /// The clear button empties the field, so Done goes off too.
  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    doneBarButton.isEnabled = false
    return true
  }

  /// The return key is on as soon as the field holds anything: it does nothing while the
  /// text is blank.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    !(textField.text ?? "").isBlank
  }
}
