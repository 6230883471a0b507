// Checks that an exercise's tests are the ones it shipped with, before they can pass it.

import Foundation
import StepwiseBasics

/// A test file whose SHA-256 is not the one recorded in the catalog: edited, replaced or
/// missing; or a link in the file's place, whatever it points to.
///
/// An exercise only counts as done with the tests it shipped with, so that commenting out
/// an expectation, or deleting a test, cannot pass it. A link could point to the shipped
/// text when checked and to other text when built, so a link is never the file as
/// shipped.
package struct ChangedTestFile: Equatable, Sendable, CustomStringConvertible {
  /// The file, relative to the package.
  package var path: String
  /// The SHA-256 recorded in the catalog.
  package var expected: String
  /// The SHA-256 of the file as it is, or nil when it is missing.
  package var actual: String?
  /// Where the link in the file's place points, if a link is there.
  package var linkDestination: String?

  /// Which file, and how it differs from the tests as shipped.
  package var description: String {
    if let linkDestination {
      return localized("\(path) is a link to \(linkDestination), not the file as shipped")
    }
    guard let actual else { return localized("\(path) is missing") }
    return localized(
      """
      \(path) has been changed (its SHA-256 is \(actual.prefix(12))…, \
      the tests as shipped have \(expected.prefix(12))…)
      """)
  }

  /// Every test file an exercise compiles with that is not as shipped: its own tests and
  /// the shared support files.
  package static func find(
    for exercise: Exercise, in catalog: ExerciseCatalog, workspace: ExerciseWorkspace
  )
    -> [ChangedTestFile]
  {
    let files =
      exercise.judgeFiles.map { ($0.path, $0.sha256) }
      + catalog.supportFiles.map { ($0.path, $0.sha256) }
    return files.compactMap { path, expected in
      let actual = workspace.contents(path).map(SHA256.hexDigest(of:))
      if let destination = try? FileManager.default.destinationOfSymbolicLink(
        atPath: workspace.url(path).path)
      {
        return ChangedTestFile(
          path: path, expected: expected, actual: actual, linkDestination: destination)
      }
      return actual == expected
        ? nil : ChangedTestFile(path: path, expected: expected, actual: actual)
    }
  }

  /// The message that refuses to run changed tests, with the way back.
  package static func refusal(_ changes: [ChangedTestFile], exercise: Exercise) -> String {
    var text = localized("The tests of \(exercise.id) are not the ones it shipped with:") + "\n"
    for change in changes { text += "  • \(change)\n" }
    text += localized(
      """
      An exercise only counts with its tests as shipped, so these tests were not run.
      Change your code, not the tests. To put the tests back:
      """)
    text += "\n  git checkout -- \(changes.map(\.path).joined(separator: " "))\n"
    return text
  }
}
