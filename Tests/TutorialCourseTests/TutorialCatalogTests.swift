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
    #expect(step.scriptSHA256 != nil || step.structureSHA256 != nil, "a step has a check")
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
