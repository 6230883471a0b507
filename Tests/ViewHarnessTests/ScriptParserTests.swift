// The script language's parser: every command of SPEC §5, and odd input.

import AppTestSupport
import Testing

@testable import ViewHarness

@Suite struct ScriptParserTests {
  private func parse(_ line: String) throws -> ScriptCommand? {
    try ScriptParser.parseLine(line)
  }

  private func mistake(_ line: String, interactive: Bool = false) -> ScriptSyntaxError? {
    do {
      _ = try ScriptParser.parseLine(line, lineNumber: 1, isInteractive: interactive)
      return nil
    } catch {
      return error
    }
  }

  @Test func everyCommandOfTheSpecReadsAsWritten() throws {
    let expected: [(String, ScriptCommand)] = [
      ("launch checklists-06", .launch(appID: "checklists-06")),
      ("launch", .launch(appID: nil)),
      ("relaunch", .gesture(.relaunch)),
      ("background", .gesture(.background)),
      ("foreground", .gesture(.foreground)),
      ("terminate", .gesture(.terminate)),
      ("crash", .gesture(.crash)),
      (#"tap "+""#, .gesture(.tap("+"))),
      (#"tap "Done""#, .gesture(.tap("Done"))),
      (#"tap "OK""#, .gesture(.tap("OK"))),
      ("back", .gesture(.goBack)),
      ("tap row 2", .gesture(.tapRow(.index(2)))),
      (#"tap row "Groceries""#, .gesture(.tapRow(.text("Groceries")))),
      ("accessory row 0", .gesture(.tapAccessory(row: .index(0)))),
      (#"accessory row "Groceries""#, .gesture(.tapAccessory(row: .text("Groceries")))),
      ("delete row 1", .gesture(.deleteRow(.index(1)))),
      (#"delete row "Birthdays""#, .gesture(.deleteRow(.text("Birthdays")))),
      (#"type "Buy milk""#, .gesture(.type("Buy milk"))),
      ("backspace 3", .gesture(.backspace(3))),
      ("backspace", .gesture(.backspace(1))),
      ("clear", .gesture(.clear)),
      ("return", .gesture(.pressReturn)),
      (
        "pick date 2026-12-24 18:30",
        .gesture(.pickDate(ScriptDate(year: 2026, month: 12, day: 24, hour: 18, minute: 30)!))
      ),
      (#"expect title "Checklists""#, .expect(.title("Checklists"))),
      (
        #"expect rows "Walk the dog", "Brush my teeth""#,
        .expect(.rows(["Walk the dog", "Brush my teeth"]))
      ),
      ("expect row count 2", .expect(.rowCount(2))),
      (#"expect row 1 "Brush my teeth""#, .expect(.rowText(1, "Brush my teeth"))),
      (
        #"expect row "Brush my teeth" checked"#, .expect(.rowChecked(.text("Brush my teeth"), true))
      ),
      ("expect row 0 unchecked", .expect(.rowChecked(.index(0), false))),
      (#"expect row 0 detail "2 Remaining""#, .expect(.rowDetail(.index(0), "2 Remaining"))),
      (#"expect no row "Birthdays""#, .expect(.noRow("Birthdays"))),
      (#"expect enabled "Done""#, .expect(.enabled("Done"))),
      (#"expect disabled "Done""#, .expect(.disabled("Done"))),
      ("expect alert", .expect(.alert(title: nil))),
      (#"expect alert "Title""#, .expect(.alert(title: "Title"))),
      ("expect no alert", .expect(.noAlert)),
      (#"expect field "Buy milk""#, .expect(.field("Buy milk"))),
      ("show", .show),
      // Beyond SPEC §5: screens without a table need to check their labels.
      (#"expect text "Hanako""#, .expect(.text("Hanako"))),
      (#"expect no text "名無し""#, .expect(.noText("名無し"))),
    ]
    for (line, command) in expected {
      #expect(try parse(line) == command, "\(line)")
    }
  }

  @Test func everyCommandPrintsBackAsTheLineThatMakesIt() throws {
    let commands: [ScriptCommand] = [
      .launch(appID: "tasks"), .launch(appID: nil), .gesture(.tap(#"Say "hi" \ bye"#)),
      .gesture(.tapRow(.text("日本語 ✓"))), .gesture(.deleteRow(.index(12))), .gesture(.type("a\tb")),
      .gesture(.backspace(4)),
      .gesture(.pickDate(ScriptDate(year: 2024, month: 2, day: 29, hour: 0, minute: 5)!)),
      .expect(.rows(["a", "b, c"])), .expect(.rowChecked(.index(3), true)),
      .expect(.rowDetail(.text("x"), "")), .expect(.alert(title: "")),
    ]
    for command in commands {
      #expect(try parse(command.description) == command, "\(command)")
    }
  }

  @Test func editingModeSwipeAndFieldLinesReadAsWritten() throws {
    let expected: [(String, Gesture)] = [
      (#"swipe left on row "Milk""#, .swipeRow("Milk", .left)),
      ("swipe right on row 2", .swipeRow(2, .right)),
      ("full swipe left on row 0", .fullSwipeRow(0, .left)),
      (#"full swipe right on row "Milk""#, .fullSwipeRow("Milk", .right)),
      ("editing control row 1", .tapEditingControl(row: 1)),
      ("move row 2 to 0", .moveRow(2, to: 0)),
      (#"tap field "Name""#, .tapField("Name")),
      (#"move row "Milk" to 3"#, .moveRow("Milk", to: 3)),
    ]
    for (line, gesture) in expected {
      #expect(try parse(line) == .gesture(gesture), "\(line)")
      #expect(gesture.description == line)
      #expect(try Gesture(scriptLine: line) == gesture)
    }
  }

  @Test func badEditingModeSwipeAndFieldLinesSayWhatIsWrong() {
    #expect(
      mistake("swipe up on row 1")?.message
        == "expected left or right after swipe, found \"up\"")
    #expect(
      mistake("swipe left row 1")?.message
        == "expected the word on after swipe left, found \"row\"")
    #expect(
      mistake("full swipe on row 1")?.message
        == "expected left or right after full swipe, found \"on\"")
    #expect(
      mistake("move row 1 to")?.message
        == "expected a row number after move row 1 to, found nothing")
    #expect(mistake("move row 1 to -1")?.message == "rows are counted from 0, so -1 names no row")
    #expect(
      mistake(#"move row 1 to "Milk""#)?.message
        == #"expected a row number after move row 1 to, found the text "Milk""#)
    #expect(
      mistake("tap field")?.message == "expected a quoted name after tap field, found nothing")
    #expect(
      mistake("tap field Name")?.message
        == "expected a quoted name after tap field, found \"Name\"")
    #expect(
      mistake("editing control 1")?.message
        == "expected the word row after editing control, found \"1\"")
  }

  @Test func clockMemoryAndNotificationLinesReadAsWritten() throws {
    let expected: [(String, ScriptCommand)] = [
      ("memory warning", .gesture(.memoryWarning)),
      ("wait 5 minutes", .gesture(.wait(seconds: 300))),
      ("wait 1 second", .gesture(.wait(seconds: 1))),
      ("wait 2 hours", .gesture(.wait(seconds: 7_200))),
      ("wait 1 day", .gesture(.wait(seconds: 86_400))),
      (
        "wait until 2026-12-24 18:30",
        .gesture(.waitUntil(ScriptDate(year: 2026, month: 12, day: 24, hour: 18, minute: 30)!))
      ),
      (#"expect notification "Reminder:""#, .expect(.notification("Reminder:"))),
      (#"expect no notification "Reminder:""#, .expect(.noNotification("Reminder:"))),
    ]
    for (line, command) in expected {
      #expect(try parse(line) == command, "\(line)")
      #expect(command.description == line)
    }
    // A wait is written back in the largest unit that divides it.
    #expect(try parse("wait 120 seconds") == .gesture(.wait(seconds: 120)))
    #expect(Gesture.wait(seconds: 120).description == "wait 2 minutes")
    #expect(Gesture.wait(seconds: 90).description == "wait 90 seconds")
    #expect(Gesture.wait(seconds: 172_800).description == "wait 2 days")
  }

  @Test func aLanguageLineNamesTheDevicesLanguage() throws {
    #expect(try parse("language ja") == .gesture(.language("ja")))
    #expect(try parse("language en-GB") == .gesture(.language("en-GB")))
    #expect(Gesture.language("zh-Hans").description == "language zh-Hans")
    #expect(
      mistake("language")?.message
        == "expected a language such as ja, en or en-GB after language, found nothing")
    #expect(
      mistake("language \"ja\"")?.message
        == "expected a language such as ja, en or en-GB after language, found the text \"ja\"")
  }

  @Test func badClockAndNotificationLinesSayWhatIsWrong() {
    #expect(
      mistake("wait")?.message == "expected a number or the word until after wait, found nothing")
    #expect(
      mistake("wait 5")?.message
        == "expected seconds, minutes, hours or days after wait 5, found nothing")
    #expect(
      mistake("wait 5 weeks")?.message
        == "expected seconds, minutes, hours or days after wait 5, found \"weeks\"")
    #expect(mistake("wait 0 minutes")?.message == "time only goes forward: wait 1 second or more")
    #expect(
      mistake("wait 9223372036854775807 days")?.message
        == "9223372036854775807 days is too long a wait")
    #expect(
      mistake("wait until 2026-13-01 10:00")?.message == "2026-13-01 is not a date on the calendar")
    #expect(
      mistake("memory warning now")?.message
        == "nothing more is expected after memory warning, found \"now\"")
    #expect(
      mistake("expect notification")?.message
        == "expected a quoted text after expect notification, found nothing")
  }

  @Test func blankLinesAndCommentsHoldNoCommand() throws {
    #expect(try parse("") == nil)
    #expect(try parse("   \t  ") == nil)
    #expect(try parse("# a comment") == nil)
    #expect(try parse("\t  # indented comment") == nil)
  }

  @Test func aHashInsideQuotesIsText() throws {
    #expect(
      try parse(##"type "#1 # not a comment" # a comment"##)
        == .gesture(.type("#1 # not a comment")))
    #expect(try parse("tap row 2# comment right after") == .gesture(.tapRow(.index(2))))
  }

  @Test func escapesInsideQuotesAllowQuotesAndBackslashes() throws {
    #expect(try parse(#"type "She said \"hi\"""#) == .gesture(.type(#"She said "hi""#)))
    #expect(try parse(#"type "C:\\Temp\\""#) == .gesture(.type(#"C:\Temp\"#)))
    #expect(try parse(#"type """#) == .gesture(.type("")))
  }

  @Test func unicodeAndTabsAreFine() throws {
    #expect(try parse("\ttap\trow\t\"ごはん 🍚\"") == .gesture(.tapRow(.text("ごはん 🍚"))))
    #expect(try parse("type \"e\u{301}\"") == .gesture(.type("e\u{301}")))
    #expect(try parse("type \"👩‍👩‍👧\"") == .gesture(.type("👩‍👩‍👧")))
  }

  @Test func quotedTextMayStartWithAMarkThatJoinsTheCharacterBeforeIt() throws {
    // Found by the reliability fuzzer's scripts: read as characters, the opening quote and a
    // zero-width joiner, a combining accent or a variation selector after it are one
    // character, so the quote went unseen.
    #expect(try parse("type \"\u{200D}\"") == .gesture(.type("\u{200D}")))
    #expect(try parse("type \"\u{301}e\"") == .gesture(.type("\u{301}e")))
    #expect(try parse("tap \"\u{FE0F}\"") == .gesture(.tap("\u{FE0F}")))
    #expect(try parse("type \"a\\\"\u{301}\"") == .gesture(.type("a\"\u{301}")))
  }

  @Test func anUnterminatedQuoteIsReportedWhereItOpens() {
    #expect(
      mistake(#"tap "Done"#)
        == ScriptSyntaxError(line: 1, column: 5, message: "this quoted text has no closing \""))
  }

  @Test func escapesWriteWhatALineCannotHold() throws {
    #expect(try parse(#"type "two\nlines\r\n\tend""#) == .gesture(.type("two\nlines\r\n\tend")))
    #expect(
      try parse(#"type "nul\u{0}byte \u{2028} \u{1F600}""#)
        == .gesture(.type("nul\u{0}byte \u{2028} 😀")))
    #expect(ScriptQuoting.quote("a\u{0}\u{2028}\n\"") == #""a\u{0}\u{2028}\n\"""#)
    #expect(mistake(#"type "\u{110000}""#)?.message == #"\u{110000} is not a Unicode character"#)
    #expect(
      mistake(#"type "\u2028""#)?.message == #"\u needs hex digits in braces, such as \u{2028}"#)
  }

  @Test func anUnknownEscapeIsReportedAtTheBackslash() {
    let error = mistake(#"type "a\qb""#)
    #expect(error?.column == 8)
    #expect(
      error?.message
        == #"unknown escape \q: inside quotes the escapes are \", \\, \n, \r, \t and \u{…}"#)
    #expect(mistake(#"type "ends with \"#)?.message == "this quoted text has no closing \"")
  }

  @Test func curlyQuotesAreExplained() {
    #expect(
      mistake("tap “Done”")
        == ScriptSyntaxError(
          line: 1, column: 5, message: "write straight quotes \"…\" instead of “"))
  }

  @Test func anUnknownCommandSuggestsTheClosestOne() {
    #expect(
      mistake("tpa row 1")
        == ScriptSyntaxError(
          line: 1, column: 1, message: "unknown command \"tpa\" (did you mean tap?)"))
    #expect(
      mistake("  Expect title \"x\"")?.message
        == "unknown command \"Expect\" (did you mean expect?)")
    #expect(mistake("frobnicate")?.message == "unknown command \"frobnicate\"")
    #expect(mistake(#""tap""#)?.message == "a line starts with a command such as tap or expect")
  }

  @Test func missingPiecesSayWhatWasExpected() {
    #expect(
      mistake("tap")
        == ScriptSyntaxError(
          line: 1, column: 4,
          message:
            "expected a quoted title, the word field, the word background or the word row after "
            + "tap, found nothing"))
    #expect(
      mistake("tap row")?.message
        == "expected a row number or a quoted row text after tap row, found nothing")
    #expect(
      mistake("tap row Groceries")
        == ScriptSyntaxError(
          line: 1, column: 9,
          message:
            "expected a row number or a quoted row text after tap row, found \"Groceries\""))
    #expect(
      mistake(#"expect row "x" maybe"#)?.message
        == #"expected checked or unchecked or the word detail after expect row "x", found "maybe""#
    )
    #expect(
      mistake("expect rows")?.message == "expected a quoted text after expect rows, found nothing")
    // A trailing comma is said in words (the message's own comma came after it: ",,").
    #expect(
      mistake(#"expect rows "a","#)?.message
        == #"expected a quoted text after expect rows "a" and a comma, found nothing"#)
    #expect(
      mistake(#"expect rows "a", "b", c"#)?.message
        == #"expected a quoted text after expect rows "a", "b" and a comma, found "c""#)
  }

  @Test func extraWordsAfterACommandAreRejected() {
    #expect(
      mistake("back now")
        == ScriptSyntaxError(
          line: 1, column: 6, message: "nothing more is expected after back, found \"now\""))
    #expect(
      mistake(#"tap "a" "b""#)?.message
        == #"nothing more is expected after tap "a", found the text "b""#)
  }

  @Test func negativeAndHugeNumbersAreRejectedWithAReason() throws {
    #expect(
      mistake("tap row -1")
        == ScriptSyntaxError(
          line: 1, column: 9, message: "rows are counted from 0, so -1 names no row"))
    #expect(
      mistake("delete row 99999999999999999999")?.message
        == "the row number 99999999999999999999 is too large")
    #expect(mistake("backspace 0")?.message == "count must be 1 or more")
    #expect(mistake("backspace -3")?.message == "count must be 1 or more")
    #expect(mistake("expect row count -2")?.message == "count must be 0 or more")
    #expect(
      mistake("expect row -1 \"x\"")?.message == "rows are counted from 0, so -1 names no row")
    #expect(try parse("tap row 9223372036854775807") == .gesture(.tapRow(.index(Int.max))))
  }

  @Test func datesMustBeRealDatesAndTimes() throws {
    #expect(
      mistake("pick date 2026-02-30 10:00")?.message == "2026-02-30 is not a date on the calendar")
    #expect(
      mistake("pick date 2026-12-24 24:00")
        == ScriptSyntaxError(
          line: 1, column: 22, message: "24:00 is not a time of day (00:00 to 23:59)"))
    #expect(
      mistake("pick date 24/12/2026 18:30")?.message
        == "expected a date like 2026-12-24, found \"24/12/2026\"")
    #expect(
      mistake("pick date 2026-12-24")?.message
        == "expected a time like 18:30 after pick date 2026-12-24, found nothing")
    #expect(try parse("pick date 2024-02-29 23:59") != nil)
  }

  @Test func helpAndQuitBelongToTheInteractiveSimulator() throws {
    #expect(mistake("quit")?.message == "quit only works in the interactive simulator")
    #expect(try ScriptParser.parseLine("help", isInteractive: true) == .help)
    #expect(try ScriptParser.parseLine("quit", isInteractive: true) == .quit)
  }

  @Test func aWholeScriptKeepsLineNumbersAndReportsEveryMistake() throws {
    let script = try ScriptParser.parse(
      "\u{FEFF}# walkthrough\r\nlaunch fruit\r\n\r\n  tap row 0   # check Apple\rshow")
    #expect(script.lines.map(\.number) == [2, 4, 5])
    #expect(
      script.lines.map(\.command) == [.launch(appID: "fruit"), .gesture(.tapRow(.index(0))), .show])

    #expect(
      throws: ScriptParseFailure(errors: [
        ScriptSyntaxError(
          line: 2, column: 1, message: "unknown command \"tapp\" (did you mean tap?)"),
        ScriptSyntaxError(line: 4, column: 6, message: "this quoted text has no closing \""),
      ])
    ) {
      try ScriptParser.parse("launch fruit\ntapp row 1\nshow\ntype \"oops\n")
    }
  }

  @Test func anEmptyScriptHasNoLines() throws {
    #expect(try ScriptParser.parse("").lines.isEmpty)
    #expect(try ScriptParser.parse("\n\n# nothing\n").lines.isEmpty)
  }
}

@MainActor
@Suite struct ScriptCompletionTests {
  @Test func completionsComeFromTheLanguageAndFromWhatTheScreenShows() throws {
    let device = try Device(app: FruitApp.descriptor)

    #expect(ScriptCompletion.candidates(for: "ta", device: device).first == "tap ")
    #expect(
      ScriptCompletion.candidates(for: "tap \"", device: device) == ["tap \"+\"", "tap \"Clear\""])
    #expect(
      ScriptCompletion.candidates(for: "tap row \"Ch", device: device) == ["tap row \"Cherry\""])
    #expect(
      ScriptCompletion.candidates(for: "expect title ", device: device) == [
        "expect title \"Fruit\""
      ]
    )
    #expect(ScriptCompletion.candidates(for: "scr", device: nil) == ["scroll to row "])
    #expect(
      ScriptCompletion.candidates(for: "swipe left on row \"B", device: device) == [
        "swipe left on row \"Banana\""
      ])
    #expect(ScriptCompletion.candidates(for: "mo", device: nil) == ["move row "])
    #expect(ScriptCompletion.candidates(for: "backg", device: nil) == ["background"])
  }

  @Test func revealedButtonsAndEditingModeAreCompleted() throws {
    let device = try Device(app: ShelfApp.descriptor)
    try device.swipeRow(1, .left)
    #expect(
      ScriptCompletion.candidates(for: "tap \"", device: device) == [
        "tap \"Archive\"", "tap \"Delete\"", "tap \"Edit\"",
      ])

    try device.tap("Edit")
    #expect(
      ScriptCompletion.candidates(for: "move row \"S", device: device) == [
        "move row \"Shopping list\" to ", "move row \"Stripes\" to ",
      ])
    #expect(ScriptCompletion.candidates(for: "swipe left on row \"", device: device).isEmpty)
  }
}
