// One to-do as the previous version saved it in its JSON file, kept only to import that file.

/// A to-do as todo-codable wrote it to `Documents/Todos.json`: a title and whether it is done.
struct LegacyTodo: Codable, Equatable, Sendable {
  /// What to do.
  var title: String

  /// Whether it is done.
  var isDone = false
}
