//
//  AddReminderViewController.swift
//  Reminders
//

import UIKit

protocol AddReminderViewControllerDelegate: AnyObject {
  func addReminderViewControllerDidCancel(_ controller: AddReminderViewController)
  func addReminderViewController(
    _ controller: AddReminderViewController, didAdd reminder: Reminder)
}

class AddReminderViewController: UIViewController {
  @IBOutlet weak var titleField: UITextField!
  @IBOutlet weak var remindSwitch: UISwitch!
  @IBOutlet weak var datePicker: UIDatePicker!
  @IBOutlet weak var dueLabel: UILabel!
  @IBOutlet weak var saveButton: UIBarButtonItem!
  @IBOutlet weak var priorityLabel: UILabel!

  weak var delegate: AddReminderViewControllerDelegate?

  override func viewDidLoad() {
    super.viewDidLoad()
    datePicker.isEnabled = remindSwitch.isOn
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    titleField.becomeFirstResponder()
  }

  // MARK: - Actions

  @IBAction func cancel() {
    delegate?.addReminderViewControllerDidCancel(self)
  }

  @IBAction func save() {
    guard saveButton.isEnabled else { return }
    let reminder = Reminder(
      title: titleField.text!, remindMe: remindSwitch.isOn, dueDate: datePicker.date)
    delegate?.addReminderViewController(self, didAdd: reminder)
  }

  @IBAction func titleChanged(_ sender: UITextField) {
    saveButton.isEnabled = !sender.text!.isEmpty
  }

  @IBAction func remindToggled(_ sender: UISwitch) {
    datePicker.isEnabled = sender.isOn
  }

  @IBAction func dateChanged(_ sender: UIDatePicker) {
    dueLabel.text = "Due date set"
  }

  @IBAction func priorityChanged(_ sender: UISlider) {
    priorityLabel.text = "Priority \(Int(sender.value.rounded()))"
  }

  @IBAction func clearTapped() {
    titleField.text = ""
    saveButton.isEnabled = false
  }
}
