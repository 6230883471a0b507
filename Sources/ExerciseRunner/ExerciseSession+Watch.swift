// Watch mode: run the tests again on every save, and take commands typed meanwhile.

import Foundation

extension ExerciseSession {
  /// How often watch mode looks at the files' modification times, in seconds.
  package nonisolated static let pollInterval: TimeInterval = 0.5

  /// What a command typed in watch mode asks for next.
  package enum WatchStep {
    /// Keep waiting for saves.
    case keepWatching
    /// Run the current exercise now (it may have changed).
    case run
    /// Leave watch mode.
    case quit
  }

  /// Runs the current exercise, then again after every save of its files, moving on to the
  /// next exercise when it passes, until `quit` or the end of input.
  ///
  /// It always polls the files' modification times (every ``pollInterval`` seconds)
  /// rather than asking the system for change notifications: polling works the same on
  /// every file system, network and container mounts included.
  package func watch(input: any LineSource) {
    isWatching = true
    defer { isWatching = false }
    console.print(view.header(progress) + "\n")
    var step = WatchStep.run
    var savedAt: Date?
    var explained = false
    while step != .quit {
      guard let exercise = current else { return }
      if step == .run {
        if savedAt == nil { console.print(view.introduction(of: exercise, progress: progress)) }
        let outcome = run(exercise)
        if let savedAt {
          console.print(timing(outcome, savedAt: savedAt))
        }
        savedAt = nil
        if outcome.status == .pass {
          guard let next = current, next.id != exercise.id else { return }
          console.print("")
          continue
        }
        console.print(banner(for: exercise, explained: explained))
        explained = true
      }
      let stamps = Self.stamps(of: watchedFiles(of: exercise))
      step = .keepWatching
      while step == .keepWatching {
        switch input.nextLine(waitingAtMost: Self.pollInterval) {
        case .ended:
          step = .quit
        case .line(let line):
          step = perform(line, input: input)
        case .nothing:
          let now = Self.stamps(of: watchedFiles(of: exercise))
          if now != stamps {
            savedAt = now.values.map(\.modified).max()
            console.print(style.dim("\nSaved: running the tests again…"))
            step = .run
          }
        }
      }
    }
  }

  /// The learner's files and the test file of an exercise.
  package func watchedFiles(of exercise: Exercise) -> [URL] {
    (exercise.files.map(exercise.starterPath) + [exercise.testPath]).map(workspace.url)
  }

  /// The line that says what watch mode is waiting for: in full the first time, then a
  /// short reminder.
  package func banner(for exercise: Exercise, explained: Bool) -> String {
    let files = exercise.files.map(exercise.starterPath).joined(separator: ", ")
    if explained {
      return style.dim("Watching \(files) for saves (type help for the commands).")
    }
    return style.dim(
      "Watching \(files) for saves: it always polls their modification times every "
        + "\(Self.pollInterval) s, with no file-system notifications, so it works on every "
        + "file system.\n"
        + "Type hint, run, next, previous, list, check, solution, reset or quit, then Return.")
  }

  /// "Result 1.8 s after the save (build 1.1 s, tests 0.4 s)."
  package func timing(_ outcome: ExerciseOutcome, savedAt: Date) -> String {
    let total = Date().timeIntervalSince(savedAt)
    return style.dim(
      "Result \(Self.seconds(total)) after the save (build \(Self.seconds(outcome.buildSeconds)), "
        + "tests \(Self.seconds(outcome.testSeconds))).")
  }

  /// Runs a command typed in watch mode.
  package func perform(_ line: String, input: any LineSource) -> WatchStep {
    let words = line.split(separator: " ").map(String.init)
    guard let word = words.first?.lowercased() else { return .keepWatching }
    let argument = words.dropFirst().first
    switch word {
    case "q", "quit", "exit":
      return .quit
    case "r", "run":
      return .run
    case "h", "hint":
      hint()
    case "n", "next":
      move(by: 1)
      return .run
    case "p", "previous":
      move(by: -1)
      return .run
    case "l", "list":
      console.print(view.list(progress))
    case "c", "check":
      checkAll()
      return .run
    case "s", "solution":
      if let exercise = exercise(named: argument) ?? solutionDefault() { showSolution(exercise) }
    case "reset":
      guard let exercise = exercise(named: argument) ?? current else { return .keepWatching }
      if reset(exercise, answer: { Self.waitForLine(input) }) { return .run }
    case "go":
      guard let exercise = exercise(named: argument) else { return .keepWatching }
      go(to: exercise)
      return .run
    case "help", "?":
      console.print(
        "hint (h), run (r), next (n), previous (p), list (l), check (c), solution (s) "
          + "[<name>], go <name>, reset [<name>], quit (q)")
    default:
      console.print(style.red("Unknown command \"\(word)\": type help for the commands."))
    }
    return .keepWatching
  }

  /// The exercise a command names, saying so when there is none.
  package func exercise(named name: String?) -> Exercise? {
    guard let name else { return nil }
    guard let exercise = catalog.exercise(named: name) else {
      console.print(style.red("There is no exercise \"\(name)\": see list."))
      return nil
    }
    return exercise
  }

  /// The exercise `solution` shows when none is named: the current one if done, else the
  /// one done last.
  package func solutionDefault() -> Exercise? {
    if let current, progress.isDone(current) { return current }
    return progress.done.last.flatMap(catalog.exercise(id:)) ?? current
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

  /// Each file's modification time and size, so that any save is noticed.
  package static func stamps(of files: [URL]) -> [String: FileStamp] {
    var stamps: [String: FileStamp] = [:]
    for file in files {
      let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
      stamps[file.path] = FileStamp(
        modified: attributes?[.modificationDate] as? Date ?? .distantPast,
        size: (attributes?[.size] as? NSNumber)?.intValue ?? -1)
    }
    return stamps
  }

  /// Seconds with one decimal, such as "1.8 s".
  package nonisolated static func seconds(_ value: TimeInterval) -> String {
    String(format: "%.1f s", value)
  }
}
