// The figures of the damaged-file trials of one file of one app, for the reliability table (Chapters/reliability.md).

import Foundation

/// Counts what an app did with each kind of damage to one of its files: whether it told the
/// user, whether the damaged bytes were still in the sandbox after the next save, and how
/// many bytes were lost when they were not.
///
/// ```swift
/// var table = DamageTable(appID: "checklists-08", file: "Checklists.plist", promise: true)
/// for damage in FileDamageCase.allCases {
///   let trial = try DamageTrial(…)
///   // … a change, so that the app saves, and a relaunch …
///   table.record(trial)
/// }
/// table.printRow()
/// ```
public struct DamageTable: Sendable {
  /// The app's id.
  public let appID: String
  /// The damaged file, as the table names it.
  public let file: String
  /// Whether the app promises to keep a damaged file and tell the user.
  public let promise: Bool
  /// The kinds of damage tried.
  public private(set) var cases = 0
  /// How many times an alert told the user at launch.
  public private(set) var told = 0
  /// How many times the damaged bytes were still in the sandbox after the next save.
  public private(set) var kept = 0
  /// The damaged bytes that were nowhere in the sandbox after the next save.
  public private(set) var bytesLost = 0

  /// An empty table for one file of one app.
  public init(appID: String, file: String, promise: Bool) {
    self.appID = appID
    self.file = file
    self.promise = promise
  }

  /// Records a trial, after the change and relaunch that follow the damage.
  @MainActor
  public mutating func record(_ trial: DamageTrial) {
    cases += 1
    if trial.toldAtLaunch { told += 1 }
    if trial.keptAside {
      kept += 1
    } else {
      bytesLost += trial.damagedBytes.count
    }
  }

  /// How many trials broke the promise: the user not told, or the file not kept.
  public var brokenPromises: Int {
    promise ? cases - min(told, kept) : 0
  }

  /// The figures as a Markdown row, in the columns of ``FuzzReport/tableRow(appID:check:)``.
  public var row: String {
    let cells = [
      appID, "damaged \(file)",
      "\(cases) kinds of damage: told \(told), kept aside \(kept)", "0", "0",
      promise ? "\(brokenPromises)" : "–", "\(bytesLost) (\(cases - kept))",
    ]
    return "| " + cells.joined(separator: " | ") + " |"
  }

  /// Prints ``row`` when the environment asks for the table (see ``FuzzBudget``).
  public func printRow() {
    if FuzzBudget.printsTableRows { print(row) }
  }
}
