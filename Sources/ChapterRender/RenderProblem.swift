// Something `stepwise render` could not do: a missing file or marker, a script that fails.

/// A problem found while rendering, at a place in a chapter, a source or a script.
package struct RenderProblem: Error, Equatable, Sendable, CustomStringConvertible {
  /// A file and a line in it.
  package struct Place: Equatable, Sendable, CustomStringConvertible {
    /// The file, relative to the package, such as `Chapters/checklists-01.md`.
    package var file: String
    /// The line, from 1.
    package var line: Int

    package var description: String { "\(file):\(line)" }
  }

  /// Where the problem is.
  package var place: Place
  /// What is wrong.
  package var message: String

  package var description: String { "\(place): \(message)" }
}
