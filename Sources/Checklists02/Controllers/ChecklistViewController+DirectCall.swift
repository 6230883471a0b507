// The method the direct-call Add Item screen calls, kept to compare with the delegate.

import HeadlessUIKit

extension ChecklistViewController {
  /// Appends an item and inserts its row at the end.
  ///
  /// `DirectCallAddItemViewController` calls this itself, which ties that screen to this
  /// class. The app's own Add Item screen uses `AddItemViewControllerDelegate` instead.
  func addItem(_ item: ChecklistItem) {
    let newRowIndex = items.count
    items.append(item)

    let indexPath = IndexPath(row: newRowIndex, section: 0)
    tableView.insertRows(at: [indexPath], with: .automatic)
  }
}
