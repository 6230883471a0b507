// Exercise todo-codable/missing-done-key: read to-dos saved without isDone.
//
// One to-do, as a plain value that Codable can save.

/// One to-do: a title and whether it is done.
///
/// A struct that adopts `Codable` needs no `NSObject`, no `encode(with:)` and no
/// `init?(coder:)`: the compiler writes the encoding for its stored properties, and decoding
/// checks every type as it goes.
///
/// A file written before to-dos could be done has no "isDone" key: such a to-do reads back
/// as not done, while a missing title still makes the file unreadable.
struct Todo: Codable, Equatable, Sendable {
  /// What to do.
  var title: String

  /// Whether it is done (shown as a checkmark).
  var isDone = false

  /// The keys in the file.
  enum CodingKeys: String, CodingKey {
    case title, isDone
  }
}

extension Todo {
  /// Reads a to-do, not done when the file does not say.
  ///
  /// Written in an extension, so that the struct keeps the memberwise initializer the
  /// compiler writes, `Todo(title:isDone:)`.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    title = try container.decode(String.self, forKey: .title)
    isDone = try container.decodeIfPresent(Bool.self, forKey: .isDone) ?? false
  }
}
