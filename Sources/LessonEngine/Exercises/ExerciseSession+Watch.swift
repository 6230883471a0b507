// Watch mode: run the tests again on every save, and take commands typed meanwhile.

import CommandLineKit
import Foundation

extension ExerciseSession: LessonCourse {
  /// How often watch mode looks at the files' modification times, in seconds.
  package nonisolated static var pollInterval: TimeInterval { watchPollInterval }

  package var words: LessonWords { .exercises }

  package func introduce(_ lesson: Exercise) {
    console.print(view.introduction(of: lesson, progress: progress))
  }

  package func runForWatch(_ lesson: Exercise) -> WatchRun {
    let outcome = run(lesson)
    return WatchRun(
      passed: outcome.status == .pass, buildSeconds: outcome.buildSeconds,
      checkSeconds: outcome.testSeconds)
  }

  /// The learner's files and the files that judge them (the tests, or the planted bugs).
  package func watchedFiles(of exercise: Exercise) -> [URL] {
    (exercise.files.map(exercise.starterPath) + exercise.judgeFiles.map(\.path)).map(workspace.url)
  }

  /// The learner's files.
  package func editedFiles(of exercise: Exercise) -> [String] {
    exercise.files.map(exercise.starterPath)
  }

  /// The exercises' commands, in the order help lists them.
  package static let commands: [LessonCommand] = [
    .watch, .hint, .run, .next, .previous, .go, .list, .check, .solution, .reset, .verify,
    .help, .quit,
  ]

  /// The exercises' own commands: `check`, `solution`, `reset`, `verify`.
  package func performOwn(_ command: LessonCommand, argument: String?, input: (any LineSource)?)
    -> LessonCommandResult
  {
    switch command {
    case .check:
      return checkAll() ? .done : .failed
    case .solution:
      if let argument, catalog.exercise(named: argument) == nil {
        return .unknownLesson(argument)
      }
      guard let exercise = argument.flatMap(catalog.exercise(named:)) ?? solutionDefault() else {
        return .failed
      }
      return showSolution(exercise) ? .done : .failed
    case .reset:
      if let argument, catalog.exercise(named: argument) == nil {
        return .unknownLesson(argument)
      }
      guard let exercise = argument.flatMap(catalog.exercise(named:)) ?? current else {
        return .failed
      }
      let answer: () -> String? =
        input.map { source in { Self.waitForLine(source) } } ?? console.readLine
      return reset(exercise, answer: answer) ? .done : .declined
    case .verify:
      let starters = verifyStarters()
      let solutions = verifySolutions()
      return starters && solutions ? .done : .failed
    default:
      return .failed
    }
  }

  /// The exercise `solution` shows when none is named: the current one if done, else the
  /// one done last.
  package func solutionDefault() -> Exercise? {
    if let current, progress.isDone(current) { return current }
    return progress.done.last.flatMap(catalog.exercise(id:)) ?? current
  }
}
