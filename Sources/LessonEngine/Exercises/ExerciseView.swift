// What `stepwise exercises` says about one exercise: where to edit, read, and look.

import CommandLineKit
import StepwiseBasics

/// The view of the exercises.
package typealias ExerciseView = LessonView<ExerciseCatalog>

extension LessonView where Catalog == ExerciseCatalog {
  /// "Exercise 4 of 20: id", its title, and where to edit, read and look at the tests.
  package func introduction(of exercise: Exercise, progress: LessonProgress) -> String {
    let number = (catalog.index(of: exercise) ?? 0) + 1
    let done = progress.isDone(exercise) ? style.green(localized(" (done)")) : ""
    var text =
      style.bold(localized("Exercise \(number) of \(catalog.lessons.count): \(exercise.id)")) + done
      + "\n  \(exercise.title)\n"
    for file in exercise.files {
      text += "  " + localized("Edit   \(exercise.starterPath(file))") + "\n"
    }
    text += "  " + localized("Read   \(exercise.instructions)") + "\n"
    if let writeTheTest = exercise.writeTheTest {
      text +=
        "  "
        + localized(
          "Judge  the course's app (Sources/\(exercise.stage)) and \(writeTheTest.mutants.count) planted bugs (\(exercise.mutantsFolder))"
        ) + "\n"
      return text
    }
    text +=
      "  " + localized("Tests  \(exercise.testPath)") + " "
      + style.dim(localized("(read them, do not change them)"))
      + "\n"
    return text
  }

}
