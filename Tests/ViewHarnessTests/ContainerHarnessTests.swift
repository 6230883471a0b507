// On a device: a table view in a plain view controller's view, and a Right Detail static
// cell whose tap performs a segue.

import Foundation
import HeadlessUIKitCore
import Testing

@testable import ViewHarness

/// A plain controller whose view holds a table, its data source and delegate.
@MainActor
final class PlainTableController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  weak var tableView: UITableView?
  var notes = ["Buy milk", "Call Ann"]
  var selected: [Int] = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    notes.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
    cell.textLabel?.text = notes[indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }
}

@MainActor
@Suite struct ContainerHarnessTests {
  @Test func aTableInAPlainControllerShowsItsRowsAndTellsItsDelegate() throws {
    let app = AppDescriptor(
      id: "plain-table", title: "Notes", summary: "A table in a plain controller.",
      chapter: "none", makeDelegate: { CellCheckingDelegate() },
      makeStoryboard: {
        UIStoryboard(
          name: "Main", initialScene: "Navigation",
          scenes: [
            .navigationController("Navigation", root: "Notes"),
            .viewController(
              "Notes", PlainTableController.self, title: "Notes",
              content: [
                .tableView(
                  outlet: \.tableView, prototypes: [PrototypeCell("NoteCell")],
                  connectsDataSource: true, connectsDelegate: true)
              ]),
          ])
      })
    let device = try Device(app: app)
    #expect(device.rows.map(\.text) == ["Buy milk", "Call Ann"])
    try device.perform(.tapRow(.indexPath(row: 1, section: 0)))
    let notes = try #require(device.visibleController as? PlainTableController)
    #expect(notes.selected == [1])
  }

  @Test func aRightDetailStaticCellsSelectionSegueRunsWhenItsRowIsTapped() throws {
    let app = AppDescriptor(
      id: "kind-picker", title: "Kinds", summary: "A Right Detail row that opens a picker.",
      chapter: "none", makeDelegate: { CellCheckingDelegate() },
      makeStoryboard: {
        UIStoryboard(
          name: "Main", initialScene: "Navigation",
          scenes: [
            .navigationController("Navigation", root: "Detail"),
            .tableViewController(
              "Detail", UITableViewController.self, title: "Detail",
              staticCells: [
                [
                  .cell(
                    .value1, text: "Kind", accessory: .disclosureIndicator, selectionSegue: "Pick")
                ]
              ],
              segues: [.show("Pick", to: "Kinds")]),
            .viewController("Kinds", UIViewController.self, title: "Choose Kind"),
          ])
      })
    let device = try Device(app: app)
    try device.perform(.tapRow(.indexPath(row: 0, section: 0)))
    #expect(device.title == "Choose Kind")
  }
}
