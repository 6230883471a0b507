// The Add Item / Edit Item screen: the item's text, a Remind Me switch and a due date picked
// in a date picker that opens below its row.

import HeadlessUIKit
import HeadlessUserNotifications

/// Lets the user type the text of a new item, or change an existing one, choose whether to
/// be reminded and when it is due, then tells its ``delegate`` what happened.
///
/// ``itemToEdit`` chooses the mode: nil adds a new item ("Add Item", empty field, Done off,
/// due now); an item edits it ("Edit Item", its text, reminder and due date shown). Done is
/// enabled only while the text field holds something other than spaces.
///
/// The form is a table of static cells in two sections: the text field; then the Remind Me
/// switch and the Due Date row. Tapping the Due Date row inserts a third row below it, the
/// date-picker cell that the storyboard keeps outside the table, and tapping it again
/// deletes that row.
final class ItemDetailViewController: UITableViewController {
  /// The screen to tell about Cancel and Done.
  ///
  /// Weak: the delegate is usually the screen that opened this one and outlives it, so this
  /// screen must not be the one keeping it alive.
  weak var delegate: ItemDetailViewControllerDelegate?

  /// The item to edit, or nil to add a new one. Set in `prepare(for:sender:)`, before the
  /// view (and so the text field) exists.
  var itemToEdit: ChecklistItem?

  /// The app's data, set in `prepare(for:sender:)`: it numbers a new item, and its
  /// environment says what time it is.
  var dataModel: DataModel?

  /// The field the user types the item's text into; nil until the view loads.
  weak var textField: UITextField!

  /// The Done button; nil until the view loads.
  weak var doneBarButton: UIBarButtonItem!

  /// The Remind Me switch.
  weak var shouldRemindSwitch: UISwitch!

  /// The Due Date row's detail label, which shows the date.
  weak var dueDateLabel: UILabel!

  /// The cell holding the date picker, kept outside the table until the Due Date row is
  /// tapped. The storyboard keeps it alive, so the outlet can be weak.
  weak var datePickerCell: UITableViewCell!

  /// The date picker inside ``datePickerCell``.
  weak var datePicker: UIDatePicker!

  /// The due date shown, until Done gives it to the item.
  var dueDate = Date()

  /// Whether the date-picker row is in the table, below the Due Date row.
  var datePickerVisible = false

  /// The Due Date row.
  let dueDateIndexPath = IndexPath(row: 1, section: 1)

  /// The date-picker row, while it is shown.
  let datePickerIndexPath = IndexPath(row: 2, section: 1)

  /// The date-picker row's height: the wheels'.
  let datePickerRowHeight: CGFloat = 217

  /// The device's clock and calendar, from the data model.
  var environment: AppEnvironment {
    dataModel?.environment ?? .system
  }

  // MARK: - Lifecycle

  /// Shows the item being edited, or a new item due now.
  override func viewDidLoad() {
    super.viewDidLoad()
    if let item = itemToEdit {
      title = "Edit Item"
      textField.text = item.text
      // Setting the text in code asks no delegate method, so Done is set here, by the same
      // rule as when typing: an item read from an old file may have a blank text.
      doneBarButton.isEnabled = !item.text.isBlank
      shouldRemindSwitch.isOn = item.shouldRemind
      dueDate = item.dueDate
    } else {
      dueDate = environment.now()
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

  // excerpt: done
  /// Changes the edited item in place, or makes a new one with the next item number; then
  /// replaces its reminder and tells the delegate.
  ///
  /// The text is saved without the spaces around it. Blank text is never saved: Done is
  /// off then, and the return key refused.
  func done() {
    let text = (textField.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty, let dataModel else { return }
    if let item = itemToEdit {
      item.text = text
      item.shouldRemind = shouldRemindSwitch.isOn
      item.dueDate = dueDate
      item.scheduleNotification(now: environment.now(), calendar: environment.calendar)
      delegate?.itemDetailViewController(self, didFinishEditing: item)
    } else {
      let item = ChecklistItem(
        text: text, dueDate: dueDate, shouldRemind: shouldRemindSwitch.isOn,
        itemID: dataModel.nextChecklistItemID())
      item.scheduleNotification(now: environment.now(), calendar: environment.calendar)
      delegate?.itemDetailViewController(self, didFinishAdding: item)
    }
  }
  // end excerpt

  // excerpt: ask-permission
  /// The user flipped Remind Me: the keyboard goes, and turning it on asks for permission
  /// to notify. iOS shows its alert only the first time and remembers the answer. The answer
  /// comes on a queue of iOS's own, so a "Don't Allow" turns the switch off on the main queue.
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
  // end excerpt

  /// The user turned the date picker: the new date shows in the Due Date row.
  func dateChanged(_ datePicker: UIDatePicker) {
    dueDate = datePicker.date
    updateDueDateLabel()
  }

  // MARK: - The due date

  /// Shows ``dueDate`` in the Due Date row.
  func updateDueDateLabel() {
    dueDateLabel.text = environment.text(for: dueDate)
  }

  // excerpt: show-picker
  /// Inserts the date-picker row below the Due Date row, turned to the due date, and shows
  /// the date in the tint colour while the picker is open.
  func showDatePicker() {
    datePickerVisible = true
    datePicker.setDate(dueDate, animated: false)
    datePicker.timeZone = environment.calendar.timeZone
    dueDateLabel.textColor = dueDateLabel.tintColor
    tableView.insertRows(at: [datePickerIndexPath], with: .fade)
  }

  /// Deletes the date-picker row, if it is shown, and puts the date's colour back.
  func hideDatePicker() {
    guard datePickerVisible else { return }
    datePickerVisible = false
    dueDateLabel.textColor = .secondaryLabel
    tableView.deleteRows(at: [datePickerIndexPath], with: .fade)
  }
  // end excerpt

  // MARK: - UITableViewDataSource

  // excerpt: picker-rows
  /// The storyboard's rows, and the date-picker row while it is shown.
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    if section == datePickerIndexPath.section && datePickerVisible {
      return 3
    }
    return super.tableView(tableView, numberOfRowsInSection: section)
  }

  /// The date-picker cell for its row; the storyboard's static cells for the others.
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    if indexPath == datePickerIndexPath {
      return datePickerCell
    }
    return super.tableView(tableView, cellForRowAt: indexPath)
  }
  // end excerpt

  // MARK: - UITableViewDelegate

  // excerpt: picker-layout
  /// The picker row is as tall as its wheels. The storyboard knows the height of its own
  /// rows only: asking it about the picker row would stop the app.
  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    if indexPath == datePickerIndexPath {
      return datePickerRowHeight
    }
    return super.tableView(tableView, heightForRowAt: indexPath)
  }

  /// The picker row is indented as the first row of its section is; the storyboard, asked
  /// about a row it does not have, would stop the app.
  override func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  {
    var newIndexPath = indexPath
    if indexPath == datePickerIndexPath {
      newIndexPath = IndexPath(row: 0, section: indexPath.section)
    }
    return super.tableView(tableView, indentationLevelForRowAt: newIndexPath)
  }
  // end excerpt

  /// Only the Due Date row can be tapped: the others hold a field, a switch or the picker.
  override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    indexPath == dueDateIndexPath ? indexPath : nil
  }

  // excerpt: tap-due-date
  /// The Due Date row opens the picker below it, or closes it; the keyboard goes first, so
  /// that it does not cover the wheels.
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    textField.resignFirstResponder()
    if indexPath == dueDateIndexPath {
      if datePickerVisible {
        hideDatePicker()
      } else {
        showDatePicker()
      }
    }
  }
  // end excerpt
}

// MARK: - UITextFieldDelegate

extension ItemDetailViewController: UITextFieldDelegate {
  // excerpt: should-change
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
  // end excerpt

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

  /// The keyboard came up: the date picker closes, as the two would share the space.
  func textFieldDidBeginEditing(_ textField: UITextField) {
    hideDatePicker()
  }
}
