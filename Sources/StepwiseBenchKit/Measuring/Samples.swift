// The timed runs of one side of a comparison, and their median.

/// The wall-clock times of repeated runs of one side of a comparison.
///
/// Each run (a sample) does the same number of operations, so the median run divided by
/// that number is the typical cost of one operation.
package struct Samples: Sendable {
  /// What this side does, in a few words.
  package var label: String
  /// How many operations each run does.
  package var operationsPerSample: Int
  /// The time of each run, in seconds, in the order they ran.
  package var seconds: [Double] = []

  /// Starts an empty set of runs.
  package init(label: String, operationsPerSample: Int) {
    self.label = label
    self.operationsPerSample = operationsPerSample
  }

  /// The median run, in seconds (the mean of the middle two for an even count).
  package var median: Double {
    let sorted = seconds.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// The median run divided by the operations in it: the typical cost of one operation.
  package var medianPerOperation: Double {
    median / Double(max(operationsPerSample, 1))
  }
}
