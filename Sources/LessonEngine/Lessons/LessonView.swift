// The texts a course shows: progress, the list of lessons, hints.

import CommandLineKit
import StepwiseBasics

/// The words that tell one course from another in what ``LessonView`` writes.
package struct LessonWords: Sendable {
  /// The heading of every run: "Stepwise exercises".
  package var heading: String
  /// The tool's command for the course: "exercises".
  package var command: String
  /// What one lesson is called: "exercise".
  package var noun: String
  /// Said after the last hint: where the rest of the answer is.
  package var afterLastHint: String
  /// What checks a lesson: "tests".
  package var checks: String
  /// What `check`'s help adds for the course.
  package var checkDetail: String

  /// A course's words.
  package init(
    heading: String, command: String, noun: String, afterLastHint: String, checks: String,
    checkDetail: String = ""
  ) {
    self.heading = heading
    self.command = command
    self.noun = noun
    self.afterLastHint = afterLastHint
    self.checks = checks
    self.checkDetail = checkDetail
  }

  /// The classroom exercises (in English: where they are shown, they are `.localized`).
  package static let exercises = LessonWords(
    heading: "Stepwise exercises", command: "exercises", noun: "exercise",
    afterLastHint: "The tests say exactly what they expect.", checks: "tests")
}

/// Writes what the learner sees about progress and lessons (outcomes are written by
/// ``OutcomeView``).
package struct LessonView<Catalog: LessonCatalog> {
  /// The lessons.
  package let catalog: Catalog
  /// Colour, if any.
  package let style: TextStyle
  /// How the learner types the tool.
  package var commandName = "stepwise"
  /// The course's words.
  package var words = LessonWords.exercises
  /// Whether the learner is in watch mode, where commands are typed as one word.
  package var inWatchMode = false

  /// How the learner asks for a command: `hint` in watch mode, `stepwise tutorial hint`
  /// otherwise; `nil` for the course's own run (`run`, or `stepwise tutorial`).
  package func ask(_ word: String?) -> String {
    if inWatchMode { return word ?? "run" }
    return "\(commandName) \(words.command)" + (word.map { " " + $0 } ?? "")
  }

  /// A view of a catalog's lessons.
  package init(
    catalog: Catalog, style: TextStyle, commandName: String = "stepwise",
    words: LessonWords = .exercises
  ) {
    self.catalog = catalog
    self.style = style
    self.commandName = commandName
    self.words = words
  }

  /// How many cells the progress bar has.
  package static var barWidth: Int { 20 }

  /// `[██████░░░░░░░░░░░░░░]  6 of 20 done`.
  package func progressBar(_ progress: LessonProgress) -> String {
    let total = catalog.lessons.count
    let done = progress.doneCount(in: catalog)
    let filled = total == 0 ? 0 : done * Self.barWidth / total
    let bar =
      style.green(String(repeating: "█", count: filled))
      + String(repeating: "░", count: Self.barWidth - filled)
    return "[\(bar)]  " + localized("\(done) of \(total) done")
  }

  /// The first line of every run.
  package func header(_ progress: LessonProgress) -> String {
    style.bold(words.heading.localized) + "  " + progressBar(progress)
  }

  /// Every lesson with its number, whether it is done, and its title; the current one
  /// marked with an arrow.
  package func list(_ progress: LessonProgress) -> String {
    let current = progress.current(in: catalog)
    let width = catalog.lessons.map(\.id.count).max() ?? 0
    var text = header(progress) + "\n\n"
    for (index, exercise) in catalog.lessons.enumerated() {
      let arrow = exercise.id == current?.id ? "→" : " "
      let mark = progress.isDone(exercise) ? style.green("✓") : " "
      let number = (index < 9 ? " " : "") + String(index + 1)
      let padding = String(repeating: " ", count: width - exercise.id.count)
      text += "\(arrow) \(number) \(mark) \(exercise.id)\(padding)  \(exercise.title)\n"
    }
    text +=
      "\n"
      + style.dim(localized("Start any of them with \(ask("go")) <number, id or title>."))
      + "\n"
    return text
  }

  /// Hint `number` (from 1) of a lesson.
  package func hint(_ number: Int, of exercise: Catalog.Item) -> String {
    let heading =
      style.bold(localized("Hint \(number) of \(exercise.hints.count)"))
      + localized(" for \(exercise.id):")
    var text = heading + "\n" + Self.indented(exercise.hints[number - 1], by: 2) + "\n"
    if number < exercise.hints.count {
      text +=
        style.dim(localized("Ask again for the next hint: \(ask("hint"))")) + "\n"
    } else {
      text +=
        style.dim(localized("That was the last hint. \(words.afterLastHint.localized)")) + "\n"
    }
    return text
  }

  /// Every hint of a lesson, once all are out.
  package func allHints(of exercise: Catalog.Item) -> String {
    var text = localized("Every hint for \(exercise.id) is out already:") + "\n"
    for (index, hint) in exercise.hints.enumerated() {
      text += style.bold("\(index + 1).") + " " + Self.indented(hint, by: 3).dropFirst(3) + "\n"
    }
    return text
  }

  /// Text with every line indented.
  package static func indented(_ text: String, by count: Int) -> String {
    let indent = String(repeating: " ", count: count)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n")
  }
}
