// The benchmark tool's quick run: every row comes out, with the exact counts right.

import Testing

@testable import StepwiseBenchKit

/// Runs `stepwise-bench --quick` in process. Times are never checked (they depend on the
/// machine and its load); the counts are, because they are the same on every run.
@MainActor
@Suite struct QuickRunTests {
  let settings = BenchmarkSettings.quick

  /// How many times each side runs: once untimed, then once per round.
  var runs: Int { settings.rounds + 1 }

  /// The quick run, made once for all the tests here.
  static let quickRun = Result {
    try StepwiseBench.run(BenchmarkName.standard, settings: .quick, settingsName: "quick")
  }

  /// The comparison with this title from the quick run.
  func comparison(_ title: String) throws -> Comparison {
    let report = try Self.quickRun.get()
    return try #require(report.comparisons.first { $0.title == title })
  }

  @Test func theQuickRunProducesEveryRowOfTheTable() throws {
    let report = try Self.quickRun.get()
    #expect(
      report.comparisons.map(\.title) == [
        "Scale: tap a row to toggle it",
        "Harness: add an item",
        "Persistence: save 10 lists × 10 items",
        "Persistence: load 10 lists × 10 items",
        "Preferences: set one value, on disk",
        "Preferences: set one value, wait for the disk",
      ])
    for comparison in report.comparisons {
      #expect(comparison.baseline.seconds.count == settings.rounds)
      #expect(comparison.measured.seconds.count == settings.rounds)
    }
    let rows = report.rendered().split(separator: "\n").filter { $0.hasPrefix("| ") }
    #expect(rows.count == 1 + report.comparisons.count)
  }

  @Test func tappingARowAsksOnlyForTheRowsOnScreenWhateverTheListsSize() throws {
    let scale = try comparison("Scale: tap a row to toggle it")
    let taps = settings.togglesPerRun * runs
    #expect(scale.fact("rows on screen") == Fact("rows on screen", baseline: 10, measured: 10))
    #expect(scale.fact("taps") == Fact("taps", baseline: taps, measured: taps))
    // After each tap the harness asks for the section and row counts, then for each of the
    // 10 rows on screen; the table itself asks for nothing, since the tap only changes the
    // checkmark of a cell already on screen.
    #expect(
      scale.fact("data-source calls")
        == Fact("data-source calls", baseline: 12 * taps, measured: 12 * taps))
    #expect(
      scale.fact("of them cellForRowAt")
        == Fact("of them cellForRowAt", baseline: 10 * taps, measured: 10 * taps))
    #expect(
      scale.fact("cells the table asked for")
        == Fact("cells the table asked for", baseline: 0, measured: 0))
    #expect(scale.fact("cells allocated") == Fact("cells allocated", baseline: 10, measured: 10))
  }

  @Test func addingThroughGesturesEndsWithTheSameTableAsCallingTheDelegate() throws {
    let harness = try comparison("Harness: add an item")
    let items = settings.itemsAdded
    #expect(harness.fact("items added") == Fact("items added", baseline: items, measured: items))
    #expect(
      harness.fact("rows in the table")
        == Fact("rows in the table", baseline: items, measured: items))
    // Only the first 10 rows ever come on screen, each asked for once, each in a new cell.
    #expect(
      harness.fact("cells asked for by the table")
        == Fact("cells asked for by the table", baseline: 10, measured: 10))
    #expect(
      harness.fact("cells allocated") == Fact("cells allocated", baseline: 10, measured: 10))
  }

  @Test func theAppSavesAndLoadsExactlyWhatTheBareCallsDo() throws {
    let save = try comparison("Persistence: save 10 lists × 10 items")
    let load = try comparison("Persistence: load 10 lists × 10 items")
    let lists = settings.lists
    let items = settings.lists * settings.itemsPerList
    #expect(save.fact("lists saved") == Fact("lists saved", baseline: lists, measured: lists))
    #expect(save.fact("items saved") == Fact("items saved", baseline: items, measured: items))
    let bytes = try #require(save.fact("bytes written"))
    #expect(bytes.baseline == bytes.measured)
    #expect(load.fact("lists loaded") == Fact("lists loaded", baseline: lists, measured: lists))
    #expect(
      load.fact("items in the first list")
        == Fact(
          "items in the first list", baseline: settings.itemsPerList,
          measured: settings.itemsPerList))
  }

  @Test func everyPreferenceWriteReachesTheFileOnBothSides() throws {
    for title in [
      "Preferences: set one value, on disk", "Preferences: set one value, wait for the disk",
    ] {
      let preferences = try comparison(title)
      let writes = settings.preferenceWritesPerRun * runs
      #expect(
        preferences.fact("values set") == Fact("values set", baseline: writes, measured: writes))
      #expect(
        preferences.fact("last value read back from the file")
          == Fact("last value read back from the file", baseline: writes, measured: writes))
    }
  }

  @Test func waitingForTheDiskAfterEverySetWritesOncePerValue() throws {
    let preferences = try comparison("Preferences: set one value, wait for the disk")
    let writes = settings.preferenceWritesPerRun * runs
    #expect(
      preferences.fact("writes to the disk")
        == Fact("writes to the disk", baseline: writes, measured: writes))
  }
}
