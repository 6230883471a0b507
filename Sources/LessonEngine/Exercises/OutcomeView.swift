// How a run's outcome reads: which tests failed, the line, the message, transcript, screen.

import CommandLineKit
import StepwiseBasics
import ViewHarness

/// Writes an ``ExerciseOutcome`` for the learner.
///
/// A failing test shows the line of the test that failed, as it is in the test file, and
/// what Swift Testing said. The first failing test also shows what the app did (the harness
/// transcript of its last gestures) and the screen it ended on: one thing at a time.
package struct OutcomeView {
  /// Colour, if any.
  package let style: TextStyle
  /// The lines of the test file, to quote the line that failed.
  package let testLines: [String]
  /// The test file's path in the package, so that a failure is named `path:line:column`,
  /// as terminals and editors open it.
  package var testPath = ""

  /// How many gestures of a transcript are shown.
  package static let gesturesShown = 3

  /// How many lines of an earlier gesture are shown before the rest is summed up.
  package static let linesPerEarlierGesture = 4

  /// The whole outcome, and the compiler's warnings in the learner's files under it.
  package func text(_ outcome: ExerciseOutcome) -> String {
    let warnings = LearnerWarnings.text(outcome.warnings, style: style)
    return verdict(outcome) + (warnings.isEmpty ? "" : String(warnings.dropFirst()) + "\n")
  }

  /// The outcome's verdict: the tests, the line that failed, the transcript.
  private func verdict(_ outcome: ExerciseOutcome) -> String {
    let id = outcome.exercise.id
    if outcome.exercise.writeTheTest != nil, outcome.status != .error {
      // The verdict on the learner's test says it all: the planted bugs it let through.
      let mark = outcome.status == .pass ? style.green("✓ \(id)") : style.red("✗ \(id)")
      return mark + ": " + (outcome.message ?? "") + "\n"
    }
    switch outcome.status {
    case .error:
      return style.red(localized("✗ \(id): no test ran.")) + "\n\n" + (outcome.message ?? "") + "\n"
    case .pass:
      let count = outcome.tests.count
      let passes =
        count == 1
        ? localized("✓ \(id): its test passes.") : localized("✓ \(id): all \(count) tests pass.")
      return style.green(passes) + "\n"
    case .fail:
      let failures = outcome.failures.count
      var text =
        style.red(localized("✗ \(id): \(failures) of \(outcome.tests.count) tests failed.")) + "\n"
      var explained = false
      for test in outcome.tests {
        let explains = !explained && test.status != .pass
        text += "\n" + self.test(test, showingTranscript: explains)
        explained = explained || explains
      }
      return text
    }
  }

  /// One test: a tick, or a cross with what went wrong and, if asked, what the app did.
  package func test(_ test: TestOutcome, showingTranscript: Bool = true) -> String {
    guard test.status != .pass else { return style.green("✓") + " \(test.name)\n" }
    var text = style.red("✗") + " " + style.bold(test.name) + "\n"
    var screenShown = false
    for issue in test.issues.map(located) {
      if let line = issue.line {
        let source = testLines.indices.contains(line - 1) ? testLines[line - 1] : ""
        let place =
          testPath.isEmpty
          ? localized("line \(line)")
          : "\(testPath):\(line)" + (issue.column.map { ":\($0)" } ?? "")
        text += style.dim("  \(place):") + " " + source.trimmingCharacters(in: .whitespaces) + "\n"
      }
      text += OutcomeView.indent(issue.message, by: 2) + "\n"
      screenShown = screenShown || issue.message.contains("╭")
    }
    for transcript in showingTranscript ? test.transcripts : [] {
      let (gestures, screen) = Self.split(transcript)
      text +=
        "\n"
        + style.dim("  " + localized("What the app did (the harness transcript, latest last):"))
        + "\n"
      text += OutcomeView.indent(TranscriptText.inCurrentLanguage(gestures), by: 4) + "\n"
      if !screenShown, !screen.isEmpty {
        text +=
          style.dim("  " + localized("The screen:")) + "\n" + OutcomeView.indent(screen, by: 4)
          + "\n"
      }
    }
    return text
  }

  /// An issue placed at the call that failed: a gesture that threw names where it was asked
  /// for (`path:line:column: message`), which is more precise than the test's own line,
  /// where Swift Testing records the error it caught.
  func located(_ issue: TestOutcome.Issue) -> TestOutcome.Issue {
    let prefix = "Caught error: "
    let testFile = testPath.split(separator: "/").last.map(String.init) ?? ""
    guard !testFile.isEmpty, issue.message.hasPrefix(prefix) else { return issue }
    let rest = issue.message.dropFirst(prefix.count)
    guard let match = rest.prefixMatch(of: #/(.+?):(\d+):(\d+): /#),
      match.output.1.hasSuffix("/" + testFile) || match.output.1 == testFile,
      let line = Int(match.output.2), let column = Int(match.output.3)
    else { return issue }
    return TestOutcome.Issue(
      message: prefix + rest.dropFirst(match.output.0.count), line: line, column: column)
  }

  /// The last gestures of an attached transcript, and the screen drawn under it.
  ///
  /// Earlier gestures are cut to their first lines; the last one, which the failure follows,
  /// is shown whole.
  package static func split(_ transcript: String) -> (gestures: String, screen: String) {
    var all = transcript.components(separatedBy: "\n")
    if !all.isEmpty { all.removeFirst() }  // the app's id
    let screenStart = all.firstIndex { $0.hasPrefix("╭") } ?? all.count
    let screen = all[screenStart...].joined(separator: "\n")
    let log = Array(all[..<screenStart])
    let headings = log.indices.filter { log[$0].hasPrefix("▶") }
    let starts = Array(headings.suffix(gesturesShown))
    guard !starts.isEmpty else { return (log.suffix(20).joined(separator: "\n"), screen) }
    var shown: [String] = []
    for (index, start) in starts.enumerated() {
      let end = index + 1 < starts.count ? starts[index + 1] : log.count
      let gesture = log[start..<end]
      if end < log.count, gesture.count > linesPerEarlierGesture + 1 {
        shown += gesture.prefix(linesPerEarlierGesture)
        shown.append("  " + localized("… \(gesture.count - linesPerEarlierGesture) more lines"))
      } else {
        shown += gesture
      }
    }
    return (shown.joined(separator: "\n"), screen)
  }

  /// Text with every non-empty line indented.
  package static func indent(_ text: String, by count: Int) -> String {
    ExerciseView.indented(text, by: count)
  }
}
