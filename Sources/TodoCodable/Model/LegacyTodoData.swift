// The to-do class the previous version archived, kept only to read its archives once.

import Foundation

/// A to-do as todo-archiver archived it, with the same keys.
///
/// The old archive names its class `TodoArchiver.TodoData`: `NSKeyedArchiver` writes a Swift
/// class under its module-qualified name. (Two versions of one iOS app share the module name;
/// here the old version is the todo-archiver target, so that is the name to map.)
final class LegacyTodoData: NSObject, NSSecureCoding {
  static var supportsSecureCoding: Bool { true }

  /// The class name the old archives use.
  static let archivedClassName = "TodoArchiver.TodoData"

  /// The title, if it was a string.
  let todoTitle: String?

  /// Whether it was done.
  let todoDone: Bool

  /// Only reading is needed; nothing writes this class any more.
  func encode(with coder: NSCoder) {
    coder.encode(todoTitle, forKey: "todoTitle")
    coder.encode(todoDone, forKey: "todoDone")
  }

  /// Reads the properties the old version wrote.
  required init?(coder: NSCoder) {
    todoTitle = coder.decodeObject(of: NSString.self, forKey: "todoTitle") as String?
    todoDone = coder.decodeBool(forKey: "todoDone")
    super.init()
  }

  /// The same to-do as a `Codable` value.
  var todo: Todo {
    Todo(title: todoTitle ?? "", isDone: todoDone)
  }
}
