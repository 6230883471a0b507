// What a learner works through in order: the exercises, or the steps of the tutorial.

import Foundation

/// One unit of a course, worked through in order: an exercise, or a step of the build-along
/// tutorial. The progress, the hints, the list and watch mode work the same for both.
package protocol Lesson: Sendable, Equatable {
  /// Its id, such as `checklists-02/blank-text`.
  var id: String { get }
  /// One line saying what the learner does, in ``language``.
  var title: String { get set }
  /// The same line in Japanese; empty where it has none.
  var titleJa: String { get }
  /// Hints, gentle first, in ``language``.
  var hints: [String] { get set }
  /// The same hints in Japanese, one for each English hint; empty where it has none.
  var hintsJa: [String] { get }
  /// The language its title, hints and instructions are read in.
  var language: LessonLanguage { get set }
  /// Its folder in the course package, where its instructions are.
  var folder: String { get }
}

extension Lesson {
  /// Its instructions in its language, relative to the course package: `README.md`, or
  /// `README.ja.md` beside it.
  package var instructions: String { "\(folder)/\(language.instructionsName)" }

  /// The lesson as a learner reading `language` sees it: its title, instructions and hints
  /// in that language (the English ones where it has none).
  package func localized(to language: LessonLanguage) -> Self {
    var copy = self
    copy.language = language
    if language == .japanese, !hintsJa.isEmpty { copy.hints = hintsJa }
    if language == .japanese, !titleJa.isEmpty { copy.title = titleJa }
    return copy
  }
}

/// Lessons in teaching order.
package protocol LessonCatalog: Sendable {
  /// The kind of lesson.
  associatedtype Item: Lesson
  /// The lessons, in order.
  var lessons: [Item] { get }
}

extension LessonCatalog {
  /// The lesson with an id.
  package func lesson(id: String) -> Item? {
    lessons.first { $0.id == id }
  }

  /// The lesson a learner names: its id, its number in the list (from 1), the part of its
  /// id after the chapter, or its title as the list shows it, in English or in Japanese
  /// (whatever the case and the spaces around it), when only one lesson has it.
  package func lesson(named name: String) -> Item? {
    if let lesson = lesson(id: name) { return lesson }
    if let number = Int(name), lessons.indices.contains(number - 1) {
      return lessons[number - 1]
    }
    let matches = lessons.filter { $0.id.hasSuffix("/" + name) }
    if matches.count == 1 { return matches[0] }
    let title = Self.comparable(name)
    guard !title.isEmpty else { return nil }
    let titled = lessons.filter {
      Self.comparable($0.title) == title || Self.comparable($0.titleJa) == title
    }
    return titled.count == 1 ? titled[0] : nil
  }

  /// A title as names are compared: without the spaces around it, a final full stop or the
  /// quotes a shell would keep, in lower case.
  private static func comparable(_ title: String) -> String {
    var text = title.trimmingCharacters(in: .whitespacesAndNewlines)
    let quotes: [(Character, Character)] = [("\"", "\""), ("'", "'"), ("“", "”"), ("「", "」")]
    for (open, close) in quotes where text.count > 1 && text.first == open && text.last == close {
      text.removeFirst()
      text.removeLast()
    }
    while let last = text.last, last == "." || last == "。" { text.removeLast() }
    return text.lowercased()
  }

  /// The lesson's place in the list, from 0.
  package func index(of lesson: Item) -> Int? {
    lessons.firstIndex { $0.id == lesson.id }
  }
}
