// Where a learner's own app, their tutorial progress and the checks' package live on disk.

import CommandLineKit
import Foundation
import LessonEngine

/// The learner's own package (made by `stepwise tutorial start`) and this course's package.
///
/// The learner's app is the executable target ``module`` in `Sources/Checklists/`; the
/// tutorial keeps its progress in `.stepwise/tutorial/` (the progress file ignored by git;
/// the tests kept when test-first steps passed committed with the package, since a grade
/// reads them: ``PassedTest``) and builds the
/// checks in `.build/stepwise-checks/`.
package struct TutorialWorkspace: Sendable {
  /// The learner's package.
  package let learner: URL
  /// This course's package, where the steps and their checks are.
  package let course: URL

  /// The app's module, the same in every learner's package.
  package static let module = "Checklists"

  /// The learner's package and the course's.
  package init(learner: URL, course: URL) {
    self.learner = learner.standardizedFileURL
    self.course = course.standardizedFileURL
  }

  /// The folder of the app's sources, relative to the learner's package.
  package static let sourcesPath = "Sources/\(module)"

  /// The app's sources.
  package var sources: URL { learner.appendingPathComponent(Self.sourcesPath) }

  /// The folder that marks a learner's package and holds the progress.
  package var stateFolder: URL { learner.appendingPathComponent(".stepwise/tutorial") }

  /// The file that says a folder is a learner's package, and which course made it.
  package static let markerName = "course"

  /// The progress file.
  package var progressFile: ProgressFile {
    ProgressFile(url: stateFolder.appendingPathComponent("progress.json"))
  }

  /// The package the checks are built in.
  package var checkFolder: URL { learner.appendingPathComponent(".build/stepwise-checks") }

  /// A file of the course package.
  package func courseFile(_ path: String) -> URL {
    course.appendingPathComponent(path)
  }

  /// A path relative to the learner's package when it is inside it, else the whole path.
  package func learnerPath(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    let root = learner.path + "/"
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }

  /// The learner's Swift files, relative to their package, sorted.
  package func sourceFiles() -> [String] {
    swiftFiles(in: sources)
  }

  /// The learner's test files, as paths relative to their package, sorted.
  package func testFiles() -> [String] {
    swiftFiles(in: learner.appendingPathComponent(StarterApp.testsPath, isDirectory: true))
  }

  /// The Swift files in a folder of the learner's package, as paths relative to it, sorted.
  private func swiftFiles(in base: URL) -> [String] {
    guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    else { return [] }
    var files: [String] = []
    while let url = walker.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      files.append(learnerPath(url))
    }
    return files.sorted()
  }

  /// The learner's package that holds `folder`: the folder itself or the nearest one above
  /// it with the tutorial's marker; nil when there is none.
  package static func learnerPackage(containing folder: URL) -> URL? {
    PackageLocator.searchUpward(from: folder) {
      let marker = $0.appendingPathComponent(".stepwise/tutorial/\(markerName)")
      return FileManager.default.fileExists(atPath: marker.path)
    }
  }
}
