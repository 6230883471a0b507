// An exercise whose files declare an operator for types they do not own is not run: the
// course's tests would call it in place of Swift's own, and pass whatever the app does.

import AppTestSupport
import Foundation
import Testing

@testable import LessonEngine

@MainActor
@Suite struct ForeignOperatorsTests {
  @Test(arguments: [
    "func == (lhs: String?, rhs: String) -> Bool { true }\n",
    "public func ==(lhs: [String], rhs: [String]) -> Bool {\n  true\n}\n",
    "extension Optional where Wrapped == String {\n  static func == (l: Self, r: String) -> Bool { true }\n}\n",
    "extension Swift.String {\n  static func != (l: String, r: String) -> Bool { false }\n}\n",
  ])
  func anOperatorForATypeTheFilesDoNotDeclareIsFound(source: String) {
    let text = "class ChecklistItem {\n  var text = \"\"\n}\n\n" + source
    let found = ForeignOperators.find(in: ["Item.swift": text])
    #expect(found.count == 1, "\(found)")
    #expect(found.first?.file == "Item.swift")
    #expect(found.first?.line == 5 || found.first?.line == 6)
  }

  @Test(arguments: [
    "extension ChecklistItem: Equatable {\n  static func == (l: ChecklistItem, r: ChecklistItem) -> Bool { l.text == r.text }\n}\n",
    "struct Score: Comparable {\n  var value = 0\n  static func < (l: Score, r: Score) -> Bool { l.value < r.value }\n}\n",
    "class Maker {\n  class func make() -> Maker { Maker() }\n  static func + (l: Maker, r: Maker) -> Maker { l }\n}\n",
    "func sorted(_ items: [ChecklistItem]) -> [ChecklistItem] {\n  items.sorted { $0.text < $1.text }\n}\n",
  ])
  func anOperatorOfTheFilesOwnTypeOrAComparisonIsNot(source: String) {
    let text = "class ChecklistItem {\n  var text = \"\"\n}\n\n" + source
    #expect(ForeignOperators.find(in: ["Item.swift": text]).isEmpty)
  }

  /// No starter or solution the course ships is refused.
  @Test func theCoursesStartersAndSolutionsDeclareNone() throws {
    for exercise in ExerciseCatalog.standard.exercises {
      for paths in [
        exercise.files.map(exercise.starterPath), exercise.files.map(exercise.solutionPath),
      ] {
        var files: [String: String] = [:]
        for path in paths {
          files[path] = try String(
            contentsOf: PackageRoot.url.appendingPathComponent(path), encoding: .utf8)
        }
        #expect(ForeignOperators.find(in: files).isEmpty, "\(exercise.id)")
      }
    }
  }

  /// One line at the end of an exercise's file made every `#expect(a == b)` of the course's
  /// tests hold: the exercise is not built, and says why, at the learner's line.
  @Test func anExerciseDeclaringOneIsNotRunAndSaysWhereItIs() throws {
    let exercise = ExerciseCatalog.standard.exercises[0]
    let starters = exercise.files.enumerated().map { index, _ in
      Data(
        (index == 0
          ? "class Screen {}\n\nfunc == (lhs: String?, rhs: String) -> Bool { true }\n" : "")
          .utf8)
    }
    let member = ScratchPackage.Member(exercise: exercise, starters: starters, tests: Data())
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stepwise-foreign-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var tester = ScratchPackageTester(
      package: ScratchPackage(workspace: ExerciseWorkspace(root: folder), folder: folder),
      support: [])
    // A build would run this, which does not exist: the member must not get that far.
    tester.swift = folder.appendingPathComponent("no-swift-here").path

    let outcome = try #require(tester.run([member]) { _ in }.first)

    #expect(outcome.status == .error)
    let path = exercise.starterPath(exercise.files[0])
    #expect(outcome.message?.contains("declares the operator == outside the types") == true)
    #expect(outcome.message?.hasSuffix("\n\(path):3: func ==") == true, "\(outcome.message ?? "")")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".build").path))
  }
}

/// A learner's test, run on each app of its trial, cannot read the apps' sources: a test
/// that compared its app's files with the course's (found from `#filePath`) passed on the
/// course's app and failed on every planted bug, whatever it checked.
@MainActor
@Suite struct HiddenAppsTests {
  @Test func theAppsSourcesAreOutOfThePackageWhileTheTestsRunAndBackAfter() throws {
    let folder = try TemporaryFolder()
    let package = folder.url.appendingPathComponent("Scratch")
    let source = package.appendingPathComponent("Mutants/TrialApp2/ChecklistViewController.swift")
    try FileManager.default.createDirectory(
      at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("class ChecklistViewController {}\n".utf8).write(to: source)
    let stamp = try FileManager.default.attributesOfItem(atPath: source.path)[.modificationDate]

    let seen = MutantTrial.withAppsHidden(in: package) {
      (
        FileManager.default.fileExists(atPath: package.appendingPathComponent("Mutants").path),
        (try? FileManager.default.contentsOfDirectory(atPath: package.path)) ?? []
      )
    }

    #expect(!seen.0, "the apps' sources are out of the package during the run")
    #expect(!seen.1.contains("Mutants"))
    #expect(FileManager.default.fileExists(atPath: source.path), "and back after it")
    #expect(
      try FileManager.default.attributesOfItem(atPath: source.path)[.modificationDate] as? Date
        == stamp as? Date, "as they were, so that nothing is built again")
  }

  /// A hiding place left by a process killed during its trial (kill -9) is removed by the
  /// next trial; one of a process still running is left alone.
  @Test func aHidingPlaceLeftByAKilledProcessIsRemovedByTheNextTrial() throws {
    let folder = try TemporaryFolder()
    let package = folder.url.appendingPathComponent("Scratch")
    try FileManager.default.createDirectory(
      at: package.appendingPathComponent("Mutants/TrialApp1"), withIntermediateDirectories: true)
    // A process that has ended: a child, waited for.
    let ended = Process()
    ended.executableURL = URL(fileURLWithPath: "/bin/sh")
    ended.arguments = ["-c", "exit 0"]
    try ended.run()
    ended.waitUntilExit()
    let left = ".Scratch-apps-\(ended.processIdentifier)-0B7C"
    let live = ".Scratch-apps-\(getpid())-5E1F"
    let older = ".Scratch-apps-6F9619FF-8B86-D011-B42D-00C04FC964FF"
    let other = ".Other-apps-\(ended.processIdentifier)-0B7C"
    for name in [left, live, older, other] {
      try FileManager.default.createDirectory(
        at: folder.url.appendingPathComponent("\(name)/TrialApp1"),
        withIntermediateDirectories: true)
    }

    MutantTrial.withAppsHidden(in: package) {}

    let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.url.path))
    #expect(names == ["Scratch", live, other], "\(names)")
  }
}
