// Watch mode at a terminal: keys read one by one, Tab completing the course's commands and
// its lessons' names from the lesson table, and the terminal put back afterwards.

import CommandLineKit
import Foundation
import Testing

@testable import LessonEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct WatchCompletionTests {
  static let names = ["checklists-01/01-rows", "checklists-01/02-labels", "checklists-02/01-add"]

  @Test(arguments: [
    ("pre", [LessonCommand.previous, .quit], ["previous"]),
    ("", [.hint, .go, .quit], ["hint", "go ", "quit"]),
    ("q", [.hint, .quit], ["quit"]),
    // Not in this course, or only on the command line: not offered.
    ("wa", [.watch, .hint], []),
    ("ver", [.verify, .hint], []),
  ])
  func theFirstWordCompletesToTheCoursesWatchModeCommands(
    typed: String, commands: [LessonCommand], expected: [String]
  ) {
    #expect(
      LessonCommand.completions(of: typed, commands: commands, lessonNames: Self.names)
        == expected)
  }

  @Test(arguments: [
    ("go checklists-01/", ["go checklists-01/01-rows", "go checklists-01/02-labels"]),
    ("go checklists-02", ["go checklists-02/01-add"]),
    ("reset ", ["reset " + names[0], "reset " + names[1], "reset " + names[2]]),
    // hint takes no name; nor does a word that is no command.
    ("hint che", []),
    ("gone che", []),
  ])
  func afterACommandThatTakesANameTheLessonsNamesComplete(typed: String, expected: [String]) {
    #expect(
      LessonCommand.completions(
        of: typed, commands: [.hint, .go, .reset, .quit], lessonNames: Self.names)
        == expected)
  }

  /// A terminal whose keys a `TerminalLines` reads, and what it drew.
  final class Keyboard: @unchecked Sendable {
    let terminal: PseudoTerminal
    var drawn = ""

    init() throws {
      terminal = try PseudoTerminal()
    }
  }

  func lines(_ keyboard: Keyboard) throws -> TerminalLines {
    try #require(
      TerminalLines(input: keyboard.terminal.terminal, write: { keyboard.drawn += $0 }) {
        LessonCommand.completions(
          of: $0, commands: [.hint, .previous, .go, .quit], lessonNames: Self.names)
      })
  }

  @Test func tabCompletesAtTheTerminalAndTheLineIsDrawnAsTyped() throws {
    let keyboard = try Keyboard()
    let lines = try lines(keyboard)
    defer { lines.finish() }

    keyboard.terminal.type("pre\t\r")
    #expect(lines.nextLine(waitingAtMost: 5) == .line("previous"))
    #expect(keyboard.drawn == "pre\rprevious\u{1B}[K\n")

    // Tab goes as far as the names agree; the rest is typed.
    keyboard.drawn = ""
    keyboard.terminal.type("go che\t2/01-add\r")
    #expect(lines.nextLine(waitingAtMost: 5) == .line("go checklists-02/01-add"))
    #expect(keyboard.drawn == "go che\rgo checklists-0\u{1B}[K2/01-add\n")
  }

  @Test func linesTypedAtOnceComeOneByOneThenNothingThenTheEnd() throws {
    let keyboard = try Keyboard()
    let lines = try lines(keyboard)
    defer { lines.finish() }

    keyboard.terminal.type("hint\rquit\n")
    #expect(lines.nextLine(waitingAtMost: 5) == .line("hint"))
    #expect(lines.nextLine(waitingAtMost: 5) == .line("quit"))
    #expect(lines.nextLine(waitingAtMost: 0.2) == .nothing)
    // The arrow up recalls the line before.
    keyboard.terminal.type("\u{1B}[A\r")
    #expect(lines.nextLine(waitingAtMost: 5) == .line("quit"))
    // Ctrl-D on an empty line ends the input.
    keyboard.terminal.type("\u{04}")
    #expect(lines.nextLine(waitingAtMost: 5) == .ended)
  }

  @Test func theTerminalIsPutBackAndNoTerminalIsRefused() throws {
    let keyboard = try Keyboard()
    var before = termios()
    tcgetattr(keyboard.terminal.terminal, &before)
    let lines = try lines(keyboard)
    var during = termios()
    tcgetattr(keyboard.terminal.terminal, &during)
    lines.finish()
    var after = termios()
    tcgetattr(keyboard.terminal.terminal, &after)

    #expect(before.c_lflag & tcflag_t(ICANON) != 0)
    #expect(during.c_lflag & tcflag_t(ICANON | ECHO) == 0, "keys come one by one, unechoed")
    #expect(during.c_lflag & tcflag_t(ISIG) != 0, "Ctrl-C still stops the tool")
    #expect(after.c_lflag == before.c_lflag)
    #expect(
      TerminalLines(input: FileHandle.nullDevice.fileDescriptor, write: { _ in }) { _ in [] } == nil
    )
  }
}
