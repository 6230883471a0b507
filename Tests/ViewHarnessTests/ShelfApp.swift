// A shelf of things with icons, for the tests of images, colours, editing mode and swipes.

import Foundation
import HeadlessUIKit

/// A list of things on a shelf, each with an icon from the app's asset catalog.
///
/// The Edit button puts the table in editing mode, where rows can be deleted and dragged
/// (all but "Passport", which stays first). A swipe to the left reveals Delete and Archive,
/// a swipe to the right reveals Pin (which a full swipe does not run). The last row shows a
/// star through a content configuration; an overdue thing's name is red.
enum ShelfApp {
  static let descriptor = AppDescriptor(
    id: "shelf", title: "Shelf", summary: "Icons, editing mode and swipes for the tests.",
    chapter: "none", makeDelegate: { ShelfAppDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "Shelf", initialScene: "Navigation",
        scenes: [
          .navigationController("Navigation", root: "Shelf"),
          .tableViewController("Shelf", ShelfViewController.self, title: "Shelf"),
        ])
    },
    assets: AssetCatalog(images: ["Folder", "Groceries", "Trips", "Zebra"]))
}

@MainActor
final class ShelfAppDelegate: UIApplicationDelegate {
  var window: UIWindow?
}

/// One thing on the shelf.
struct ShelfThing: Equatable {
  var name: String
  var icon: String
  var isOverdue = false
}

@MainActor
final class ShelfViewController: UITableViewController {
  var things = [
    ShelfThing(name: "Passport", icon: "Trips"),
    ShelfThing(name: "Receipts", icon: "Folder"),
    ShelfThing(name: "Shopping list", icon: "Groceries", isOverdue: true),
    ShelfThing(name: "Stripes", icon: "Zebra"),
  ]
  var archived: [String] = []
  var pinned: [String] = []
  /// What the table told this screen, in order.
  var calls: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = editButtonItem
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Thing")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    things.count + 1
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Thing", for: indexPath)
    guard indexPath.row < things.count else {
      var content = cell.defaultContentConfiguration()
      content.text = "Favourites"
      content.image = UIImage(systemName: "star.fill")
      cell.contentConfiguration = content
      return cell
    }
    let thing = things[indexPath.row]
    cell.contentConfiguration = nil
    cell.textLabel?.text = thing.name
    cell.textLabel?.textColor = thing.isOverdue ? .systemRed : .label
    cell.imageView?.image = UIImage(named: thing.icon)
    return cell
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    indexPath.row < things.count
  }

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    indexPath.row < things.count && things[indexPath.row].name != "Passport"
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    calls.append("commit \(editingStyle) \(indexPath.row)")
    things.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    calls.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
    let thing = things.remove(at: sourceIndexPath.row)
    things.insert(thing, at: destinationIndexPath.row)
  }

  override func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    // Nothing goes above the passport, nor below the last thing (Favourites stays last).
    let row = min(max(proposedDestinationIndexPath.row, 1), things.count - 1)
    return IndexPath(row: row, section: 0)
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    guard indexPath.row < things.count else { return UISwipeActionsConfiguration(actions: []) }
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
      self.calls.append("Delete \(indexPath.row)")
      self.things.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
      done(true)
    }
    let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in
      self.calls.append("Archive \(indexPath.row)")
      self.archived.append(self.things.remove(at: indexPath.row).name)
      tableView.deleteRows(at: [indexPath], with: .automatic)
      done(true)
    }
    archive.backgroundColor = .systemBlue
    return UISwipeActionsConfiguration(actions: [delete, archive])
  }

  override func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    guard indexPath.row < things.count else { return nil }
    let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, done in
      self.calls.append("Pin \(indexPath.row)")
      self.pinned.append(self.things[indexPath.row].name)
      done(true)
    }
    pin.backgroundColor = .systemOrange
    let configuration = UISwipeActionsConfiguration(actions: [pin])
    configuration.performsFirstActionWithFullSwipe = false
    return configuration
  }
}
