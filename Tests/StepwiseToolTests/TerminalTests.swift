// `stepwise` on a real (pseudo-)terminal: colour, the prompt, typing commands, the screen.

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
