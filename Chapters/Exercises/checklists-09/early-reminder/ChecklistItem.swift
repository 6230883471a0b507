// Exercise checklists-09/early-reminder: remind the user ten minutes before the due date.
//
// One row of the checklist: what to do, whether it is done, and when to be reminded of it.

import Foundation
import HeadlessUserNotifications

/// A thing to do, whether it has been done, and a due date the user may be reminded of.
///
/// The table shows items; it does not remember them. Whether a row is checked lives here,
/// in the model, so that any cell showing the item can be set up from it again.
///
/// A class, not a struct: the Edit Item screen changes the very item the list holds, and the
/// list then finds that item again by identity (`===`) to refresh its row.
///
/// Each item has a number of its own, ``itemID``, which the data model hands out once and
/// never again: it names the item's reminder to the notification centre, so that editing
/// the item replaces its reminder and deleting it removes it.
///
/// ```swift
/// let item = ChecklistItem(text: "Call Mum", dueDate: friday, itemID: 7)
/// item.shouldRemind = true
/// item.scheduleNotification(now: Date(), calendar: Calendar.current)
/// ```
final class ChecklistItem: Codable {
  /// What to do.
  var text: String
  /// Whether it has been done.
  var checked: Bool
  /// When it is due: the reminder's time.
  var dueDate: Date
  /// Whether a notification reminds the user at ``dueDate``.
  var shouldRemind: Bool
  /// The item's own number, which no other item has had: its reminder's identifier.
  var itemID: Int

  /// Creates an item, not done and with no reminder unless told otherwise.
  init(
    text: String, checked: Bool = false, dueDate: Date, shouldRemind: Bool = false,
    itemID: Int
  ) {
    self.text = text
    self.checked = checked
    self.dueDate = dueDate
    self.shouldRemind = shouldRemind
    self.itemID = itemID
  }

  /// Marks a done item as not done, and the other way round.
  func toggleChecked() {
    checked.toggle()
  }

  // MARK: - Codable

  /// The keys in the file; the last three are missing from files saved by the previous
  /// version of the app, which had no reminders.
  enum CodingKeys: String, CodingKey {
    case text, checked, dueDate, shouldRemind, itemID
  }

  /// The item number an item read from an older file has until the data model gives it one.
  static let noItemID = -1

  /// Reads an item; one saved before items had due dates gets no reminder, a due date of
  /// the moment it is read, and ``noItemID``, which the data model replaces at once.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    text = try container.decode(String.self, forKey: .text)
    checked = try container.decode(Bool.self, forKey: .checked)
    dueDate = try container.decodeIfPresent(Date.self, forKey: .dueDate) ?? Date()
    shouldRemind = try container.decodeIfPresent(Bool.self, forKey: .shouldRemind) ?? false
    itemID = try container.decodeIfPresent(Int.self, forKey: .itemID) ?? Self.noItemID
  }

  // MARK: - Reminders

  /// Replaces the item's reminder: removes the pending one, then, if the user wants one and
  /// the due date is still ahead, asks the notification centre to show the text then.
  ///
  /// The date is given to the trigger as a calendar's year, month, day, hour and minute:
  /// the notification comes at that time on the device's clock.
  func scheduleNotification(now: Date, calendar: Calendar) {
    removeNotification()
    guard shouldRemind && dueDate > now else { return }
    let content = UNMutableNotificationContent()
    content.title = "Reminder:"
    content.body = text
    content.sound = UNNotificationSound.default

    let components = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute], from: dueDate)
    let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
    let request = UNNotificationRequest(
      identifier: "\(itemID)", content: content, trigger: trigger)
    UNUserNotificationCenter.current().add(request)
  }

  /// Cancels the item's pending reminder, if it has one.
  ///
  /// Called by the screens that delete the item (or its whole list), not from `deinit`:
  /// when an object is freed is not the user's decision. A deleted item may live on while a
  /// screen still holds it; a terminated app ends without running any `deinit`; and after
  /// a relaunch the same item, read again from the file, has the same number, so an old
  /// copy freed late would cancel the new copy's reminder.
  func removeNotification() {
    UNUserNotificationCenter.current().removePendingNotificationRequests(
      withIdentifiers: ["\(itemID)"])
  }
}
