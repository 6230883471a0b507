// Reading the archive the previous version left in the preferences, once, securely.

import Foundation

/// The keyed archive todo-archiver stored in the preferences under `todoList`.
///
/// It is read with secure coding: the unarchiver is told which classes may appear, and the
/// old class name is mapped to ``LegacyTodoData``. Before that, ``LegacyArchiveCheck`` makes
/// sure the data is safe to hand to `NSKeyedUnarchiver` on Linux.
enum LegacyTodoArchive {
  /// The preferences key the previous version stored its list under.
  static let preferencesKey = "todoList"

  /// Why an old archive could not be read.
  enum ReadError: Error, Equatable {
    /// The data is not a to-do archive; the reason says what differs.
    case unexpectedContent(String)
  }

  // excerpt: secure-read
  /// Reads the old list, in its order, as `Codable` values.
  static func todos(from data: Data) throws -> [Todo] {
    try LegacyArchiveCheck.check(data, todoClassName: LegacyTodoData.archivedClassName)
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
    unarchiver.requiresSecureCoding = true
    unarchiver.setClass(LegacyTodoData.self, forClassName: LegacyTodoData.archivedClassName)
    let root = unarchiver.decodeObject(
      of: [NSArray.self, LegacyTodoData.self], forKey: NSKeyedArchiveRootObjectKey)
    unarchiver.finishDecoding()
    guard let todoList = root as? [LegacyTodoData] else {
      throw ReadError.unexpectedContent("the archive does not hold a list of to-dos")
    }
    return todoList.map(\.todo)
  }
  // end excerpt
}
