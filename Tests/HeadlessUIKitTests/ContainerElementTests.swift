// A table view in a plain view controller's view, and several views in one static cell, with
// their outlets (ContainerHarnessTests plays them on a device).

import Foundation
import HeadlessUIKit
import Testing

/// A plain controller whose view holds a table, its data source and delegate.
@MainActor
final class NotesController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  weak var tableView: UITableView?
  var notes = ["Buy milk", "Call Ann"]

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    notes.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
    cell.textLabel?.text = notes[indexPath.row]
    return cell
  }
}

/// A form whose first row holds a label and an image view, and whose Right Detail row opens
/// a picker.
@MainActor
final class IconFormController: UITableViewController {
  weak var iconImageView: UIImageView?
  weak var iconNameLabel: UILabel?
  weak var kindLabel: UILabel?
}

@MainActor
@Suite struct ContainerElementTests {
  static func storyboard(connected: Bool) -> UIStoryboard {
    UIStoryboard(
      name: "Containers", initialScene: "Nav",
      scenes: [
        .navigationController("Nav", root: "Notes"),
        .viewController(
          "Notes", NotesController.self, title: "Notes",
          content: [
            .label("My notes"),
            .tableView(
              outlet: \.tableView, prototypes: [PrototypeCell("NoteCell")],
              connectsDataSource: connected, connectsDelegate: connected),
          ]),
        .tableViewController(
          "Form", IconFormController.self,
          staticCells: [
            [
              .group([
                .label(outlet: \.iconNameLabel), .imageView("Folder", outlet: \.iconImageView),
              ]),
              .cell(.value1, text: "Kind", detailOutlet: \.kindLabel, selectionSegue: "PickKind"),
            ]
          ],
          segues: [.show("PickKind", to: "Picker")]),
        .viewController("Picker", UIViewController.self, title: "Kind"),
      ])
  }

  @Test func aTableInAPlainControllerIsConnectedWhenTheViewLoads() throws {
    let notes = try #require(
      Self.storyboard(connected: true).instantiateViewController(withIdentifier: "Notes")
        as? NotesController)
    #expect(notes.tableView == nil)
    notes.loadViewIfNeeded()
    let table = try #require(notes.tableView, "the outlet connects when the view loads")
    #expect(table.dataSource === notes)
    #expect(table.delegate === notes)
    #expect(table.superview === notes.view)
  }

  @Test func aTableWhoseOutletsAreNotConnectedHasNoDataSource() throws {
    let notes = try #require(
      Self.storyboard(connected: false).instantiateViewController(withIdentifier: "Notes")
        as? NotesController)
    notes.loadViewIfNeeded()
    #expect(notes.tableView?.dataSource == nil)
    #expect(notes.tableView?.delegate == nil)
  }

  @Test func aStaticCellKeepsEveryViewWithItsOutlet() throws {
    let form = try #require(
      Self.storyboard(connected: true).instantiateViewController(withIdentifier: "Form")
        as? IconFormController)
    let first = try #require(form.tableView.probeCell(at: IndexPath(row: 0, section: 0)))
    #expect(form.iconImageView?.isDescendant(of: first.contentView) == true)
    #expect(form.iconNameLabel?.isDescendant(of: first.contentView) == true)
    #expect(form.kindLabel != nil)
  }

  /// A static cell's accessibility settings go to the cell, whether its content is wrapped in
  /// `.cell(…)` or the cell is of a built-in style; a view's go to the view inside it.
  @Test func aStaticCellsAccessibilitySettingsGoToTheCell() throws {
    let storyboard = UIStoryboard(
      name: "Accessible", initialScene: "Form",
      scenes: [
        .tableViewController(
          "Form", IconFormController.self,
          staticCells: [
            [
              .accessibility(
                .cell(.label("Icon"), accessory: .disclosureIndicator), identifier: "iconRow",
                label: "Choose an icon"),
              .accessibility(.cell(.value1, text: "Kind"), identifier: "kindRow"),
              .accessibility(.label("Plain"), identifier: "plainLabel"),
            ]
          ])
      ])
    let form = try #require(storyboard.instantiateInitialViewController() as? IconFormController)
    let cells = try (0..<3).map { row in
      try #require(form.tableView.probeCell(at: IndexPath(row: row, section: 0)))
    }
    #expect(cells[0].accessibilityIdentifier == "iconRow")
    #expect(cells[0].accessibilityLabel == "Choose an icon")
    #expect(cells[0].accessoryType == .disclosureIndicator)
    #expect(cells[1].accessibilityIdentifier == "kindRow")
    #expect(cells[2].accessibilityIdentifier == nil, "a view's settings stay on the view")
    #expect(cells[2].contentView.subviews.first?.accessibilityIdentifier == "plainLabel")
  }
}
