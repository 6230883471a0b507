// A learner's package, as `stepwise tutorial start` makes it, for the export to read.

import AppTestSupport
import Foundation

@testable import TutorialCourse

/// A learner's package in a temporary folder: the starter app, or a finished one.
@MainActor
final class LearnerPackage {
  let folder: TemporaryFolder
  let root: URL

  init() throws {
    folder = try TemporaryFolder()
    root = folder.url.appendingPathComponent("MyChecklists")
    _ = try TutorialStarter(course: PackageRoot.url).start(in: root)
  }

  /// The app's folder.
  var sources: URL { root.appendingPathComponent("Sources/Checklists") }

  /// Makes the app a reference stage, as a learner who finished its chapter has it: the
  /// stage's files, the starter's Info.plist declaration, and a `main.swift` that starts
  /// the app delegate (TrackTests does the same).
  func useStage(_ stage: String) throws {
    let manager = FileManager.default
    try manager.removeItem(at: sources)
    try manager.copyItem(
      at: PackageRoot.url.appendingPathComponent("Sources/\(stage)"), to: sources)
    for (path, text) in StarterApp.sources where path.hasSuffix("/Info.swift") {
      try Data(text.utf8).write(to: root.appendingPathComponent(path))
    }
    try Data("import HeadlessUIKit\n\nAppDelegate.main()\n".utf8)
      .write(to: sources.appendingPathComponent("main.swift"))
  }
}
