//
//  TaskItem.swift
//  Planner
//

import Foundation
import UserNotifications

class TaskItem: NSObject, Codable {
  var text = ""
  var checked = false
  var dueDate = Date()
  var shouldRemind = false
  var itemID = -1

  override init() {
    super.init()
    itemID = TaskItem.nextItemID()
  }

  func toggleChecked() {
    checked.toggle()
  }

  static func nextItemID() -> Int {
    let userDefaults = UserDefaults.standard
    let itemID = userDefaults.integer(forKey: "TaskItemID")
    userDefaults.set(itemID + 1, forKey: "TaskItemID")
    return itemID
  }

  func scheduleNotification() {
    removeNotification()
    if shouldRemind && dueDate > Date() {
      let content = UNMutableNotificationContent()
      content.title = "Reminder:"
      content.body = text
      content.sound = UNNotificationSound.default

      let calendar = Calendar(identifier: .gregorian)
      let components = calendar.dateComponents(
        [.year, .month, .day, .hour, .minute], from: dueDate)
      let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
      let request = UNNotificationRequest(
        identifier: "\(itemID)", content: content, trigger: trigger)

      let center = UNUserNotificationCenter.current()
      center.add(request)
      print("Scheduled: \(request) for itemID: \(itemID)")
    }
  }

  func removeNotification() {
    let center = UNUserNotificationCenter.current()
    center.removePendingNotificationRequests(withIdentifiers: ["\(itemID)"])
  }
}
