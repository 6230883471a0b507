// The tutorial's `compare`: a step's change in the book's app, and how the learner's files
// of the same names stand beside the reference.

import CommandLineKit
import Foundation
import LessonEngine
import SourceDiff
import StepwiseBasics

extension TutorialSession {
  /// What a step changed in the book's app, as a diff of that step's change alone, then how
  /// the learner's files of the same names stand: the step named (by id, short name or
  /// number), once it is done; else the current step when it is done, or the last step done
  /// before it. A step without a reference of its own shows the chapter's reference stage only
  /// when it is the chapter's last step, so no later step shows.
  @discardableResult
  package func compare(_ name: String? = nil) -> LessonCommandResult {
    if let name, catalog.lesson(named: name) == nil { return .unknownLesson(name) }
    guard let step = stepToCompare(named: name) else { return .failed }
    // A test-first step's reference is the course's own test, beside the learner's.
    if step.testFirst != nil, catalog.lastStep(of: step.chapter)?.id != step.id {
      showCourseTest(of: step)
      return .done
    }
    let reference = workspace.courseFile(step.referencePath)
    if TutorialStep.changesNothing(reference: reference) {
      let show = ask("show")
      console.print(
        localized(
          "\(step.name) (\(step.id)) changes nothing in the book's app: it checks that your earlier steps already do what it asks, so there is no code of its own to show."
        ) + " " + style.dim(localized("Its instructions say what to look for: \(show).")))
      return .done
    }
    if FileManager.default.fileExists(atPath: reference.path) {
      return compare(step, reference: reference) ? .done : .failed
    }
    guard catalog.lastStep(of: step.chapter)?.id == step.id else {
      let hint = ask("hint")
      console.print(
        localized(
          "\(step.name) (\(step.id)) has no reference of its own in the course yet, and the book's code at the end of \(step.chapter) holds its later steps too: compare shows it once you finish \(step.chapter)."
        ) + " " + style.dim(localized("A hint shows the way meanwhile: \(hint).")))
      return .failed
    }
    return compareChapter(step) ? .done : .failed
  }

  /// The step `compare` shows, or nil (said) when it shows none: the one named when it is
  /// done; else the current step when it is done, or the last step done before it.
  private func stepToCompare(named name: String?) -> TutorialStep? {
    if let step = name.flatMap(catalog.lesson(named:)) {
      guard progress.isDone(step) else {
        console.print(
          localized(
            "Compare shows a step once it passes, and \(step.name) (\(step.id)) has not yet.")
            + " " + style.dim(localized("A hint shows the way meanwhile: \(ask("hint")).")))
        return nil
      }
      return step
    }
    let end = current.flatMap(catalog.index(of:)).map { $0 + 1 } ?? catalog.steps.count
    let done = catalog.steps.prefix(end).last(where: progress.isDone)
    guard let step = done ?? progress.done.last.flatMap(catalog.lesson(id:)) else {
      console.print(
        localized("Compare shows your app beside the book's once a step passes; none has yet.")
          + " " + style.dim(localized("Check the current step with \(ask(nil)).")))
      return nil
    }
    return step
  }

  /// The step's own change to the book's app, then the learner's files of the same names.
  private func compare(_ step: TutorialStep, reference: URL) -> Bool {
    do {
      let change = try StepChange(of: step, in: catalog, course: workspace.course)
      let yours = try SourceFolder.read(workspace.sources, name: TutorialWorkspace.module)
      let sources = TutorialWorkspace.sourcesPath
      console.print(
        style.bold(localized("What \(step.name) changed in the book's app"))
          + localized(
            " (\(step.id)): this step's change only, each file as the steps before it left it (-) and as it is after it (+), named as in your \(sources)."
          ) + "\n")
      console.writeOutput(StageDiff(from: change.before, to: change.after).render(style: style))
      console.print("\n" + style.bold(localized("Your files")))
      for file in change.after.files {
        let shown = style.bold(file.path)
        guard let mine = yours.files.first(where: { $0.path == file.path }) else {
          console.print(
            "  " + localized("You have no \(shown): you may have put what it holds elsewhere."))
          continue
        }
        console.print(
          "  "
            + (mine.lines == file.lines
              ? style.green("✓ ") + localized("Your \(shown) is as the book's after this step.")
              : localized("Your \(shown) is not the book's after this step, line for line.")))
      }
      for path in change.removed {
        let shown = style.bold(path)
        console.print(
          "  "
            + (yours.files.contains { $0.path == path }
              ? localized(
                "This step removes \(shown) (renamed or gone in the book's app); you still have it."
              )
              : localized("This step also removes \(shown), which you no longer have.")))
      }
      console.print(
        "\n"
          + style.dim(
            localized(
              "Nothing of a later step shows. Another arrangement that passes the checks is just as right."
            )))
      return true
    } catch {
      console.printError(style.red(localized("Cannot compare: \(error)")))
      return false
    }
  }

  /// The learner's app beside the reference stage at the end of the chapter of its last
  /// step, file by file.
  private func compareChapter(_ step: TutorialStep) -> Bool {
    do {
      var yours = try SourceFolder.read(workspace.sources, name: TutorialWorkspace.module)
      var stage = try SourceFolder.read(
        workspace.courseFile("Sources/\(step.stage)"), name: step.stage)
      Self.dropLaunchNoise(yours: &yours, stage: &stage)
      // A file only the reference has belongs to a step still to come (or one the learner
      // arranged otherwise), and one only the learner has is their own arrangement: both
      // are named, not shown line by line.
      let pairs = StageDiff(from: yours, to: stage).pairs
      let referenceOnly = pairs.compactMap { $0.old == nil ? $0.new : nil }
      let yoursOnly = pairs.compactMap { $0.new == nil ? $0.old : nil }
      stage.files.removeAll { file in referenceOnly.contains { $0.path == file.path } }
      yours.files.removeAll { file in yoursOnly.contains { $0.path == file.path } }
      console.print(
        localized(
          """
          \(style.bold(localized("Your app"))) (\(TutorialWorkspace.sourcesPath)) beside \
          \(style.bold(step.stage)), the reference at the end of \(step.chapter), file by file:
          """) + "\n")
      console.writeOutput(StageDiff(from: yours, to: stage).render(style: style))
      if !referenceOnly.isEmpty {
        console.print(
          "\n"
            + localized(
              """
              Only in the reference: \(referenceOnly.map { style.bold($0.path) }.joined(separator: ", ")) \
              (a later step may ask for what it holds).
              """))
      }
      if !yoursOnly.isEmpty {
        console.print(
          localized(
            "Only in yours: \(yoursOnly.map { style.bold($0.path) }.joined(separator: ", "))."))
      }
      showCourseTest(of: step)
      console.print(
        style.dim(
          localized(
            """
            Lines with - are yours, + the reference's, as it is at the end of \(step.chapter). \
            Another arrangement that passes the checks is just as right.
            """)))
      return true
    } catch {
      console.printError(style.red(localized("Cannot compare: \(error)")))
      return false
    }
  }

  /// Takes out what differs only because of how each app is launched: the starter's
  /// `Info.swift` and `@main` on the learner's side, the stage's descriptor
  /// (`Checklists01.swift`, through which the course launches it) on the reference's, and
  /// the reference's excerpt markers.
  static func dropLaunchNoise(yours: inout SourceFolder, stage: inout SourceFolder) {
    yours.files.removeAll { $0.path == "Info.swift" }
    yours.files = yours.files.map { file in
      var file = file
      file.lines.removeAll { $0.trimmingCharacters(in: .whitespaces) == "@main" }
      return file
    }
    stage.files.removeAll { $0.path == "\(stage.name).swift" }
    // The chapters' excerpt markers are not code.
    stage.files = stage.files.map { $0.removingExcerptMarkers() }
  }
}
