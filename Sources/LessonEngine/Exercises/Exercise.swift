// One classroom exercise: a small change to one stage's app, its hints and its fingerprints.

import StepwiseBasics

/// A small, real change to the app of one stage, which a learner makes in a starter file
/// and the exercise's tests check through the simulated device.
///
/// An exercise lives in four places, all named after its ``id`` and ``module``:
///
/// | what | where |
/// |---|---|
/// | instructions and the starter files the learner edits | `Chapters/Exercises/<id>/` |
/// | the tests (never edited: their SHA-256 is recorded here) | `Tests/ExerciseTests/<module>Tests.swift` |
/// | the reference solution (built by `exercises verify`) | `Chapters/Exercises/Solutions/<module>/` |
/// | the rest of the app | the stage's own folder, `Sources/<stage>/` |
///
/// ```swift
/// Exercise(
///   id: "checklists-01/item-count", title: "Show the item count in the title",
///   stage: "Checklists01", files: ["Controllers/ChecklistViewController.swift"],
///   hints: ["…", "…"], testsSHA256: "…", startersSHA256: ["…"])
/// ```
package struct Exercise: Lesson {
  /// The app id and a short name, such as `checklists-01/item-count`.
  package let id: String
  /// What to do, in a few words; English unless ``localized(to:)`` made a copy in another
  /// language.
  package var title: String
  /// The same words in Japanese: the heading of `README.ja.md`.
  package var titleJa = ""
  /// The stage's target: the app is `Sources/<stage>/` with ``files`` replaced.
  package let stage: String
  /// The files the learner edits, by their path in the stage's folder
  /// (`Controllers/ChecklistViewController.swift`); each replaces the stage's file.
  package let files: [String]
  /// The hints, gentlest first; `stepwise exercises hint` reveals one more each time. They
  /// are English unless ``localized(to:)`` made a copy in another language.
  package var hints: [String]
  /// The same hints in Japanese, one for each English hint, in the same order.
  package var hintsJa: [String] = []
  /// The SHA-256 of the test file as shipped.
  package let testsSHA256: String
  /// The SHA-256 of each starter as shipped, in the order of ``files``.
  package let startersSHA256: [String]
  /// The language of ``hints`` and ``instructions``.
  package var language: LessonLanguage = .english
  /// For a "write the test" exercise, the planted bugs that judge the learner's test; nil
  /// for an exercise whose learner changes the app.
  package var writeTheTest: WriteTheTest? = nil

  /// The app the exercise changes: the part of ``id`` before the slash.
  package var appID: String {
    String(id.prefix { $0 != "/" })
  }

  /// The module the app is built as, with the exercise's files in it: the stage's name
  /// followed by the short name in upper camel case, such as `Checklists01ItemCount`.
  package var module: String {
    let slug = id.split(separator: "/").last.map(String.init) ?? id
    let words = slug.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
    return stage + words.joined()
  }

  /// The folder the learner works in, relative to the package.
  package var folder: String { "Chapters/Exercises/\(id)" }

  /// The learner's copy of a file, relative to the package.
  package func starterPath(_ file: String) -> String { "\(folder)/\(Self.name(of: file))" }

  /// The test file, relative to the package.
  package var testPath: String { "Tests/ExerciseTests/\(module)Tests.swift" }

  /// The test suite's name, as the test events report it.
  package var suiteName: String { "\(module)Tests" }

  /// The reference solution's folder, relative to the package.
  package var solutionFolder: String { "Chapters/Exercises/Solutions/\(module)" }

  /// The reference solution of a file, relative to the package.
  package func solutionPath(_ file: String) -> String {
    "\(solutionFolder)/\(Self.name(of: file))"
  }

  /// The stage's own version of a file, relative to the package.
  package func stagePath(_ file: String) -> String { "Sources/\(stage)/\(file)" }

  /// The test file whose lines a failure quotes: the exercise's tests, or the learner's own
  /// test in a "write the test" exercise.
  package var shownTestPath: String {
    guard writeTheTest != nil, let file = files.first else { return testPath }
    return starterPath(file)
  }

  /// The folder of a "write the test" exercise's planted bugs, relative to the package.
  package var mutantsFolder: String { "Tests/ExerciseTests/Mutants/\(module)" }

  /// A planted bug's file, relative to the package.
  package func mutantPath(_ name: String) -> String { "\(mutantsFolder)/\(name).mutant" }

  /// The files the exercise is judged with, which must be as shipped, with their SHA-256:
  /// its test file, or a "write the test" exercise's planted bugs.
  package var judgeFiles: [(path: String, sha256: String)] {
    guard let writeTheTest else { return [(testPath, testsSHA256)] }
    return writeTheTest.mutants.map { (mutantPath($0.name), $0.sha256) }
  }

  /// A file's name without its folders: how the learner's folder and the solution's hold it.
  static func name(of file: String) -> String {
    file.split(separator: "/").last.map(String.init) ?? file
  }
}

/// What makes an exercise a "write the test" one: its starter is a test file, and the
/// learner's test must pass on the course's app (the stage) and fail on each planted bug.
///
/// Each bug is a ``Mutant`` file in `Tests/ExerciseTests/Mutants/<module>/<name>.mutant`,
/// fingerprinted as the tests are; the course's own test is the solution,
/// `Chapters/Exercises/Solutions/<module>/<file>`.
package struct WriteTheTest: Sendable, Equatable {
  /// The planted bugs, by name (their files' names without `.mutant`), with each file's
  /// SHA-256.
  package let mutants: [(name: String, sha256: String)]

  /// The planted bugs of an exercise.
  package init(mutants: KeyValuePairs<String, String>) {
    self.mutants = mutants.map { (name: $0.key, sha256: $0.value) }
  }

  package static func == (lhs: WriteTheTest, rhs: WriteTheTest) -> Bool {
    lhs.mutants.map(\.name) == rhs.mutants.map(\.name)
      && lhs.mutants.map(\.sha256) == rhs.mutants.map(\.sha256)
  }
}
