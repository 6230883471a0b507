/// A thing to do, and whether it has been done.
struct ChecklistItem {
  /// What to do.
  var text: String
  /// Whether it has been done.
  var checked = false
}
