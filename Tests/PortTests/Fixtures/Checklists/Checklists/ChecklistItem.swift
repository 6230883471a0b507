//
//  ChecklistItem.swift
//  Checklists
//

import Foundation

class ChecklistItem: NSObject, Codable {
  var text = ""
  var checked = false

  func toggleChecked() {
    checked.toggle()
  }
}
