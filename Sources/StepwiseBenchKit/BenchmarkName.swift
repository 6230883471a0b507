// The benchmarks the tool can run, by the names its command line uses.

/// A benchmark, named as on the command line: `stepwise-bench scale harness`.
package enum BenchmarkName: String, CaseIterable, Sendable {
  /// Tap a row in a 10-row and in a 100,000-row list.
  case scale
  /// Add items through gestures and through the delegate method.
  case harness
  /// Save and load through Checklists06 and through bare Foundation calls.
  case persistence
  /// Write a preference through the kit and through Foundation's UserDefaults.
  case preferences
  /// Edit a stage file, build, run every test.
  case feedback
  /// From saving a file in watch mode to the result, in both courses.
  case learner
  /// A teacher's class report over 300 students' reports.
  case classroom

  /// What runs when no benchmark is named: the kit's own rows.
  package static let standard: [BenchmarkName] = [.scale, .harness, .persistence, .preferences]
}
