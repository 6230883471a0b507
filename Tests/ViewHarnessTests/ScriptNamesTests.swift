// The names a check types, made new for each run without changing what the script means.

import StepwiseBasics
import Testing

@testable import ViewHarness

@Suite struct ScriptNamesTests {
  func names(_ text: String, seed: UInt64 = 1) throws -> ScriptNames {
    var generator = SplitMix64(seed: seed)
    return ScriptNames(for: try Script(parsing: text), using: &generator)
  }

  @Test func aTypedNameIsChangedEverywhereTheScriptSaysIt() throws {
    let script = try Script(
      parsing: """
        tap "+"
        type "Buy milk"
        tap "Done"
        expect rows "Walk the dog", "Buy milk"
        tap row "Buy milk"
        """)
    var generator = SplitMix64(seed: 3)
    let names = ScriptNames(for: script, using: &generator)

    let run = try #require(names.renamed.first?.run)
    let played = names.applied(to: script).lines.map(\.command.description)
    #expect(names.renamed.count == 1)
    #expect(run.wholeMatch(of: /Buy milk [1-9][0-9][0-9]/) != nil)
    #expect(
      played == [
        "tap \"+\"", "type \"\(run)\"", "tap \"Done\"",
        "expect rows \"Walk the dog\", \"\(run)\"", "tap row \"\(run)\"",
      ])
  }

  @Test(arguments: [
    // Typed in two parts: the parts are kept, so the whole still reads "Floss".
    "type \"Flos\"\ntype \"s\"\nexpect row 0 \"Floss\"",
    // Shown before it is typed (a row the app starts with).
    "expect row 0 \"Walk the dog\"\ntype \"Walk the dog\"",
    // Edited after it is typed.
    "type \"Bread\"\nbackspace\nexpect field \"Brea\"",
    // Too short, or no letter.
    "type \"ab\"\ntype \"   \"\ntype \"123\"",
  ])
  func namesWhoseChangeWouldChangeTheCheckAreKept(_ text: String) throws {
    #expect(try names(text).renamed.isEmpty)
  }

  @Test func namesKeepTheirOrderWhenSorted() throws {
    let names = try names("type \"List 2\"\ntype \"List 10\"\ntype \"birthdays\"")
    let runs = names.renamed.map(\.run)

    try #require(runs.count == 3)
    #expect(runs[0].localizedStandardCompare(runs[1]) == .orderedAscending)
    #expect(runs[2].localizedStandardCompare(runs[0]) == .orderedAscending)
  }

  @Test func eachRunDrawsAnotherMark() throws {
    let marks = Set(try (1...8).map { try names("type \"Eggs\"", seed: $0).renamed.first?.run })
    #expect(marks.count > 1)
  }
}
