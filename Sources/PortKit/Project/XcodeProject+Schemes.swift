// What a project's shared schemes say that its port does not keep.

import XcodeFormats

extension XcodeProject {
  /// The notes of the project's shared schemes (`<Name>.xcodeproj/xcshareddata/xcschemes/`),
  /// by path: a ported test target that a scheme's Test action skips (unticked in the scheme
  /// editor, so Product › Test leaves it out, while `swift test` runs every test target), and
  /// a scheme that cannot be read.
  static func schemeNotes(
    in files: [String], projectFile: String, testTargets: Set<String>,
    reader: inout BudgetedReader
  ) -> [(path: String, note: String)] {
    let folder = projectFile + "/xcshareddata/xcschemes/"
    var notes: [(path: String, note: String)] = []
    for path in files.sorted() where path.hasPrefix(folder) && path.hasSuffix(".xcscheme") {
      // A file too large is left out, with why, by the reader.
      guard let data = reader.contents(path) else { continue }
      do {
        let scheme = try XcodeScheme(reading: data)
        for testable in scheme.testables
        where testable.isSkipped && testTargets.contains(testable.buildable.target) {
          notes.append(
            (
              path,
              "its Test action skips \(testable.buildable.target), so Product › Test (⌘U) does "
                + "not run it; swift test runs every test target, this one too"
            ))
        }
      } catch {
        notes.append(
          (
            path,
            "cannot be read (\(error)); the test targets are ported as project.pbxproj has them"
          ))
      }
    }
    return notes
  }
}
