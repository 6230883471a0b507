// A learner's session with the exercises: progress, running the current one, hints, moving.

import CommandLineKit
import Foundation
import StepwiseBasics

/// What `stepwise exercises` does for one learner in one package: it keeps the progress,
/// runs the current exercise's tests (after checking they are as shipped), shows hints one
/// at a time, and moves between exercises.
///
/// ```swift
/// let session = ExerciseSession(workspace: workspace, catalog: .standard, …)
/// session.runCurrent()   // checks, builds, tests, shows; moves on when it passes
/// session.hint()
/// ```
@MainActor
package final class ExerciseSession {
  /// The package and its folders.
  package let workspace: ExerciseWorkspace
  /// The exercises.
  package let catalog: ExerciseCatalog
  /// Where the session writes and reads.
  package let console: Console
  /// Colour, if any.
  package let style: TextStyle
  /// What builds and tests exercises.
  package let tester: any ExerciseTester
  /// The learner's progress, saved after every change.
  package let savedProgress: SavedProgress
  /// Whether watch mode is on: it starts the next exercise by itself.
  package var isWatching = false
  package var isArriving = false

  /// Opens the session: loads the progress (saying so if the file was damaged) and saves a
  /// copy of every starter still as shipped, for `reset`.
  package init(
    workspace: ExerciseWorkspace, catalog: ExerciseCatalog, console: Console, style: TextStyle,
    tester: any ExerciseTester, commandName: String = "stepwise"
  ) {
    self.workspace = workspace
    self.catalog = catalog
    self.console = console
    self.style = style
    self.tester = tester
    self.commandName = commandName
    savedProgress = SavedProgress(file: workspace.progressFile, console: console, style: style)
    StarterStore(workspace: workspace).saveCopiesOfUntouchedStarters(catalog)
  }

  /// How the learner types the tool in messages that name a command.
  package let commandName: String

  // MARK: - Running

  /// Shows the progress and the current exercise, runs its tests, and moves on to the next
  /// exercise not done when they pass.
  @discardableResult
  package func runCurrent() -> ExerciseOutcome? {
    console.print(view.header(progress) + "\n")
    guard let exercise = current else {
      console.print(localized("There are no exercises."))
      return nil
    }
    console.print(view.introduction(of: exercise, progress: progress))
    return run(exercise)
  }

  /// Runs one exercise's tests and shows the outcome; a pass marks it done and moves on.
  @discardableResult
  package func run(_ exercise: Exercise) -> ExerciseOutcome {
    let outcome = test(exercise)
    console.print(outcomeText(outcome))
    if outcome.status == .pass {
      finish(exercise)
    } else if outcome.status == .fail || outcome.message?.contains("does not compile") == true {
      let shown = progress.hintCount(exercise)
      if shown < exercise.hints.count {
        console.print(
          style.dim(
            localized(
              "Stuck? \(ask("hint")) shows hint \(shown + 1) of \(exercise.hints.count).")))
      }
    }
    return outcome
  }

  /// Checks the tests, then builds and runs them with the learner's files.
  package func test(_ exercise: Exercise) -> ExerciseOutcome {
    let member: ScratchPackage.Member
    switch self.member(for: exercise) {
    case .success(let made): member = made
    case .failure(let refusal): return .error(exercise, refusal.message)
    }
    let outcomes = tester.run([member]) { line in console.print(style.dim(line)) }
    return outcomes.first ?? .error(exercise, localized("The exercise was not run."))
  }

  /// The member that builds an exercise with these starters (nil: the learner's own files),
  /// with its tests, or its planted bugs, read once they are known to be as shipped.
  package func member(for exercise: Exercise, starters: [Data]? = nil)
    -> Result<ScratchPackage.Member, ScratchPackage.Member.Refusal>
  {
    ScratchPackage.Member.make(
      for: exercise, starters: starters, catalog: catalog, workspace: workspace)
  }

  /// The outcome as the learner reads it.
  package func outcomeText(_ outcome: ExerciseOutcome) -> String {
    let path = outcome.exercise.shownTestPath
    let source = workspace.contents(path).map { String(decoding: $0, as: UTF8.self) }
    let lines = source?.components(separatedBy: "\n") ?? []
    var view = OutcomeView(style: style, testLines: lines)
    view.testPath = path
    return view.text(outcome)
  }

  /// Marks an exercise done, points to its solution, and makes the next one current.
  package func finish(_ exercise: Exercise) {
    if staysAfterPass(exercise) { return stay(on: exercise) }
    let next = markDoneAndAdvance(exercise)
    console.print(
      localized("Compare with the reference solution: ")
        + style.cyan("\(ask("solution")) \(exercise.id)"))
    announceNext(next, finished: localized("Every exercise is done. Well done!"))
  }
}
