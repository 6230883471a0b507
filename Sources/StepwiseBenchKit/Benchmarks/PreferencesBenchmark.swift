// Benchmark 4: the sandbox preferences write to disk as fast as Foundation's UserDefaults.

import Foundation
import HeadlessUIKitCore

/// Stores a preference many times two ways, in turns: Foundation's `UserDefaults` (`set`
/// then `synchronize()`, which Linux needs for each value to reach the file) and the kit's
/// ``AppDefaults``, in two rows.
///
/// - Values set one after another: `set` alone, whose writer puts the values on the disk
///   in the background, several sets per write when they come quickly; each run ends with
///   `synchronize()`, waiting for the last write.
/// - One value at a time, waiting for the disk: `set` then `synchronize()` on both sides,
///   as a gesture that sets one value pays before the simulated device goes on.
///
/// Foundation's side uses a suite of its own, so the user's real preferences are never
/// touched, and removes it afterwards.
@MainActor
struct PreferencesBenchmark {
  /// The sizes to use.
  let settings: BenchmarkSettings

  /// The command that runs this benchmark alone.
  static let command = "swift run -c release stepwise-bench preferences"

  /// Runs the two comparisons.
  func run() throws -> [Comparison] {
    [
      try compare(
        title: "Preferences: set one value, on disk", measuredLabel: "AppDefaults set",
        waitsForEachWrite: false),
      try compare(
        title: "Preferences: set one value, wait for the disk",
        measuredLabel: "AppDefaults set + synchronize()", waitsForEachWrite: true),
    ]
  }

  /// Sets values on both sides; the kit's side waits for the disk after each value, or
  /// only at the end of each run.
  private func compare(title: String, measuredLabel: String, waitsForEachWrite: Bool) throws
    -> Comparison
  {
    let sandbox = try AppSandbox.temporary()
    defer { try? sandbox.removeAll() }
    let bundleIdentifier = "org.stepwise.bench"
    let appDefaults = AppDefaults(sandbox: sandbox, bundleIdentifier: bundleIdentifier)
    let suite = try FoundationSuite()
    defer { suite.remove() }
    let userDefaults = suite.defaults
    appDefaults.set(false, forKey: "FirstTime")
    appDefaults.synchronize()
    userDefaults.set(false, forKey: "FirstTime")
    userDefaults.synchronize()

    let writes = settings.preferenceWritesPerRun
    var foundationValue = 0
    var kitValue = 0
    let kitWritesBefore = appDefaults.writeCount
    let runs = try Interleaved.measure(
      rounds: settings.rounds,
      baseline: Samples(label: "UserDefaults set + synchronize()", operationsPerSample: writes),
      measured: Samples(label: measuredLabel, operationsPerSample: writes),
      runBaseline: {
        for _ in 0..<writes {
          foundationValue += 1
          userDefaults.set(foundationValue, forKey: "ChecklistIndex")
          userDefaults.synchronize()
        }
      },
      runMeasured: {
        for _ in 0..<writes {
          kitValue += 1
          appDefaults.set(kitValue, forKey: "ChecklistIndex")
          if waitsForEachWrite { appDefaults.synchronize() }
        }
        appDefaults.synchronize()
      })
    let kitWrites = appDefaults.writeCount - kitWritesBefore

    let reopened = AppDefaults(sandbox: sandbox, bundleIdentifier: bundleIdentifier)
    var comparison = Comparison(
      title: title,
      command: Self.command,
      baseline: runs.baseline,
      measured: runs.measured,
      targetRatio: waitsForEachWrite ? 2.5 : 1.0)
    comparison.facts = [
      Fact("values set", baseline: foundationValue, measured: kitValue),
      Fact(
        "last value read back from the file", baseline: suite.storedInteger("ChecklistIndex") ?? -1,
        measured: reopened.integer(forKey: "ChecklistIndex")),
    ]
    if waitsForEachWrite {
      comparison.facts.append(
        Fact("writes to the disk", baseline: foundationValue, measured: kitWrites))
      comparison.notes.append(
        "the two writes are not the same kind: Foundation's synchronize() on Linux rewrites "
          + "its file in place and waits for the disk (one fsync); AppDefaults writes a new "
          + "file, flushes it, renames it over the old one and flushes the folder (two "
          + "fsyncs). Both survive the app being killed and a power cut once written; only "
          + "the kit's survives a power cut in the middle of a write")
    } else {
      // Not an exact count: how many sets one write takes depends on the disk's speed.
      comparison.notes.append(
        "AppDefaults wrote the file \(kitWrites) times for \(kitValue) sets, each write "
          + "taking every value set since the one before; UserDefaults \(foundationValue) times")
    }
    return comparison
  }
}
