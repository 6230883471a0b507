// One row of the benchmark table: two ways of doing the same work, timed side by side.

/// Two ways of doing the same work, timed in turns, with the exact counts that show they did
/// the same work.
///
/// The ratio is the measured side's median over the baseline's: 1.0 means as fast, 2.0 twice
/// as slow. Times vary with the machine; the counts (data-source calls, cells made, rows,
/// items) do not, which is why the tests check those and never the times.
package struct Comparison: Sendable {
  /// What is compared, in a few words.
  package var title: String
  /// The command that measures this row on its own.
  package var command: String
  /// The reference side.
  package var baseline: Samples
  /// The side the target is about.
  package var measured: Samples
  /// The highest ratio that meets the target.
  package var targetRatio: Double
  /// Exact counts, the same on every machine.
  package var facts: [Fact] = []
  /// Anything else worth printing, such as the peak memory.
  package var notes: [String] = []

  /// The measured median over the baseline median.
  package var ratio: Double {
    guard baseline.median > 0 else { return .infinity }
    return measured.median / baseline.median
  }

  /// Whether the ratio is within the target.
  package var meetsTarget: Bool { ratio <= targetRatio }

  /// Looks up a fact by its label.
  package func fact(_ label: String) -> Fact? {
    facts.first { $0.label == label }
  }
}
