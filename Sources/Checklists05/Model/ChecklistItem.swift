// One row of the checklist: what to do, and whether it is done.

/// A thing to do and whether it has been done.
///
/// The table shows items; it does not remember them. Whether a row is checked lives here,
/// in the model, so that any cell showing the item can be set up from it again:
///
/// ```swift
/// let item = ChecklistItem(text: "Walk the dog")
/// item.toggleChecked()  // item.checked is now true
/// ```
///
/// A class, not a struct: the Edit Item screen changes the very item the list holds, and the
/// list then finds that item again by identity (`===`) to refresh its row. Two items with
/// the same text are still two different items.
///
/// `Codable`, so that the list can be written to a property list file and read back: the
/// compiler writes the encoding and decoding of `text` and `checked`.
final class ChecklistItem: Codable {
  /// What to do.
  var text: String
  /// Whether it has been done.
  var checked: Bool

  /// Creates an item, not done unless told otherwise.
  init(text: String, checked: Bool = false) {
    self.text = text
    self.checked = checked
  }

  /// Marks a done item as not done, and the other way round.
  func toggleChecked() {
    checked.toggle()
  }
}
