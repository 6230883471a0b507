// The two courses a class can be graded on.

/// A course a class works through: the build-along tutorial (each student builds the app in
/// a package of their own) or the exercises (small changes to the stage apps, in starter
/// files).
package enum Course: String, CaseIterable, Sendable {
  /// The build-along tutorial: steps checked on the student's own app.
  case tutorial
  /// The classroom exercises: each checked by its tests.
  case exercises

  /// The course a word names.
  package init?(word: String) {
    self.init(rawValue: word.lowercased())
  }

  /// The words `--course` takes.
  package static let words = allCases.map(\.rawValue).joined(separator: "|")
}

/// The steps of a course as a class report lays them out.
package struct CourseOutline: Sendable, Equatable {
  /// `tutorial` or `exercises`.
  package var name: String
  /// The steps' ids, in order.
  package var steps: [String]
  /// For each step, the earlier steps it retires when it passes.
  package var retires: [String: [String]] = [:]

  /// An outline.
  package init(name: String, steps: [String], retires: [String: [String]] = [:]) {
    self.name = name
    self.steps = steps
    self.retires = retires
  }
}
