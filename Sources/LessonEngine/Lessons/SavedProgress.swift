// A learner's progress as a course's session keeps it: loaded once, saved after every change.

import CommandLineKit
import StepwiseBasics

/// The progress of one learner in one course, as the course's session holds it: loaded from
/// its file when the session opens (a damaged file is said, and progress starts afresh) and
/// saved after every change (a save that fails is said, and the progress in memory is kept).
///
/// ```swift
/// let saved = SavedProgress(file: workspace.progressFile, console: console, style: style)
/// saved.update { $0.revealHint(of: lesson) }
/// ```
@MainActor
package final class SavedProgress {
  /// The progress, as last changed.
  package private(set) var progress: LessonProgress
  private let file: ProgressFile
  private let console: Console
  private let style: TextStyle

  /// Loads the progress from `file`, saying on `console` when the file was damaged.
  package init(file: ProgressFile, console: Console, style: TextStyle) {
    self.file = file
    self.console = console
    self.style = style
    let loaded = file.load()
    progress = loaded.progress
    if let note = loaded.note { console.printError(style.red(note)) }
  }

  /// Changes the progress and saves it.
  package func update(_ change: (inout LessonProgress) -> Void) {
    change(&progress)
    do {
      try file.save(progress)
    } catch {
      console.printError(
        style.red(localized("Could not save the progress: \(error.localizedDescription)")))
    }
  }
}
