/// A thing to do, and whether it has been done. A class: the list and the detail screen
/// share the very same item, and identity (`===`) tells it from another with the same text.
/// Codable: the compiler writes how it is saved and read back, as "text" and "checked".
final class ChecklistItem: Codable {
  /// What to do.
  var text: String
  /// Whether it has been done.
  var checked: Bool

  init(text: String, checked: Bool = false) {
    self.text = text
    self.checked = checked
  }
}
