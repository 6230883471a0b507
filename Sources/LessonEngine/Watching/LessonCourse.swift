// What a course of lessons provides, and what every course shares: progress, hints, moving on.

import CommandLineKit
import Foundation
import StepwiseBasics

/// A course of lessons a learner works through with the tool: the exercises, or the
/// tutorial's steps. What they share is written once, in terms of what each course provides:
/// the progress, hints and moving between lessons here, the commands and watch mode in
/// `WatchLoop.swift`.
@MainActor
package protocol LessonCourse: AnyObject {
  /// The lessons.
  associatedtype Catalog: LessonCatalog
  /// The lessons, in order.
  var catalog: Catalog { get }
  /// The learner's progress, loaded once and saved after every change.
  var savedProgress: SavedProgress { get }
  /// Where the course writes.
  var console: Console { get }
  /// Colour, if any.
  var style: TextStyle { get }
  /// The course's words.
  var words: LessonWords { get }
  /// How the learner types the tool.
  var commandName: String { get }
  /// Whether watch mode is on: a pass starts the next lesson by itself.
  var isWatching: Bool { get set }
  /// Whether the lesson being run has just arrived in watch mode, the one before it having
  /// passed, with no save since: a pass then keeps it current, so that the learner reads it
  /// before moving on, rather than watch mode running past it.
  var isArriving: Bool { get set }
  /// Introduces a lesson: its number, title, and what to edit and read.
  func introduce(_ lesson: Catalog.Item)
  /// Runs a lesson's checks and shows the outcome; whether it passed, and the seconds its
  /// build and its checks took.
  func runForWatch(_ lesson: Catalog.Item) -> WatchRun
  /// The files whose saves run the lesson again.
  func watchedFiles(of lesson: Catalog.Item) -> [URL]
  /// What the learner edits, as the banner names it.
  func editedFiles(of lesson: Catalog.Item) -> [String]
  /// The commands the course takes, in the order help lists them (a subset of the table).
  static var commands: [LessonCommand] { get }
  /// Does a command only this course has (``perform(_:argument:input:)`` does the shared
  /// ones); `input` is where a question's answer is read (the console when nil).
  func performOwn(_ command: LessonCommand, argument: String?, input: (any LineSource)?)
    -> LessonCommandResult
}

extension LessonCourse {
  /// The learner's progress.
  package var progress: LessonProgress { savedProgress.progress }

  /// Changes the progress and saves it.
  package func update(_ change: (inout LessonProgress) -> Void) {
    savedProgress.update(change)
  }

  /// The texts about progress and lessons.
  package var view: LessonView<Catalog> {
    var view = LessonView(catalog: catalog, style: style, commandName: commandName, words: words)
    view.inWatchMode = isWatching
    return view
  }

  /// How the learner asks for a command where they are: the word alone in watch mode
  /// (`hint`), the whole command otherwise (`stepwise tutorial hint`); `nil` for the
  /// course's own run (`run` in watch mode, `stepwise tutorial` otherwise).
  package func ask(_ word: String?) -> String {
    view.ask(word)
  }

  /// The lesson being worked on.
  package var current: Catalog.Item? { progress.current(in: catalog) }

  /// Shows the next hint of the current lesson, or all of them once they are out.
  package func hint() {
    guard let lesson = current else { return }
    var number: Int?
    update { number = $0.revealHint(of: lesson) }
    if let number {
      console.writeOutput(view.hint(number, of: lesson))
    } else if lesson.hints.isEmpty {
      console.print(localized("\(lesson.id) has no hints."))
    } else {
      console.writeOutput(view.allHints(of: lesson))
    }
  }

  /// Makes the lesson `offset` places after the current one current (−1: the one before)
  /// and introduces it.
  package func move(by offset: Int) {
    guard let lesson = current, let index = catalog.index(of: lesson) else { return }
    let target = index + offset
    guard catalog.lessons.indices.contains(target) else {
      console.print(
        offset > 0
          ? localized("\(lesson.id) is the last \(words.noun.localized).")
          : localized("\(lesson.id) is the first \(words.noun.localized)."))
      return
    }
    go(to: catalog.lessons[target])
    if offset > 0 && !progress.isDone(lesson) {
      console.print(
        style.dim(localized("(\(lesson.id) is not done yet: \(ask("previous")) goes back.)")))
    }
  }

  /// Makes a lesson current and introduces it.
  package func go(to lesson: Catalog.Item) {
    update { $0.current = lesson.id }
    introduce(lesson)
    // In watch mode its checks run at once.
    guard !isWatching else { return }
    console.print(
      style.dim(
        localized(
          "Run its \(words.checks.localized) with \(ask(nil)) (or \(commandName) \(words.command) watch)."
        )))
  }

  /// Says that a lesson done before passes again and stays current: in watch mode, the
  /// learner went back to it (previous, go) and moves on when they choose. A lesson that
  /// passes as it arrives is marked done, and stays current too.
  package func stay(on lesson: Catalog.Item) {
    if isArriving, !progress.isDone(lesson) {
      update { $0.markDone(lesson) }
      console.print(
        style.green("✓ ")
          + localized(
            "Your code already does what \(lesson.id) asks, so it is done. Read it above, then type next to move on."
          ))
      return
    }
    console.print(
      style.dim(
        localized(
          "\(lesson.id) was done already: it stays the current \(words.noun.localized). Type next to move on."
        )))
  }

  /// Whether a pass of this lesson keeps it current: in watch mode, for a lesson done
  /// before, which the learner went back to, and for one that passes as it arrives.
  package func staysAfterPass(_ lesson: Catalog.Item) -> Bool {
    isWatching && (progress.isDone(lesson) || isArriving)
  }

  /// Marks a lesson done and makes the next one not done current; returns that one.
  @discardableResult
  package func markDoneAndAdvance(_ lesson: Catalog.Item) -> Catalog.Item? {
    var marked = progress
    marked.markDone(lesson)
    let next = marked.nextUndone(after: lesson, in: catalog)
    update {
      $0.markDone(lesson)
      if let next { $0.current = next.id }
    }
    return next
  }

  /// "Next: exercise 2, id: title" and how to start it, or the end of the course.
  package func announceNext(_ next: Catalog.Item?, finished: String) {
    console.print("\n" + view.progressBar(progress))
    guard let next else {
      console.print(style.green(finished))
      return
    }
    let number = (catalog.index(of: next) ?? 0) + 1
    console.print(
      localized("Next: \(words.noun.localized) \(number), \(next.id): \(next.title)") + "\n"
        + style.dim(
          isWatching ? localized("Starting it…") : localized("Run \(ask(nil)) to start it.")))
  }
}
