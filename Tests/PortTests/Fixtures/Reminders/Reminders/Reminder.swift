//
//  Reminder.swift
//  Reminders
//

import Foundation

class Reminder {
  var title: String
  var remindMe: Bool
  var dueDate: Date

  init(title: String, remindMe: Bool, dueDate: Date) {
    self.title = title
    self.remindMe = remindMe
    self.dueDate = dueDate
  }
}
