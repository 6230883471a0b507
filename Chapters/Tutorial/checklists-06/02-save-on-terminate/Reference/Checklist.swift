/// A named list of items, such as "Groceries". A class: the all-lists screen and the
/// screen showing its items share the very same list.
final class Checklist: Codable {
  /// The list's name.
  var name: String
  /// The items on this list, in the order their rows appear.
  var items: [ChecklistItem]

  init(name: String, items: [ChecklistItem] = []) {
    self.name = name
    self.items = items
  }
}
