// The language the lessons are read in: chosen by the environment, shown by the commands.

import Foundation
import Testing

@testable import LessonEngine

@MainActor
@Suite struct LessonLanguageTests {
  @Test func aJapaneseLocaleOrStepwiseLangChoosesJapanese() {
    #expect(LessonLanguage.current(["LANG": "ja_JP.UTF-8"]) == .japanese)
    #expect(LessonLanguage.current(["LC_MESSAGES": "ja_JP"]) == .japanese)
    #expect(LessonLanguage.current(["LC_ALL": "ja"]) == .japanese)
    #expect(LessonLanguage.current(["STEPWISE_LANG": "ja", "LANG": "C"]) == .japanese)
  }

  @Test func anyOtherLocaleOrNoneChoosesEnglish() {
    #expect(LessonLanguage.current([:]) == .english)
    #expect(LessonLanguage.current(["LANG": "C"]) == .english)
    #expect(LessonLanguage.current(["LANG": "en_US.UTF-8"]) == .english)
    #expect(LessonLanguage.current(["LANG": "jv_ID"]) == .english)
  }

  @Test func theFirstSetVariableWinsAsTheCLibraryReadsThem() {
    #expect(LessonLanguage.current(["STEPWISE_LANG": "en", "LANG": "ja_JP.UTF-8"]) == .english)
    #expect(LessonLanguage.current(["LC_ALL": "C", "LANG": "ja_JP.UTF-8"]) == .english)
    #expect(LessonLanguage.current(["LC_ALL": "", "LANG": "ja_JP.UTF-8"]) == .japanese)
  }

  @Test func aJapaneseExerciseReadsREADMEjaAndItsJapaneseHints() {
    let exercise = Exercise(
      id: "a-01/b", title: "B", titleJa: "ビー", stage: "A01", files: [], hints: ["One."],
      hintsJa: ["一。"],
      testsSHA256: "", startersSHA256: [])
    #expect(exercise.instructions == "Chapters/Exercises/a-01/b/README.md")
    #expect(exercise.hints == ["One."])
    let japanese = exercise.localized(to: .japanese)
    #expect(japanese.instructions == "Chapters/Exercises/a-01/b/README.ja.md")
    #expect(japanese.hints == ["一。"])
    #expect(japanese.title == "ビー")
    #expect(japanese.localized(to: .english).instructions == exercise.instructions)
  }

  @Test func withJapaneseTheExercisesNameTheJapaneseInstructionsAndGiveJapaneseHints() throws {
    let fixture = try ExerciseFixture()
    let japanese = ["LANG": "ja_JP.UTF-8"]
    let run = runExercises(
      [], in: fixture, tester: StandInTester(root: fixture.root),
      variables: japanese)
    #expect(run.output.contains("Read   Chapters/Exercises/demo-01/first/README.ja.md\n"))
    #expect(run.output.contains("\n  アイテムを数える\n"))
    let hint = runExercises(
      ["hint"], in: fixture, tester: StandInTester(root: fixture.root),
      variables: japanese)
    #expect(hint.output.contains("タイトルを見ましょう。"))
    #expect(!hint.output.contains("Look at the title."))

    let english = runExercises(
      ["hint"], in: fixture, tester: StandInTester(root: fixture.root),
      variables: ["LANG": "C"])
    #expect(english.output.contains("`title` in `viewDidLoad()`."), "the second hint")
    #expect(!english.output.contains("設定します"))
  }
}
