// Watch mode for any course: run the current lesson, then again on every save.

import CommandLineKit
import Foundation
import StepwiseBasics

/// What a command typed in watch mode asks for next.
package enum WatchStep {
  /// Keep waiting for saves.
  case keepWatching
  /// Run the current lesson now (it may have changed).
  case run
  /// Leave watch mode.
  case quit
}

/// What one run in watch mode found.
package struct WatchRun {
  /// Whether the lesson passed.
  package var passed: Bool
  /// Seconds spent building.
  package var buildSeconds: TimeInterval
  /// Seconds spent running the checks.
  package var checkSeconds: TimeInterval
  /// When the lesson's own result was on screen, if before the run ended (the tutorial
  /// then goes on to check earlier steps).
  package var resultShownAt: Date?

  package init(passed: Bool, buildSeconds: TimeInterval, checkSeconds: TimeInterval) {
    self.passed = passed
    self.buildSeconds = buildSeconds
    self.checkSeconds = checkSeconds
  }
}

/// How often watch mode looks at the files' modification times, in seconds.
package let watchPollInterval: TimeInterval = 0.05

extension LessonCourse {
  /// Runs the current lesson, then again after every save of its files, moving on to the
  /// next lesson when it passes, until `quit` or the end of input.
  ///
  /// It always polls the files' modification times (every ``watchPollInterval`` seconds)
  /// rather than asking the system for change notifications: polling works the same on
  /// every file system, network and container mounts included.
  package func watch(input: any LineSource) {
    isWatching = true
    defer { isWatching = false }
    console.print(view.header(progress) + "\n")
    var step = WatchStep.run
    var savedAt: Date?
    var explained = false
    // Whether the lesson to run came after the one before it passed, with no save since.
    var arriving = false
    defer { isArriving = false }
    while step != .quit {
      guard let lesson = current else { return }
      // Taken before the run: a save made while it builds, or the moment the banner shows,
      // is a change from these, and runs the lesson again.
      let stamps = FileStamp.stamps(of: watchedFiles(of: lesson))
      if step == .run {
        if savedAt == nil { introduce(lesson) }
        let wasDone = progress.isDone(lesson)
        isArriving = arriving && savedAt == nil
        let run = runForWatch(lesson)
        if let savedAt { console.print(timing(run, savedAt: savedAt)) }
        savedAt = nil
        // A lesson done before stays current (the learner went back to it), as does one that
        // passed as it arrived; a new pass moves on, and the course ends after the last.
        let stayed = isArriving
        (arriving, isArriving) = (false, false)
        if run.passed, !wasDone, !stayed {
          guard let next = current, next.id != lesson.id else { return }
          console.print("")
          arriving = true
          continue
        }
        console.print(banner(for: lesson, explained: explained))
        explained = true
      }
      step = .keepWatching
      while step == .keepWatching {
        switch input.nextLine(waitingAtMost: watchPollInterval) {
        case .ended:
          step = .quit
        case .line(let line):
          step = TypedCommand(line).map { handle($0, input: input) } ?? .keepWatching
        case .nothing:
          let now = FileStamp.stamps(of: watchedFiles(of: lesson))
          if now != stamps {
            savedAt = now.values.map(\.modified).max()
            console.print(
              "\n" + style.dim(localized("Saved: running the \(words.checks.localized) again…")))
            step = .run
          }
        }
      }
    }
  }

  /// The line that says what watch mode is waiting for: in full the first time, then a
  /// short reminder.
  package func banner(for lesson: Catalog.Item, explained: Bool) -> String {
    let named = editedFiles(of: lesson).joined(separator: ", ")
    if explained {
      return style.dim(localized("Watching \(named) for saves (type help for the commands)."))
    }
    return style.dim(
      localized(
        """
        Watching \(named) for saves: it always polls their modification times every \
        \(watchPollInterval) s, with no file-system notifications, so it works on every \
        file system.
        Type hint, run, next, previous, list, check or quit, then Return; help lists all.
        """))
  }

  /// "Result 1.8 s after the save (build 1.1 s, tests 0.4 s)."; "no tests ran" when the
  /// build failed. When the run went on after the result showed (the tutorial checks the
  /// earlier steps), the whole wait follows: "Every check done 2.9 s after it." `now` is
  /// when the run ended.
  package func timing(_ run: WatchRun, savedAt: Date, now: Date = Date()) -> String {
    let total = (run.resultShownAt ?? now).timeIntervalSince(savedAt)
    let whole = now.timeIntervalSince(savedAt)
    let checks =
      run.checkSeconds > 0
      ? "\(words.checks.localized) \(Self.seconds(run.checkSeconds))"
      : localized("no \(words.checks.localized) ran")
    let build = Self.seconds(run.buildSeconds)
    let result = localized(
      "Result \(Self.seconds(total)) after the save (build \(build), \(checks)).")
    guard whole - total >= 0.05 else { return style.dim(result) }
    return style.dim(
      result + " " + localized("Every check done \(Self.seconds(whole)) after it."))
  }

  /// Seconds with one decimal, such as "1.8 s"; two under a tenth ("0.04 s"), so that
  /// something that took time never reads "0.0 s".
  package nonisolated static func seconds(_ value: TimeInterval) -> String {
    String(format: value > 0 && value < 0.095 ? "%.2f s" : "%.1f s", value)
  }

  /// Does a command of the table, on the command line or in watch mode: the shared ones
  /// here, the course's own ones in ``performOwn(_:argument:input:)``.
  package func perform(_ command: LessonCommand, argument: String?, input: (any LineSource)?)
    -> LessonCommandResult
  {
    switch command {
    case .watch:
      if let input {
        watch(input: input)
      } else if console.isInputTerminal, let keys = keyboardLines() {
        watch(input: keys)
        keys.finish()
      } else {
        watch(input: StandardInputLines())
      }
    case .hint:
      hint()
    case .next:
      move(by: 1)
    case .previous:
      move(by: -1)
    case .go:
      guard let argument, let lesson = catalog.lesson(named: argument) else {
        return .unknownLesson(argument ?? "")
      }
      go(to: lesson)
    case .list:
      console.writeOutput(view.list(progress))
    case .run, .help, .quit:
      // Watch mode's own: `handle(_:input:)` answers them before they get here.
      break
    default:
      return performOwn(command, argument: argument, input: input)
    }
    return .done
  }

  /// Handles a line typed in watch mode: the course's commands, `run`, `help` and `quit`.
  package func handle(_ typed: TypedCommand, input: any LineSource) -> WatchStep {
    guard let command = typed.command, Self.commands.contains(command) else {
      console.print(
        style.red(localized("Unknown command \"\(typed.word)\": type help for the commands.")))
      return .keepWatching
    }
    switch command {
    case .quit:
      return .quit
    case .run:
      return .run
    case .help:
      console.print(LessonCommand.watchHelp(Self.commands))
      return .keepWatching
    default:
      switch perform(command, argument: typed.argument, input: input) {
      case .done, .failed:
        return command.runsAgainInWatchMode ? .run : .keepWatching
      case .declined:
        return .keepWatching
      case .unknownLesson(let name):
        console.print(
          style.red(localized("There is no \(words.noun.localized) \"\(name)\": see list.")))
        return .keepWatching
      }
    }
  }

  /// The exit status a command's result gives on the command line; a name that names no
  /// lesson is a usage error.
  package func exitCode(_ result: LessonCommandResult, _ context: ToolContext) -> ExitCode {
    switch result {
    case .done: .success
    case .failed, .declined: .failure
    case .unknownLesson(let name):
      context.usageError(
        localized(
          "there is no \(words.noun.localized) \"\(name)\" (see \(context.commandName) \(words.command) list)"
        ))
    }
  }

  /// Writes a report, making its folder if needed; says so when it cannot, and returns
  /// whether it was written.
  package func write(_ report: LessonReport, to url: URL) -> Bool {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try report.json().write(to: url, options: .atomic)
      return true
    } catch {
      console.printError(
        style.red(localized("Cannot write \(url.path): \(error.localizedDescription)")))
      return false
    }
  }

  /// The learner's terminal read key by key, Tab completing this course's commands and its
  /// lessons' names; nil when standard input is no terminal.
  func keyboardLines() -> TerminalLines? {
    let names = catalog.lessons.map(\.id)
    return TerminalLines(write: console.writeOutput) { typed in
      LessonCommand.completions(of: typed, commands: Self.commands, lessonNames: names)
    }
  }

  /// Blocks until a whole line is typed, or the input ends.
  package static func waitForLine(_ input: any LineSource) -> String? {
    while true {
      switch input.nextLine(waitingAtMost: 3600) {
      case .line(let line): return line
      case .ended: return nil
      case .nothing: continue
      }
    }
  }
}
