// The bottom layer's text helpers: spelling suggestions, terminal widths, XML escaping.

import Testing

@testable import StepwiseBasics

@Suite struct SpellingTests {
  @Test(arguments: [
    ("tpa", "tap"), ("tyep", "type"), ("TAP", "tap"), ("expct", "expect"), ("relauch", "relaunch"),
  ])
  func aCloseWordIsSuggested(typed: String, meant: String) {
    #expect(
      Spelling.suggestion(for: typed, among: ["tap", "type", "expect", "relaunch"]) == meant)
  }

  @Test func aFarWordIsNotSuggested() {
    #expect(Spelling.suggestion(for: "zzz", among: ["tap", "type"]) == nil)
    #expect(Spelling.suggestion(for: "", among: ["tap"]) == nil)
  }

  @Test func editDistanceCountsInsertionsDeletionsAndSubstitutions() {
    #expect(Spelling.editDistance("kitten", "sitting") == 3)
    #expect(Spelling.editDistance("", "abc") == 3)
    #expect(Spelling.editDistance("チェック", "チェック") == 0)
  }
}

@Suite struct DisplayWidthTests {
  @Test(arguments: [("abc", 3), ("タスク", 6), ("✔︎", 1), ("👍", 2), ("a\u{7}b", 2), ("", 0)])
  func columnsAreCounted(text: String, columns: Int) {
    #expect(text.displayWidth == columns)
  }

  @Test func aLongJapaneseWordIsBrokenWhereJapaneseLineBreakingAllowsIt() {
    let word = "チェックリスト（キャッシュ）ショートカット「フォーカス」ちょっと。"
    for width in 2...20 {
      var rest = word
      while !rest.isEmpty {
        let head = rest.prefix(fittingWidth: width)
        // 「フォー and （キャッ are the widest pieces that cannot be broken.
        #expect(!head.isEmpty && head.displayWidth <= max(width, 8), "width \(width): \(head)")
        rest.removeFirst(head.count)
        #expect(!(head.last.map(\.isNeverLastOnALine) ?? false), "width \(width): \(head)")
        #expect(!(rest.first.map(\.isNeverFirstOnALine) ?? false), "width \(width): \(rest)")
      }
    }
  }

  @Test func paddingAndFittingCountColumnsNotCharacters() {
    #expect("タスク".padding(to: 8) == "タスク  ")
    #expect("タスク一覧".fitted(to: 6).displayWidth <= 6)
  }

  @Test(arguments: [
    ("plain 花子 👩‍👩‍👧", "plain 花子 👩‍👩‍👧"),
    ("\u{1B}[31mred", "\\u{1B}[31mred"),
    ("a\rb\nc\td", "a\\u{D}b\\u{A}c\\u{9}d"),
    ("\u{9B}31m", "\\u{9B}31m"),
    ("\u{202E}txt.exe", "\\u{202E}txt.exe"),
    ("\u{2066}x\u{2069}", "\\u{2066}x\\u{2069}"),
  ])
  func textFromOthersReachesATerminalAsText(text: String, safe: String) {
    #expect(text.terminalSafe == safe)
  }
}

@Suite struct XMLEscapingTests {
  @Test func theFiveMarkupCharactersBecomeEntities() {
    #expect(
      #"a & b < c > d "e" 'f'"#.xmlEscaped()
        == "a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;")
  }

  @Test func lineBreaksAreSpacesOrCharacterReferences() {
    #expect("one\ntwo\tthree".xmlEscaped() == "one two three")
    #expect("one\ntwo".xmlEscaped(lineBreaks: .characterReference) == "one&#10;two")
  }

  @Test func charactersXMLCannotHoldAreLeftOut() {
    #expect("a\u{0}b\u{1B}c\u{FFFE}d\u{FFFF}".xmlEscaped() == "abcd")
  }

  @Test func anyOtherUnicodeIsKept() {
    #expect("買い物 ✔︎ 👍🏽 é".xmlEscaped() == "買い物 ✔︎ 👍🏽 é")
  }
}
