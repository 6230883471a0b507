// shellQuoted: every path the tool suggests in a command reads back as it is in a shell.

import Foundation
import Testing

@testable import StepwiseBasics

@Suite struct ShellQuotingTests {
  @Test(arguments: [
    ("/tmp/My-App_1.2/x+y=z@a%b", "/tmp/My-App_1.2/x+y=z@a%b"),
    ("日本語/アプリ", "日本語/アプリ"),
    ("", "''"),
    ("My App", "'My App'"),
    ("it's", #"'it'\''s'"#),
    ("o sp;echo PWNED", "'o sp;echo PWNED'"),
    ("ex $(id)", "'ex $(id)'"),
    ("~/x", "'~/x'"),
  ])
  func aWordIsLeftAsItIsOnlyWhenAShellReadsNothingInIt(word: String, quoted: String) {
    #expect(word.shellQuoted == quoted)
  }

  /// A path that starts with `-` is led by `./`, so that `cd` does not read an option.
  @Test func aPathThatStartsWithADashIsNoOption() {
    #expect("-dash".shellQuotedPath == "./-dash")
    #expect("-my app".shellQuotedPath == "'./-my app'")
    #expect("/tmp/-x".shellQuotedPath == "/tmp/-x")
    #expect("plain".shellQuotedPath == "plain")
  }

  /// What `sh` prints of each quoted word is the word.
  @Test func aShellReadsEveryQuotedWordBackAsItWas() throws {
    let words = [
      "plain", "", "two words", "it's", "'", "''", "a\"b", "back\\slash", "$HOME", "`id`",
      "o sp;echo PWNED", "ex $(id)", "~", "*", "tab\there", "line\nbreak", "émoji 🍰",
    ]
    let script = words.map { "printf '%s\\0' \($0.shellQuoted)" }.joined(separator: "\n")
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", script]
    let output = Pipe()
    shell.standardOutput = output
    try shell.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    shell.waitUntilExit()

    #expect(shell.terminationStatus == 0)
    let read = printed.split(separator: 0, omittingEmptySubsequences: false).dropLast()
      .map { String(decoding: $0, as: UTF8.self) }
    #expect(read == words)
  }
}
