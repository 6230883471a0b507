// A tiny package with two exercises, for testing the exercise runner without building.

import AppTestSupport
import Foundation
import StepwiseBasics

@testable import LessonEngine

/// A package in a temporary folder with two exercises of its own: their starters, tests,
/// solutions and a support file, and a catalog that records their fingerprints.
///
/// It is enough for everything the runner does around the build (progress, hints, resets,
/// the test check, reports); ``StandInTester`` plays the build.
@MainActor
final class ExerciseFixture {
  /// The package's folder.
  let folder: TemporaryFolder
  /// The catalog of the two exercises.
  let catalog: ExerciseCatalog

  /// The package's root.
  var root: URL { folder.url }

  /// The first exercise: one file, two hints.
  var first: Exercise { catalog.exercises[0] }
  /// The second exercise: two files, three hints.
  var second: Exercise { catalog.exercises[1] }

  /// The test file of the first exercise, as shipped.
  static let firstTests = """
    // The first demo exercise's tests.

    import Testing

    @Suite struct DemoFirstTests {
      @Test func theTitleCounts() throws {
        let title = "Demo (5)"
        #expect(title == "Demo (5)")
      }

      @Test func plusCountsTheNewItem() throws {
        let text = "{ not a brace that counts }"
        #expect(text.count > 0)
      }
    }

    """

  /// Makes the package; with `passingStarter`, the second exercise's starter already passes.
  init(passingStarter: Bool = false) throws {
    folder = try TemporaryFolder()
    try folder.write("// swift-tools-version: 6.0\n", to: "Package.swift")
    try folder.write("", to: "Sources/HeadlessUIKit/Empty.swift")
    let support = "// Shared by every exercise's tests.\n"
    try folder.write(support, to: "Tests/ExerciseTests/Support/Launch.swift")

    let first = Exercise(
      id: "demo-01/first", title: "Count the items", titleJa: "アイテムを数える", stage: "Demo01",
      files: ["Thing.swift"],
      hints: ["Look at the title.", "Set `title` in `viewDidLoad()`."],
      hintsJa: ["タイトルを見ましょう。", "`viewDidLoad()` で `title` を設定します。"],
      testsSHA256: "", startersSHA256: [""])
    let second = Exercise(
      id: "demo-01/second", title: "Add a button", stage: "Demo01",
      files: ["Other.swift", "Storyboard.swift"], hints: ["One.", "Two.", "Three."],
      testsSHA256: "", startersSHA256: ["", ""])
    var exercises: [Exercise] = []
    for exercise in [first, second] {
      let tests = exercise.id == first.id ? Self.firstTests : "// \(exercise.id)'s tests\n"
      try folder.write(tests, to: exercise.testPath)
      try folder.write("# \(exercise.title)\n", to: exercise.instructions)
      var starters: [String] = []
      for file in exercise.files {
        let passes = passingStarter && exercise.id == second.id
        let body = passes ? "let value = 0 // solved\n" : "let value = 0\n"
        let starter = "// Exercise \(exercise.id): \(exercise.title.lowercased()).\n//\n" + body
        try folder.write(body, to: exercise.stagePath(file))
        try folder.write(starter, to: exercise.starterPath(file))
        try folder.write(starter + "// solved\n", to: exercise.solutionPath(file))
        starters.append(SHA256.hexDigest(of: Data(starter.utf8)))
      }
      exercises.append(
        Exercise(
          id: exercise.id, title: exercise.title, titleJa: exercise.titleJa, stage: exercise.stage,
          files: exercise.files,
          hints: exercise.hints, hintsJa: exercise.hintsJa,
          testsSHA256: SHA256.hexDigest(of: Data(tests.utf8)),
          startersSHA256: starters))
    }
    catalog = ExerciseCatalog(
      exercises: exercises,
      supportFiles: [
        .init(
          path: "Tests/ExerciseTests/Support/Launch.swift",
          sha256: SHA256.hexDigest(of: Data(support.utf8)))
      ])
  }

  /// A package file's text, or nil.
  func read(_ path: String) -> String? {
    folder.read(path)
  }

  /// Writes a package file.
  func write(_ text: String, to path: String) throws {
    try folder.write(text, to: path)
  }

  /// Solves an exercise, as far as ``StandInTester`` can tell: every file says "solved".
  func solve(_ exercise: Exercise) throws {
    for file in exercise.files {
      let path = exercise.starterPath(file)
      try write((read(path) ?? "") + "// solved\n", to: path)
    }
  }

  /// The saved progress, if any.
  var progress: ExerciseProgress? {
    ExerciseWorkspace(root: root).progressFile.load().progress
  }
}
