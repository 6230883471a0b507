// How an outcome reads: the first failure explained in full, the others in a line or two.

import Testing

@testable import CommandLineKit
@testable import LessonEngine

@Suite struct OutcomeViewTests {
  let view = OutcomeView(style: TextStyle(isEnabled: false), testLines: ["", "  #expect(a == b)"])

  @Test func earlierGesturesAreCutShortAndTheLastIsWhole() {
    let transcript = """
      demo-01
      ▶ launch demo-01
        one
        two
        three
        four
        five
      ▶ tap row 0
        six
      ▶ type "x"
        seven
        eight
        nine
        ten
        eleven
        twelve
      ╭─╮
      ╰─╯
      """
    let (gestures, screen) = OutcomeView.split(transcript)
    #expect(
      gestures == """
        ▶ launch demo-01
          one
          two
          three
          … 2 more lines
        ▶ tap row 0
          six
        ▶ type "x"
          seven
          eight
          nine
          ten
          eleven
          twelve
        """)
    #expect(screen == "╭─╮\n╰─╯")
  }

  @Test func onlyTheFirstFailureShowsTheTranscriptAndAThrownErrorsScreenIsNotRepeated() {
    let exercise = ExerciseCatalog.standard.exercises[0]
    let failing = TestOutcome(
      name: "one()", status: .fail, issues: [.init(message: "Expectation failed", line: 2)],
      transcripts: ["demo\n▶ tap +\n  addItem()\n╭─╮\n╰─╯"])
    let thrown = TestOutcome(
      name: "two()", status: .error,
      issues: [.init(message: "Caught error: no row 9\n╭─╮\n╰─╯", line: nil)],
      transcripts: ["demo\n▶ tap row 9\n╭─╮\n╰─╯"])
    let outcome = ExerciseOutcome(
      exercise: exercise, status: .fail, tests: [thrown, failing])
    #expect(
      view.text(outcome) == """
        ✗ checklists-01/item-count: 2 of 2 tests failed.

        ✗ two()
          Caught error: no row 9
          ╭─╮
          ╰─╯

          What the app did (the harness transcript, latest last):
            ▶ tap row 9

        ✗ one()
          line 2: #expect(a == b)
          Expectation failed

        """)
  }

  @Test func aGestureThatThrewIsPlacedAtTheCallThatFailedAsPathLineColumn() {
    var view = OutcomeView(
      style: TextStyle(isEnabled: false),
      testLines: ["", "", "    try device.tap(\"Done\")"])
    view.testPath = "Tests/ExerciseTests/Demo01FirstTests.swift"
    let thrown = TestOutcome(
      name: "tapsDone()", status: .error,
      issues: [
        .init(
          message: "Caught error: /tmp/scratch/Tests/ExerciseTests/Demo01FirstTests.swift:3:9: "
            + "there is no button \"Done\" on screen",
          line: 1, column: 3)
      ])

    #expect(
      view.test(thrown, showingTranscript: false) == """
        ✗ tapsDone()
          Tests/ExerciseTests/Demo01FirstTests.swift:3:9: try device.tap("Done")
          Caught error: there is no button "Done" on screen

        """)
  }
}
