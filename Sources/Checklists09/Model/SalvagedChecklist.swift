// A checklist read from a damaged file: whatever can still be read of it.

import Foundation

/// Reads a checklist leniently, for a data file that failed the normal, strict reading.
///
/// A list keeps its name when the name can be read; items that cannot be read are left
/// out, and an unreadable icon becomes `Checklist.defaultIconName`. A list without a
/// readable name is left out altogether.
struct SalvagedChecklist: Decodable {
  /// The list, or nil if not even its name could be read.
  let checklist: Checklist?

  /// Reads what it can of one list.
  init(from decoder: any Decoder) throws {
    guard let container = try? decoder.container(keyedBy: Checklist.CodingKeys.self),
      let name = try? container.decode(String.self, forKey: .name)
    else {
      checklist = nil
      return
    }
    let iconName = try? container.decode(String.self, forKey: .iconName)
    let items = try? container.decode([Salvaged<ChecklistItem>].self, forKey: .items)
    checklist = Checklist(
      name: name, iconName: iconName ?? Checklist.defaultIconName,
      items: items?.compactMap(\.value) ?? [])
  }

  /// Every list that can still be read from a damaged file's data; none if the data is not
  /// an array in a property list at all.
  static func checklists(from data: Data) -> [Checklist] {
    let salvaged = try? PropertyListDecoder().decode([SalvagedChecklist].self, from: data)
    return salvaged?.compactMap(\.checklist) ?? []
  }
}
