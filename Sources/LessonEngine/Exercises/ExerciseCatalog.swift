// The exercises in teaching order, and the test files they all share.

import StepwiseBasics

/// Every exercise, in the order a learner meets them, and the support files every
/// exercise's tests use.
///
/// Adding an exercise takes an entry in ``standard`` (in the file of its part of the course,
/// `ExerciseCatalog+Checklists01To04.swift`, `+Checklists05To09` or `+SideTracks`), a
/// test file, and its folders (no target: `stepwise exercises verify` builds the solution in
/// the scratch package); `Chapters/Exercises/README.md` walks through it. The SHA-256 fingerprints recorded here are checked by `swift test`,
/// whose failure message gives the new value when a test file changes on purpose.
package struct ExerciseCatalog: LessonCatalog {
  /// A file every exercise's tests compile with, and its fingerprint.
  package struct SupportFile: Sendable, Equatable {
    /// The path, relative to the package.
    package let path: String
    /// The SHA-256 as shipped.
    package let sha256: String
  }

  /// The exercises, in teaching order.
  package let exercises: [Exercise]
  /// The helpers in `Tests/ExerciseTests/Support/`.
  package let supportFiles: [SupportFile]

  /// The exercises, as lessons.
  package var lessons: [Exercise] { exercises }

  /// The exercise with this id.
  package func exercise(id: String) -> Exercise? {
    lesson(id: id)
  }

  /// The exercise named by its id, by its short name when only one has it, or by its
  /// number in the list (from 1).
  package func exercise(named name: String) -> Exercise? {
    lesson(named: name)
  }
}

extension ExerciseCatalog {
  /// The exercises as a learner reading `language` sees them.
  package func localized(to language: LessonLanguage) -> ExerciseCatalog {
    ExerciseCatalog(
      exercises: exercises.map { $0.localized(to: language) }, supportFiles: supportFiles)
  }
}
