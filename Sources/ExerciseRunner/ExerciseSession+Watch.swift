// Watch mode: run the tests again on every save, and take commands typed meanwhile.

import Foundation
import ViewHarness

extension ExerciseSession: LessonCourse {
  /// How often watch mode looks at the files' modification times, in seconds.
  package nonisolated static var pollInterval: TimeInterval { watchPollInterval }

  package var words: LessonWords { .exercises }

  package var progress: LessonProgress { exerciseProgress }

  package func introduce(_ lesson: Exercise) {
    console.print(view.introduction(of: lesson, progress: progress))
  }

  package func runForWatch(_ lesson: Exercise) -> WatchRun {
    let outcome = run(lesson)
    return WatchRun(
      passed: outcome.status == .pass, buildSeconds: outcome.buildSeconds,
      checkSeconds: outcome.testSeconds)
  }

  /// The learner's files and the test file of an exercise.
  package func watchedFiles(of exercise: Exercise) -> [URL] {
    (exercise.files.map(exercise.starterPath) + [exercise.testPath]).map(workspace.url)
  }

  /// The learner's files.
  package func editedFiles(of exercise: Exercise) -> [String] {
    exercise.files.map(exercise.starterPath)
  }

  /// Runs a command typed in watch mode.
  package func perform(_ command: WatchCommand, input: any LineSource) -> WatchStep {
    if let step = performShared(command) { return step }
    switch command {
    case .check:
      checkAll()
      return .run
    case .solution(let name):
      if let exercise = exercise(named: name) ?? solutionDefault() { showSolution(exercise) }
    case .reset(let name):
      guard let exercise = exercise(named: name) ?? current else { return .keepWatching }
      if reset(exercise, answer: { Self.waitForLine(input) }) { return .run }
    case .go(let name):
      guard let exercise = exercise(named: name) else { return .keepWatching }
      go(to: exercise)
      return .run
    default:
      return refuse(command)
    }
    return .keepWatching
  }

  /// The exercise a command names, saying so when there is none.
  package func exercise(named name: String?) -> Exercise? {
    guard let name else { return nil }
    guard let exercise = catalog.exercise(named: name) else {
      console.print(style.red(localized("There is no exercise \"\(name)\": see list.")))
      return nil
    }
    return exercise
  }

  /// The exercise `solution` shows when none is named: the current one if done, else the
  /// one done last.
  package func solutionDefault() -> Exercise? {
    if let current, progress.isDone(current) { return current }
    return progress.done.last.flatMap(catalog.exercise(id:)) ?? current
  }
}
