// How a run's outcome reads: which tests failed, the line, the message, transcript, screen.

/// Writes an ``ExerciseOutcome`` for the learner.
///
/// A failing test shows the line of the test that failed, as it is in the test file, what
/// Swift Testing said, then what the app did (the harness transcript of the last gestures)
/// and the screen it ended on.
struct OutcomeView {
  /// Colour, if any.
  let style: TextStyle
  /// The lines of the test file, to quote the line that failed.
  let testLines: [String]

  /// How many gestures of a transcript are shown.
  static let gesturesShown = 3

  /// The whole outcome.
  func text(_ outcome: ExerciseOutcome) -> String {
    let id = outcome.exercise.id
    switch outcome.status {
    case .error:
      return style.red("✗ \(id): no test ran.") + "\n\n" + (outcome.message ?? "") + "\n"
    case .pass:
      let count = outcome.tests.count
      return style.green("✓ \(id): \(count == 1 ? "its test passes" : "all \(count) tests pass").")
        + "\n"
    case .fail:
      let failures = outcome.failures.count
      var text =
        style.red("✗ \(id): \(failures) of \(outcome.tests.count) tests failed.") + "\n"
      for test in outcome.tests {
        text += "\n" + self.test(test)
      }
      return text
    }
  }

  /// One test: a tick, or a cross with everything that says why.
  func test(_ test: TestOutcome) -> String {
    guard test.status != .pass else { return style.green("✓") + " \(test.name)\n" }
    var text = style.red("✗") + " " + style.bold(test.name) + "\n"
    var screenShown = false
    for issue in test.issues {
      if let line = issue.line {
        let source = testLines.indices.contains(line - 1) ? testLines[line - 1] : ""
        text +=
          style.dim("  line \(line):") + " "
          + source.trimmingCharacters(in: .whitespaces) + "\n"
      }
      text += OutcomeView.indent(issue.message, by: 2) + "\n"
      screenShown = screenShown || issue.message.contains("╭")
    }
    for transcript in test.transcripts {
      let (gestures, screen) = Self.split(transcript)
      text += "\n" + style.dim("  What the app did (the harness transcript, latest last):") + "\n"
      text += OutcomeView.indent(gestures, by: 4) + "\n"
      if !screenShown, !screen.isEmpty {
        text += style.dim("  The screen:") + "\n" + OutcomeView.indent(screen, by: 4) + "\n"
      }
    }
    return text
  }

  /// The last gestures of an attached transcript, and the screen drawn under it.
  static func split(_ transcript: String) -> (gestures: String, screen: String) {
    var lines = transcript.components(separatedBy: "\n")
    if !lines.isEmpty { lines.removeFirst() }  // the app's id
    let screenStart = lines.firstIndex { $0.hasPrefix("╭") } ?? lines.count
    let screen = lines[screenStart...].joined(separator: "\n")
    let log = Array(lines[..<screenStart])
    let headings = log.indices.filter { log[$0].hasPrefix("▶") }
    let start = headings.suffix(gesturesShown).first ?? 0
    return (log[start...].joined(separator: "\n"), screen)
  }

  /// Text with every non-empty line indented.
  static func indent(_ text: String, by count: Int) -> String {
    ExerciseView.indented(text, by: count)
  }
}
