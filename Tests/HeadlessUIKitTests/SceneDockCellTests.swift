// Static cells of a built-in style, a cell kept in the scene's dock and shown by an inserted
// row, and UIKit's range exception for a static table asked about a row it does not have.

import Foundation
import HeadlessUIKit
import Testing

/// A form with a name row and a Right Detail "When" row; a dock cell with a date picker
/// appears below "When" when the row is tapped, as the book's Due Date row does.
@MainActor
final class WhenFormController: UITableViewController {
  weak var whenLabel: UILabel?
  /// Weak, as the book's outlet to its date-picker cell: only the storyboard keeps it.
  weak var pickerCell: UITableViewCell?
  weak var picker: UIDatePicker?
  var isPickerShown = false
  /// Whether the height and indentation of the picker row are answered here.
  var answersForPickerRow = true

  let pickerRow = IndexPath(row: 1, section: 0)

  static func makeStoryboard() -> UIStoryboard {
    UIStoryboard(
      name: "When", initialScene: "Form",
      scenes: [
        .tableViewController(
          "Form", WhenFormController.self,
          staticCells: [
            [.label("Name"), .cell(.value1, text: "When", detailOutlet: \.whenLabel)]
          ],
          sceneDock: [.cell(outlet: \.pickerCell, .datePicker(outlet: \.picker))])
      ])
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    super.tableView(tableView, numberOfRowsInSection: section) + (isPickerShown ? 1 : 0)
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    if isPickerShown && indexPath.row == 2, let pickerCell { return pickerCell }
    return super.tableView(tableView, cellForRowAt: indexPath)
  }

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    if answersForPickerRow && indexPath.row == 2 { return 217 }
    return super.tableView(tableView, heightForRowAt: indexPath)
  }

  override func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  {
    if answersForPickerRow && indexPath.row == 2 {
      return super.tableView(tableView, indentationLevelForRowAt: pickerRow)
    }
    return super.tableView(tableView, indentationLevelForRowAt: indexPath)
  }

  func showPicker() {
    isPickerShown = true
    tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
  }

  func hidePicker() {
    isPickerShown = false
    tableView.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
  }
}

@MainActor
@Suite struct SceneDockCellTests {
  static func formOnScreen() -> (WhenFormController, UIWindow) {
    let storyboard = WhenFormController.makeStoryboard()
    let controller = storyboard.instantiateViewController(withIdentifier: "Form")
    let form = controller as? WhenFormController ?? WhenFormController(style: .plain)
    let window = show(form)
    form.tableView.layoutIfNeeded()
    return (form, window)
  }

  @Test func aRightDetailCellShowsItsTextAndConnectsItsDetailLabel() throws {
    let (form, window) = Self.formOnScreen()
    let cell = try #require(form.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(cell.style == .value1)
    #expect(cell.textLabel?.text == "When")
    #expect(form.whenLabel === cell.detailTextLabel)
    form.whenLabel?.text = "Tomorrow"
    #expect(cell.detailTextLabel?.text == "Tomorrow")
    #expect(window.isKeyWindow)
  }

  @Test func aDockCellIsKeptAliveOffTheTableUntilARowShowsIt() throws {
    let (form, window) = Self.formOnScreen()
    #expect(form.tableView.numberOfRows(inSection: 0) == 2)
    // Only the controller holds the cell: the outlet is weak, as the book's.
    let pickerCell = try #require(form.pickerCell)
    #expect(form.picker != nil)
    #expect(pickerCell.superview == nil)

    form.showPicker()
    form.tableView.layoutIfNeeded()
    #expect(form.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === pickerCell)
    #expect(pickerCell.frame.size.height == 217)

    form.hidePicker()
    form.tableView.layoutIfNeeded()
    #expect(form.tableView.numberOfRows(inSection: 0) == 2)
    #expect(form.pickerCell === pickerCell, "the cell stays for the next time")
    #expect(window.isKeyWindow)
  }

  @Test func aStaticTableAskedForTheHeightOfARowItLacksStopsTheApp() {
    let (form, window) = Self.formOnScreen()
    form.answersForPickerRow = false
    let recorder = UIKitRecorder()
    recorder.record {
      form.showPicker()
      form.tableView.layoutIfNeeded()
    }
    #expect(recorder.exceptions.first?.name == .range)
    #expect(
      recorder.exceptions.first?.reason
        == "*** -[__NSArrayM objectAtIndex:]: index 2 beyond bounds [0 .. 1]")
    #expect(window.isKeyWindow)
  }

  @Test func aTableWithoutStaticCellsAnswersForEveryRow() {
    let controller = UITableViewController(style: .plain)
    let recorder = UIKitRecorder()
    recorder.record {
      let indexPath = IndexPath(row: 40, section: 3)
      #expect(
        controller.tableView(controller.tableView, heightForRowAt: indexPath)
          == controller.tableView.rowHeight)
      #expect(controller.tableView(controller.tableView, indentationLevelForRowAt: indexPath) == 0)
    }
    #expect(recorder.exceptions.isEmpty)
  }
}
