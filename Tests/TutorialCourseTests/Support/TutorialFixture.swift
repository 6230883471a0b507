// A tiny course with three steps, and a learner's package, for testing the tutorial without
// building anything.

import AppTestSupport
import Foundation
import LessonEngine
import StepwiseBasics
import ToolTestSupport

@testable import CommandLineKit
@testable import TutorialCourse

/// A course package in a temporary folder with two chapters of demo steps (the second
/// retires the first step), their checks and a reference stage, plus a learner's package
/// made by `start` beside it.
@MainActor
final class TutorialFixture {
  /// The folder holding both packages.
  let folder: TemporaryFolder
  /// The course package.
  let course: URL
  /// The learner's package.
  let learner: URL
  /// The three steps.
  var catalog: TutorialCatalog

  /// The demo steps: an id, a title, and the steps it retires.
  static let demoSteps: [(id: String, title: String, retires: [String])] = [
    ("demo-01/01-title", "Give the screen its title", []),
    ("demo-01/02-rows", "Show the rows", []),
    ("demo-02/01-add", "Add a row", ["demo-01/02-rows"]),
  ]

  /// The fixture; `checks` gives some steps a `Checks.swift`, and `scripts` a script other
  /// than `expect title "Checklists"` (by step id).
  init(
    steps specs: [(id: String, title: String, retires: [String])] = demoSteps,
    checks: [String: String] = [:], scripts: [String: String] = [:]
  ) throws {
    folder = try TemporaryFolder()
    course = folder.url.appendingPathComponent("course")
    learner = folder.url.appendingPathComponent("MyChecklists")
    try folder.write("// swift-tools-version: 6.2\n", to: "course/Package.swift")
    try folder.write("", to: "course/Sources/HeadlessUIKit/Empty.swift")
    try folder.write(
      "import HeadlessUIKit\n\nclass ChecklistViewController: UITableViewController {}\n",
      to: "course/Sources/Demo01/ChecklistViewController.swift")
    var steps: [TutorialStep] = []
    for (id, title, retires) in specs {
      let script = "# \(id): \(title)\n" + (scripts[id] ?? "expect title \"Checklists\"\n")
      try folder.write(script, to: "course/Chapters/Tutorial/\(id)/check.stepwise")
      try folder.write(
        "# \(title)\n\nDo it.\n\n## What to do\n\n## Why\n\n## What the check does\n",
        to: "course/Chapters/Tutorial/\(id)/README.md")
      let structure = checks[id]
      if let structure {
        try folder.write(structure, to: "course/Chapters/Tutorial/\(id)/Checks.swift")
      }
      steps.append(
        TutorialStep(
          id: id, title: title, hints: ["Think.", "Look at the title."],
          hintsJa: ["考えましょう。", "タイトルを見ましょう。"],
          stage: id.hasPrefix("demo-01") ? "Demo01" : "Demo02",
          scriptSHA256: SHA256.hexDigest(of: Data(script.utf8)),
          structureSHA256: structure.map { SHA256.hexDigest(of: Data($0.utf8)) },
          retires: retires))
    }
    catalog = TutorialCatalog(steps: steps)
    _ = try TutorialStarter(course: course).start(in: learner)
  }

  /// The fixture with the real course up to the end of one chapter instead of the demo
  /// steps: its steps and those of the chapters before it (their folders: instructions,
  /// checks, references), and the chapter's reference stage, copied.
  init(realChapter chapter: String) throws {
    folder = try TemporaryFolder()
    course = folder.url.appendingPathComponent("course")
    learner = folder.url.appendingPathComponent("MyChecklists")
    try folder.write("// swift-tools-version: 6.2\n", to: "course/Package.swift")
    try folder.write("", to: "course/Sources/HeadlessUIKit/Empty.swift")
    let all = TutorialCatalog.standard.steps
    let end = (all.lastIndex { $0.chapter == chapter } ?? -1) + 1
    let steps = Array(all[..<end])
    let manager = FileManager.default
    try manager.createDirectory(
      at: course.appendingPathComponent("Chapters/Tutorial"), withIntermediateDirectories: true)
    for name in Set(steps.map(\.chapter)).sorted() {
      try manager.copyItem(
        at: PackageRoot.url.appendingPathComponent("Chapters/Tutorial/\(name)"),
        to: course.appendingPathComponent("Chapters/Tutorial/\(name)"))
    }
    if let stage = steps.last?.stage {
      try manager.copyItem(
        at: PackageRoot.url.appendingPathComponent("Sources/\(stage)"),
        to: course.appendingPathComponent("Sources/\(stage)"))
    }
    catalog = TutorialCatalog(steps: steps)
    _ = try TutorialStarter(course: course).start(in: learner)
  }

  /// The workspace of the two packages.
  var workspace: TutorialWorkspace { TutorialWorkspace(learner: learner, course: course) }

  /// The learner's progress as saved.
  var progress: LessonProgress { workspace.progressFile.load().progress }

  /// A file of the learner's package.
  func learnerFile(_ path: String) -> String? {
    folder.read("MyChecklists/\(path)")
  }
}

/// Plays the checks: each step passes unless `failing` names it, with a message saying
/// which script line failed.
@MainActor
final class StandInStepTester: StepTester {
  /// The steps that fail, by id.
  var failing: Set<String> = []
  /// The ids of each call's steps, in order.
  private(set) var calls: [[String]] = []

  func check(
    _ steps: [TutorialStep], stopAtFirstFailure: Bool, report: (String) -> Void,
    onOutcome: (StepOutcome) -> Void
  ) -> [StepOutcome] {
    report("Building your app…")
    calls.append(steps.map(\.id))
    var outcomes: [StepOutcome] = []
    for step in steps {
      let passes = !failing.contains(step.id)
      let check = TestOutcome(
        name: "check.stepwise", status: passes ? .pass : .fail,
        issues: passes ? [] : [.init(message: "✗ check.stepwise:2: expect title", line: 2)])
      let outcome = StepOutcome(
        step: step, status: check.status, message: check.message, checks: [check],
        buildSeconds: 0.5, checkSeconds: 0.1)
      outcomes.append(outcome)
      onOutcome(outcome)
      if stopAtFirstFailure, !passes { break }
    }
    return outcomes
  }
}

/// Runs `stepwise tutorial <arguments>` in `folder` (the learner's package by default).
@MainActor
func runTutorial(
  _ arguments: [String], fixture: TutorialFixture, tester: any StepTester,
  in folder: URL? = nil, lines: (any LineSource)? = nil, variables: [String: String] = [:]
) -> ToolRun {
  let captured = CapturedConsole(input: "")
  let environment = ToolEnvironment(
    variables: variables.merging(["HOME": fixture.folder.url.path, "USER": "ada"]) { $1 },
    currentDirectory: folder ?? fixture.learner,
    executable: fixture.course.appendingPathComponent(".build/debug/stepwise"))
  let context = ToolContext(
    console: captured.makeConsole(), environment: environment)
  let commands: [any Command.Type] = [TutorialCommand.self]
  let exitCode: ExitCode
  do {
    let request = try ArgumentParser.parse(["tutorial"] + arguments, commands: commands)
    guard case .run(let words, let invocation) = request,
      let command = ArgumentParser.command(words, in: commands)
    else {
      return ToolRun(exitCode: .usageError, output: "", error: "not a run")
    }
    let setup = TutorialSetup(catalog: fixture.catalog, tester: tester, input: lines)
    if let action = command as? any TutorialAction.Type {
      exitCode = try action.init(invocation).run(context, setup: setup)
    } else {
      exitCode = try command.init(invocation).run(context)
    }
  } catch {
    exitCode = context.usageError(error.message)
  }
  return ToolRun(exitCode: exitCode, output: captured.output, error: captured.error)
}
