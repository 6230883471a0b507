//
//  ItemListDataProvider.swift
//  ToDoMap
//

import UIKit

protocol ItemManagerSettable {
  var itemManager: ItemManager? { get set }
}

class ItemListDataProvider: NSObject, UITableViewDataSource, UITableViewDelegate,
  ItemManagerSettable
{
  var itemManager: ItemManager?

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return itemManager?.toDoCount ?? 0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
    cell.textLabel?.text = itemManager?.item(at: indexPath.row).title
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let item = itemManager?.item(at: indexPath.row) else { return }
    NotificationCenter.default.post(
      name: NSNotification.Name("ItemSelectedNotification"), object: self,
      userInfo: ["title": item.title])
  }
}
