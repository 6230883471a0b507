// One row of the benchmark app's list.

/// A thing to do and whether it is done, like Checklists06's `ChecklistItem`.
final class AddedItem {
  /// What to do.
  var text: String
  /// Whether it has been done.
  var checked = false

  /// Creates an item that is not done.
  init(text: String) {
    self.text = text
  }
}
