// A learner's session with the tutorial: progress, checking steps, hints, moving, comparing.

import CommandLineKit
import Foundation
import LessonEngine
import SourceDiff
import StepwiseBasics

extension LessonWords {
  /// The build-along tutorial (in English: where they are shown, they are `.localized`).
  package static let tutorial = LessonWords(
    heading: "Stepwise tutorial", command: "tutorial", noun: "step",
    afterLastHint: "The check says exactly what it expects: read the step's check.stepwise.",
    checks: "checks",
    checkDetail: """
      A step can also be retired: a later step changed on purpose what it checked (the \
      sample items gave way to saved ones), and that later step passes; it counts as done.
      """)
}

/// What `stepwise tutorial` does for one learner's own app: it keeps the progress, checks
/// the current step (and every earlier step still in force, naming the first that broke),
/// shows hints one at a time, moves between steps, and compares the learner's files with
/// the reference stage's.
@MainActor
package final class TutorialSession: LessonCourse {
  /// The learner's package and the course.
  package let workspace: TutorialWorkspace
  /// The steps.
  package let catalog: TutorialCatalog
  /// Where the session writes.
  package let console: Console
  /// Colour, if any.
  package let style: TextStyle
  /// What builds the app and runs the checks.
  package let tester: any StepTester
  /// How the learner types the tool.
  package let commandName: String
  /// The learner's progress, saved after every change.
  package let savedProgress: SavedProgress
  /// Whether watch mode is on.
  package var isWatching = false
  package var isArriving = false
  /// When the last check showed the step's own result.
  package private(set) var resultShownAt: Date?
  /// The step whose instructions watch mode showed last: each new step's are shown once.
  private var instructionsShown: String?

  package var words: LessonWords { .tutorial }

  /// Opens the session, loading the progress (saying so if the file was damaged).
  package init(
    workspace: TutorialWorkspace, catalog: TutorialCatalog, console: Console, style: TextStyle,
    tester: any StepTester, commandName: String = "stepwise"
  ) {
    self.workspace = workspace
    self.catalog = catalog
    self.console = console
    self.style = style
    self.tester = tester
    self.commandName = commandName
    savedProgress = SavedProgress(file: workspace.progressFile, console: console, style: style)
  }

  // MARK: - Checking

  /// Shows the progress and the current step, checks it, and moves on when it passes.
  @discardableResult
  package func runCurrent() -> StepOutcome? {
    console.print(view.header(progress) + "\n")
    guard let step = current else {
      console.print(localized("The tutorial has no steps."))
      return nil
    }
    introduce(step)
    return run(step)
  }

  /// Checks a step, then every earlier step still in force; a pass marks it done and moves
  /// on. The outcome is the step's own, or the first earlier step's that broke.
  @discardableResult
  package func run(_ step: TutorialStep) -> StepOutcome {
    let steps = catalog.stepsChecked(at: step)
    if let refusal = changedChecks(steps) { return shown(.error(step, refusal)) }
    let outcomes = checkShowingTheStepFirst(steps)
    guard let own = outcomes.first else {
      return shown(.error(step, localized("The step was not checked.")))
    }
    guard own.status == .pass else {
      offerHint(step)
      return own
    }
    let earlier = outcomes.dropFirst()
    if let broken = earlier.first(where: { $0.status != .pass }) {
      return earlierStepBroke(broken, passing: own)
    }
    if steps.count > 1 {
      let count = steps.count - 1
      console.print(
        style.green("✓ ")
          + (count == 1
            ? localized("\(count) earlier step still passes.")
            : localized("\(count) earlier steps still pass.")))
      // Each counts as done, as `check` counts a step that passes: one that broke and was
      // mended since is done again in the list.
      update { progress in
        for outcome in earlier { progress.markDone(outcome.step) }
      }
    }
    finish(step)
    return own
  }

  /// Shows an outcome, and returns it.
  private func shown(_ outcome: StepOutcome) -> StepOutcome {
    console.print(TutorialView(style: style).text(outcome))
    return outcome
  }

  /// Checks the steps, the one being done first: its result shows as soon as it is known
  /// (the time ``resultShownAt`` keeps), before the earlier steps are checked.
  private func checkShowingTheStepFirst(_ steps: [TutorialStep]) -> [StepOutcome] {
    var ownShown = false
    let outcomes = tester.check(
      steps, stopAtFirstFailure: true, report: { console.print(style.dim($0)) },
      onOutcome: { outcome in
        // The step's own result shows at once; the earlier steps follow.
        guard !ownShown else { return }
        ownShown = true
        resultShownAt = Date()
        console.print(TutorialView(style: style).text(outcome))
        if outcome.status == .pass, steps.count > 1 {
          let count = steps.count - 1
          console.print(
            style.dim(
              count == 1
                ? localized("Checking the \(count) earlier step still in force…")
                : localized("Checking the \(count) earlier steps still in force…")))
        }
      })
    // Every outcome is shown, even one a tester returned without handing it over.
    if !ownShown, let own = outcomes.first {
      resultShownAt = Date()
      console.print(TutorialView(style: style).text(own))
    }
    return outcomes
  }

  /// Says that an earlier step broke although the step itself passes, with what changed in
  /// the learner's app since the last pass; the outcome is the step's, failed as that one.
  private func earlierStepBroke(_ broken: StepOutcome, passing own: StepOutcome) -> StepOutcome {
    console.print(
      style.red(
        localized("✗ But an earlier step broke: \(broken.step.id), \(broken.step.title).")))
    console.print(TutorialView(style: style).text(broken, indented: true))
    showChangesSinceLastPass()
    var outcome = own
    outcome.status = broken.status
    outcome.message =
      localized("An earlier step broke: \(broken.step.id)") + "\n" + (broken.message ?? "")
    return outcome
  }

  /// What the learner changed in their app since a check last passed, as a diff: where to
  /// look when an earlier step breaks. Nothing when no pass was kept, or nothing changed.
  func showChangesSinceLastPass() {
    guard let last = LastPass.load(in: workspace),
      let now = try? SourceFolder.read(workspace.sources, name: TutorialWorkspace.module)
    else { return }
    let changed = StageDiff(from: last.folder, to: now).pairs.filter {
      $0.old?.lines != $0.new?.lines
    }
    guard !changed.isEmpty else { return }
    let module = TutorialWorkspace.module
    let diff = StageDiff(
      from: SourceFolder(name: module, files: changed.compactMap(\.old)),
      to: SourceFolder(name: module, files: changed.compactMap(\.new)))
    console.print(
      "\n"
        + localized(
          "What you changed in \(TutorialWorkspace.sourcesPath) since your app last passed a check (\(last.step)): - then, + now."
        ) + "\n")
    console.writeOutput(diff.render(style: style))
  }

  /// Suggests the next hint after a failure, while there is one.
  private func offerHint(_ step: TutorialStep) {
    let shown = progress.hintCount(step)
    guard shown < step.hints.count else { return }
    console.print(
      style.dim(
        localized("Stuck? \(ask("hint")) shows hint \(shown + 1) of \(step.hints.count).")))
  }

  /// Marks a step done, points to `compare`, and makes the next step current.
  package func finish(_ step: TutorialStep) {
    LastPass(step: step.id, workspace: workspace).save(in: workspace)
    PassedTest.keep(step, in: workspace)
    if staysAfterPass(step) { return stay(on: step) }
    let next = markDoneAndAdvance(step)
    console.print(localized("Compare your app with the book's: ") + style.cyan(ask("compare")))
    announceNext(next, finished: localized("Every step is done: the app is yours. Well done!"))
  }

  /// Why checks cannot run as shipped: a check file changed or missing, with how to put it
  /// back; nil when every check is as shipped.
  package func changedChecks(_ steps: [TutorialStep]) -> String? {
    var changed: [String] = []
    for step in steps {
      for (path, expected) in step.fingerprintedFiles {
        let data = try? Data(contentsOf: workspace.courseFile(path))
        if data.map(SHA256.hexDigest(of:)) != expected { changed.append(path) }
      }
    }
    guard !changed.isEmpty else { return nil }
    return localized("The checks are not the ones the course shipped with:") + "\n"
      + changed.map { "  • " + localized("\($0) has been changed or is missing") }
      .joined(separator: "\n")
      + "\n" + localized("Put them back, in the course's folder (\(workspace.course.path)):")
      + "\n"
      + changed.map { "  git checkout -- \($0)" }.joined(separator: "\n")
  }
}

extension TutorialSession {
  /// For a test-first step: the learner's test beside the course's own.
  func showCourseTest(of step: TutorialStep) {
    guard let path = step.learnersTestPath,
      let course = try? String(
        contentsOf: workspace.courseFile(step.courseTestPath), encoding: .utf8)
    else { return }
    console.print(
      "\n" + style.bold(localized("The course's own test"))
        + localized(" for \(step.id) (\(step.courseTestPath)), to read beside yours (\(path)):")
        + "\n")
    console.writeOutput(course.hasSuffix("\n") ? course : course + "\n")
  }

  package func introduce(_ step: TutorialStep) {
    let number = (catalog.index(of: step) ?? 0) + 1
    let done = progress.isDone(step) ? style.green(localized(" (done)")) : ""
    var text =
      style.bold(localized("Step \(number) of \(catalog.steps.count): \(step.id)")) + done + "\n"
    // Watch mode shows each new step's instructions, which begin with its title; elsewhere
    // the title shows, and `show` gives the instructions.
    if isWatching, instructionsShown != step.id, let instructions = instructions(of: step) {
      instructionsShown = step.id
      text += "\n" + LessonView<TutorialCatalog>.indented(instructions, by: 2) + "\n\n"
      let path = "\(workspace.course.path)/\(step.instructions)"
      text += "  " + localized("Read   again with show, or in \(path)") + "\n"
    } else {
      let path = "\(workspace.course.path)/\(step.instructions)"
      text += "  \(step.title)\n"
      text += "  " + localized("Read   \(ask("show")), or \(path)") + "\n"
    }
    if let test = step.learnersTestPath {
      text +=
        "  "
        + localized(
          "Write  your test, in \(test); then your app, in \(TutorialWorkspace.sourcesPath)/")
        + "\n"
    } else {
      text += "  " + localized("Edit   your app, in \(TutorialWorkspace.sourcesPath)/") + "\n"
    }
    text += "  " + localized("Check  \(workspace.course.path)/\(step.folder)/") + " "
    text += style.dim(localized("(read it, do not change it)")) + "\n"
    console.print(text)
  }

  package func runForWatch(_ step: TutorialStep) -> WatchRun {
    resultShownAt = nil
    let outcome = run(step)
    var run = WatchRun(
      passed: outcome.status == .pass, buildSeconds: outcome.buildSeconds,
      checkSeconds: outcome.checkSeconds)
    run.resultShownAt = resultShownAt
    return run
  }

  /// Every Swift file of the app and of the learner's tests (each check runs them), their
  /// folders (a file added or removed changes them), and the manifest.
  package func watchedFiles(of step: TutorialStep) -> [URL] {
    let tests = workspace.learner.appendingPathComponent(StarterApp.testsPath, isDirectory: true)
    return (workspace.sourceFiles() + workspace.testFiles())
      .map { workspace.learner.appendingPathComponent($0) }
      + [workspace.sources, tests, workspace.learner.appendingPathComponent("Package.swift")]
      + (step.learnersTestPath.map { [workspace.learner.appendingPathComponent($0)] } ?? [])
  }

  /// The app's folder, and the tests' folder once there is one: what a save in reruns.
  package func editedFiles(of step: TutorialStep) -> [String] {
    let tests = workspace.learner.appendingPathComponent(StarterApp.testsPath)
    return [TutorialWorkspace.sourcesPath + "/"]
      + (FileManager.default.fileExists(atPath: tests.path) ? [StarterApp.testsPath + "/"] : [])
  }

  /// The tutorial's commands, in the order help lists them.
  package static let commands: [LessonCommand] = [
    .watch, .hint, .run, .next, .previous, .go, .list, .check, .show, .compare, .help, .quit,
  ]

  /// The tutorial's own commands: `check`, `show`, `compare`.
  package func performOwn(_ command: LessonCommand, argument: String?, input: (any LineSource)?)
    -> LessonCommandResult
  {
    switch command {
    case .check:
      let outcomes = checkAll()
      return !outcomes.isEmpty && outcomes.allSatisfy({ $0.status == .pass }) ? .done : .failed
    case .show:
      guard let step = current else { return .failed }
      return show(step) ? .done : .failed
    case .compare:
      return compare(argument)
    default:
      return .failed
    }
  }

}
