// The test target of a learner's package made before `start` wrote one: added when a
// test-first step first needs it.

import Foundation
import StepwiseBasics

/// Adds the learner's test target (`ChecklistsTests`, which depends on the kit's device) to
/// a package `stepwise tutorial start` made before it wrote one.
package enum LearnerTestTarget {
  /// Why the test target cannot be added for the learner.
  package struct Refusal: Error, CustomStringConvertible {
    package var description: String
  }

  /// Adds the test target when the manifest lacks it, and returns what it did; nil when the
  /// package already has it. A manifest the learner changed is left alone: the refusal
  /// says what to add.
  package static func ensure(in workspace: TutorialWorkspace) throws -> String? {
    let manifestURL = workspace.learner.appendingPathComponent("Package.swift")
    let manager = FileManager.default
    let starter = workspace.learner.appendingPathComponent(StarterApp.testsStarter.path)
    guard let manifest = try? String(contentsOf: manifestURL, encoding: .utf8) else {
      throw Refusal(description: localized("Your package has no Package.swift."))
    }
    guard !manifest.contains("\"\(StarterApp.testsModule)\"") else {
      if !manager.fileExists(atPath: starter.deletingLastPathComponent().path) {
        try writeStarters(in: workspace)
      }
      return nil
    }
    let marker = workspace.stateFolder.appendingPathComponent(TutorialWorkspace.markerName)
    let coursePath = ((try? String(contentsOf: marker, encoding: .utf8)) ?? workspace.course.path)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let identity = URL(fileURLWithPath: coursePath).lastPathComponent.lowercased()
    let old = StarterApp.manifest(coursePath: coursePath, identity: identity, withTests: false)
    guard manifest == old else {
      throw Refusal(
        description: localized(
          "This step needs a test target in your package, and your Package.swift is not the one start wrote, so it is yours to change: add, after the app's target in `targets: [ … ]` (with a comma between them):"
        ) + "\n\n" + StarterApp.testTarget(identity: identity) + "\n\n"
          + localized("and make the folder \(StarterApp.testsPath)/ for your test files."))
    }
    try Data(
      StarterApp.manifest(coursePath: coursePath, identity: identity, withTests: true).utf8
    ).write(to: manifestURL, options: .atomic)
    try writeStarters(in: workspace)
    return localized(
      "Your package had no test target, so this step added one: Package.swift now declares \(StarterApp.testsModule), your unit tests of the app, and they go in \(StarterApp.testsPath)/. Run them with `swift test`."
    )
  }

  /// Writes the tests' folder's first files, each unless it is there: the starter file and
  /// the tests' host.
  private static func writeStarters(in workspace: TutorialWorkspace) throws {
    for (path, text) in [StarterApp.testsStarter, StarterApp.testHost] {
      let url = workspace.learner.appendingPathComponent(path)
      guard !FileManager.default.fileExists(atPath: url.path) else { continue }
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }
}
