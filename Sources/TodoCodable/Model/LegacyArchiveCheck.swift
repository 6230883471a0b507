// Looking inside an old archive before NSKeyedUnarchiver is allowed to read it.

import Foundation

/// Checks that data has exactly the shape todo-archiver wrote: an XML keyed archive whose root
/// is an array of to-do objects whose titles are strings.
///
/// On Linux, `NSKeyedUnarchiver` stops the process, instead of throwing, for an unexpected
/// class, a class reference that is not a class, objects that refer to each other in a loop,
/// and some damaged binary property lists. Data found in the preferences must therefore be
/// checked first: only XML is accepted, and the objects are walked from the root the way the
/// unarchiver would walk them.
enum LegacyArchiveCheck {
  /// Class names an archived Swift array can carry.
  static let arrayClassNames: Set<String> = ["NSArray", "NSMutableArray"]

  /// Throws unless the data is a list of to-dos archived under `todoClassName`.
  static func check(_ data: Data, todoClassName: String) throws {
    guard data.starts(with: Data("<?xml".utf8)),
      let propertyList = try? PropertyListSerialization.propertyList(from: data, format: nil),
      let archive = propertyList as? [String: Any],
      archive["$archiver"] as? String == "NSKeyedArchiver",
      let objects = archive["$objects"] as? [Any],
      let root = (archive["$top"] as? [String: Any])?["root"]
    else {
      throw LegacyTodoArchive.ReadError.unexpectedContent("the data is not an XML keyed archive")
    }
    let table = ObjectTable(objects: objects)
    let list = try table.object(at: root, ofClassIn: arrayClassNames)
    guard let members = list["NS.objects"] as? [Any] else {
      throw LegacyTodoArchive.ReadError.unexpectedContent("the root array has no members")
    }
    for member in members {
      let todo = try table.object(at: member, ofClassIn: [todoClassName])
      if let title = todo["todoTitle"], !table.isString(at: title) {
        throw LegacyTodoArchive.ReadError.unexpectedContent("a to-do's title is not a string")
      }
    }
  }

  /// The `$objects` list of an archive, read through references.
  private struct ObjectTable {
    let objects: [Any]

    /// The object a reference points at, if it is an instance of one of the named classes.
    func object(at reference: Any, ofClassIn classNames: Set<String>) throws -> [String: Any] {
      guard let object = resolve(reference) as? [String: Any],
        let classReference = object["$class"],
        let description = resolve(classReference) as? [String: Any],
        description["$classes"] is [String],
        let className = description["$classname"] as? String
      else {
        throw LegacyTodoArchive.ReadError.unexpectedContent("an object has no valid class")
      }
      guard classNames.contains(className) else {
        throw LegacyTodoArchive.ReadError.unexpectedContent("unexpected class \(className)")
      }
      return object
    }

    /// Whether a reference points at a string (the null marker `$null` is one too).
    func isString(at reference: Any) -> Bool {
      resolve(reference) is String
    }

    private func resolve(_ reference: Any) -> Any? {
      guard let index = Self.index(of: reference), objects.indices.contains(index) else {
        return nil
      }
      return objects[index]
    }

    /// The position a reference points to in `$objects`, read from its XML spelling
    /// `<dict><key>CF$UID</key><integer>7</integer></dict>` (Foundation has no public API).
    private static func index(of reference: Any) -> Int? {
      guard !(reference is [String: Any]), !(reference is [Any]),
        let xml = try? PropertyListSerialization.data(
          fromPropertyList: reference, format: .xml, options: 0)
      else { return nil }
      let text = String(decoding: xml, as: UTF8.self)
      guard let key = text.range(of: "<key>CF$UID</key>"),
        let start = text.range(of: "<integer>", range: key.upperBound..<text.endIndex),
        let end = text.range(of: "</integer>", range: start.upperBound..<text.endIndex)
      else { return nil }
      return Int(text[start.upperBound..<end.lowerBound])
    }
  }
}
