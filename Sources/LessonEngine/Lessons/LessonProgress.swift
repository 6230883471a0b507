// A learner's progress: the current lesson, the lessons done, the hints seen.

import Foundation

/// What a learner has done so far, saved between runs in `.stepwise/exercises/progress.json`
/// (git-ignored: each learner's clone has its own).
///
/// The file is small JSON a teacher can read:
///
/// ```json
/// {"current": "checklists-02/blank-text", "done": ["checklists-01/item-count"],
///  "hintsShown": {"checklists-02/blank-text": 1}, "version": 1}
/// ```
package struct LessonProgress: Codable, Equatable, Sendable {
  /// The format of the file.
  package var version = 1
  /// The id of the exercise being worked on; nil before the first run.
  package var current: String?
  /// The ids of the exercises whose tests passed, in the order they passed.
  package var done: [String] = []
  /// How many hints of each exercise have been shown, by id.
  package var hintsShown: [String: Int] = [:]

  /// A fresh progress, or one with the given values.
  package init(
    version: Int = 1, current: String? = nil, done: [String] = [], hintsShown: [String: Int] = [:]
  ) {
    self.version = version
    self.current = current
    self.done = done
    self.hintsShown = hintsShown
  }

  /// Reads a saved progress, refusing values no run of the tool writes: a format other than
  /// 1 and a hint count below zero (which would show a hint that does not exist).
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    current = try container.decodeIfPresent(String.self, forKey: .current)
    done = try container.decodeIfPresent([String].self, forKey: .done) ?? []
    hintsShown = try container.decodeIfPresent([String: Int].self, forKey: .hintsShown) ?? [:]
    guard version == 1 else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription: localized("format \(version) is not one this version of the tool reads"))
    }
    if let (id, count) = hintsShown.sorted(by: { $0.key < $1.key }).first(where: { $0.value < 0 }) {
      throw DecodingError.dataCorruptedError(
        forKey: .hintsShown, in: container,
        debugDescription: localized(
          "\(id) has \(count) hints shown, and a count cannot be negative"))
    }
  }

  /// Whether an exercise's tests have passed.
  package func isDone(_ exercise: some Lesson) -> Bool {
    done.contains(exercise.id)
  }

  /// How many of an exercise's hints have been shown.
  package func hintCount(_ exercise: some Lesson) -> Int {
    min(max(hintsShown[exercise.id] ?? 0, 0), exercise.hints.count)
  }

  /// The current exercise: the one recorded, else the first not done.
  package func current<Catalog: LessonCatalog>(in catalog: Catalog) -> Catalog.Item? {
    if let current, let lesson = catalog.lesson(id: current) { return lesson }
    return catalog.lessons.first { !isDone($0) } ?? catalog.lessons.first
  }

  /// Records that an exercise passed.
  package mutating func markDone(_ exercise: some Lesson) {
    if !isDone(exercise) { done.append(exercise.id) }
  }

  /// Forgets that an exercise passed (after a reset) and the hints it showed.
  package mutating func forget(_ exercise: some Lesson) {
    done.removeAll { $0 == exercise.id }
    hintsShown[exercise.id] = nil
  }

  /// Shows one more hint of an exercise, if it has one left; returns the hint's number
  /// (from 1), or nil when every hint is out already.
  package mutating func revealHint(of exercise: some Lesson) -> Int? {
    let shown = hintCount(exercise)
    guard shown < exercise.hints.count else { return nil }
    hintsShown[exercise.id] = shown + 1
    return shown + 1
  }

  /// The first exercise not done after `exercise`, going round to the start; nil when all
  /// are done.
  package func nextUndone<Catalog: LessonCatalog>(
    after exercise: Catalog.Item, in catalog: Catalog
  ) -> Catalog.Item? {
    guard let index = catalog.index(of: exercise) else { return nil }
    let count = catalog.lessons.count
    for step in 1...count {
      let candidate = catalog.lessons[(index + step) % count]
      if !isDone(candidate) { return candidate }
    }
    return nil
  }

  /// How many of the catalog's exercises are done (ids the catalog no longer has do not
  /// count).
  package func doneCount(in catalog: some LessonCatalog) -> Int {
    catalog.lessons.filter { isDone($0) }.count
  }
}

extension LessonProgress {
  /// A fresh start: nothing done, no hint shown.
  package static var fresh: LessonProgress { LessonProgress() }
}

/// The exercises' progress.
package typealias ExerciseProgress = LessonProgress
