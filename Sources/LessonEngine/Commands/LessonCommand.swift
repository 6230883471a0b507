// The commands a learner gives a course, in one table: command line, watch mode and help.

import CommandLineKit
import Foundation

/// A command a learner gives a course: typed on the command line as an action
/// (`stepwise tutorial hint`) or in watch mode as a word (`hint`, `h`).
///
/// This table is the one place the commands are written. Each course says which rows it has
/// (``LessonCourse/commands``) and does the work of its own ones; its command-line actions
/// (``actions(_:words:options:)``), the watch-mode parser (``TypedCommand``) and watch mode's
/// help (``watchHelp(_:)``) all come from here.
package enum LessonCommand: String, CaseIterable, Sendable {
  case watch, hint, run, next, previous, go, list, check, show, compare, solution, reset
  case verify, help, quit

  /// Where a command can be typed.
  package enum Place: Sendable {
    /// As an action of the course's command: `stepwise exercises hint`.
    case commandLine
    /// As a word in watch mode: `hint`.
    case watchMode
  }

  /// Where it can be typed: `watch` and `verify` only on the command line, `run`, `help` and
  /// `quit` only in watch mode, the rest in both.
  package var places: Set<Place> {
    switch self {
    case .watch, .verify: [.commandLine]
    case .run, .help, .quit: [.watchMode]
    default: [.commandLine, .watchMode]
    }
  }

  /// The short words that type it in watch mode, besides its name.
  package var shortForms: [String] {
    switch self {
    case .hint: ["h"]
    case .run: ["r"]
    case .next: ["n"]
    case .previous: ["p"]
    case .list: ["l"]
    case .check: ["c"]
    case .solution: ["s"]
    case .help: ["?"]
    case .quit: ["q", "exit"]
    default: []
    }
  }

  /// What it takes: a lesson's name for `go` and `reset` (in watch mode `reset` alone means
  /// the current one), perhaps one for `solution`.
  package var argument: CommandConfiguration.Argument? {
    switch self {
    case .go, .reset: .init("name")
    case .solution, .compare: .init("name", optional: true)
    default: nil
    }
  }

  /// Whether watch mode runs the current lesson again after it: the lesson may have changed.
  package var runsAgainInWatchMode: Bool {
    switch self {
    case .next, .previous, .go, .check, .reset: true
    default: false
    }
  }

  /// What help says of it, in a course's words.
  package func summary(_ words: LessonWords) -> String {
    switch self {
    case .watch:
      "run the current \(words.noun)'s \(words.checks), then again on every save; type "
        + "commands meanwhile"
    case .hint: "show the current \(words.noun)'s next hint"
    case .run: "run the current \(words.noun)'s \(words.checks) now"
    case .next: "make the next \(words.noun) current"
    case .previous: "make the previous \(words.noun) current"
    case .go: "make the \(words.noun) <name> names current"
    case .list: "every \(words.noun), done or not"
    case .check: "run every \(words.noun)'s \(words.checks); those that pass count as done"
    case .show: "the current \(words.noun)'s instructions"
    case .compare: "what a step done changed in the reference, as a diff"
    case .solution: "compare your files with the reference, once passed"
    case .reset: "put an \(words.noun)'s files back as shipped (asks first)"
    case .verify: "check that starters fail their tests and solutions pass (for the project's CI)"
    case .help: "these commands"
    case .quit: "leave watch mode"
    }
  }

  /// What `stepwise help <course> <action>` says of it, in a course's words.
  package func discussion(_ words: LessonWords) -> String {
    switch self {
    case .watch:
      "Runs the current \(words.noun)'s \(words.checks), then again whenever you save a file.\n"
    case .hint: "Shows one more hint of the current \(words.noun), gentlest first.\n"
    case .next: "Makes the next \(words.noun) in the list the current one.\n"
    case .previous: "Makes the previous \(words.noun) in the list the current one.\n"
    case .go:
      "Makes a \(words.noun) the current one: <name> is its id, its short name or its number.\n"
    case .list: "Lists every \(words.noun) with its number, whether it is done, and its title.\n"
    case .check:
      """
      Runs every \(words.noun)'s \(words.checks) with one build; those that pass count as \
      done. \(words.checkDetail)

      """
    case .show: "Shows the current \(words.noun)'s instructions, formatted for the terminal.\n"
    case .compare:
      """
      Once a step passes: that step's change alone in the book's app, as a diff, and whether \
      your files of the same names are as the book's after it. <name> is a step done (its id, \
      short name or number); without it, the current step when it is done, else the last \
      step done before it. Yours will differ; any arrangement that passes the checks is right.

      """
    case .solution:
      "Shows your files beside the reference solution, once the \(words.noun) passed.\n"
    case .reset:
      "Puts an \(words.noun)'s starter files back as shipped, after asking y/N.\n"
    case .verify:
      """
      Builds every starter as shipped and checks that each fails its tests, then every
      reference solution, which must pass them.

      """
    case .run, .help, .quit: summary(words) + "\n"
    }
  }

  /// The command-line actions of a course with these commands: one row each, with the
  /// course's options (`--dir` for the tutorial), for its ``CommandConfiguration``.
  @MainActor package static func actions(
    _ commands: [LessonCommand], words: LessonWords, options: [OptionSpec] = []
  ) -> [CommandConfiguration] {
    commands.filter { $0.places.contains(.commandLine) }.map { command in
      CommandConfiguration(
        name: command.rawValue, arguments: command.argument.map { [$0] } ?? [],
        options: options, summary: command.summary(words),
        discussion: command.discussion(words))
    }
  }

  /// Watch mode's `help`: every command a course takes there, with its short forms.
  package static func watchHelp(_ commands: [LessonCommand]) -> String {
    commands.filter { $0.places.contains(.watchMode) }.map { command in
      let argument = command.argument.map { " [<\($0.name)>]" } ?? ""
      let short = command.shortForms.first.map { " (\($0))" } ?? ""
      return command.rawValue + argument + short
    }.joined(separator: ", ")
  }
}

extension LessonCommand {
  /// What Tab offers for a line typed in watch mode so far, as whole lines: the course's
  /// watch-mode commands that start with it (with a space after those that take a name),
  /// then, after such a command and a space, each lesson's name.
  ///
  /// ```swift
  /// LessonCommand.completions(of: "pr", commands: [.previous, .quit], lessonNames: [])
  /// // ["previous"]
  /// ```
  package static func completions(
    of typed: String, commands: [LessonCommand], lessonNames: [String]
  ) -> [String] {
    let typedCommands = commands.filter { $0.places.contains(.watchMode) }
    guard let space = typed.firstIndex(of: " ") else {
      return typedCommands.map { $0.rawValue + ($0.argument == nil ? "" : " ") }
        .filter { $0.hasPrefix(typed) }
    }
    let word = typed[..<space].lowercased()
    guard
      let command = typedCommands.first(where: {
        $0.rawValue == word || $0.shortForms.contains(word)
      }), command.argument != nil
    else { return [] }
    let start = typed[...space]
    return lessonNames.map { start + $0 }.filter { $0.hasPrefix(typed) }
  }
}

/// A line typed in watch mode, read against the table: its command, if the first word names
/// one, and the word after it.
package struct TypedCommand: Equatable, Sendable {
  /// The first word, as typed (lowercased).
  package var word: String
  /// The command the word names, whichever course it belongs to; nil for no command.
  package var command: LessonCommand?
  /// The rest of the line: a lesson's name for `go`, `solution`, `reset`, which may be a
  /// title of several words (`go "Show the rows"`).
  package var argument: String?

  /// The command a typed line asks for; nil for an empty line.
  package init?(_ line: String) {
    let words = line.split(separator: " ", maxSplits: 1).map(String.init)
    guard let first = words.first?.lowercased() else { return nil }
    word = first
    command = LessonCommand.allCases.first {
      $0.places.contains(.watchMode) && ($0.rawValue == first || $0.shortForms.contains(first))
    }
    let rest = words.dropFirst().first?.trimmingCharacters(in: .whitespaces)
    argument = rest?.isEmpty == false ? rest : nil
  }
}

/// What a command did, for the command line's exit status and watch mode's next move.
package enum LessonCommandResult: Equatable, Sendable {
  /// It did what was asked.
  case done
  /// It ran, and what it checked did not pass (or it could not do its work).
  case failed
  /// The learner said no: nothing changed.
  case declined
  /// The name given names no lesson of the course.
  case unknownLesson(String)
}
