// The tutorial's steps: each with instructions, hints and checks as shipped.

import AppTestSupport
import Foundation
import LessonEngine
import StepwiseBasics
import Testing
import ViewHarness

@testable import TutorialCourse

@Suite struct TutorialCatalogTests {
  static let steps = TutorialCatalog.standard.steps

  func read(_ path: String) -> Data? {
    try? Data(contentsOf: PackageRoot.url.appendingPathComponent(path))
  }

  @Test(arguments: steps)
  func everyStepHasInstructionsHintsAndChecksAsShipped(step: TutorialStep) throws {
    let instructions = try #require(read(step.instructions)).utf8String
    #expect(instructions.hasPrefix("# \(step.title)\n"), "the README starts with the title")
    for section in ["## What to do", "## Why", "## What the check does"] {
      #expect(instructions.contains(section), "\(step.id) lacks \(section)")
    }
    #expect((2...3).contains(step.hints.count), "\(step.id): two or three hints")
    #expect(
      step.scriptSHA256 != nil || step.structureSHA256 != nil || step.testFirst != nil,
      "a step has a check")
    if let expected = step.scriptSHA256 {
      let script = try #require(read(step.scriptPath))
      #expect(SHA256.hexDigest(of: script) == expected, "new SHA-256 of \(step.scriptPath)")
      #expect(throws: Never.self) { try ScriptParser.parse(script.utf8String) }
      #expect(!script.utf8String.contains("\nlaunch "), "the check plays on the app itself")
    } else {
      #expect(read(step.scriptPath) == nil)
    }
    if let expected = step.structureSHA256 {
      let checks = try #require(read(step.structurePath))
      #expect(SHA256.hexDigest(of: checks) == expected, "new SHA-256 of \(step.structurePath)")
      #expect(checks.utf8String.contains("@Suite struct \(step.suiteName) {"))
      #expect(checks.utf8String.contains("@testable import Checklists\n"))
    } else {
      #expect(read(step.structurePath) == nil)
    }
  }

  static let testFirstSteps = steps.filter { $0.testFirst != nil }

  @Test(arguments: testFirstSteps)
  func aTestFirstStepHasItsCourseTestAndMutantsAsShippedEachChangingItsStage(step: TutorialStep)
    throws
  {
    let testFirst = try #require(step.testFirst)
    let test = try #require(read(step.courseTestPath))
    #expect(
      SHA256.hexDigest(of: test) == testFirst.courseTestSHA256,
      "new SHA-256 of \(step.courseTestPath)")
    #expect(test.utf8String.contains("@testable import Checklists\n"))
    // A course test drives the app through UIKit's own API, as a learner's test in Xcode
    // does: never through the course's simulated device (issue #38).
    #expect(!test.utf8String.contains("import ViewHarness"), "\(step.id)")
    #expect(!test.utf8String.contains("Device("), "\(step.id)")
    // The storyboard by name, as in Xcode, from the app that hosts the tests; not the
    // course's own `makeMain()`, which Xcode has not.
    #expect(test.utf8String.contains("UIStoryboard(name: \"Main\", bundle: nil)"), "\(step.id)")
    #expect(!test.utf8String.contains("makeMain"), "\(step.id)")
    #expect(testFirst.mutants.count >= 3, "\(step.id): at least three planted bugs")
    let stage = try CheckPackageTester.referenceFiles(of: step, course: PackageRoot.url)
    for entry in testFirst.mutants {
      let data = try #require(read(step.mutantPath(entry.name)), "\(step.mutantPath(entry.name))")
      #expect(SHA256.hexDigest(of: data) == entry.sha256, "new SHA-256 of \(entry.name).mutant")
      let mutant = try Mutant(name: entry.name, text: data.utf8String)
      let planted = try mutant.apply(to: stage)
      #expect(planted != stage, "\(entry.name) changes the stage")
      #expect(
        mutant.whenJa?.isEmpty == false && mutant.becauseJa?.isEmpty == false,
        "\(step.mutantPath(entry.name)) says in Japanese what the bug does (when-ja:, because-ja:)")
    }
    // The hints teach the API the course test uses, UIKit's own, in both languages.
    let hints = step.hints.joined(separator: " ")
    for name in ["UIWindow()", "rootViewController", "makeKeyAndVisible()", "topViewController"] {
      #expect(hints.contains(name), "\(step.id)'s hints do not mention \(name)")
    }
    for hint in step.hints + step.hintsJa {
      #expect(!hint.contains("device.") && !hint.contains("Device("), "\(step.id): \(hint)")
    }
    let japanese = step.instructions.replacingOccurrences(of: "README.md", with: "README.ja.md")
    #expect(read(japanese) != nil, "\(step.id) has Japanese instructions")
    let next = try #require(Self.steps.firstIndex(of: step)).advanced(by: 1)
    #expect(
      Self.steps.indices.contains(next) && Self.steps[next].chapter == step.chapter,
      "\(step.id) comes before the step whose code it drives")
  }

  @Test func eachChapterUpToFourHasATestFirstStep() {
    for chapter in ["checklists-01", "checklists-02", "checklists-03", "checklists-04"] {
      #expect(Self.testFirstSteps.contains { $0.chapter == chapter }, "\(chapter)")
    }
  }

  @Test func aMutantReplacesTextThatOccursOnceAndIsReadFromItsFile() throws {
    let mutant = try Mutant(
      name: "dropped",
      text: """
        when: the row is never inserted
        because: it checks the model only
        <<<<<<< A.swift
          insert()
        =======
        >>>>>>>

        """)
    #expect(
      mutant.survivalText == "your test still passes when the row is never inserted: "
        + "it checks the model only.")
    #expect(try mutant.apply(to: ["A.swift": "a\n  insert()\nb"]) == ["A.swift": "a\n\nb"])
    #expect(throws: Mutant.Defect.self) { try mutant.apply(to: ["A.swift": "nothing"]) }
    #expect(throws: Mutant.Defect.self) { try mutant.apply(to: ["B.swift": "  insert()"]) }
    #expect(throws: Mutant.Defect.self) {
      try Mutant(name: "broken", text: "when: x\nbecause: y\n<<<<<<< A.swift\nold\n")
    }
    #expect(throws: Mutant.Defect.self) { try Mutant(name: "bare", text: "when: x\n") }
  }

  @Test func aCheckDoesNotCheckAnEarlierTestFirstStepAgain() {
    let testFirst = TestFirst(testFile: "T.swift", courseTestSHA256: "", mutants: [:], code: "c")
    let catalog = TutorialCatalog(steps: [
      TutorialStep(id: "a-01/01-x", title: "x", hints: [], stage: "A01", scriptSHA256: ""),
      TutorialStep(
        id: "a-01/02-t", title: "t", hints: [], stage: "A01", scriptSHA256: nil,
        testFirst: testFirst),
      TutorialStep(id: "a-01/03-y", title: "y", hints: [], stage: "A01", scriptSHA256: ""),
    ])
    #expect(catalog.stepsChecked(at: catalog.steps[1]).map(\.title) == ["t", "x"])
    #expect(catalog.stepsChecked(at: catalog.steps[2]).map(\.title) == ["y", "x"])
  }

  @Test func stepsAreInChapterOrderWithUniqueIdsAndRetireOnlyEarlierSteps() {
    let ids = Self.steps.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(ids == ids.sorted())
    for (index, step) in Self.steps.enumerated() {
      for retired in step.retires {
        #expect(ids[..<index].contains(retired), "\(step.id) retires \(retired), not earlier")
      }
      #expect(step.stage == "Checklists" + step.chapter.dropFirst("checklists-".count))
    }
  }

  @Test func aCheckRunsTheStepFirstThenEveryEarlierStepStillInForce() {
    let catalog = TutorialCatalog(steps: [
      TutorialStep(id: "a-01/01-x", title: "x", hints: [], stage: "A01", scriptSHA256: ""),
      TutorialStep(id: "a-01/02-y", title: "y", hints: [], stage: "A01", scriptSHA256: ""),
      TutorialStep(
        id: "a-02/01-z", title: "z", hints: [], stage: "A02", scriptSHA256: "",
        retires: ["a-01/01-x"]),
      TutorialStep(id: "a-02/02-w", title: "w", hints: [], stage: "A02", scriptSHA256: ""),
    ])
    #expect(catalog.stepsChecked(at: catalog.steps[1]).map(\.title) == ["y", "x"])
    #expect(catalog.stepsChecked(at: catalog.steps[3]).map(\.title) == ["w", "y", "z"])
    #expect(catalog.chapters.map(\.chapter) == ["a-01", "a-02"])
    #expect(catalog.lastStep(of: "a-01")?.title == "y")
  }

  @Test func aSuiteIsNamedAfterItsChapterAndStep() {
    let step = TutorialStep(
      id: "checklists-02/05-add-item-delegate", title: "", hints: [], stage: "",
      scriptSHA256: nil)
    #expect(step.suiteName == "Checklists02AddItemDelegateChecks")
  }
}

extension Data {
  fileprivate var utf8String: String { String(decoding: self, as: UTF8.self) }
}
