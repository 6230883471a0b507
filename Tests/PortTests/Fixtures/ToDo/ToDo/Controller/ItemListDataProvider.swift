//
//  ItemListDataProvider.swift
//  ToDo
//

import UIKit

enum Section: Int {
  case toDo
  case done
}

class ItemListDataProvider: NSObject, UITableViewDataSource, UITableViewDelegate {

  var itemManager: ItemManager?

  func numberOfSections(in tableView: UITableView) -> Int {
    return 2
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    guard let itemManager = itemManager, let itemSection = Section(rawValue: section) else {
      fatalError()
    }
    switch itemSection {
    case .toDo:
      return itemManager.toDoCount
    case .done:
      return itemManager.doneCount
    }
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath) as! ItemCell
    guard let itemManager = itemManager, let section = Section(rawValue: indexPath.section) else {
      fatalError()
    }
    switch section {
    case .toDo:
      cell.configCell(with: itemManager.item(at: indexPath.row))
    case .done:
      cell.configCell(with: itemManager.doneItem(at: indexPath.row), checked: true)
    }
    return cell
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard let itemManager = itemManager, let section = Section(rawValue: indexPath.section) else {
      fatalError()
    }
    switch section {
    case .toDo:
      itemManager.checkItem(at: indexPath.row)
    case .done:
      itemManager.uncheckItem(at: indexPath.row)
    }
    tableView.reloadData()
  }
}
