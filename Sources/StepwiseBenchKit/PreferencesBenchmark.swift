// Benchmark 4: the sandbox preferences write to disk as fast as Foundation's UserDefaults.

import Foundation
import HeadlessUIKitCore

/// Stores a preference many times two ways, in turns, each write on disk before the next:
/// Foundation's `UserDefaults` (`set` then `synchronize()`, which Linux needs for the value
/// to reach the file) and the kit's ``AppDefaults`` (`set`, which writes the file itself).
///
/// Foundation's side uses a suite of its own, so the user's real preferences are never
/// touched, and removes it afterwards.
@MainActor
struct PreferencesBenchmark {
  /// The sizes to use.
  let settings: BenchmarkSettings

  /// The command that runs this benchmark alone.
  static let command = "swift run -c release stepwise-bench preferences"

  /// Runs the comparison.
  func run() throws -> Comparison {
    let sandbox = try AppSandbox.temporary()
    defer { try? sandbox.removeAll() }
    let bundleIdentifier = "org.stepwise.bench"
    let appDefaults = AppDefaults(sandbox: sandbox, bundleIdentifier: bundleIdentifier)
    let suite = try FoundationSuite()
    defer { suite.remove() }
    let userDefaults = suite.defaults
    appDefaults.set(false, forKey: "FirstTime")
    userDefaults.set(false, forKey: "FirstTime")
    userDefaults.synchronize()

    let writes = settings.preferenceWritesPerRun
    var foundationValue = 0
    var kitValue = 0
    let runs = try Interleaved.measure(
      rounds: settings.rounds,
      baseline: Samples(label: "UserDefaults set + synchronize()", operationsPerSample: writes),
      measured: Samples(label: "AppDefaults set", operationsPerSample: writes),
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
        }
      })

    let reopened = AppDefaults(sandbox: sandbox, bundleIdentifier: bundleIdentifier)
    var comparison = Comparison(
      title: "Preferences: set one value, on disk",
      command: Self.command,
      baseline: runs.baseline,
      measured: runs.measured,
      targetRatio: 1.0)
    comparison.facts = [
      Fact("values set", baseline: foundationValue, measured: kitValue),
      Fact(
        "last value read back from the file", baseline: suite.storedInteger("ChecklistIndex") ?? -1,
        measured: reopened.integer(forKey: "ChecklistIndex")),
    ]
    comparison.notes.append(
      "the two writes are not the same kind: Foundation's synchronize() on Linux rewrites its "
        + "file in place and waits for the disk (fsync); AppDefaults writes a new file and "
        + "renames it over the old one without waiting. Both survive the app being killed; "
        + "only the kit's survives a kill in the middle of a write, only Foundation's a power cut")
    return comparison
  }
}
