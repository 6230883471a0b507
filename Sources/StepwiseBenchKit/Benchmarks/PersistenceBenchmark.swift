// Benchmark 3: Checklists06's DataModel saves and loads as fast as the bare Foundation calls.

import Checklists06
import Foundation
import HeadlessUIKitCore
import ViewHarness

/// Saves and loads many lists of items two ways, in turns: through Checklists06 as it runs
/// (its app delegate saves the `DataModel` when the app enters the background; a launch
/// makes a `DataModel`, which loads the file), and with a bare `PropertyListEncoder` and
/// atomic write, or `PropertyListDecoder`, of the same lists.
///
/// The app's path adds a launch or a background event around the same encoding and file
/// write, which should cost little next to the data itself.
@MainActor
struct PersistenceBenchmark {
  /// The sizes to use.
  let settings: BenchmarkSettings

  /// The command that runs this benchmark alone.
  static let command = "swift run -c release stepwise-bench persistence"

  /// Runs the save comparison, then the load comparison.
  func run() throws -> [Comparison] {
    let lists = StoredChecklist.sample(count: settings.lists, itemsPerList: settings.itemsPerList)
    let device = try Device(app: Checklists06.app, launch: false)
    try ChecklistsSandbox.prepare(device.sandbox, lists: lists, openList: -1)
    let appFile = ChecklistsSandbox.dataFile(in: device.sandbox)
    let bareFile = device.sandbox.documentsDirectory.appendingPathComponent("Bare.plist")
    let size = "\(settings.lists.grouped) lists × \(settings.itemsPerList.grouped) items"
    try device.launch()

    let saves = try Interleaved.measure(
      rounds: settings.rounds,
      baseline: Samples(label: "PropertyListEncoder + atomic write", operationsPerSample: 1),
      measured: Samples(label: "DataModel save on background", operationsPerSample: 1),
      prepareMeasured: {
        if device.application?.applicationState == .background {
          try device.foreground()
        }
      },
      runBaseline: {
        let data = try PropertyListEncoder().encode(lists)
        try data.write(to: bareFile, options: .atomic)
      },
      runMeasured: { try device.background() })
    let bareBytes = try Data(contentsOf: bareFile)
    let appBytes = try Data(contentsOf: appFile)
    let appLists = try ChecklistsSandbox.savedLists(in: device.sandbox)
    var save = Comparison(
      title: "Persistence: save \(size)",
      command: Self.command,
      baseline: saves.baseline,
      measured: saves.measured,
      targetRatio: 1.0)
    save.facts = [
      Fact("lists saved", baseline: lists.count, measured: appLists.count),
      Fact(
        "items saved", baseline: lists.map(\.items.count).reduce(0, +),
        measured: appLists.map(\.items.count).reduce(0, +)),
      Fact("bytes written", baseline: bareBytes.count, measured: appBytes.count),
    ]

    var decoded: [StoredChecklist] = []
    let loads = try Interleaved.measure(
      rounds: settings.rounds,
      baseline: Samples(label: "PropertyListDecoder", operationsPerSample: 1),
      measured: Samples(label: "launch: DataModel loads", operationsPerSample: 1),
      prepareMeasured: { if device.isRunning { try device.crash() } },
      runBaseline: {
        let data = try Data(contentsOf: appFile)
        decoded = try PropertyListDecoder().decode([StoredChecklist].self, from: data)
      },
      runMeasured: { try device.launch() })
    let listsShown = device.visibleTable?.numberOfRows(inSection: 0) ?? -1
    try device.tapRow(0)
    let itemsShown = device.visibleTable?.numberOfRows(inSection: 0) ?? -1
    var load = Comparison(
      title: "Persistence: load \(size)",
      command: Self.command,
      baseline: loads.baseline,
      measured: loads.measured,
      targetRatio: 1.0)
    load.facts = [
      Fact("lists loaded", baseline: decoded.count, measured: listsShown),
      Fact(
        "items in the first list", baseline: decoded.first?.items.count ?? -1, measured: itemsShown),
    ]
    return [save, load]
  }
}
