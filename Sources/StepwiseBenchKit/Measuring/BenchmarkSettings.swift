// How big each benchmark is: the full run, or a quick smoke run for the tests.

/// The sizes and repetitions of every benchmark.
///
/// ``full`` is what Chapters/performance.md quotes; ``quick`` does a few of everything, fast enough for
/// `swift test` in a debug build, and still produces every row and every exact count.
package struct BenchmarkSettings: Sendable {
  /// Timed rounds per comparison (each side runs once per round).
  package var rounds: Int
  /// Rows in the small table of the scale benchmark.
  package var smallTableRows: Int
  /// Rows in the big table of the scale benchmark.
  package var largeTableRows: Int
  /// Row taps in each timed run of the scale benchmark.
  package var togglesPerRun: Int
  /// Items each side of the harness benchmark adds, over all its runs.
  package var itemsAdded: Int
  /// Checklists in the persistence benchmark's file.
  package var lists: Int
  /// Items on each of those checklists.
  package var itemsPerList: Int
  /// Preference writes in each timed run of the preferences benchmark.
  package var preferenceWritesPerRun: Int
  /// Students' reports the classroom benchmark reads.
  package var classroomReports: Int = 300

  /// The run Chapters/performance.md quotes.
  package static let full = BenchmarkSettings(
    rounds: 9, smallTableRows: 10, largeTableRows: 100_000, togglesPerRun: 500,
    itemsAdded: 10_000, lists: 1_000, itemsPerList: 100, preferenceWritesPerRun: 200)

  /// A smoke run: every row and count, in a fraction of a second of a debug build.
  package static let quick = BenchmarkSettings(
    rounds: 2, smallTableRows: 10, largeTableRows: 1_000, togglesPerRun: 5,
    itemsAdded: 30, lists: 10, itemsPerList: 10, preferenceWritesPerRun: 5,
    classroomReports: 12)
}
