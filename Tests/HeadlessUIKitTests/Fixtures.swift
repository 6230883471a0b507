// Small helpers for the kit's own tests: a window to host controllers, captured UIKit
// output, and a data source that counts what it is asked.

import Foundation
import HeadlessUIKit

/// Captures what the simulated UIKit raises, logs and traces while a body runs.
@MainActor
final class UIKitRecorder {
  var exceptions: [UIKitException] = []
  var console: [String] = []
  var trace: [String] = []

  /// Runs `body` with the recorder installed as UIKit's handlers.
  func record(_ body: () throws -> Void) rethrows {
    let hooks = UIKitRuntime.Hooks(
      exception: { [unowned self] in exceptions.append($0) },
      console: { [unowned self] in console.append($0) },
      trace: { [unowned self] line, _ in trace.append(line) })
    try UIKitRuntime.withHooks(hooks, body)
  }

  /// The reason of the only exception raised, if exactly one was.
  var reason: String? {
    exceptions.count == 1 ? exceptions[0].reason : nil
  }
}

/// Puts a controller on screen in a new window.
@MainActor
@discardableResult
func show(_ controller: UIViewController) -> UIWindow {
  let window = UIWindow()
  window.rootViewController = controller
  window.makeKeyAndVisible()
  return window
}

/// A table data source over an array of strings that counts the cells it is asked for.
@MainActor
final class CountingDataSource: UITableViewDataSource, UITableViewDelegate {
  var items: [String]
  var cellRequests: [IndexPath] = []
  var selections: [IndexPath] = []
  var willSelect: (IndexPath) -> IndexPath? = { $0 }
  var resetsAccessory = true
  var checked: Set<Int> = []
  /// Each cell `cellForRowAt` dequeued, with the text and accessory it had before this data
  /// source set them.
  var dequeued: [(cell: UITableViewCell, text: String?, accessory: UITableViewCell.AccessoryType)] =
    []

  init(count: Int) {
    items = (0..<count).map { "Item \($0)" }
  }

  init(items: [String]) {
    self.items = items
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cellRequests.append(indexPath)
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    dequeued.append((cell, cell.textLabel?.text, cell.accessoryType))
    cell.textLabel?.text = items[indexPath.row]
    if checked.contains(indexPath.row) {
      cell.accessoryType = .checkmark
    } else if resetsAccessory {
      cell.accessoryType = .none
    }
    return cell
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    willSelect(indexPath)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selections.append(indexPath)
  }
}

/// A table view on screen, fed by a counting data source.
@MainActor
struct TableOnScreen {
  let table: UITableView
  let dataSource: CountingDataSource
  let window: UIWindow

  init(count: Int) {
    self.init(dataSource: CountingDataSource(count: count))
  }

  init(dataSource: CountingDataSource) {
    self.dataSource = dataSource
    table = UITableView()
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = dataSource
    table.delegate = dataSource
    let controller = UIViewController()
    controller.view.addSubview(table)
    window = show(controller)
    // The run loop's layout pass, which the harness runs after every gesture.
    table.layoutIfNeeded()
  }

  /// The texts of the visible cells, top to bottom.
  var visibleTexts: [String] {
    table.visibleCells.map { $0.textLabel?.text ?? "" }
  }
}
