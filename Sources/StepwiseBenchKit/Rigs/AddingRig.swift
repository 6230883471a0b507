// The benchmark app on a simulated device, adding items one way or the other.

import HeadlessUIKitCore
import ViewHarness

/// ``AddItemsApp`` running on a simulated device, with a count of the items added to it.
@MainActor
final class AddingRig {
  /// The device running the app.
  let device: Device
  /// The list screen.
  let list: ItemsViewController
  /// How many items were added so far.
  private(set) var added = 0

  /// Launches the app; `checksInvariants` turns the harness's check after each gesture on or
  /// off.
  init(checksInvariants: Bool) throws {
    device = try Device(app: AddItemsApp.app)
    device.checksInvariants = checksInvariants
    guard let list = device.visibleController as? ItemsViewController else {
      throw BenchmarkError.unexpectedScreen("the items screen", device.screen)
    }
    self.list = list
  }

  /// The list's table.
  var table: UITableView { list.tableView }

  /// Adds items as the user would: tap "+", type "Item n", tap Done.
  func addThroughGestures(_ count: Int) throws {
    for _ in 0..<count {
      added += 1
      try device.tap("+")
      try device.type("Item \(added)")
      try device.tap("Done")
    }
  }

  /// Adds items by calling the list's delegate method, as the Add Item screen's Done does.
  func addDirectly(_ count: Int, sender: AddItemViewController) {
    for _ in 0..<count {
      added += 1
      list.addItemViewController(sender, didFinishAdding: AddedItem(text: "Item \(added)"))
    }
  }
}
