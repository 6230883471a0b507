// An item as Checklists06 writes it to its file.

/// An item with the same keys as Checklists06's `ChecklistItem`.
struct StoredChecklistItem: Codable, Equatable {
  /// What to do.
  var text: String
  /// Whether it has been done.
  var checked: Bool
}
