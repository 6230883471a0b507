//
//  ShoppingItem.swift
//  Shopping
//

import Foundation
import UserNotifications

class ShoppingItem: Codable {
  var name: String
  var isUrgent: Bool

  init(name: String, isUrgent: Bool) {
    self.name = name
    self.isUrgent = isUrgent
  }

  deinit {
    // Takes back the item's reminder, as the book's checklist item does.
    UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: [name])
  }

  static func load() -> [ShoppingItem] {
    guard let data = UserDefaults.standard.data(forKey: "Items"),
      let items = try? JSONDecoder().decode([ShoppingItem].self, from: data)
    else { return [] }
    return items
  }

  static func save(_ items: [ShoppingItem]) {
    if let data = try? JSONEncoder().encode(items) {
      UserDefaults.standard.set(data, forKey: "Items")
    }
  }
}
