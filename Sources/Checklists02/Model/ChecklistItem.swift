// One row of the checklist: what to do, and whether it is done.

/// A thing to do and whether it has been done.
///
/// The table shows items; it does not remember them. Whether a row is checked lives here,
/// in the model, so that any cell showing the item can be set up from it again:
///
/// ```swift
/// var item = ChecklistItem(text: "Walk the dog")
/// item.toggleChecked()  // item.checked is now true
/// ```
struct ChecklistItem {
  /// What to do.
  var text: String
  /// Whether it has been done.
  var checked = false

  /// Marks a done item as not done, and the other way round.
  mutating func toggleChecked() {
    checked.toggle()
  }
}
