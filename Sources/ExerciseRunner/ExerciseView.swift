// The texts `stepwise exercises` shows: progress, the current exercise, the list, hints.

import StepwiseCLI

/// Writes what the learner sees about progress and exercises (outcomes are written by
/// ``OutcomeView``).
package struct ExerciseView {
  /// The exercises.
  package let catalog: ExerciseCatalog
  /// Colour, if any.
  package let style: TextStyle
  /// How the learner types the tool.
  package var commandName = "stepwise"

  /// How many cells the progress bar has.
  package static let barWidth = 20

  /// `[██████░░░░░░░░░░░░░░]  6 of 20 done`.
  package func progressBar(_ progress: ExerciseProgress) -> String {
    let total = catalog.exercises.count
    let done = progress.doneCount(in: catalog)
    let filled = total == 0 ? 0 : done * Self.barWidth / total
    let bar =
      style.green(String(repeating: "█", count: filled))
      + String(repeating: "░", count: Self.barWidth - filled)
    return "[\(bar)]  \(done) of \(total) done"
  }

  /// The first line of every run.
  package func header(_ progress: ExerciseProgress) -> String {
    style.bold("Stepwise exercises") + "  " + progressBar(progress)
  }

  /// "Exercise 4 of 20: id", its title, and where to edit, read and look at the tests.
  package func introduction(of exercise: Exercise, progress: ExerciseProgress) -> String {
    let number = (catalog.index(of: exercise) ?? 0) + 1
    let done = progress.isDone(exercise) ? style.green(" (done)") : ""
    var text =
      style.bold("Exercise \(number) of \(catalog.exercises.count): \(exercise.id)") + done
      + "\n  \(exercise.title)\n"
    for file in exercise.files {
      text += "  Edit   \(exercise.starterPath(file))\n"
    }
    text += "  Read   \(exercise.instructions)\n"
    text +=
      "  Tests  \(exercise.testPath) " + style.dim("(read them, do not change them)")
      + "\n"
    return text
  }

  /// Every exercise with its number, whether it is done, and its title; the current one
  /// marked with an arrow.
  package func list(_ progress: ExerciseProgress) -> String {
    let current = progress.currentExercise(in: catalog)
    let width = catalog.exercises.map(\.id.count).max() ?? 0
    var text = header(progress) + "\n\n"
    for (index, exercise) in catalog.exercises.enumerated() {
      let arrow = exercise.id == current?.id ? "→" : " "
      let mark = progress.isDone(exercise) ? style.green("✓") : " "
      let number = (index < 9 ? " " : "") + String(index + 1)
      let padding = String(repeating: " ", count: width - exercise.id.count)
      text += "\(arrow) \(number) \(mark) \(exercise.id)\(padding)  \(exercise.title)\n"
    }
    text +=
      "\n" + style.dim("Start any of them with \(commandName) exercises go <number or id>.") + "\n"
    return text
  }

  /// Hint `number` (from 1) of an exercise.
  package func hint(_ number: Int, of exercise: Exercise) -> String {
    let heading = style.bold("Hint \(number) of \(exercise.hints.count)") + " for \(exercise.id):"
    var text = heading + "\n" + Self.indented(exercise.hints[number - 1], by: 2) + "\n"
    if number < exercise.hints.count {
      text += style.dim("Ask again for the next hint: \(commandName) exercises hint") + "\n"
    } else {
      text += style.dim("That was the last hint. The tests say exactly what they expect.") + "\n"
    }
    return text
  }

  /// Every hint of an exercise, once all are out.
  package func allHints(of exercise: Exercise) -> String {
    var text = "Every hint for \(exercise.id) is out already:\n"
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
