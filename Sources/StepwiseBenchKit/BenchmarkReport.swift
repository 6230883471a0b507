// The benchmark table: one Markdown row per comparison, with the machine's load around it.

/// Everything one run of the tool measured, printed as a Markdown table that
/// Chapters/performance.md quotes as it is.
package struct BenchmarkReport: Sendable {
  /// "full" or "quick".
  package var settingsName: String
  /// The comparisons, in the order they ran.
  package var comparisons: [Comparison] = []
  /// The edit–build–test loop, when it was measured.
  package var feedback: FeedbackResult?
  /// A learner's wait from a save to the result, when it was measured.
  package var learner: LearnerLoopResult?
  /// The load average when the run started.
  package var loadBefore: String?
  /// The load average when the run ended.
  package var loadAfter: String?
  /// The processor cores the machine has.
  package var cores: Int

  /// The report as Markdown: a heading line, the table, then notes.
  package func rendered() -> String {
    var lines = [heading, ""]
    lines.append(
      "| Benchmark | Command | Baseline (median) | Measured (median) | Ratio | Target "
        + "| Exact counts (baseline / measured) |")
    lines.append("|---|---|---|---|---|---|---|")
    lines += comparisons.map(row(for:))
    if let feedback { lines.append(row(for: feedback)) }
    if let learner {
      if let first = learner.firstCheck { lines.append(row(for: first)) }
      for (course, baseline, name) in [
        (learner.tutorial, learner.tutorialThroughSwiftPM, "the tutorial's first step"),
        (learner.exercises, learner.exercisesThroughSwiftPM, "the first exercise"),
      ] {
        lines.append(
          row(
            for: course.seconds, course.reported, baseline: baseline.seconds,
            "\(name), a comment saved"))
        lines.append(
          row(
            for: course.declarationSeconds, course.declarationReported,
            baseline: baseline.declarationSeconds, "\(name), a declaration saved"))
      }
      let whole = learner.tutorialLinkingWhole.declarationSeconds
      if !whole.isEmpty {
        lines.append(
          row(
            for: learner.tutorial.declarationSeconds, learner.tutorial.declarationReported,
            baseline: whole,
            "the tutorial's first step, a declaration saved, replayed with the kit from its "
              + "library",
            baselineLabel: "replayed, linked whole"))
      }
    }
    let notes = comparisons.flatMap { comparison in
      comparison.notes.map { "- \(comparison.title): \($0)" }
    }
    if !notes.isEmpty { lines += [""] + notes }
    return lines.joined(separator: "\n")
  }

  private var heading: String {
    #if DEBUG
      let build = "debug build"
    #else
      let build = "release build"
    #endif
    var text = "Stepwise benchmarks: \(settingsName) run, \(build), \(cores) cores"
    if let loadBefore { text += "; load average before \(loadBefore)" }
    if let loadAfter { text += ", after \(loadAfter)" }
    return text + "."
  }

  private func row(for comparison: Comparison) -> String {
    let verdict = comparison.meetsTarget ? "✓" : "✗ missed"
    let counts = comparison.facts.map {
      "\($0.label) \($0.baseline.grouped) / \($0.measured.grouped)"
    }
    .joined(separator: "; ")
    return cells([
      comparison.title,
      "`\(comparison.command)`",
      side(comparison.baseline),
      side(comparison.measured),
      "\(comparison.ratio.readableRatio) \(verdict)",
      "≤ \(comparison.targetRatio.readableRatio)",
      counts,
    ])
  }

  private func side(_ samples: Samples) -> String {
    let each = samples.operationsPerSample > 1 ? " each" : ""
    return "\(samples.label): \(samples.medianPerOperation.readableTime)\(each)"
  }

  private func row(for feedback: FeedbackResult) -> String {
    var tests = "`swift test --skip-build`: \(feedback.summary(feedback.testSeconds))"
    if !feedback.executionSeconds.isEmpty {
      tests += "; the tests ran \(feedback.summary(feedback.executionSeconds))"
    }
    let limit = FeedbackResult.executionLimit
    return cells([
      "Feedback loop: edit `\(feedback.editedFile)`, build, test",
      "`\(FeedbackLoop.command)`",
      "`swift build --build-tests`: \(feedback.summary(feedback.buildSeconds))",
      tests,
      "—",
      "tests run < \(limit.readableTime) \(feedback.meetsTarget ? "✓" : "✗ missed")",
      "\(feedback.testCount.grouped) tests; \(feedback.buildSeconds.count) runs",
    ])
  }

  /// A course's saves: replayed, against `baseline`, the same saves built through SwiftPM
  /// in the same run (when measured).
  private func row(
    for seconds: [Double], _ reported: [String], baseline: [Double], _ what: String,
    baselineLabel: String = "through SwiftPM"
  ) -> String {
    let summary = FeedbackResult(editedFile: "")
    let median = summary.median(seconds)
    let limit = LearnerLoopResult.limit
    let base = summary.median(baseline)
    return cells([
      "Learner loop: save to result, \(what), in watch mode under a terminal",
      "`\(LearnerLoop.command)`",
      baseline.isEmpty ? "—" : "\(baselineLabel): \(summary.summary(baseline))",
      baseline.isEmpty ? summary.summary(seconds) : "replayed: \(summary.summary(seconds))",
      baseline.isEmpty || base <= 0 ? "—" : (median / base).readableRatio,
      "≤ \(limit.readableTime) \(median <= limit ? "✓" : "✗ missed")",
      "\(seconds.count) saves; the tool said: "
        + reported.map { $0.isEmpty ? "nothing" : "“\($0)”" }.joined(separator: ", "),
    ])
  }

  private func row(for first: LearnerLoopResult.FirstCheck) -> String {
    let limit = LearnerLoopResult.firstCheckLimit
    return cells([
      "Learner: `git clone` to the first tutorial check's result, as the README says",
      "`\(LearnerLoop.command)`",
      "—",
      first.totalSeconds.readableTime,
      "—",
      "≤ \(limit.readableTime) \(first.totalSeconds <= limit ? "✓" : "✗ missed")",
      "clone \(first.cloneSeconds.readableTime); `swift run stepwise tutorial start` (builds "
        + "the tool) \(first.startSeconds.readableTime); the first `stepwise tutorial` (builds "
        + "the kit for the checks) \(first.checkSeconds.readableTime)",
    ])
  }

  private func cells(_ values: [String]) -> String {
    "| " + values.joined(separator: " | ") + " |"
  }
}
