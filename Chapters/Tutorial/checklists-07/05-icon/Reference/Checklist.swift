/// A named list of items, such as "Groceries". A class: the all-lists screen and the
/// screen showing its items share the very same list.
final class Checklist: Codable {
  /// The list's name.
  var name: String
  /// The name of the list's icon.
  var iconName: String
  /// The items on this list, in the order their rows appear.
  var items: [ChecklistItem]

  init(name: String, iconName: String = "No Icon", items: [ChecklistItem] = []) {
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

  /// The keys in the file; "iconName" is missing from files saved before lists had icons.
  enum CodingKeys: String, CodingKey {
    case name, iconName, items
  }

  /// Reads a list, with "No Icon" when the file has no icon for it: the decoding the
  /// compiler writes would require every key, and refuse the lists saved before.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    iconName = try container.decodeIfPresent(String.self, forKey: .iconName) ?? "No Icon"
    items = try container.decode([ChecklistItem].self, forKey: .items)
  }
}
