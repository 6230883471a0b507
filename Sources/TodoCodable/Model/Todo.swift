// One to-do, as a plain value that Codable can save.

/// One to-do: a title and whether it is done.
///
/// A struct that adopts `Codable` needs no `NSObject`, no `encode(with:)` and no
/// `init?(coder:)`: the compiler writes the encoding for its stored properties, and decoding
/// checks every type as it goes.
struct Todo: Codable, Equatable, Sendable {
  /// What to do.
  var title: String

  /// Whether it is done (shown as a checkmark).
  var isDone = false
}
