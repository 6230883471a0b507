// The wrong way, kept for a test: a checklist whose checkmarks live only in the cells.

import Foundation
import HeadlessUIKit

@testable import Checklists01

/// The wrong way: a checklist screen with no model for its checkmarks.
///
/// A tap flips the tapped cell's accessory and nothing else remembers it. That looks right
/// until the table reuses cells: the checked cell scrolls off, comes back out of the reuse
/// queue for another row, and shows its old checkmark there. This is why stage 01 keeps
/// `checked` in `ChecklistItem` and sets every cell up from the item.
final class CheckmarkInCellViewController: UITableViewController {
  /// Twenty rows of text, twice as many as fit on screen.
  let texts = (1...20).map { "Chore \($0)" }

  // MARK: - UITableViewDataSource

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    texts.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "ChecklistItem", for: indexPath)
    if let label = cell.viewWithTag(1000) as? UILabel {
      label.text = texts[indexPath.row]
    }
    // Nothing here says whether this row is checked: there is nothing to ask.
    return cell
  }

  // MARK: - UITableViewDelegate

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    if let cell = tableView.cellForRow(at: indexPath) {
      cell.accessoryType = cell.accessoryType == .none ? .checkmark : .none
    }
    tableView.deselectRow(at: indexPath, animated: true)
  }
}
