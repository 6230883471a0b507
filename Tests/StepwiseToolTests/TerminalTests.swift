// `stepwise` on a real (pseudo-)terminal: colour, the prompt, typing commands, the screen.

import Foundation
import StepwiseTestSupport
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
    colourProcess.waitUntilExit()
    let (plainProcess, plainTerminal) = try BuiltTool.startInTerminal(
      ["--help"], in: home.url, home: home.url, environment: ["NO_COLOR": "1"])
    let plain = lines(plainTerminal.read())
    plainProcess.waitUntilExit()

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
    process.waitUntilExit()

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
}
