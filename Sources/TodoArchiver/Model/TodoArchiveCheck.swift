// Looking inside stored archive data before NSKeyedUnarchiver is allowed to read it.

import Foundation

/// Checks that data has exactly the shape ``TodoArchive`` writes: an XML keyed archive whose
/// root is an array of ``TodoData`` objects whose titles are strings.
///
/// Secure unarchiving is meant to make reading untrusted data safe: on Apple platforms an
/// unexpected class makes `unarchivedObject(ofClasses:from:)` throw. The open-source
/// Foundation on Linux stops the process instead in four cases:
/// - an object of a class that is not in the allowed list
///   (`fatalError("Value was of unexpected class …")`);
/// - an object whose class reference points at something that is not a class description;
/// - objects that refer to each other in a loop (the decoder recurses until the stack runs out);
/// - a damaged binary property list, for example one holding a set of references, which its
///   binary parser cannot hand over to Swift (the XML parser has no sets and survives damage).
///
/// Preferences are a file like any other, so the app must survive whatever it finds there.
/// A keyed archive is a property list: `$objects` holds every object, `$top` names the root,
/// and objects point at each other by reference (a "UID"). This check accepts only XML, then
/// walks that list the way the unarchiver would and accepts only the tree this app writes,
/// which has no loops.
enum TodoArchiveCheck {
  /// Class names an archived Swift array can carry.
  static let arrayClassNames: Set<String> = ["NSArray", "NSMutableArray"]

  /// The name a `TodoData` is archived under: its module-qualified class name.
  static let todoClassName = NSStringFromClass(TodoData.self)

  /// Throws ``TodoArchive/ReadError/unexpectedContent(_:)`` unless the data is a list of
  /// to-dos as this app archives it.
  static func check(_ data: Data) throws {
    guard data.starts(with: Data("<?xml".utf8)) else {
      throw TodoArchive.ReadError.unexpectedContent("the data is not an XML property list")
    }
    let propertyList = try? PropertyListSerialization.propertyList(from: data, format: nil)
    guard let archive = propertyList as? [String: Any],
      archive["$archiver"] as? String == "NSKeyedArchiver",
      let objects = archive["$objects"] as? [Any],
      let root = (archive["$top"] as? [String: Any])?["root"]
    else {
      throw TodoArchive.ReadError.unexpectedContent("the data is not a keyed archive")
    }
    let table = ObjectTable(objects: objects)
    let list = try table.object(at: root, ofClassIn: arrayClassNames)
    guard let members = list["NS.objects"] as? [Any] else {
      throw TodoArchive.ReadError.unexpectedContent("the root array has no members")
    }
    for member in members {
      let todo = try table.object(at: member, ofClassIn: [todoClassName])
      if let title = todo["todoTitle"], !table.isString(at: title) {
        throw TodoArchive.ReadError.unexpectedContent("a to-do's title is not a string")
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
        throw TodoArchive.ReadError.unexpectedContent("an object has no valid class")
      }
      guard classNames.contains(className) else {
        throw TodoArchive.ReadError.unexpectedContent("unexpected class \(className)")
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

    /// The position a reference points to in `$objects`.
    ///
    /// Foundation offers no public way to read a reference's number, but every property
    /// list writer spells a reference in XML as `<dict><key>CF$UID</key><integer>7</integer>`.
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
