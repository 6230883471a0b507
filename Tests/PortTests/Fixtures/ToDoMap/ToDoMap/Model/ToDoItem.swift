//
//  ToDoItem.swift
//  ToDoMap
//

import Foundation

struct ToDoItem: Equatable {
  let title: String
  let location: Location?

  init(title: String, location: Location? = nil) {
    self.title = title
    self.location = location
  }
}
