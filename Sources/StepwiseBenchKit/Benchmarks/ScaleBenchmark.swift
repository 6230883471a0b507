// Benchmark 1: tapping a row costs the same in a 10-row list and a 100,000-row list.

/// Taps rows of Checklists06's items screen in a small list and in a huge one, in turns.
///
/// A table that asks its data source only for the rows on screen, and reuses its cells, does
/// the same work whatever the model's size: the same data-source calls per tap, about a
/// screenful of cells in all, and about the same time.
@MainActor
struct ScaleBenchmark {
  /// The sizes to use.
  let settings: BenchmarkSettings

  /// The command that runs this benchmark alone.
  static let command = "swift run -c release stepwise-bench scale"

  /// Runs the comparison.
  func run() throws -> Comparison {
    let residentBefore = PeakMemory.currentBytes
    let peakWasReset = PeakMemory.resetPeak()
    let small = try ToggleRig(rows: settings.smallTableRows)
    let large = try ToggleRig(rows: settings.largeTableRows)
    let callsBefore = (small.counter.totalCalls, large.counter.totalCalls)
    let cellsBefore = (small.counter.cellRequests, large.counter.cellRequests)
    let tableBefore = (small.table.cellRequestCount, large.table.cellRequestCount)

    let runs = try Interleaved.measure(
      rounds: settings.rounds,
      baseline: Samples(
        label: "\(settings.smallTableRows.grouped) rows",
        operationsPerSample: settings.togglesPerRun),
      measured: Samples(
        label: "\(settings.largeTableRows.grouped) rows",
        operationsPerSample: settings.togglesPerRun),
      runBaseline: { try small.toggle(settings.togglesPerRun) },
      runMeasured: { try large.toggle(settings.togglesPerRun) })

    let peak = PeakMemory.peakBytes
    let calls = (small.counter.totalCalls - callsBefore.0, large.counter.totalCalls - callsBefore.1)
    let cells = (
      small.counter.cellRequests - cellsBefore.0, large.counter.cellRequests - cellsBefore.1
    )
    let tableRequests = (
      small.table.cellRequestCount - tableBefore.0, large.table.cellRequestCount - tableBefore.1
    )
    var comparison = Comparison(
      title: "Scale: tap a row to toggle it",
      command: Self.command,
      baseline: runs.baseline,
      measured: runs.measured,
      targetRatio: 1.5)
    comparison.facts = [
      Fact("rows on screen", baseline: small.visibleRows, measured: large.visibleRows),
      Fact("taps", baseline: small.toggles, measured: large.toggles),
      Fact("data-source calls", baseline: calls.0, measured: calls.1),
      Fact("of them cellForRowAt", baseline: cells.0, measured: cells.1),
      Fact("cells the table asked for", baseline: tableRequests.0, measured: tableRequests.1),
      Fact(
        "cells allocated", baseline: small.table.createdCellCount,
        measured: large.table.createdCellCount),
    ]
    if large.toggles > 0, calls.1.isMultiple(of: large.toggles),
      cells.1.isMultiple(of: large.toggles)
    {
      comparison.notes.append(
        "each tap on the \(settings.largeTableRows.grouped)-row list made "
          + "\(calls.1 / large.toggles) data-source calls, \(cells.1 / large.toggles) of them "
          + "cellForRowAt: the harness checking the rows on screen after the tap")
    }
    if let peak {
      let scope = peakWasReset ? "while both lists were open" : "of the whole process"
      var note = "peak memory \(scope): \(peak.megabytes) (VmHWM)"
      if let residentBefore { note += ", \(residentBefore.megabytes) resident before" }
      comparison.notes.append(note)
    }
    return comparison
  }
}
