// A learner's session with the exercises: progress, running the current one, hints, moving.

import Foundation
import StepwiseCLI

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
  private(set) var progress: ExerciseProgress
  /// Whether watch mode is on: it starts the next exercise by itself.
  package var isWatching = false

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
    let loaded = workspace.progressFile.load()
    progress = loaded.progress
    if let note = loaded.note { console.printError(style.red(note)) }
    StarterStore(workspace: workspace).saveCopiesOfUntouchedStarters(catalog)
  }

  /// How the learner types the tool in messages that name a command.
  package let commandName: String

  /// The texts about progress and exercises.
  package var view: ExerciseView {
    ExerciseView(catalog: catalog, style: style, commandName: commandName)
  }

  /// The exercise being worked on.
  package var current: Exercise? { progress.current(in: catalog) }

  /// Changes the progress and saves it.
  package func update(_ change: (inout ExerciseProgress) -> Void) {
    change(&progress)
    do {
      try workspace.progressFile.save(progress)
    } catch {
      console.printError(style.red("Could not save the progress: \(error.localizedDescription)"))
    }
  }

  // MARK: - Running

  /// Shows the progress and the current exercise, runs its tests, and moves on to the next
  /// exercise not done when they pass.
  @discardableResult
  package func runCurrent() -> ExerciseOutcome? {
    console.print(view.header(progress) + "\n")
    guard let exercise = current else {
      console.print("There are no exercises.")
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
            "Stuck? \(commandName) exercises hint shows hint \(shown + 1) of \(exercise.hints.count)."
          )
        )
      }
    }
    return outcome
  }

  /// Checks the tests, then builds and runs them with the learner's files.
  package func test(_ exercise: Exercise) -> ExerciseOutcome {
    let changed = ChangedTestFile.find(for: exercise, in: catalog, workspace: workspace)
    guard changed.isEmpty, let tests = workspace.contents(exercise.testPath) else {
      return .error(exercise, ChangedTestFile.refusal(changed, exercise: exercise))
    }
    let member = ScratchPackage.Member(exercise: exercise, starters: nil, tests: tests)
    let outcomes = tester.run([member]) { line in console.print(style.dim(line)) }
    return outcomes.first ?? .error(exercise, "The exercise was not run.")
  }

  /// The outcome as the learner reads it.
  package func outcomeText(_ outcome: ExerciseOutcome) -> String {
    let source = workspace.contents(outcome.exercise.testPath).map {
      String(decoding: $0, as: UTF8.self)
    }
    let lines = source?.components(separatedBy: "\n") ?? []
    var view = OutcomeView(style: style, testLines: lines)
    view.testPath = outcome.exercise.testPath
    return view.text(outcome)
  }

  /// Marks an exercise done, points to its solution, and makes the next one current.
  package func finish(_ exercise: Exercise) {
    var marked = progress
    marked.markDone(exercise)
    let next = marked.nextUndone(after: exercise, in: catalog)
    update {
      $0.markDone(exercise)
      if let next { $0.current = next.id }
    }
    console.print(
      "Compare with the reference solution: "
        + style.cyan("\(commandName) exercises solution \(exercise.id)"))
    console.print("\n" + view.progressBar(progress))
    if let next {
      let number = (catalog.index(of: next) ?? 0) + 1
      console.print(
        "Next: exercise \(number), \(next.id): \(next.title)\n"
          + style.dim(isWatching ? "Starting it…" : "Run \(commandName) exercises to start it."))
    } else {
      console.print(style.green("Every exercise is done. Well done!"))
    }
  }

  // MARK: - Hints and moving

  /// Shows the next hint of the current exercise, or all of them once they are out.
  package func hint() {
    guard let exercise = current else { return }
    var number: Int?
    update { number = $0.revealHint(of: exercise) }
    if let number {
      console.writeOutput(view.hint(number, of: exercise))
    } else if exercise.hints.isEmpty {
      console.print("\(exercise.id) has no hints.")
    } else {
      console.writeOutput(view.allHints(of: exercise))
    }
  }

  /// Makes the exercise `offset` places after the current one current (−1: the one
  /// before) and introduces it.
  package func move(by offset: Int) {
    guard let exercise = current, let index = catalog.index(of: exercise) else { return }
    let target = index + offset
    guard catalog.exercises.indices.contains(target) else {
      console.print(
        offset > 0
          ? "\(exercise.id) is the last exercise." : "\(exercise.id) is the first exercise.")
      return
    }
    go(to: catalog.exercises[target])
    if offset > 0 && !progress.isDone(exercise) {
      console.print(
        style.dim("(\(exercise.id) is not done yet: \(commandName) exercises previous goes back.)"))
    }
  }

  /// Makes an exercise current and introduces it.
  package func go(to exercise: Exercise) {
    update { $0.current = exercise.id }
    console.print(view.introduction(of: exercise, progress: progress))
    console.print(
      style.dim("Run its tests with \(commandName) exercises (or \(commandName) exercises watch)."))
  }
}
