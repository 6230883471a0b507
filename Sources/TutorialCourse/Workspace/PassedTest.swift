// The learner's test of a test-first step as it was when the step passed: what a check of every
// step, and a teacher's grade, judge the step on once the learner's test has moved on with
// their app.

import Foundation

/// A test-first step's test as the learner wrote it when the step passed.
///
/// After the step, the test is the learner's own: a later step renames a screen, moves the
/// checkmark to a label, puts the items under a list of lists, and the learner changes their
/// test with their app, as the check of their own tests asks. The test no longer fits the
/// step's own app and planted bugs then, so judging the step on it again would fail a
/// learner who did everything right. A pass keeps a copy in the tutorial's state folder
/// (`.stepwise/tutorial/passed-tests/<step>/<file>`, committed with the package, so a grade
/// reads it); a check of every step and a grade judge the step on it, in full, against the
/// step's own app and planted bugs.
package enum PassedTest {
  /// The folder of the copies, relative to the learner's package.
  package static let folderPath = ".stepwise/tutorial/passed-tests"

  /// Where the copy of `step`'s test is kept; nil for a step that asks for no test.
  package static func url(of step: TutorialStep, in workspace: TutorialWorkspace) -> URL? {
    guard let testFile = step.testFirst?.testFile else { return nil }
    return workspace.learner.appendingPathComponent(folderPath)
      .appendingPathComponent(step.id).appendingPathComponent(testFile)
  }

  /// Keeps the learner's test of `step` as it is now; a step without a test, or a test that
  /// cannot be read, keeps nothing. A copy that cannot be written costs only a later check of
  /// every step, which then judges the test as it is.
  package static func keep(_ step: TutorialStep, in workspace: TutorialWorkspace) {
    guard let path = step.learnersTestPath, let url = url(of: step, in: workspace),
      let test = try? Data(contentsOf: workspace.learner.appendingPathComponent(path))
    else { return }
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    // A link left in its place would have the write land elsewhere.
    if isLink(url.path) { try? FileManager.default.removeItem(at: url) }
    try? test.write(to: url, options: .atomic)
  }

  /// The copy kept for `step`; nil when none was kept, or when the copy, or a folder on the
  /// way to it inside the learner's package, is a link: a grade reads only the student's own
  /// files, never a link to the course's test or another student's.
  package static func read(_ step: TutorialStep, in workspace: TutorialWorkspace) -> Data? {
    guard let url = url(of: step, in: workspace) else { return nil }
    var folder = url
    while folder.path.count > workspace.learner.path.count {
      if isLink(folder.path) { return nil }
      folder = folder.deletingLastPathComponent()
    }
    return try? Data(contentsOf: url)
  }

  /// Whether the file at `path` is a symbolic link (not followed).
  private static func isLink(_ path: String) -> Bool {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
  }
}
