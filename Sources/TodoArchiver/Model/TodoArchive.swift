// Turning the list into archive data for the preferences, and back.

import Foundation

/// Converts the to-do list to and from the `Data` stored in the preferences.
///
/// ```swift
/// defaults.set(TodoArchive.data(from: todoList), forKey: TodoArchive.preferencesKey)
/// ```
///
/// The archive is written as an XML property list rather than the binary default, because
/// only the XML form can be read back safely on Linux (see ``TodoArchiveCheck``).
enum TodoArchive {
  /// The preferences key the whole list is stored under.
  static let preferencesKey = "todoList"

  /// Why stored data could not be read back.
  enum ReadError: Error, Equatable {
    /// The data is not the archive this app writes; the reason says what differs.
    case unexpectedContent(String)
  }

  // excerpt: archive
  /// Archives the whole list with secure coding, as an XML property list.
  static func data(from todoList: [TodoData]) -> Data {
    let archiver = NSKeyedArchiver(requiringSecureCoding: true)
    archiver.outputFormat = .xml
    archiver.encode(todoList, forKey: NSKeyedArchiveRootObjectKey)
    archiver.finishEncoding()
    return archiver.encodedData
  }

  /// Reads a list back, checking first that the data holds nothing but to-dos.
  ///
  /// The check comes first because on Linux some archives stop the app instead of throwing
  /// (see ``TodoArchiveCheck``).
  static func todoList(from data: Data) throws -> [TodoData] {
    try TodoArchiveCheck.check(data)
    let object = try NSKeyedUnarchiver.unarchivedObject(
      ofClasses: [NSArray.self, TodoData.self], from: data)
    guard let todoList = object as? [TodoData] else {
      throw ReadError.unexpectedContent("the archive does not hold a list of to-dos")
    }
    return todoList
  }
  // end excerpt
}
