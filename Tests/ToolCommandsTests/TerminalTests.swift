// `stepwise` on a real (pseudo-)terminal: colour, the prompt, typing commands, the screen.

import AppTestSupport
import Foundation
import Testing

@Suite struct TerminalTests {
  /// Output with the terminal's `\r\n` line breaks turned back into `\n`.
  private func lines(_ text: String) -> String {
    text.replacingOccurrences(of: "\r\n", with: "\n")
  }

  @Test func helpIsInColourOnATerminalAndPlainWithNoColor() throws {
    let home = try TemporaryFolder()

    let (colourProcess, colourTerminal) = try BuiltTool.startInTerminal(
      ["--help"], in: home.url, home: home.url)
    let coloured = lines(colourTerminal.read())
    colourProcess.waitUntilExit(seconds: 60)
    let (plainProcess, plainTerminal) = try BuiltTool.startInTerminal(
      ["--help"], in: home.url, home: home.url, environment: ["NO_COLOR": "1"])
    let plain = lines(plainTerminal.read())
    plainProcess.waitUntilExit(seconds: 60)

    #expect(coloured.contains("\u{1B}[1mUsage:\u{1B}[0m\n"))
    #expect(colourProcess.terminationStatus == 0)
    #expect(plain.contains("\nUsage:\n"))
    #expect(!plain.contains("\u{1B}["))
  }
}

extension TerminalTests {
  /// Text without its ANSI colour codes.
  private func withoutColour(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
  }

  @Test func typingCommandsAtTheTerminalRedrawsTheScreen() throws {
    let home = try TemporaryFolder()
    let prompt = "\u{1B}[1m> \u{1B}[0m"
    let (process, terminal) = try BuiltTool.startInTerminal(
      ["run", "checklists-01", "--sandbox", "box"], in: home.url, home: home.url)

    var transcript = terminal.read { $0.hasSuffix(prompt) }
    for command in ["tap row 0", "tap row 9", "expect row 0 checked", "quit"] {
      terminal.type(command + "\n")
      transcript += terminal.read { $0.hasSuffix(prompt) }
    }
    #expect(process.waitUntilExit(seconds: 60), "the program ends")

    // "tap row 9" could not run, so the session ends with status 1.
    #expect(process.terminationStatus == 1)
    #expect(transcript.contains("\u{1B}[31m✗ there is no row 9 (rows are 0 to 4)\u{1B}[0m"))
    #expect(
      withoutColour(lines(transcript)) == """
        Checklists (checklists-01) in the simulator
        Sandbox: \(home.url.path)/box
        Type help for the commands, quit to leave.
        ╭──────────────────────────────────────────╮
        │                Checklists              + │
        ├──────────────────────────────────────────┤
        │ Walk the dog                             │
        │ Brush my teeth                         ✓ │
        │ Learn iOS development                    │
        │ Soccer practice                          │
        │ Eat ice cream                          ✓ │
        ╰──────────────────────────────────────────╯
        > tap row 0
        ╭──────────────────────────────────────────╮
        │                Checklists              + │
        ├──────────────────────────────────────────┤
        │ Walk the dog                           ✓ │
        │ Brush my teeth                         ✓ │
        │ Learn iOS development                    │
        │ Soccer practice                          │
        │ Eat ice cream                          ✓ │
        ╰──────────────────────────────────────────╯
        > tap row 9
        ✗ there is no row 9 (rows are 0 to 4)
        > expect row 0 checked
        ✓ holds
        > quit
        checklists-01 terminated; its sandbox stays at \(home.url.path)/box
        1 command could not run or did not hold: exit status 1

        """)
  }

  @Test func atATerminalTheLineCanBeEditedRecalledAndCompleted() throws {
    let home = try TemporaryFolder()
    let prompt = "\u{1B}[1m> \u{1B}[0m"
    let (process, terminal) = try BuiltTool.startInTerminal(
      ["run", "checklists-01", "--sandbox", "box"], in: home.url, home: home.url)
    _ = terminal.read { $0.hasSuffix(prompt) }

    // Tab completes the command and the row's text from the screen.
    terminal.type("ta\trow \"Br\t\r")
    let tapped = terminal.read { $0.contains("Eat ice cream") && $0.hasSuffix(prompt) }
    // Up recalls that line; Home, the arrows, Delete and backspace edit it in the middle.
    terminal.type("\u{1B}[A\u{1B}[H" + String(repeating: "\u{1B}[C", count: 9))
    terminal.type(String(repeating: "\u{1B}[3~", count: 5) + "Walk")
    terminal.type(String(repeating: "\u{1B}[C", count: 9) + String(repeating: "\u{7F}", count: 9))
    terminal.type(" the dog\u{1B}[F\r")
    let edited = terminal.read { $0.contains("Eat ice cream") && $0.hasSuffix(prompt) }
    // Ctrl-D on an empty line ends the session properly.
    terminal.type("\u{04}")
    let ending = terminal.read()
    #expect(process.waitUntilExit(seconds: 60), "the program ends")

    #expect(withoutColour(tapped).contains("│ Brush my teeth                           │"))
    #expect(withoutColour(edited).contains("│ Walk the dog                           ✓ │"))
    #expect(withoutColour(ending).contains("checklists-01 terminated"))
    #expect(process.terminationStatus == 0)
  }
}
