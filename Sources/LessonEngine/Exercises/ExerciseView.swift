// What `stepwise exercises` says about one exercise: where to edit, read, and look.

import CommandLineKit

/// The view of the exercises.
package typealias ExerciseView = LessonView<ExerciseCatalog>

extension LessonView where Catalog == ExerciseCatalog {
  /// "Exercise 4 of 20: id", its title, and where to edit, read and look at the tests.
  package func introduction(of exercise: Exercise, progress: LessonProgress) -> String {
    let number = (catalog.index(of: exercise) ?? 0) + 1
    let done = progress.isDone(exercise) ? style.green(" (done)") : ""
    var text =
      style.bold("Exercise \(number) of \(catalog.lessons.count): \(exercise.id)") + done
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

}
