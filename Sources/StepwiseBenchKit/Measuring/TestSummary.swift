// Reads the last line Swift Testing prints: how many tests ran and how long they took.

/// The summary of a `swift test` run, read from Swift Testing's last line:
/// "Test run with 212 tests in 41 suites passed after 2.345 seconds."
struct TestSummary {
  /// How many tests ran.
  var tests: Int
  /// How long they took, as Swift Testing measured it.
  var seconds: Double

  /// Finds the summary in a run's output, or nil if there is none.
  init?(output: String) {
    for line in output.split(separator: "\n").reversed() {
      guard let run = line.range(of: "Test run with "), let after = line.range(of: " after ")
      else { continue }
      let count = line[run.upperBound...].prefix { $0.isNumber }
      let time = line[after.upperBound...].prefix { $0.isNumber || $0 == "." }
      guard let tests = Int(count), let seconds = Double(time) else { continue }
      self.tests = tests
      self.seconds = seconds
      return
    }
    return nil
  }
}
