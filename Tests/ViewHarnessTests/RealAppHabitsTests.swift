// What apps written for a real iPhone do that the harness must take as iOS does: a
// checkmark set on the cell alone, rows in later sections, a "✔︎" label, a field with no
// name, and formatted text holding odd spaces.

import Foundation
import HeadlessUIKitCore
import Testing

@testable import ViewHarness

/// A shopping list in two sections whose controller checks a row by setting its cell's
/// accessory on tap, with no model behind it, as many first apps do.
enum CellCheckingApp {
  static let descriptor = AppDescriptor(
    id: "cell-checking", title: "Shopping", summary: "Checkmarks kept in cells.",
    chapter: "none", makeDelegate: { CellCheckingDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "Main", initialScene: "List",
        scenes: [
          .tableViewController(
            "List", CellCheckingViewController.self, title: "Shopping",
            prototypes: [PrototypeCell("Item", labels: [1000])])
        ])
    })
}

@MainActor
final class CellCheckingDelegate: UIApplicationDelegate {
  var window: UIWindow?
}

@MainActor
final class CellCheckingViewController: UITableViewController {
  var sections = [["Milk", "Eggs"], ["Bread", "Tea", "3:00\u{202F}PM"]]

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    (cell.viewWithTag(1000) as? UILabel)?.text = sections[indexPath.section][indexPath.row]
    cell.accessoryType = .none
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

/// A form whose only text field has neither a placeholder nor a label, and whose text the
/// controller clears with `nil`.
enum BareFieldApp {
  static let descriptor = AppDescriptor(
    id: "bare-field", title: "Bare field", summary: "A field with no name.",
    chapter: "none", makeDelegate: { CellCheckingDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "Main", initialScene: "Form",
        scenes: [
          .viewController(
            "Form", BareFieldViewController.self, title: "Form",
            content: [
              .textField(outlet: \.field),
              .button("Clear", action: { $0.field?.text = nil }),
            ])
        ])
    })
}

@MainActor
final class BareFieldViewController: UIViewController {
  var field: UITextField?
}

@MainActor
@Suite struct RealAppHabitsTests {
  @Test func aCheckmarkSetOnTheCellShowsAsOnIOSWithANoteWhereItBites() throws {
    let device = try Device(app: CellCheckingApp.descriptor)
    device.cellCheck = .note

    try device.tapRow("Milk")

    #expect(device.rows[0].isChecked)
    #expect(
      device.transcript.lastGesture.contains(
        "  note: row 0 shows \"Milk ✓\" but its data source says \"Milk\": the cell and the "
          + "model disagree; iOS shows the cell as it is, until the cell is reused or the row "
          + "reloaded"))

    // Reloading the table bites: the row shows what the model says, and the note says so.
    let controller = try #require(device.visibleController as? UITableViewController)
    controller.tableView.reloadData()
    try device.tapRow("Eggs")
    #expect(!device.rows[0].isChecked)
    #expect(device.rows[1].isChecked)
    #expect(
      device.transcript.lastGesture.contains(
        "  note: row 0 showed \"Milk ✓\" and now shows \"Milk\": what was set on its cell "
          + "alone went with the cell (reused or reloaded)"))
  }

  @Test func aSessionHandsItsCellCheckToItsDevice() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let lenient = SimulatorSession(apps: [CellCheckingApp.descriptor]) { _ in sandbox }
    lenient.cellCheck = .note
    try lenient.perform(.launch(appID: "cell-checking"))
    try lenient.perform(.gesture(.tapRow("Milk")))
    #expect(lenient.newNotes().first?.hasPrefix("note: row 0 shows \"Milk ✓\"") == true)
    #expect(lenient.newNotes().isEmpty, "each note is handed out once")
    try lenient.perform(.expect(.rowChecked("Milk", true)))
    try lenient.perform(.gesture(.terminate))

    let other = try AppSandbox.inMemory()
    defer { try? other.removeAll() }
    let strict = SimulatorSession(apps: [CellCheckingApp.descriptor]) { _ in other }
    try strict.perform(.launch(appID: "cell-checking"))
    #expect(throws: SessionFailure.self) { try strict.perform(.gesture(.tapRow("Milk"))) }
  }

  @Test func theStrictCheckStillFailsTheSameTap() throws {
    let device = try Device(app: CellCheckingApp.descriptor)
    #expect(device.cellCheck == .strict)

    let error = try #require(throws: GestureError.self) { try device.tapRow("Milk") }

    #expect(error.kind == .inconsistent)
    #expect(error.message.hasSuffix("the cell and the model disagree"))
  }

  @Test func aRowOfALaterSectionIsNamedByItsNumberAndSection() throws {
    let device = try Device(app: CellCheckingApp.descriptor)
    device.cellCheck = .note

    try device.perform(.tapRow(.indexPath(row: 1, section: 1)))

    #expect(device.rows.filter(\.isChecked).map(\.text) == ["Tea"])
    #expect(
      Expectation.rowChecked(.indexPath(row: 1, section: 1), true).mismatch(on: device) == nil)
    #expect(
      Expectation.rowChecked(.indexPath(row: 0, section: 1), true).mismatch(on: device)
        == "row 0 in section 1 is unchecked")
    let missing = try #require(throws: GestureError.self) {
      try device.perform(.tapRow(.indexPath(row: 3, section: 1)))
    }
    #expect(missing.message == "there is no row 3 in section 1 (rows are 0 to 2)")
    let noSection = try #require(throws: GestureError.self) {
      try device.perform(.tapRow(.indexPath(row: 0, section: 2)))
    }
    #expect(noSection.message == "there is no section 2 (sections are 0 to 1)")
  }

  /// `expect row count` counts every section's rows, and `scroll to row` takes a section as
  /// `tap row` does; a row number past the first section says where that row is.
  @Test func aRowOfALaterSectionIsScrolledToByItsSection() throws {
    let device = try Device(app: CellCheckingApp.descriptor)
    let script = try Script(parsing: "expect row count 5\nscroll to row 2 in section 1")
    #expect(script.lines[1].command == .gesture(.scroll(toRow: .indexPath(row: 2, section: 1))))
    #expect(script.lines[1].command.description == "scroll to row 2 in section 1")
    #expect(Expectation.rowCount(5).mismatch(on: device) == nil)

    try device.perform(.scroll(toRow: .indexPath(row: 2, section: 1)))
    let counted = try #require(throws: GestureError.self) {
      try device.perform(.scroll(toRow: 4))
    }

    #expect(
      counted.message
        == "there is no row 4 in section 0 (rows are 0 to 1): counting every section's rows, "
        + "as expect row count does, it is row 2 in section 1")
    let past = try #require(throws: GestureError.self) { try device.perform(.scroll(toRow: 5)) }
    #expect(past.message == "there is no row 5 (rows are 0 to 1)")
  }

  @Test func aScriptNamesARowInALaterSection() throws {
    let script = try Script(
      parsing: """
        tap row 1 in section 1
        expect row 2 in section 1 unchecked
        delete row 0 in section 1
        tap row 4
        """)

    #expect(script.lines[0].command == .gesture(.tapRow(.indexPath(row: 1, section: 1))))
    #expect(script.lines[0].command.description == "tap row 1 in section 1")
    #expect(
      script.lines[1].command == .expect(.rowChecked(.indexPath(row: 2, section: 1), false)))
    #expect(script.lines[2].command == .gesture(.deleteRow(.indexPath(row: 0, section: 1))))
    #expect(script.lines[3].command == .gesture(.tapRow(.index(4))))
    #expect(throws: ScriptParseFailure.self) { try Script(parsing: "tap row 1 in section x") }
  }

  @Test func aCheckmarkLabelWithItsTextVariationSelectorCounts() {
    let row = Row(
      indexPath: IndexPath(row: 0, section: 0), content: .labels(["\u{2714}\u{FE0E}", "Milk"]),
      detail: nil, showsDetailBelow: false, accessory: .none, isSelected: false)

    #expect(row.isChecked)
    #expect(row.text == "Milk")
  }

  @Test func aLabelShowingOnlyABlankIsNoPartOfTheRowsText() {
    // As an app clears its checkmark label with " " rather than "".
    let row = Row(
      indexPath: IndexPath(row: 0, section: 0), content: .labels(["Milk", " "]),
      detail: nil, showsDetailBelow: false, accessory: .none, isSelected: false)

    #expect(row.text == "Milk")
    #expect(!row.isChecked)
  }

  @Test func aMessageShowsANarrowNoBreakSpaceAsAnEscape() throws {
    let device = try Device(app: CellCheckingApp.descriptor)

    let mismatch = Expectation.text("3:00 PM").mismatch(on: device)
    let row = Expectation.rowChecked(.text("3:00 PM"), false).mismatch(on: device)

    #expect(mismatch == "no text on screen is exactly \"3:00 PM\"")
    #expect(row?.contains(#""3:00\u{202F}PM""#) == true, "\(row ?? "")")
    #expect(ScriptQuoting.quote("a\u{00A0}b\u{200B}") == #""a\u{A0}b\u{200B}""#)
    #expect(ScriptQuoting.quote("👩‍💻 ok") == "\"👩‍💻 ok\"")
  }

  @Test func aFieldWithNoPlaceholderAndNoLabelIsTappedByTheEmptyName() throws {
    let device = try Device(app: BareFieldApp.descriptor)
    let controller = try #require(device.visibleController as? BareFieldViewController)

    try device.perform(.tapField(""))
    try device.type("Tea")
    #expect(device.focusedField === controller.field)
    #expect(controller.field?.text == "Tea")

    try device.tap("Clear")
    #expect(controller.field?.text == "")
  }

  @Test func anAppDelegateWithNoWindowPropertySaysWhyNothingShows() throws {
    let app = AppDescriptor(
      id: "windowless", title: "Windowless", summary: "No window property.", chapter: "none",
      makeDelegate: { WindowlessAppDelegate() },
      makeStoryboard: {
        UIStoryboard(
          name: "Main", initialScene: "Form",
          scenes: [.viewController("Form", UIViewController.self)])
      })
    let device = try Device(app: app)

    #expect(device.isRunning)
    #expect(
      device.snapshot.stoppedReason?.hasPrefix(
        "windowless is running but shows nothing: it has no window. With no scene manifest "
          + "the app delegate keeps the main storyboard's window in a `var window: UIWindow?` "
          + "property") == true, "\(device.screen)")
  }

  @Test func aStaticCellsSelectionSegueRunsWhenItsRowIsTapped() throws {
    let app = AppDescriptor(
      id: "icon-picker", title: "Icons", summary: "A static row that opens a picker.",
      chapter: "none", makeDelegate: { CellCheckingDelegate() },
      makeStoryboard: {
        UIStoryboard(
          name: "Main", initialScene: "Navigation",
          scenes: [
            .navigationController("Navigation", root: "Detail"),
            .tableViewController(
              "Detail", UITableViewController.self, title: "Detail",
              staticCells: [
                [.label("Name")],
                [.cell(.label("Icon"), accessory: .disclosureIndicator, selectionSegue: "Pick")],
              ],
              segues: [.show("Pick", to: "Icons")]),
            .viewController("Icons", UIViewController.self, title: "Choose Icon"),
          ])
      })
    let device = try Device(app: app)
    #expect(device.rows.last?.accessory == .disclosureIndicator)

    try device.perform(.tapRow(.indexPath(row: 0, section: 1)))

    #expect(device.title == "Choose Icon")
  }
}

/// An app delegate that declares no `window`, so the storyboard's window goes nowhere.
@MainActor
final class WindowlessAppDelegate: UIApplicationDelegate {}
