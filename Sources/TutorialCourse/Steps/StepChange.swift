// What one step changes in the book's app: each file it touches as the steps before it left
// it, and as it is after it.

import Foundation
import SourceDiff

/// The book's app just before a step and just after it, in the files the step changes.
///
/// The app after a step is the starter app with every reference up to it put in, in order
/// (as the track's tests build it): a file is as the last reference that holds it has it, or
/// the starter's, or absent when a later reference removed it (`.removed`). So a step's
/// change is its own, however far the learner's files have moved since.
package struct StepChange {
  /// The files the step changes or removes, as they were before it (a new file is absent).
  package var before: SourceFolder
  /// The files the step changes, as they are after it.
  package var after: SourceFolder
  /// The files the step removes (a renamed file's old name).
  package var removed: [String]

  /// The change of a step with a reference of its own, read from the course.
  package init(of step: TutorialStep, in catalog: TutorialCatalog, course: URL) throws {
    let module = TutorialWorkspace.module
    let reference = course.appendingPathComponent(step.referencePath)
    after = try SourceFolder.read(reference, name: module)
    removed = TutorialStep.removedFiles(inReference: reference)
    let earlier = catalog.steps.prefix { $0.id != step.id }.reversed()
    var files: [SourceFile] = []
    for path in Set(after.files.map(\.path) + removed).sorted() {
      if let text = try Self.text(of: path, before: earlier, course: course) {
        files.append(SourceFile(path: path, text: text))
      }
    }
    before = SourceFolder(name: module, files: files)
  }

  /// A file of the app as the steps before one left it: from the last of them (nearest
  /// first) whose reference holds it or removes it, else the starter app's; nil when absent.
  private static func text(
    of path: String, before steps: ReversedCollection<ArraySlice<TutorialStep>>, course: URL
  ) throws -> String? {
    for step in steps {
      let reference = course.appendingPathComponent(step.referencePath)
      let file = reference.appendingPathComponent(path)
      if FileManager.default.fileExists(atPath: file.path) {
        return try String(contentsOf: file, encoding: .utf8)
      }
      if TutorialStep.removedFiles(inReference: reference).contains(path) { return nil }
    }
    let starter = TutorialWorkspace.sourcesPath + "/" + path
    return StarterApp.sources.first { $0.key == starter }?.value
  }
}
