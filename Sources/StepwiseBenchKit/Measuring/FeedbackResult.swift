// The times of the edit–build–test loop.

/// The wall times of each trip round the edit–build–test loop.
package struct FeedbackResult: Sendable {
  /// The file edited before each build.
  package var editedFile: String
  /// `swift build --build-tests`, each run, in seconds.
  package var buildSeconds: [Double] = []
  /// `swift test --skip-build`, each run, in seconds.
  package var testSeconds: [Double] = []
  /// The time Swift Testing reports for running the tests, each run, in seconds.
  package var executionSeconds: [Double] = []
  /// How many tests ran.
  package var testCount = 0

  /// The longest the whole suite's tests may take to run.
  package static let executionLimit = 3.0

  /// Whether the tests ran within ``executionLimit`` (by the median run).
  package var meetsTarget: Bool {
    median(executionSeconds.isEmpty ? testSeconds : executionSeconds) < Self.executionLimit
  }

  /// The median of some times and, for more than one, their range: "1.55 s (1.49–1.71 s)".
  package func summary(_ values: [Double]) -> String {
    let median = median(values).readableTime
    guard values.count > 1, let low = values.min(), let high = values.max() else { return median }
    return "\(median) (\(low.readableTime)–\(high.readableTime))"
  }

  /// The median of some times.
  package func median(_ values: [Double]) -> Double {
    var samples = Samples(label: "", operationsPerSample: 1)
    samples.seconds = values
    return samples.median
  }
}
