// The reliability checks every app's suite runs, written once: run, print the row, expect.

import Testing
import ViewHarness

/// The fuzzers' checks as every app's `ReliabilityTests` run them: each runs its fuzzer
/// with the budget from the environment, prints the app's row of the long-run table (when
/// asked), and records an issue, with the seed and the shrunk script, if anything broke.
///
/// ```swift
/// let report = ReliabilityCheck.randomGestures(FuzzSubject(app: MyApp.app, durability: .everyChange))
/// #expect(report.itemsOpenToOthers.isEmpty)
/// ```
@MainActor
public enum ReliabilityCheck {
  /// A random walk of gestures, with relaunches.
  @discardableResult
  public static func randomGestures(
    _ subject: FuzzSubject, sourceLocation: SourceLocation = #_sourceLocation
  ) -> FuzzReport {
    expectNoFailure(
      GestureFuzzer(subject).run(.gestures), appID: subject.app.id, check: "random gestures",
      sourceLocation: sourceLocation)
  }

  /// A walk replayed up to each of its steps, then a crash and a relaunch there.
  @discardableResult
  public static func crashAtEveryPoint(
    _ subject: FuzzSubject, sourceLocation: SourceLocation = #_sourceLocation
  ) -> FuzzReport {
    expectNoFailure(
      GestureFuzzer(subject).crashAtEveryPoint(.crashPoints), appID: subject.app.id,
      check: "a crash at every point", sourceLocation: sourceLocation)
  }

  /// Unicode edits of one text field; `field` names it in the table ("Add Item").
  @discardableResult
  public static func edits(
    _ fuzzer: TextEditFuzzer, field: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> FuzzReport {
    expectNoFailure(
      fuzzer.run(.edits), appID: fuzzer.app.id, check: "edits: \(field)",
      sourceLocation: sourceLocation)
  }

  private static func expectNoFailure(
    _ report: FuzzReport, appID: String, check: String, sourceLocation: SourceLocation
  ) -> FuzzReport {
    report.printRow(appID: appID, check: check)
    #expect(report.failure == nil, "\(report.failureDescription)", sourceLocation: sourceLocation)
    return report
  }
}
