// One checklist: a name and the items on it.

/// A named list of items, such as "Groceries" or "Birthdays".
///
/// A class, like `ChecklistItem`: the all-lists screen hands the very same checklist to the
/// screen that shows its items and to the screen that renames it, and finds it again by
/// identity (`===`) afterwards.
///
/// `Codable`, like its items, so that the data model can save every list with its items in
/// one property list file.
final class Checklist: Codable {
  /// The list's name, shown in the all-lists screen and as the title of its items screen.
  var name: String
  /// The items on this list, in the order their rows appear.
  var items: [ChecklistItem]

  /// Creates a list, empty unless given items.
  init(name: String, items: [ChecklistItem] = []) {
    self.name = name
    self.items = items
  }
}
