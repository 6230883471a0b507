// How one test of an exercise went: its status, what went wrong, what the app did.

/// The result of one test.
package struct TestOutcome: Sendable, Equatable {
  /// One thing that went wrong in a test.
  package struct Issue: Sendable, Equatable {
    /// What Swift Testing said, such as `Expectation failed: (device.title → "Checklists")
    /// == "Checklists (5)"`, with any comment on the lines after it.
    package var message: String
    /// The line of the test file it was recorded at.
    package var line: Int?
    /// The column it was recorded at.
    package var column: Int? = nil
    /// The comment the expectation carries, `#expect(…, "comment")`: what it checks in
    /// plain words; nil when it has none.
    package var comment: String? = nil
    /// The file it was recorded in, as Swift Testing names it: `ChecklistsTests/ToggleTests.swift`
    /// (its module and file name); nil when the stream did not say.
    package var fileID: String? = nil
    /// The file's whole path, with the folders `fileID` leaves out; nil when the stream did
    /// not say.
    package var filePath: String? = nil

    /// An issue.
    package init(message: String, line: Int?, column: Int? = nil, comment: String? = nil) {
      self.message = message
      self.line = line
      self.column = column
      self.comment = comment
    }

    /// What Swift Testing said without the comment: `Expectation failed: …`.
    package var expectation: String {
      guard let comment, message.hasSuffix("\n" + comment) else { return message }
      return String(message.dropLast(comment.count + 1))
    }
  }

  /// The test function's name, such as `tappingPlusCountsTheNewItem()`.
  package var name: String
  /// How it went: pass, fail (an expectation did not hold), or error (it threw, or the
  /// test process stopped during it).
  package var status: LessonStatus
  /// What went wrong, in order.
  package var issues: [Issue] = []
  /// What the simulated devices did, one text per device: app, transcript, screen.
  package var transcripts: [String] = []
  /// The line of the test file where the test is declared.
  package var line: Int?
  /// The suite the test belongs to, when known: `ToggleTests`.
  package var suite: String?
  /// The file the test is declared in, as Swift Testing names it:
  /// `ChecklistsTests/ToggleTests.swift`; nil when the stream did not say.
  package var fileID: String?
  /// The file's whole path; nil when the stream did not say.
  package var filePath: String?

  /// A test's outcome.
  package init(
    name: String, status: LessonStatus, issues: [Issue] = [],
    transcripts: [String] = [], line: Int? = nil
  ) {
    self.name = name
    self.status = status
    self.issues = issues
    self.transcripts = transcripts
    self.line = line
  }

  /// The issues' messages as one text.
  package var message: String? {
    issues.isEmpty ? nil : issues.map(\.message).joined(separator: "\n")
  }
}
