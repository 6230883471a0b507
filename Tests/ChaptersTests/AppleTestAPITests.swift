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

  /// The chapters whose test excerpts use Apple's test APIs, in English and in Japanese. The
  /// chapters move here one at a time (issue #38); a chapter not yet moved still quotes tests
  /// that drive the app through the simulated device.
  static let chaptersOnApplesAPIs = [
    "checklists-01", "checklists-02", "checklists-03", "checklists-04", "checklists-05",
    "checklists-06", "checklists-07", "checklists-08", "checklists-09", "names", "tasks",
    "todo-archiver",
    "todo-codable",
    "todo-coredata",
  ]

  /// The ```swift blocks of a chapter that are excerpts of a test file, as
  /// `(excerpt, code)`: a marker such as `<!-- excerpt: Tests/Checklists01Tests/File.swift#a -->`
  /// (or `../Tests/…`, or a test target's name alone) right above the block.
  static func testExcerpts(in chapter: String) -> [(excerpt: String, code: String)] {
    var found: [(excerpt: String, code: String)] = []
    let lines = chapter.components(separatedBy: "\n")
    var index = 0
    while index < lines.count {
      let line = lines[index].trimmingCharacters(in: .whitespaces)
      index += 1
      guard line.hasPrefix("<!-- excerpt:"), line.hasSuffix("-->") else { continue }
      let excerpt = String(line.dropFirst("<!-- excerpt:".count).dropLast("-->".count))
        .trimmingCharacters(in: .whitespaces)
      var path = excerpt.split(separator: "#").first.map(String.init) ?? excerpt
      if path.hasPrefix("../") { path.removeFirst(3) }
      let firstFolder = path.split(separator: "/").first.map(String.init) ?? ""
      guard firstFolder == "Tests" || firstFolder.hasSuffix("Tests") else { continue }
      guard index < lines.count, lines[index].hasPrefix("```swift") else { continue }
      var code: [String] = []
      index += 1
      while index < lines.count, !lines[index].hasPrefix("```") {
        code.append(lines[index])
        index += 1
      }
      found.append((excerpt, code.joined(separator: "\n")))
    }
    return found
  }

  @Test func theTestExcerptsAreFoundInAChapter() throws {
    let chapter = """
      <!-- excerpt: Tests/Checklists01Tests/TapToggleTests.swift#tap-toggles -->
      ```swift
      let device = try Device(app: Checklists01.app)
      ```
      <!-- excerpt: Checklists01/ChecklistItem.swift#name -->
      ```swift
      let device = try Device(app: Checklists01.app)
      ```
      <!-- excerpt: TaskMVCTests/FixedDefectTests.swift#every-keystroke -->
      ```swift
      #expect(true)
      ```
      """
    let excerpts = Self.testExcerpts(in: chapter)
    #expect(
      excerpts.map(\.excerpt) == [
        "Tests/Checklists01Tests/TapToggleTests.swift#tap-toggles",
        "TaskMVCTests/FixedDefectTests.swift#every-keystroke",
      ])
    let first = try #require(excerpts.first)
    let uses = HarnessNames.uses(in: first.code, harnessTypes: ["Device"])
    #expect(uses == ["1: Device"])
  }

  @Test(arguments: chaptersOnApplesAPIs)
  func aChaptersTestExcerptsUseOnlyApplesTestAPIs(chapter: String) throws {
    let root = RenderedPackage.root
    let harnessTypes = HarnessNames.typeNames(in: root)
    for path in ["Chapters/\(chapter).md", "Chapters/ja/\(chapter).md"] {
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      let excerpts = Self.testExcerpts(in: text)
      #expect(!excerpts.isEmpty, "\(path) quotes a test")
      for (excerpt, code) in excerpts {
        let uses = HarnessNames.uses(in: code, harnessTypes: harnessTypes)
        #expect(
          uses.isEmpty, "\(path) quotes \(excerpt), which names the course's harness: \(uses)")
      }
    }
  }

  @Test func theHarnessesOwnNamesAreFoundInItsSources() {
    let names = HarnessNames.typeNames(in: RenderedPackage.root)
    #expect(names.isSuperset(of: ["Device", "Gesture", "TextScreen"]))
  }

  @Test func theExercisesTestFilesUseOnlyApplesTestAPIs() {
    let root = RenderedPackage.root
    let harnessTypes = HarnessNames.typeNames(in: root)
    let files = KitOnlyNames.swiftFiles(under: root.appendingPathComponent("Chapters/Exercises"))
      .filter { $0.path.hasSuffix("Tests.swift") }
    // The five "write the test" exercises: a starter and a solution each.
    #expect(files.count >= 10)
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
    #expect(exercises.count == 5)
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
