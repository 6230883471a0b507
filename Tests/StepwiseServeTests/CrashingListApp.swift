// A list whose "+" tells the table of a row it never added: UIKit stops the app.

import Foundation
import HeadlessUIKitCore

/// Two rows; "+" inserts a row without adding an item, so UIKit raises "Invalid update".
enum CrashingListApp {
  static let descriptor = AppDescriptor(
    id: "crashing-list", title: "Crashing list", summary: "A list whose + crashes.",
    chapter: "none",
    makeDelegate: { CrashingListDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "Main", initialScene: "Navigation",
        scenes: [
          .navigationController("Navigation", root: "List"),
          .tableViewController(
            "List", CrashingListViewController.self, title: "Items",
            rightBarButton: .system(.add, action: { $0.addButtonTapped() }),
            prototypes: [PrototypeCell("Item", labels: [1000])]),
        ])
    })
}

@MainActor
final class CrashingListDelegate: UIApplicationDelegate {
  var window: UIWindow?
}

@MainActor
final class CrashingListViewController: UITableViewController {
  var items = ["One", "Two"]

  func addButtonTapped() {
    tableView.insertRows(at: [IndexPath(row: items.count, section: 0)], with: .automatic)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    (cell.viewWithTag(1000) as? UILabel)?.text = items[indexPath.row]
    return cell
  }
}
