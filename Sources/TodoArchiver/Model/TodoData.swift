// One to-do, in a form NSKeyedArchiver can write and read back.

import Foundation

/// One to-do: a title and whether it is done.
///
/// `NSKeyedArchiver` can only write objects that inherit from `NSObject` and adopt
/// `NSCoding`: `encode(with:)` writes each property under a key, and `init?(coder:)` reads
/// them back. Adopting `NSSecureCoding` as well lets the archive be read with
/// `requiringSecureCoding: true`, where the reader names the classes it expects.
final class TodoData: NSObject, NSSecureCoding {
  static var supportsSecureCoding: Bool { true }

  /// What to do.
  var todoTitle: String?

  /// Whether it is done (shown as a checkmark).
  var todoDone = false

  /// Creates a to-do with a title.
  init(title: String) {
    todoTitle = title
    super.init()
  }

  /// Writes the properties into an archive.
  func encode(with coder: NSCoder) {
    coder.encode(todoTitle, forKey: "todoTitle")
    coder.encode(todoDone, forKey: "todoDone")
  }

  /// Reads the properties back; the title must be a string.
  required init?(coder: NSCoder) {
    todoTitle = coder.decodeObject(of: NSString.self, forKey: "todoTitle") as String?
    todoDone = coder.decodeBool(forKey: "todoDone")
    super.init()
  }
}
