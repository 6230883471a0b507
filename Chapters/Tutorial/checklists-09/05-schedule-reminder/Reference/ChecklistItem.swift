import HeadlessUIKit
import HeadlessUserNotifications

/// A thing to do, whether it has been done, and whether to be reminded of it, and when. A class: the
/// list and the detail screen share the very same item, and identity (`===`) tells it from
/// another with the same text. Codable, as "text", "checked", "shouldRemind" and "dueDate".
final class ChecklistItem: Codable {
  /// What to do.
  var text: String
  /// Whether it has been done.
  var checked: Bool
  /// Whether the user wants a reminder.
  var shouldRemind = false
  /// When it is due.
  var dueDate = Date()
  /// The number that names its reminder, handed out by the data model.
  var itemID: Int

  init(text: String, checked: Bool = false, itemID: Int) {
    self.text = text
    self.checked = checked
    self.itemID = itemID
  }

  // MARK: - Codable

  /// The keys in the file; files saved before reminders have no "shouldRemind", "dueDate"
  /// nor "itemID".
  enum CodingKeys: String, CodingKey {
    case text, checked, shouldRemind, dueDate, itemID
  }

  /// Reads an item, not to be reminded of when the file says nothing about it: the decoding
  /// the compiler writes would refuse a file saved before.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    text = try container.decode(String.self, forKey: .text)
    checked = try container.decode(Bool.self, forKey: .checked)
    shouldRemind = try container.decodeIfPresent(Bool.self, forKey: .shouldRemind) ?? false
    dueDate = try container.decodeIfPresent(Date.self, forKey: .dueDate) ?? Date()
    itemID = try container.decodeIfPresent(Int.self, forKey: .itemID) ?? -1
  }

  // MARK: - Reminders

  /// Asks the system to show a reminder at the due date, when the user wants one and the
  /// date is still to come.
  func scheduleNotification() {
    guard shouldRemind && dueDate > Date() else { return }
    let content = UNMutableNotificationContent()
    content.title = "Reminder:"
    content.body = text
    content.sound = UNNotificationSound.default

    let components = Calendar.current.dateComponents(
      [.year, .month, .day, .hour, .minute], from: dueDate)
    let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
    let request = UNNotificationRequest(
      identifier: "\(itemID)", content: content, trigger: trigger)
    UNUserNotificationCenter.current().add(request)
  }
}
