// A data source over sections of strings that records what the table asks and tells it.

import Foundation
import HeadlessUIKit

/// A table data source and delegate over sections of strings, recording the calls it gets.
@MainActor
final class SectionedDataSource: UITableViewDataSource, UITableViewDelegate {
  var sections: [[String]]
  var calls: [String] = []
  var movable: (IndexPath) -> Bool = { _ in true }
  var retarget: (IndexPath, IndexPath) -> IndexPath = { $1 }
  var style: (IndexPath) -> UITableViewCell.EditingStyle = { _ in .delete }
  var heights: (IndexPath) -> CGFloat = { _ in 60 }

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    calls.append("cellForRowAt \(indexPath.section)-\(indexPath.row)")
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    calls.append("commit \(editingStyle) \(indexPath.section)-\(indexPath.row)")
    guard editingStyle == .delete else { return }
    sections[indexPath.section].remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    movable(indexPath)
  }

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let tableRows = tableView.believedRowCounts
    calls.append(
      "moveRowAt \(sourceIndexPath.section)-\(sourceIndexPath.row) to "
        + "\(destinationIndexPath.section)-\(destinationIndexPath.row), table rows \(tableRows)")
    let moved = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].insert(moved, at: destinationIndexPath.row)
  }

  func tableView(
    _ tableView: UITableView,
    targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    retarget(sourceIndexPath, proposedDestinationIndexPath)
  }

  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    style(indexPath)
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heights(indexPath)
  }

  func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
    indexPath.row % 2
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    calls.append("willDisplay \(indexPath.section)-\(indexPath.row) editing=\(cell.isEditing)")
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    calls.append("didSelect \(indexPath.section)-\(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    calls.append("didDeselect \(indexPath.section)-\(indexPath.row)")
  }

  /// Puts a table fed by this data source on screen. Keep the window alive.
  func tableOnScreen() -> (UITableView, UIWindow) {
    let table = UITableView()
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = self
    table.delegate = self
    let controller = UIViewController()
    controller.view.addSubview(table)
    let window = show(controller)
    table.layoutIfNeeded()
    calls = []
    return (table, window)
  }
}

extension UITableView {
  /// The texts of the visible cells by section, for comparing with the model.
  var visibleTextsBySection: [[String]] {
    var texts = Array(repeating: [String](), count: numberOfSections)
    for indexPath in indexPathsForVisibleRows {
      texts[indexPath.section].append(cellForRow(at: indexPath)?.textLabel?.text ?? "")
    }
    return texts
  }
}
