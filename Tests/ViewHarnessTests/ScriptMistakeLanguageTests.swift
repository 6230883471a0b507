// A script line that does not fit its command says why in the user's language: the words a
// form expects, a number out of range, a date off the calendar, and what was found instead.

import StepwiseBasics
import Testing

@testable import ViewHarness

@Suite struct ScriptMistakeLanguageTests {
  /// A line, then its message in English and in Japanese: only the script's own words (the
  /// commands, the user's text) stay as written.
  static let mistakes: [(line: String, english: String, japanese: String)] = [
    (
      "tap row", "expected a row number or a quoted row text after tap row, found nothing",
      "tap row の後には 行番号か、引用符で囲んだ行のテキスト が来るはずですが、何もありません"
    ),
    (
      "tap",
      "expected a quoted title, the word field, the word background or the word row "
        + "after tap, found nothing",
      "tap の後には 引用符で囲んだタイトル、単語 field、単語 background または 単語 row が来るはずですが、何もありません"
    ),
    (
      #"tap row "a" "b""#, #"nothing more is expected after tap row "a", found the text "b""#,
      #"tap row "a" の後に余分な テキスト "b" があります"#
    ),
    (
      "tap row -1", "rows are counted from 0, so -1 names no row",
      "行は 0 から数えるので、-1 に当たる行はありません"
    ),
    (
      "tap row 99999999999999999999", "the row number 99999999999999999999 is too large",
      "行番号 99999999999999999999 は大きすぎます"
    ),
    (
      "tap row 1 in section x",
      "expected a section number after tap row 1 in section, "
        + #"found "x""#,
      #"tap row 1 in section の後には セクション番号 が来るはずですが、"x" があります"#
    ),
    (
      "wait 0 seconds", "time only goes forward: wait 1 second or more",
      "時間は進むだけです: 1 秒以上待ちます"
    ),
    (
      "wait 3 fortnights",
      #"expected seconds, minutes, hours or days after wait 3, found "fortnights""#,
      #"wait 3 の後には seconds、minutes、hours、days のどれか が来るはずですが、"fortnights" があります"#
    ),
    (
      "wait 999999999999999999 days", "999999999999999999 days is too long a wait",
      "999999999999999999 days は長すぎる待ち時間です"
    ),
    (
      "wait until 2026-13-01 10:00", "2026-13-01 is not a date on the calendar",
      "2026-13-01 は暦にない日付です"
    ),
    (
      "wait until 2026-12-01 25:00", "25:00 is not a time of day (00:00 to 23:59)",
      "25:00 は時刻ではありません (00:00 から 23:59 まで)"
    ),
    (
      "wait until tomorrow", #"expected a date like 2026-12-24, found "tomorrow""#,
      #"2026-12-24 のような日付が来るはずですが、"tomorrow" があります"#
    ),
    (
      "language 42x!", #"expected a language such as ja, en or en-GB after language, found "42x!""#,
      #"language の後には ja、en、en-GB のような言語 が来るはずですが、"42x!" があります"#
    ),
  ]

  func message(_ line: String, in language: Language) -> String? {
    Language.$chosen.withValue(language) { () -> String? in
      do {
        _ = try ScriptParser.parseLine(line, lineNumber: 1, isInteractive: false)
        return nil
      } catch {
        return (error as? ScriptSyntaxError)?.message ?? "\(error)"
      }
    }
  }

  @Test(arguments: mistakes)
  func aLineThatDoesNotFitSaysWhyInEachLanguage(
    mistake: (line: String, english: String, japanese: String)
  ) {
    #expect(message(mistake.line, in: .english) == mistake.english)
    #expect(message(mistake.line, in: .japanese) == mistake.japanese)
  }
}
