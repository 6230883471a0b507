// A test-first step: the learner writes a test, and the course's planted bugs judge it.

import Foundation
import LessonEngine
import StepwiseBasics

/// What a test-first step asks of the learner: a test file of their own, in
/// `Tests/ChecklistsTests/`, that drives the app through UIKit's own API, as a unit test in
/// Xcode does.
///
/// Its check runs the learner's tests on the course's reference app (the stage at the end of
/// the step's chapter), where they must pass; on each **mutant**, the reference app with one
/// planted bug, where they must fail; and on the learner's own app, where they must pass once
/// the code is written. The mutants live beside the step, in `mutants/<name>.mutant`, and the
/// course's own test in `CourseTest.swift`; each is fingerprinted, as the checks are.
package struct TestFirst: Sendable, Equatable {
  /// The learner's test file, in `Tests/ChecklistsTests/`: `ToggleTests.swift`.
  package let testFile: String
  /// The SHA-256 of the course's own test, `CourseTest.swift`.
  package let courseTestSHA256: String
  /// The mutants, by name (their files' names without `.mutant`), with each file's SHA-256.
  package let mutants: [(name: String, sha256: String)]
  /// What the learner writes once the test fails: the code step's title.
  package let code: String
  /// The same in Japanese, read inside a Japanese sentence; empty when not yet written.
  package let codeJa: String

  /// A test-first step's test and mutants.
  package init(
    testFile: String, courseTestSHA256: String, mutants: KeyValuePairs<String, String>,
    code: String, codeJa: String = ""
  ) {
    self.testFile = testFile
    self.courseTestSHA256 = courseTestSHA256
    self.mutants = mutants.map { (name: $0.key, sha256: $0.value) }
    self.code = code
    self.codeJa = codeJa
  }

  /// What the learner writes, in the language the tool speaks.
  package var localizedCode: String {
    Language.current == .japanese && !codeJa.isEmpty ? codeJa : code
  }

  package static func == (lhs: TestFirst, rhs: TestFirst) -> Bool {
    lhs.testFile == rhs.testFile && lhs.courseTestSHA256 == rhs.courseTestSHA256
      && lhs.mutants.map(\.name) == rhs.mutants.map(\.name)
      && lhs.mutants.map(\.sha256) == rhs.mutants.map(\.sha256) && lhs.code == rhs.code
      && lhs.codeJa == rhs.codeJa
  }
}

extension TutorialStep {
  /// The course's own test for a test-first step.
  package var courseTestPath: String { "\(folder)/CourseTest.swift" }

  /// A mutant's file.
  package func mutantPath(_ name: String) -> String { "\(folder)/mutants/\(name).mutant" }

  /// The learner's test file, relative to their package.
  package var learnersTestPath: String? {
    testFirst.map { "\(StarterApp.testsPath)/\($0.testFile)" }
  }

  /// Every fingerprinted file of the step, with its SHA-256.
  package var fingerprintedFiles: [(path: String, sha256: String)] {
    var files: [(path: String, sha256: String)] = []
    if let scriptSHA256 { files.append((scriptPath, scriptSHA256)) }
    if let structureSHA256 { files.append((structurePath, structureSHA256)) }
    if let testFirst {
      files.append((courseTestPath, testFirst.courseTestSHA256))
      files += testFirst.mutants.map { (mutantPath($0.name), $0.sha256) }
    }
    return files
  }

  /// The prefix of the modules a test-first step's check builds: `Checklists01ToggleTest`.
  var moduleStem: String {
    String(suiteName.dropLast("Checks".count))
  }
}

/// How the learner's tests did on each app of a test-first step's check: the course's
/// reference app, each planted bug and the learner's own app.
package typealias TestFirstResults = MutantTrialResults

extension MutantTrialResults {
  /// The step's verdict: its status, and what the learner reads.
  package func verdict(for step: TutorialStep) -> (status: ExerciseOutcome.Status, message: String?)
  {
    let file = step.learnersTestPath ?? localized("your test file")
    if let judged = judgement(
      file: file,
      howToStart: localized(
        "write a function marked @Test that tests the app, as the step asks."))
    {
      return (judged.status, judged.message)
    }
    guard onYourApp else { return (.pass, nil) }
    let good = goodTestText
    let code = step.testFirst?.localizedCode ?? localized("the code")
    if let yoursCompileErrors {
      return (
        .fail,
        good + " "
          + localized(
            "It does not compile with your app yet, as expected before the code: now write it (\(code))."
          ) + "\n\n" + yoursCompileErrors
      )
    }
    let yours = yours ?? []
    let failingYours = yours.filter { $0.status != .pass }
    if yours.isEmpty || !failingYours.isEmpty {
      return (
        .fail,
        good + " "
          + localized(
            "It fails on your app, as it should before the code (red): now make it pass (\(code))."
          ) + "\n" + Self.describe(failingYours, in: file)
      )
    }
    return (.pass, nil)
  }
}
