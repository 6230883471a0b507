// A checklist as Checklists06 writes it to its file, for writing and reading that file here.

/// A checklist with the same keys as Checklists06's `Checklist`, so a file written from these
/// is the file the app would have saved, and the app's saved file decodes into these.
///
/// The benchmark cannot see the app's own model types (a stage exposes nothing but its app
/// descriptor), and it does not need to: the property list file is the contract.
struct StoredChecklist: Codable, Equatable {
  /// The list's name.
  var name: String
  /// The list's items.
  var items: [StoredChecklistItem]

  /// `count` lists of `itemsPerList` items each, named "List 1", "Item 1" and so on, every
  /// other item checked.
  static func sample(count: Int, itemsPerList: Int) -> [StoredChecklist] {
    (0..<count).map { list in
      StoredChecklist(
        name: "List \(list + 1)",
        items: (0..<itemsPerList).map { item in
          StoredChecklistItem(text: "Item \(item + 1)", checked: item.isMultiple(of: 2))
        })
    }
  }
}
