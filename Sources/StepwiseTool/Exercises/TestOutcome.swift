// How one test of an exercise went: its status, what went wrong, what the app did.

/// The result of one test.
struct TestOutcome: Sendable, Equatable {
  /// One thing that went wrong in a test.
  struct Issue: Sendable, Equatable {
    /// What Swift Testing said, such as `Expectation failed: (device.title → "Checklists")
    /// == "Checklists (5)"`, with any comment on the lines after it.
    var message: String
    /// The line of the test file it was recorded at.
    var line: Int?
  }

  /// The test function's name, such as `tappingPlusCountsTheNewItem()`.
  var name: String
  /// How it went: pass, fail (an expectation did not hold), or error (it threw, or the
  /// test process stopped during it).
  var status: ExerciseOutcome.Status
  /// What went wrong, in order.
  var issues: [Issue] = []
  /// What the simulated devices did, one text per device: app, transcript, screen.
  var transcripts: [String] = []
  /// The line of the test file where the test is declared.
  var line: Int?

  /// The issues' messages as one text.
  var message: String? {
    issues.isEmpty ? nil : issues.map(\.message).joined(separator: "\n")
  }
}
