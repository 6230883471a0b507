// Suites that use the container Foundation's names point to take turns with the suites that
// keep an app running while they await.

import Testing

/// Marks a suite whose tests use the container Foundation's names point to (Documents,
/// `UserDefaults.standard`, the notification centre), or keep an app running in this process
/// while they await.
///
/// Those names mean the running app's container while an app runs, else the test process's
/// own. A suite that keeps an app running while it awaits (a site answering requests on the
/// main actor) leaves its app the running one between its awaits; a unit test of another
/// suite that ran then would save into that app's container, which its test deletes when it
/// ends (a clean CI run failed so: a chapter's relaunch test read back nothing). Marked
/// suites take turns, one at a time in the test process.
///
///     @MainActor
///     @Suite(ContainerTurns()) struct RelaunchTests { … }
public struct ContainerTurns: SuiteTrait, TestScoping {
  /// Marks a suite that takes its turn.
  public init() {}

  /// Runs the suite in its turn.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    await Self.turns.take()
    do {
      try await function()
    } catch {
      await Self.turns.give()
      throw error
    }
    await Self.turns.give()
  }

  /// Whose turn it is.
  static let turns = OneKitBuild.Turns()
}
