// The tutorial in Japanese: a Japanese locale shows a step's README.ja.md, its Japanese
// hints and its structure checks' Japanese words; any other locale the English ones.

import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics
import Testing

@testable import TutorialCourse

@MainActor
@Suite struct JapaneseStepTests {
  static let japaneseInstructions = """
    # 画面にタイトルを付ける

    タイトルを付けましょう。

    ## すること

    ## なぜ

    ## チェックの内容

    """

  @Test func showPrintsTheJapaneseInstructionsWhenTheLocaleIsJapanese() throws {
    let fixture = try TutorialFixture()
    try fixture.folder.write(
      Self.japaneseInstructions, to: "course/Chapters/Tutorial/demo-01/01-title/README.ja.md")
    let tester = StandInStepTester()

    let japanese = runTutorial(
      ["show"], fixture: fixture, tester: tester, variables: ["LANG": "ja_JP.UTF-8"])
    #expect(japanese.exitCode == .success)
    #expect(japanese.output.contains("画面にタイトルを付ける\n\n  タイトルを付けましょう。"))
    #expect(!japanese.output.contains("Do it."))

    let english = runTutorial(["show"], fixture: fixture, tester: tester, variables: ["LANG": "C"])
    #expect(english.output.contains("Give the screen its title\n\n  Do it."))
    #expect(!english.output.contains("タイトル"))
  }

  @Test func hintGivesTheJapaneseHintWhenStepwiseLangIsJapanese() throws {
    let fixture = try TutorialFixture()
    let tester = StandInStepTester()
    let japanese = runTutorial(
      ["hint"], fixture: fixture, tester: tester, variables: ["STEPWISE_LANG": "ja"])
    #expect(japanese.output.contains("考えましょう。"))
    #expect(!japanese.output.contains("Think."))
    let english = runTutorial(["hint"], fixture: fixture, tester: tester)
    #expect(english.output.contains("Look at the title."), "the second hint, in English")
  }

  @Test func aStructureCheckSpeaksJapaneseWithTheStepsWords() throws {
    let comment = "the Add Item screen's `delegate` to be weak"
    let step = TutorialCatalog(steps: [
      TutorialStep(
        id: "demo-01/01-delegate", title: "A delegate", titleJa: "デリゲート", hints: [],
        stage: "Demo01",
        scriptSHA256: nil, structureSHA256: "",
        checkWordsJa: [comment: "Add Item 画面の `delegate` は weak にします。"])
    ]).steps[0]
    let issue = TestOutcome.Issue(
      message: "Expectation failed: (controller.delegate → x) == nil\n\(comment)", line: 7,
      comment: comment)
    let tests = [TestOutcome(name: "weak()", status: .fail, issues: [issue])]
    let fixture = try TutorialFixture()
    let text = StepFailureText(workspace: fixture.workspace)

    #expect(step.localized(to: .japanese).title == "デリゲート")
    let japanese = text.failed(step.localized(to: .japanese), tests: tests)
    #expect(japanese.hasPrefix("Step 1: Add Item 画面の `delegate` は weak にします。\n"))
    #expect(japanese.contains("demo-01/01-delegate/Checks.swift:7"))
    let inJapanese = Language.$chosen.withValue(.japanese) {
      text.failed(step.localized(to: .japanese), tests: tests)
    }
    #expect(
      inJapanese.contains("\n  (コースのチェック: Chapters/Tutorial/demo-01/01-delegate/Checks.swift:7: "))
    let english = text.failed(step, tests: tests)
    #expect(english.hasPrefix("Step 1 expects \(comment)\n"))
    // The step's name is in the tool's language, as `compare` says it.
    #expect(Language.$chosen.withValue(.japanese) { step.name } == "ステップ 1")
  }

  @Test func japaneseInstructionsWrapAtTwoColumnsACharacterWithoutStraySpaces() {
    let text = InstructionsText(style: TextStyle(isEnabled: false), width: 20)
      .text("# 題\n\nあいうえおかきくけこ、\nさしすせそ。`title` を使います。\n")
    #expect(
      text == """
        題

          あいうえおかきくけ
          こ、さしすせそ。
          `title` を使いま
          す。
        """)
    for line in text.split(separator: "\n") {
      #expect(String(line).displayWidth <= 20, "\(line)")
    }
  }

  @Test func noLineStartsWithASmallKanaALongVowelOrAClosingMarkAtAnyWidth() {
    let paragraph =
      "チェックリストのセルは「Walk the dog」（`tableView.cellForRow(at:)`）を表示し、"
      + "ショートカットのフォーカスはユーザーのキャッシュとフィールドにあります。"
      + "ちょっと待ってください：テストは『通る』はずです！"
    let neverFirst = Set("ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶー、。，．）」』】：；！？…・")
    let neverLast = Set("（「『【")
    for width in 8...40 {
      let text = InstructionsText(style: TextStyle(isEnabled: false), width: width)
        .text(paragraph)
      for line in text.split(separator: "\n").map({ $0.drop { $0 == " " } }) {
        #expect(!neverFirst.contains(line.first ?? " "), "width \(width): \(line)")
        #expect(!neverLast.contains(line.last ?? " "), "width \(width): \(line)")
        #expect(line.filter { $0 == "`" }.count % 2 == 0, "a code span split: \(line)")
      }
    }
  }

  @Test func emphasisStaysWholeAndBracketsStayWithWhatTheyHold() {
    let units = InstructionsText.units(of: "バーには*その画面の*タイトル（`title`）が a*b です。")
    #expect(
      units.map(\.text) == [
        "バー", "に", "は", "*その画面の*", "タ", "イ", "ト", "ル", "（`title`）", "が", "a*b",
        "で", "す。",
      ])
    #expect(units.map(\.spaced).filter { $0 }.count == 2, "before a*b and before で")
    let text = InstructionsText(style: TextStyle(isEnabled: true), width: 80)
      .text("バーには*その画面の*タイトル")
    #expect(!text.contains("*"), "the emphasis is drawn, not shown as stars")
  }
}
