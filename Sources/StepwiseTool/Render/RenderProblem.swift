// Something `stepwise render` could not do: a missing file or marker, a script that fails.

/// A problem found while rendering, at a place in a chapter, a source or a script.
struct RenderProblem: Error, Equatable, Sendable, CustomStringConvertible {
  /// A file and a line in it.
  struct Place: Equatable, Sendable, CustomStringConvertible {
    /// The file, relative to the package, such as `Chapters/checklists-01.md`.
    var file: String
    /// The line, from 1.
    var line: Int

    var description: String { "\(file):\(line)" }
  }

  /// Where the problem is.
  var place: Place
  /// What is wrong.
  var message: String

  var description: String { "\(place): \(message)" }
}
