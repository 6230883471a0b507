// `stepwise tutorial check`: every step checked with one build, and its results as a report.

import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics

extension TutorialSession {
  /// Checks every step with one build; a step passes, fails, or is retired by a later step
  /// that passes or is retired in turn (its behaviour changed on purpose). Progress follows.
  /// True when every step up to the last one passing is done.
  @discardableResult
  package func checkAll() -> [StepOutcome] {
    console.print(localized("Checking every step…"))
    if let refusal = changedChecks(catalog.steps) {
      console.print(style.red(refusal))
      return []
    }
    let outcomes = tester.check(catalog.steps, stopAtFirstFailure: false) {
      console.print(style.dim($0))
    }
    let passed = Set(outcomes.filter { $0.status == .pass }.map(\.step.id))
    let replacedBy = catalog.retiredSteps(passed: passed)
    for outcome in outcomes {
      console.print(line(for: outcome, replacedBy: replacedBy[outcome.step.id]))
    }
    // The first step that does not hold is explained in full, as the step's own check
    // would; the others keep to their line.
    if let first = outcomes.first(where: { $0.status != .pass && replacedBy[$0.step.id] == nil }) {
      console.print(
        "\n" + style.bold(localized("The first step that does not pass, \(first.step.id):"))
          + "\n"
          + TutorialView(style: style).text(first, indented: true))
    }
    update { progress in
      for outcome in outcomes {
        let id = outcome.step.id
        if passed.contains(id) || replacedBy[id] != nil {
          progress.markDone(outcome.step)
        } else {
          progress.done.removeAll { $0 == id }
        }
      }
    }
    // A test that passed here, with no copy kept yet, is kept as it passed.
    for outcome in outcomes
    where passed.contains(outcome.step.id) && PassedTest.read(outcome.step, in: workspace) == nil {
      PassedTest.keep(outcome.step, in: workspace)
    }
    console.print("\n" + view.progressBar(progress))
    return outcomes
  }

  /// One line of `check`.
  private func line(for outcome: StepOutcome, replacedBy: String?) -> String {
    let id = outcome.step.id
    if outcome.status == .pass { return style.green("✓ pass ") + " \(id)" }
    if let replacedBy {
      return style.dim("– retired") + " \(id): "
        + localized("\(replacedBy) changed what it checks")
    }
    let reason = outcome.message?.components(separatedBy: "\n").first ?? ""
    let label = outcome.status == .fail ? style.red("✗ fail ") : style.red("✗ error")
    return label + " \(id): \(reason)"
  }

  /// Writes every step's results as Exercism's results.json (v3), one entry per step.
  @discardableResult
  package func writeReport(to url: URL, learner: String) -> Bool {
    let outcomes = checkAll()
    guard !outcomes.isEmpty else { return false }
    let byID = Dictionary(outcomes.map { ($0.step.id, $0) }) { first, _ in first }
    let entries = catalog.steps.map { step in
      workspace.reportEntry(
        for: byID[step.id] ?? .error(step, localized("The step was not checked.")))
    }
    let report = LessonReport(
      lessonsKey: "steps", entries: entries, progress: progress, learner: learner, date: Date())
    guard write(report, to: url) else { return false }
    let summary = report.summary
    console.print(
      "\n"
        + localized(
          """
          Wrote \(url.path): \(summary.pass) pass, \(summary.fail) fail, \(summary.error) error, \
          of \(summary.total) steps.
          """))
    return true
  }
}
