//
//  ItemManager.swift
//  ToDoMap
//

import Foundation

class ItemManager {
  var toDoCount: Int { return toDoItems.count }

  private var toDoItems: [ToDoItem] = []

  func add(_ item: ToDoItem) {
    if !toDoItems.contains(item) {
      toDoItems.append(item)
    }
  }

  func item(at index: Int) -> ToDoItem {
    return toDoItems[index]
  }
}
