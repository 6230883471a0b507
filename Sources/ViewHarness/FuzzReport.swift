// What a fuzzing run did and the first failure it found.

import Foundation

/// What a fuzzing run did, and the first failure it found, shrunk.
public struct FuzzReport: Sendable {
  /// What the run did.
  public var statistics = FuzzStatistics()
  /// The first failure, shrunk, if there was one.
  public var failure: FuzzFailure?

  /// An empty report.
  public init() {}

  /// The failure's full description, or an empty text: for a test's `#expect` comment.
  public var failureDescription: String {
    failure.map(String.init(describing:)) ?? ""
  }

  /// Prints the figures as a row of README's reliability table when the run was asked for
  /// from the environment (`STEPWISE_FUZZ_STEPS` or `STEPWISE_FUZZ_REPORT` is set).
  public func printRow(appID: String, check: String) {
    let environment = ProcessInfo.processInfo.environment
    guard environment["STEPWISE_FUZZ_STEPS"] != nil || environment["STEPWISE_FUZZ_REPORT"] != nil
    else { return }
    print(tableRow(appID: appID, check: check))
  }

  /// The figures as a Markdown table row: app, check, what was tried, crashes,
  /// inconsistencies, broken promises, bytes lost (relaunches with a loss).
  public func tableRow(appID: String, check: String) -> String {
    let figures = statistics
    var tried: [String] = []
    if figures.steps > 0 {
      tried.append(
        "\(figures.steps) gestures in \(figures.walks) walks, \(figures.relaunches) relaunches")
    }
    if figures.edits > 0 { tried.append("\(figures.edits) edits") }
    let cells = [
      appID, check, tried.joined(separator: "; "), "\(figures.appCrashes)",
      "\(figures.inconsistencies)", "\(figures.brokenPromises + (failure == nil ? 0 : 1))",
      "\(figures.bytesLost) (\(figures.relaunchesWithLoss))",
    ]
    return "| " + cells.joined(separator: " | ") + " |"
  }
}
