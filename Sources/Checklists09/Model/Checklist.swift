// One checklist: a name, an icon and the items on it.

/// A named list of items, such as "Groceries" or "Birthdays", with an icon.
///
/// A class, like `ChecklistItem`: the all-lists screen hands the very same checklist to the
/// screen that shows its items and to the screen that renames it, and finds it again by
/// identity (`===`) afterwards.
///
/// `Codable`, like its items, so that the data model can save every list with its items in
/// one property list file. Files saved before lists had icons have no "iconName" key: such a
/// list reads back with ``defaultIconName``.
final class Checklist: Codable {
  /// The icon of a list that never had one chosen.
  static let defaultIconName = "No Icon"

  /// The list's name, shown in the all-lists screen and as the title of its items screen.
  var name: String
  /// The name of the list's icon, one of ``IconPickerViewController/icons``.
  var iconName: String
  /// The items on this list, in the order their rows appear.
  var items: [ChecklistItem]

  /// Creates a list, empty unless given items, with no icon unless given one.
  init(name: String, iconName: String = Checklist.defaultIconName, items: [ChecklistItem] = []) {
    self.name = name
    self.iconName = iconName
    self.items = items
  }

  /// How many items are still to do.
  func countUncheckedItems() -> Int {
    var count = 0
    for item in items where !item.checked {
      count += 1
    }
    return count
  }

  // MARK: - Codable

  /// The keys in the file; "iconName" is missing from files saved before icons existed.
  enum CodingKeys: String, CodingKey {
    case name, iconName, items
  }

  /// Reads a list, giving it ``defaultIconName`` when the file has no icon for it.
  ///
  /// The compiler's own `init(from:)` would require every key, so a file saved by the
  /// previous version of the app could no longer be read: adding a property to a `Codable`
  /// type means deciding what old data gets.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    iconName =
      try container.decodeIfPresent(String.self, forKey: .iconName) ?? Checklist.defaultIconName
    items = try container.decode([ChecklistItem].self, forKey: .items)
  }
}
