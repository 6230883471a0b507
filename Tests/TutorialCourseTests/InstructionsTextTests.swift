// A step's instructions in the terminal: `tutorial show`, and watch mode at each new step.

import AppTestSupport
import Foundation
import Testing
import ToolTestSupport

@testable import CommandLineKit
@testable import LessonEngine
@testable import TutorialCourse

@MainActor
@Suite struct InstructionsTextTests {
  @Test func markdownReadsAsATerminalShowsIt() {
    let markdown = """
      # A model object for one item

      A row needs two facts: the text, and whether the item is done. Keep them together in a \
      small **model** type, `ChecklistItem`, that knows nothing about screens.

      ## What to do

      - `text`, a `String`;
      - `checked`, a `Bool`, as [the book](https://example.com/book) says.

      ```swift
      struct ChecklistItem {}
      ```
      """

    let text = InstructionsText(style: TextStyle(isEnabled: false), width: 60).text(markdown)

    #expect(
      text == """
        A model object for one item

          A row needs two facts: the text, and whether the item is
          done. Keep them together in a small model type,
          `ChecklistItem`, that knows nothing about screens.

        What to do

          • `text`, a `String`;
          • `checked`, a `Bool`, as the book
            (https://example.com/book) says.

            struct ChecklistItem {}
        """)
  }

  @Test func showPrintsTheCurrentStepsInstructions() throws {
    let fixture = try TutorialFixture()

    let run = runTutorial(["show"], fixture: fixture, tester: StandInStepTester())

    #expect(run.exitCode == .success)
    #expect(
      run.output.hasPrefix(
        "Step 1 of 3: demo-01/01-title\n\nGive the screen its title\n\n  Do it.\n\nWhat to do\n"))
  }

  @Test func watchModeShowsEachNewStepsInstructionsOnce() throws {
    let fixture = try TutorialFixture()
    let tester = StandInStepTester()
    tester.failing = ["demo-01/02-rows"]
    let lines = ScriptedLines([.type("run"), .type("quit")])

    let run = runTutorial(["watch"], fixture: fixture, tester: tester, lines: lines)

    #expect(
      run.output.components(separatedBy: "  Give the screen its title\n\n    Do it.").count == 2)
    #expect(
      run.output.components(separatedBy: "  Show the rows\n\n    Do it.").count == 2, "once")
    #expect(run.output.contains("  Read   again with show, or "))
  }
}
