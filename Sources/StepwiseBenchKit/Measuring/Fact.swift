// An exact count that both sides of a comparison must agree on.

/// An exact count, taken on each side of a comparison: the number of data-source calls, of
/// cells made, of rows or of items.
///
/// Unlike a time, a fact is the same on every run and every machine, so a test can check it.
package struct Fact: Sendable, Equatable {
  /// What was counted.
  package var label: String
  /// The count on the baseline side.
  package var baseline: Int
  /// The count on the measured side.
  package var measured: Int

  /// Records a count from both sides.
  package init(_ label: String, baseline: Int, measured: Int) {
    self.label = label
    self.baseline = baseline
    self.measured = measured
  }
}
