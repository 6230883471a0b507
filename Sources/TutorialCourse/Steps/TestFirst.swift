// A test-first step: the learner writes a test, and the course's planted bugs judge it.

import Foundation
import LessonEngine
import StepwiseBasics

/// What a test-first step asks of the learner: a test file of their own, in
/// `Tests/ChecklistsTests/`, that drives the app through the simulated device.
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

  /// A test-first step's test and mutants.
  package init(
    testFile: String, courseTestSHA256: String, mutants: KeyValuePairs<String, String>,
    code: String
  ) {
    self.testFile = testFile
    self.courseTestSHA256 = courseTestSHA256
    self.mutants = mutants.map { (name: $0.key, sha256: $0.value) }
    self.code = code
  }

  package static func == (lhs: TestFirst, rhs: TestFirst) -> Bool {
    lhs.testFile == rhs.testFile && lhs.courseTestSHA256 == rhs.courseTestSHA256
      && lhs.mutants.map(\.name) == rhs.mutants.map(\.name)
      && lhs.mutants.map(\.sha256) == rhs.mutants.map(\.sha256) && lhs.code == rhs.code
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

/// The reference app with one planted bug, read from a `.mutant` file:
///
/// ```
/// when: the table is never told about the new row
/// because: it checks the model but not the screen
/// <<<<<<< Controllers/ChecklistViewController.swift
///     tableView.insertRows(at: [indexPath], with: .automatic)
/// =======
/// >>>>>>>
/// ```
///
/// `when` finishes "your test still passes when …", `because` says what such a test misses;
/// each hunk replaces text that occurs exactly once in a file of the reference stage.
package struct Mutant: Sendable, Equatable {
  /// The file's name without `.mutant`.
  package var name: String
  /// What the bug does, finishing "your test still passes when …".
  package var when: String
  /// What a test that misses it does not check.
  package var because: String
  /// The replacements: in a file (by path in the stage), the text, and what replaces it.
  package var hunks: [Hunk]

  /// One replacement.
  package struct Hunk: Sendable, Equatable {
    /// The file's path in the stage's folder.
    package var file: String
    /// The text it holds exactly once.
    package var old: String
    /// What replaces it.
    package var new: String
  }

  /// A mutant file that cannot be read or applied: a defect of the course.
  package struct Defect: Error, CustomStringConvertible {
    package var description: String
  }

  /// Reads a mutant file.
  package init(name: String, text: String) throws {
    self.name = name
    var when: String?
    var because: String?
    var hunks: [Hunk] = []
    var current: (file: String, old: [String], new: [String], inNew: Bool)?
    for line in text.components(separatedBy: "\n") {
      if var hunk = current {
        if line == ">>>>>>>" {
          hunks.append(
            Hunk(
              file: hunk.file, old: hunk.old.joined(separator: "\n"),
              new: hunk.new.joined(separator: "\n")))
          current = nil
        } else if line == "=======", !hunk.inNew {
          hunk.inNew = true
          current = hunk
        } else {
          if hunk.inNew { hunk.new.append(line) } else { hunk.old.append(line) }
          current = hunk
        }
      } else if line.hasPrefix("<<<<<<< ") {
        current = (String(line.dropFirst(8)), [], [], false)
      } else if line.hasPrefix("when: ") {
        when = String(line.dropFirst(6))
      } else if line.hasPrefix("because: ") {
        because = String(line.dropFirst(9))
      } else if !line.isEmpty, !line.hasPrefix("#") {
        throw Defect(description: "\(name).mutant: a line outside a hunk: \(line)")
      }
    }
    guard current == nil else { throw Defect(description: "\(name).mutant: a hunk never ends") }
    guard let when, let because, !hunks.isEmpty else {
      throw Defect(description: "\(name).mutant needs a when:, a because: and a hunk")
    }
    self.when = when
    self.because = because
    self.hunks = hunks
  }

  /// The stage's files, by path, with the bug planted.
  package func apply(to files: [String: String]) throws -> [String: String] {
    var result = files
    for hunk in hunks {
      guard let text = result[hunk.file] else {
        throw Defect(description: "\(name).mutant: the stage has no file \(hunk.file)")
      }
      let parts = text.components(separatedBy: hunk.old)
      guard parts.count == 2, !hunk.old.isEmpty else {
        throw Defect(
          description: "\(name).mutant: its text occurs \(parts.count - 1) times in "
            + "\(hunk.file), not once")
      }
      result[hunk.file] = parts.joined(separator: hunk.new)
    }
    return result
  }

  /// What the learner reads when their test missed it.
  package var survivalText: String {
    "your test still passes when \(when): \(because)."
  }
}

/// How the learner's tests did on each app of a test-first step's check, and what that
/// means: the step's verdict.
package struct TestFirstResults: Sendable {
  /// The outcomes on the reference app; nil when the tests did not compile with it.
  package var reference: [TestOutcome]?
  /// The compiler's errors in the learner's test file, against the reference app.
  package var compileErrors: String?
  /// Each mutant, with the outcomes on it (nil when the tests did not compile with it,
  /// which kills it).
  package var mutants: [(mutant: Mutant, outcomes: [TestOutcome]?)] = []
  /// The outcomes on the learner's own app; nil when the tests did not compile with it.
  package var yours: [TestOutcome]?
  /// The compiler's errors against the learner's own app.
  package var yoursCompileErrors: String?
  /// Whether the tests were run on the learner's own app (only while the step is current).
  package var onYourApp = true

  /// The results of only the tests of one suite (the course's tests judge several suites
  /// of one file at once).
  package func only(suite: String) -> TestFirstResults {
    func keep(_ outcomes: [TestOutcome]?) -> [TestOutcome]? {
      outcomes.map { $0.filter { $0.suite == suite } }
    }
    var result = self
    result.reference = keep(reference)
    result.mutants = mutants.map { ($0.mutant, keep($0.outcomes)) }
    result.yours = keep(yours)
    return result
  }

  /// The mutants the tests did not catch: every test ran and passed on them.
  package var survivors: [Mutant] {
    mutants.filter { entry in
      guard let outcomes = entry.outcomes else { return false }
      return !outcomes.isEmpty && outcomes.allSatisfy { $0.status == .pass }
    }.map(\.mutant)
  }

  /// The step's verdict: its status, and what the learner reads.
  package func verdict(for step: TutorialStep) -> (status: ExerciseOutcome.Status, message: String?)
  {
    let file = step.learnersTestPath ?? localized("your test file")
    if let compileErrors {
      return (.error, localized("Your test does not compile:") + "\n\n" + compileErrors)
    }
    guard let reference, !reference.isEmpty else {
      return (
        .fail,
        localized(
          "\(file) has no test yet: write a function marked @Test that drives the app through a Device, as the step asks."
        )
      )
    }
    let failing = reference.filter { $0.status != .pass }
    if !failing.isEmpty {
      return (
        .fail,
        localized(
          "Your test fails on the course's own app, which does what the step asks, so it would fail on a right app too:"
        ) + "\n" + Self.describe(failing, in: file)
      )
    }
    let survivors = survivors
    let planted = mutants.count
    if !survivors.isEmpty {
      let caught = planted - survivors.count
      return (
        .fail,
        localized(
          "Your test passes on the course's app, but it catches \(caught) of the \(planted) planted bugs. Make it fail on these:"
        ) + "\n" + survivors.map { "  • " + $0.survivalText }.joined(separator: "\n")
      )
    }
    guard onYourApp else { return (.pass, nil) }
    let good = localized(
      "Your test is good: it passes on the course's app and fails on each of the \(planted) planted bugs."
    )
    let code = step.testFirst?.code ?? localized("the code")
    if let yoursCompileErrors {
      return (
        .fail,
        good
          + localized(
            " It does not compile with your app yet, as expected before the code: now write it (\(code))."
          ) + "\n\n" + yoursCompileErrors
      )
    }
    let yours = yours ?? []
    let failingYours = yours.filter { $0.status != .pass }
    if yours.isEmpty || !failingYours.isEmpty {
      return (
        .fail,
        good
          + localized(
            " It fails on your app, as it should before the code (red): now make it pass (\(code))."
          ) + "\n" + Self.describe(failingYours, in: file)
      )
    }
    return (.pass, nil)
  }

  /// The failing tests' issues, at the learner's lines.
  static func describe(_ tests: [TestOutcome], in file: String) -> String {
    var lines: [String] = []
    for test in tests {
      for issue in test.issues {
        let place = issue.line.map { "\(file):\($0)" } ?? file
        lines.append("  \(test.name) (\(place)):")
        lines.append("    " + issue.message.replacingOccurrences(of: "\n", with: "\n    "))
      }
      if test.issues.isEmpty { lines.append("  \(test.name) did not pass.") }
    }
    return lines.joined(separator: "\n")
  }
}
