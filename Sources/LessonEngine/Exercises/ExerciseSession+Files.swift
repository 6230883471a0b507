// Resetting an exercise to its starter, and comparing the learner's files with the solution.

import Foundation
import SourceDiff

extension ExerciseSession {
  /// Asks, then puts an exercise's files back as shipped and forgets that it was done.
  ///
  /// - Parameter answer: Reads the learner's answer to the question; nil (the input ended)
  ///   counts as no.
  /// - Returns: Whether the exercise was reset.
  @discardableResult
  package func reset(_ exercise: Exercise, answer: () -> String?) -> Bool {
    let files = exercise.files.map(exercise.starterPath).joined(separator: ", ")
    console.writeOutput(
      "Reset \(exercise.id)? This puts \(files) back as shipped: your changes to "
        + (exercise.files.count == 1 ? "it" : "them")
        + " are lost, and the exercise is no longer done. [y/N] ")
    let reply = answer()?.trimmingCharacters(in: .whitespaces).lowercased()
    if reply == nil { console.print() }
    guard reply == "y" || reply == "yes" else {
      console.print("Nothing was changed.")
      return false
    }
    do {
      let changed = try StarterStore(workspace: workspace).reset(exercise)
      update { $0.forget(exercise) }
      console.print(
        changed.isEmpty
          ? "\(exercise.id) was already as shipped; it is no longer marked done."
          : "Reset \(changed.joined(separator: ", ")).")
      return true
    } catch {
      console.printError(style.red("Cannot reset \(exercise.id): \(error)"))
      return false
    }
  }

  /// Shows how the learner's files differ from the reference solution, once the exercise
  /// is done.
  ///
  /// - Returns: Whether the solution was shown.
  @discardableResult
  package func showSolution(_ exercise: Exercise) -> Bool {
    guard progress.isDone(exercise) else {
      console.printError(
        style.red(
          "\(exercise.id) is not done yet: its reference solution opens once its tests pass."))
      return false
    }
    for file in exercise.files {
      let yours = exercise.starterPath(file)
      let reference = exercise.solutionPath(file)
      let old = SourceFile(path: yours, text: text(of: yours))
      let new = SourceFile(path: reference, text: text(of: reference))
      let hunks = UnifiedDiff.hunks(from: old, to: new, style: style)
      if hunks.isEmpty {
        console.print(style.green("✓ \(yours) is the same as the reference solution."))
        continue
      }
      console.print(style.bold("Your \(file) next to the reference solution:"))
      console.print(style.red("--- yours      \(yours)"))
      console.print(style.green("+++ reference  \(reference)"))
      console.writeOutput(hunks.joined())
    }
    console.print(
      style.dim(
        "Lines with - are yours only, lines with + the reference's only. Both pass the tests; "
          + "yours need not match."))
    return true
  }

  /// The text of a package file, or "" when it cannot be read.
  private func text(of path: String) -> String {
    workspace.contents(path).map { String(decoding: $0, as: UTF8.self) } ?? ""
  }
}
