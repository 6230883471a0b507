// What a learner's test did on each app of a trial, and what that says of the test.

import Foundation
import StepwiseBasics

/// How a learner's test did on each app of a ``MutantTrial``, and what that says of it.
package struct MutantTrialResults: Sendable {
  /// The outcomes on the reference app; nil when the test did not compile with it.
  package var reference: [TestOutcome]?
  /// The outcomes of the test's second run on the reference app, in the container its first
  /// run left (as Xcode's next run finds the simulator's); nil when the first did not pass.
  package var referenceRerun: [TestOutcome]?
  /// The compiler's errors in the learner's test file, against the reference app.
  package var compileErrors: String?
  /// Each mutant, with the outcomes on it (nil when the test did not compile with it,
  /// which kills it).
  package var mutants: [(mutant: Mutant, outcomes: [TestOutcome]?)] = []
  /// The outcomes on the learner's own app; nil when the test did not compile with it.
  package var yours: [TestOutcome]?
  /// The compiler's errors against the learner's own app.
  package var yoursCompileErrors: String?
  /// Whether the test was run on the learner's own app.
  package var onYourApp = true

  /// No results yet.
  package init() {}

  /// The results of only the tests of one suite (the course's tests judge several suites
  /// of one file at once).
  package func only(suite: String) -> MutantTrialResults {
    func keep(_ outcomes: [TestOutcome]?) -> [TestOutcome]? {
      outcomes.map { $0.filter { $0.suite == suite } }
    }
    var result = self
    result.reference = keep(reference)
    result.referenceRerun = keep(referenceRerun)
    result.mutants = mutants.map { ($0.mutant, keep($0.outcomes)) }
    result.yours = keep(yours)
    return result
  }

  /// The mutants the test did not catch: every test ran and passed on them.
  package var survivors: [Mutant] {
    mutants.filter { entry in
      guard let outcomes = entry.outcomes else { return false }
      return !outcomes.isEmpty && outcomes.allSatisfy { $0.status == .pass }
    }.map(\.mutant)
  }

  /// What is wrong with the test on the course's app and its planted bugs, or nil when it
  /// passes on the app and catches every bug. `file` is the test file as the learner knows
  /// it; `howToStart` says how to write a first test.
  package func judgement(file: String, howToStart: String)
    -> (status: LessonStatus, message: String)?
  {
    if let compileErrors {
      return (.error, localized("Your test does not compile:") + "\n\n" + compileErrors)
    }
    guard let reference, !reference.isEmpty else {
      return (.fail, localized("\(file) has no test yet: \(howToStart)"))
    }
    let failing = reference.filter { $0.status != .pass }
    if !failing.isEmpty {
      return (
        .fail,
        localized(
          "Your test fails on the course's own app, which does what is asked, so it would fail on a right app too:"
        ) + "\n" + Self.describe(failing, in: file)
      )
    }
    // A test that fails its second run on the course's app would fail in Xcode from its
    // second run on: said after the planted bugs it lets through, if any, or alone.
    let failingAgain = (referenceRerun ?? []).filter { $0.status != .pass }
    let secondRun =
      failingAgain.isEmpty
      ? nil
      : localized(
        "Your test passes on a new install of the course's app, but fails when it runs a second time: on a simulator the app's container (its files and preferences) is kept from one run of the tests to the next, so in Xcode this test would fail from its second run on. Start it by removing what an earlier run may have left. The second run:"
      ) + "\n" + Self.describe(failingAgain, in: file)
    let survivors = survivors
    if !survivors.isEmpty {
      let caught = mutants.count - survivors.count
      return (
        .fail,
        localized(
          "Your test passes on the course's app, but it catches \(caught) of the \(mutants.count) planted bugs. Make it fail on these:"
        ) + "\n"
          + survivors.map { "  • " + $0.survivalText }.joined(separator: "\n")
          + (secondRun.map { "\n" + $0 } ?? "")
      )
    }
    if let secondRun { return (.fail, secondRun) }
    return nil
  }

  /// What a test that passes the trial reads.
  package var goodTestText: String {
    localized(
      "Your test is good: it passes on the course's app and fails on each of the \(mutants.count) planted bugs."
    )
  }

  /// The failing tests' issues, at the learner's lines.
  package static func describe(_ tests: [TestOutcome], in file: String) -> String {
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
