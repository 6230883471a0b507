// Benchmark 2: what the simulated user costs on top of the app's own work.

import HeadlessUIKitCore
import ViewHarness

/// Adds items to a list two ways, in turns: through the whole gesture path (tap "+", type the
/// text keystroke by keystroke, tap Done, with the harness's checks after each gesture), and
/// by calling the list's `addItemViewController(_:didFinishAdding:)` directly.
///
/// Both end with the same rows in the same table; the ratio is what a test pays for going
/// through the screens as a user would. A third device takes the same gestures with the
/// consistency check turned off, to show how much of that price the check is.
@MainActor
struct HarnessOverheadBenchmark {
  /// The sizes to use.
  let settings: BenchmarkSettings

  /// The command that runs this benchmark alone.
  static let command = "swift run -c release stepwise-bench harness"

  /// Runs the comparison.
  func run() throws -> Comparison {
    let gestures = try AddingRig(checksInvariants: true)
    let unchecked = try AddingRig(checksInvariants: false)
    let direct = try AddingRig(checksInvariants: true)
    // The screen the delegate method names as its sender; never shown on the direct side.
    let addItemScreen = AddItemViewController(style: .plain)

    // The untimed first run counts too: every item is added once, either way.
    let itemsPerRun = max(settings.itemsAdded / (settings.rounds + 1), 1)
    let results = try Interleaved.measure(
      rounds: settings.rounds,
      sides: [
        Interleaved.Side(
          samples: Samples(label: "delegate call", operationsPerSample: itemsPerRun),
          run: { direct.addDirectly(itemsPerRun, sender: addItemScreen) }),
        Interleaved.Side(
          samples: Samples(label: "tap +, type, Done", operationsPerSample: itemsPerRun),
          run: { try gestures.addThroughGestures(itemsPerRun) }),
        Interleaved.Side(
          samples: Samples(label: "same, check off", operationsPerSample: itemsPerRun),
          run: { try unchecked.addThroughGestures(itemsPerRun) }),
      ])

    var comparison = Comparison(
      title: "Harness: add an item",
      command: Self.command,
      baseline: results[0],
      measured: results[1],
      targetRatio: 3)
    comparison.facts = [
      Fact("items added", baseline: direct.added, measured: gestures.added),
      Fact(
        "rows in the table", baseline: direct.table.numberOfRows(inSection: 0),
        measured: gestures.table.numberOfRows(inSection: 0)),
      Fact(
        "cells asked for by the table", baseline: direct.table.cellRequestCount,
        measured: gestures.table.cellRequestCount),
      Fact(
        "cells allocated", baseline: direct.table.createdCellCount,
        measured: gestures.table.createdCellCount),
    ]
    let withoutCheck = results[2].medianPerOperation
    let check = results[1].medianPerOperation - withoutCheck
    comparison.notes.append(
      "with the consistency check after each gesture turned off, the gestures take "
        + "\(withoutCheck.readableTime) per item (ratio "
        + "\((withoutCheck / results[0].medianPerOperation).readableRatio)): the check costs "
        + "about \(check.readableTime) of the \(results[1].medianPerOperation.readableTime)")
    return comparison
  }
}
