// An app with two planted bugs, for the fuzzer's own tests to find.

import Foundation
import HeadlessUIKitCore

/// A list whose "+" adds "Item 1", "Item 2", …, saved only when the app goes to the
/// background or is terminated; in ``descriptor`` a bug is planted for the fuzzer: deleting
/// a row while the list has exactly three rows forgets to tell the table.
enum ForgetfulListApp {
  /// The list with the planted table bug.
  static let descriptor = make(id: "forgetful-list")

  /// The same list without the table bug.
  static let careful = make(id: "careful-list")

  private static func make(id: String) -> AppDescriptor {
    AppDescriptor(
      id: id,
      title: "Forgetful list",
      summary: "A list with planted bugs for the fuzzer's tests.",
      chapter: "none",
      makeDelegate: { ForgetfulListDelegate() },
      makeStoryboard: {
        UIStoryboard(
          name: "Main", initialScene: "Navigation",
          scenes: [
            .navigationController("Navigation", root: "List"),
            .tableViewController(
              "List", ForgetfulListViewController.self, title: "Items",
              rightBarButton: .system(.add, action: { $0.addItem() }),
              prototypes: [PrototypeCell("Item", labels: [1000])]),
          ])
      })
  }
}

/// Saves the list when the app goes to the background or is terminated, and only then.
@MainActor
final class ForgetfulListDelegate: UIApplicationDelegate {
  var window: UIWindow?

  func applicationDidEnterBackground(_ application: UIApplication) {
    save(application)
  }

  func applicationWillTerminate(_ application: UIApplication) {
    save(application)
  }

  private func save(_ application: UIApplication) {
    let navigation = window?.rootViewController as? UINavigationController
    let list = navigation?.viewControllers.first as? ForgetfulListViewController
    application.defaults.set(list?.items ?? [], forKey: "Items")
  }
}

/// The list screen with the planted bugs.
@MainActor
final class ForgetfulListViewController: UITableViewController {
  var items: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    items = UIApplication.shared.defaults.object(forKey: "Items") as? [String] ?? []
  }

  func addItem() {
    items.append("Item \(items.count + 1)")
    tableView.insertRows(at: [IndexPath(row: items.count - 1, section: 0)], with: .automatic)
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

  override func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    let forgets = items.count == 3 && UIApplication.shared.descriptor.id == "forgetful-list"
    items.remove(at: indexPath.row)
    if !forgets { tableView.deleteRows(at: [indexPath], with: .automatic) }
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
  }
}
