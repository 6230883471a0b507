// What a fuzzing run did and the first failure it found.

import Foundation

/// What a fuzzing run did, and the first failure it found, shrunk.
public struct FuzzReport: Sendable {
  /// What the run did.
  public var statistics = FuzzStatistics()
  /// The first failure, shrunk, if there was one.
  public var failure: FuzzFailure?
  /// The files and folders, with their permissions, that someone other than the owner could
  /// read, write or enter at the end of a walk: "Documents/Checklists.plist 644".
  public var itemsOpenToOthers: Set<String> = []

  /// An empty report.
  public init() {}

  /// The failure's full description, or an empty text: for a test's `#expect` comment.
  public var failureDescription: String {
    failure.map(String.init(describing:)) ?? ""
  }

  /// Prints the figures as a row of the reliability table (Chapters/reliability.md) when the run was asked for
  /// from the environment (`STEPWISE_FUZZ_STEPS` or `STEPWISE_FUZZ_REPORT` is set).
  public func printRow(appID: String, check: String) {
    if FuzzBudget.printsTableRows { print(tableRow(appID: appID, check: check)) }
  }

  /// The figures as a Markdown table row: app, check, what was tried, app crashes,
  /// inconsistencies, other failures (broken promises, failed checks, the driver's own
  /// mistakes), and the bytes lost at relaunches (with how many relaunches lost some).
  public func tableRow(appID: String, check: String) -> String {
    let figures = statistics
    var tried: [String] = []
    if figures.steps > 0 {
      tried.append(
        "\(figures.steps) gestures in \(figures.walks) walks, \(figures.relaunches) relaunches")
    }
    if figures.edits > 0 { tried.append("\(figures.edits) edits in \(figures.walks) walks") }
    var others = figures.brokenPromises + figures.driverMistakes
    switch failure?.kind {
    case .check, .badScreen, .unexpected: others += 1
    default: break
    }
    let cells = [
      appID, check, tried.joined(separator: "; "), "\(figures.appCrashes)",
      "\(figures.inconsistencies)", "\(others)",
      "\(figures.bytesLost) (\(figures.relaunchesWithLoss))",
    ]
    return "| " + cells.joined(separator: " | ") + " |"
  }
}
