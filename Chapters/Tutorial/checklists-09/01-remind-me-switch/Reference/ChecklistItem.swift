import HeadlessUIKit

/// A thing to do, whether it has been done, and whether to be reminded of it. A class: the
/// list and the detail screen share the very same item, and identity (`===`) tells it from
/// another with the same text. Codable, as "text", "checked" and "shouldRemind".
final class ChecklistItem: Codable {
  /// What to do.
  var text: String
  /// Whether it has been done.
  var checked: Bool
  /// Whether the user wants a reminder.
  var shouldRemind = false

  init(text: String, checked: Bool = false) {
    self.text = text
    self.checked = checked
  }

  // MARK: - Codable

  /// The keys in the file; files saved before reminders have no "shouldRemind".
  enum CodingKeys: String, CodingKey {
    case text, checked, shouldRemind
  }

  /// Reads an item, not to be reminded of when the file says nothing about it: the decoding
  /// the compiler writes would refuse a file saved before.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    text = try container.decode(String.self, forKey: .text)
    checked = try container.decode(Bool.self, forKey: .checked)
    shouldRemind = try container.decodeIfPresent(Bool.self, forKey: .shouldRemind) ?? false
  }
}
