// The trait that hands each exercise test's harness transcripts to the exercise runner.

import Testing

/// Attaches the transcript and screen of every device a test launched with ``launch(_:)``.
///
/// `stepwise exercises` asks Swift Testing to save attachments and prints a failing test's
/// transcript under its failure, so a learner sees what the app did, gesture by gesture.
/// Under a plain `swift test` the attachments are dropped.
///
/// ```swift
/// @MainActor
/// @Suite(.attachesTranscripts)
/// struct Checklists01ItemCountTests { … }
/// ```
struct AttachesTranscripts: SuiteTrait, TestTrait, TestScoping {
  /// The devices the running test launched, if its suite has this trait.
  @TaskLocal static var launchedDevices: LaunchedDevices?

  /// Applies to every test of the suite it is given to.
  var isRecursive: Bool { true }

  /// Scopes each run of a test function, never the suite as a whole.
  func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  /// Runs the test with a fresh list of launched devices, then attaches their transcripts,
  /// whether the test passed, failed or threw.
  func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    let devices = LaunchedDevices()
    try await Self.$launchedDevices.withValue(devices) {
      do {
        try await function()
      } catch {
        await devices.attachTranscripts()
        throw error
      }
      await devices.attachTranscripts()
    }
  }
}

extension Trait where Self == AttachesTranscripts {
  /// Attaches the transcript and screen of every device the test launched.
  static var attachesTranscripts: Self { Self() }
}
