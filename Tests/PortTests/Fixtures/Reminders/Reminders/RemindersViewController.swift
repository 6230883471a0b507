//
//  RemindersViewController.swift
//  Reminders
//

import UIKit

class RemindersViewController: UITableViewController, AddReminderViewControllerDelegate {
  var reminders = [Reminder]()

  // MARK: - Table view data source

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return reminders.count
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "ReminderCell", for: indexPath)
    let reminder = reminders[indexPath.row]
    cell.textLabel!.text = reminder.title
    cell.detailTextLabel!.text = reminder.remindMe ? "Reminder on" : "No reminder"
    return cell
  }

  // MARK: - Navigation

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "AddReminder" {
      let navigationController = segue.destination as! UINavigationController
      let controller = navigationController.topViewController as! AddReminderViewController
      controller.delegate = self
    }
  }

  // MARK: - Add reminder view controller delegate

  func addReminderViewControllerDidCancel(_ controller: AddReminderViewController) {
    dismiss(animated: true)
  }

  func addReminderViewController(
    _ controller: AddReminderViewController, didAdd reminder: Reminder
  ) {
    reminders.append(reminder)
    let indexPath = IndexPath(row: reminders.count - 1, section: 0)
    tableView.insertRows(at: [indexPath], with: .automatic)
    dismiss(animated: true)
  }
}
