// Learner-facing tests use only Apple's test APIs: what a learner writes here is what they
// would write in Xcode, so no test of theirs names the course's harness.

import Foundation
import Testing

@testable import LessonEngine
@testable import TutorialCourse

/// What the course's harness (`ViewHarness`) adds, which Xcode has none of.
enum HarnessNames {
  /// The harness's public type names, read from its sources (`Device`, `Gesture`, …).
  static func typeNames(in root: URL) -> Set<String> {
    var names: Set<String> = []
    for (_, text) in KitOnlyNames.swiftFiles(
      under: root.appendingPathComponent("Sources/ViewHarness"))
    {
      names.formUnion(KitOnlyNames.publicTypeNames(in: text))
    }
    return names
  }

  /// Code that only a harness test would hold, besides the type names.
  static let phrases = ["import ViewHarness", "device."]

  /// The places in code that name the harness, as `line: name` (comment lines left out).
  static func uses(in text: String, harnessTypes: Set<String>) -> [String] {
    var found: [String] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let code = line.trimmingCharacters(in: .whitespaces)
      if code.hasPrefix("//") || code.hasPrefix("///") { continue }
      let words = Set(
        code.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
          .map(String.init))
      for name in words.intersection(harnessTypes).sorted() {
        found.append("\(number + 1): \(name)")
      }
      for phrase in phrases where code.contains(phrase) {
        found.append("\(number + 1): \(phrase)")
      }
    }
    return found
  }

  /// The places in prose (a read-me, a hint) that show the harness in code, as the text
  /// around them.
  static func uses(inProse text: String) -> [String] {
    ["Device(", "device.", "ViewHarness", "`Device`"].filter { text.contains($0) }
  }
}

@Suite struct AppleTestAPITests {
  /// The tutorial's test-first steps whose course test, read-mes and hints use Apple's test
  /// APIs. The nine steps move here one at a time (issue #38); a step not yet moved still
  /// drives the app through the simulated device.
  static let tutorialStepsOnApplesAPIs = [
    "checklists-01/05t-test-toggle", "checklists-03/03t-test-save-edit",
    "checklists-04/02t-test-save-load", "checklists-05/02t-test-own-items",
    "checklists-06/03t-test-reopen-list", "checklists-07/01t-test-remaining",
    "checklists-08/04t-test-blank-items",
  ]

  @Test func theHarnessesOwnNamesAreFoundInItsSources() {
    let names = HarnessNames.typeNames(in: RenderedPackage.root)
    #expect(names.isSuperset(of: ["Device", "Gesture", "TextScreen"]))
  }

  @Test func theExercisesTestFilesUseOnlyApplesTestAPIs() {
    let root = RenderedPackage.root
    let harnessTypes = HarnessNames.typeNames(in: root)
    let files = KitOnlyNames.swiftFiles(under: root.appendingPathComponent("Chapters/Exercises"))
      .filter { $0.path.hasSuffix("Tests.swift") }
    // The four "write the test" exercises: a starter and a solution each.
    #expect(files.count >= 8)
    for (path, text) in files {
      let uses = HarnessNames.uses(in: text, harnessTypes: harnessTypes)
      #expect(
        uses.isEmpty,
        "\(path) names the course's harness, which Xcode has none of: \(uses)")
    }
  }

  @Test func theWriteTheTestExercisesTeachOnlyApplesTestAPIs() throws {
    let root = RenderedPackage.root
    let exercises = ExerciseCatalog.standard.exercises.filter { $0.writeTheTest != nil }
    #expect(exercises.count == 4)
    for exercise in exercises {
      for (index, hint) in (exercise.hints + exercise.hintsJa).enumerated() {
        let uses = HarnessNames.uses(inProse: hint)
        #expect(uses.isEmpty, "\(exercise.id), hint \(index + 1), shows the harness: \(uses)")
      }
      for name in ["README.md", "README.ja.md"] {
        let url = root.appendingPathComponent("Chapters/Exercises/\(exercise.id)/\(name)")
        let text = try String(contentsOf: url, encoding: .utf8)
        let uses = HarnessNames.uses(inProse: text)
        #expect(uses.isEmpty, "\(exercise.id)/\(name) shows the harness: \(uses)")
      }
    }
  }

  @Test(arguments: tutorialStepsOnApplesAPIs)
  func aTestFirstStepTeachesOnlyApplesTestAPIs(id: String) throws {
    let root = RenderedPackage.root
    let step = try #require(TutorialCatalog.standard.steps.first { $0.id == id })
    #expect(step.testFirst != nil, "\(id) is a test-first step")
    let test = try String(
      contentsOf: root.appendingPathComponent(step.courseTestPath), encoding: .utf8)
    let uses = HarnessNames.uses(in: test, harnessTypes: HarnessNames.typeNames(in: root))
    #expect(uses.isEmpty, "\(step.courseTestPath) names the course's harness: \(uses)")
    for (index, hint) in (step.hints + step.hintsJa).enumerated() {
      let uses = HarnessNames.uses(inProse: hint)
      #expect(uses.isEmpty, "\(id), hint \(index + 1), shows the harness: \(uses)")
    }
    for name in ["README.md", "README.ja.md"] {
      let url = root.appendingPathComponent("\(step.folder)/\(name)")
      let text = try String(contentsOf: url, encoding: .utf8)
      let uses = HarnessNames.uses(inProse: text)
      #expect(uses.isEmpty, "\(step.folder)/\(name) shows the harness: \(uses)")
    }
  }
}
