// The harness transcript read in Japanese: the harness's words translated, UIKit's calls and
// the script's commands kept as code, the indent kept, and English left alone.

import StepwiseBasics
import Testing

@testable import ViewHarness

@Suite struct TranscriptTextTests {
  /// Lines as the harness writes them (from `stepwise play` on checklists-02 and the
  /// harness's sources), each with its Japanese.
  @Test(arguments: [
    ("  bar button \"Done\" tapped", "  バーボタン \"Done\" がタップされました"),
    (
      "    dequeue: creating a new \"ChecklistItem\" cell",
      "    dequeue: \"ChecklistItem\" のセルを新しく作ります"
    ),
    (
      "    dequeue: reusing a queued \"ChecklistItem\" cell",
      "    dequeue: キューにある \"ChecklistItem\" のセルを再利用します"
    ),
    ("  text field becomes first responder", "  テキストフィールドがファーストレスポンダーになります"),
    (
      "  storyboard instantiates \"AddItemViewController\"",
      "  ストーリーボードが \"AddItemViewController\" を作ります"
    ),
    ("  alert action \"OK\" tapped", "  アラートのアクション \"OK\" がタップされました"),
    ("  back button tapped", "  戻るボタンがタップされました"),
    ("  willSelectRowAt returned nil: no selection", "  willSelectRowAt が nil を返しました: 行は選択されません"),
    ("  the delegate refused the edit", "  デリゲートが編集を断りました"),
    ("  switch turned on: sends .valueChanged", "  スイッチがオンになり、.valueChanged を送ります"),
    ("  row 1 shows \"Delete\"", "  行 1 に \"Delete\" が出ます"),
    (
      "  storage: wrote Documents/Checklists.plist (312 bytes)",
      "  ストレージ: Documents/Checklists.plist に書きました (312 バイト)"
    ),
    ("  storage: read Documents/Checklists.plist", "  ストレージ: Documents/Checklists.plist を読みました"),
    (
      "  model: items[5]: ChecklistItem(text: \"Milk\") (new)",
      "  モデル: items[5]: ChecklistItem(text: \"Milk\") (新規)"
    ),
    (
      "  model: items[1]: ChecklistItem(text: \"Tea\") (gone)",
      "  モデル: items[1]: ChecklistItem(text: \"Tea\") (削除)"
    ),
    ("  model: … and 4 more changes", "  モデル: … ほか 4 件の変更"),
    (
      "  view: row [0, 0] accessoryType: none → checkmark",
      "  ビュー: row [0, 0] accessoryType: none → checkmark"
    ),
    ("  storage: preferences ChecklistIndex: -1 → 0", "  ストレージ: 設定 ChecklistIndex: -1 → 0"),
  ])
  func aHarnessLineReadsInJapanese(english: String, japanese: String) {
    let translated = Language.$chosen.withValue(.japanese) {
      TranscriptText.inCurrentLanguage(english)
    }
    #expect(translated == japanese)
    #expect(
      Language.$chosen.withValue(.english) { TranscriptText.inCurrentLanguage(english) } == english)
  }

  @Test func callsAndCommandsStayAsTheyAreWritten() {
    let transcript = """
      ▶ tap "Done"
        bar button "Done" tapped
        insertRows(at: [[0, 5]])
        tableView(_:cellForRowAt: [0, 5])
        AddItemViewController.viewWillDisappear(_:)
      """
    let japanese = Language.$chosen.withValue(.japanese) {
      TranscriptText.inCurrentLanguage(transcript)
    }
    #expect(
      japanese == """
        ▶ tap "Done"
          バーボタン "Done" がタップされました
          insertRows(at: [[0, 5]])
          tableView(_:cellForRowAt: [0, 5])
          AddItemViewController.viewWillDisappear(_:)
        """)
  }

  @Test func everyPatternIsARegularExpression() throws {
    for line in TranscriptText.japaneseLines {
      _ = try Regex(line.pattern)
    }
  }
}
