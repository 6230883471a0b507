// The harness transcript in the reader's language: UIKit's calls and the script's commands
// stay as they are (they are code), and the harness's own words are translated.

import StepwiseBasics

/// A transcript as the reader's language shows it.
///
/// The transcript is recorded in English, which the page's flow and the tests read; it is
/// translated only where a person reads it, line by line. A line the table does not know
/// (a call such as `tableView(_:didSelectRowAt: [0, 0])`, `▶ tap row 0`) stays as it is.
///
/// ```swift
/// Language.$chosen.withValue(.japanese) {
///   TranscriptText.inCurrentLanguage("bar button \"Done\" tapped")  // バーボタン "Done" がタップされました
/// }
/// ```
package enum TranscriptText {
  /// The transcript's lines in the language messages are written in now.
  package static func inCurrentLanguage(_ transcript: String) -> String {
    guard Language.current == .japanese else { return transcript }
    // Every pattern compiles: TranscriptTextTests checks them.
    let table = japaneseLines.compactMap { line in
      (try? Regex(line.pattern)).map { ($0, line.japanese) }
    }
    return transcript.split(separator: "\n", omittingEmptySubsequences: false)
      .map { japanese(String($0), table: table) }.joined(separator: "\n")
  }

  /// The watches' lane tags and what follows them, each with its Japanese: the page shows
  /// a line without its tag, in the tag's lane.
  static let japaneseTags = [
    ("storage: ", "ストレージ: "), ("model: ", "モデル: "), ("view: ", "ビュー: "),
    ("preferences ", "設定 "),
  ]

  /// One line in Japanese, its indent kept: a lane's tag, then the rest as the page shows it.
  static func japanese(_ line: String, table: [(Regex<AnyRegexOutput>, String)]) -> String {
    let indent = line.prefix { $0 == " " }
    let text = line.dropFirst(indent.count)
    for (tag, japaneseTag) in japaneseTags where text.hasPrefix(tag) {
      return indent + japaneseTag + japanese(String(text.dropFirst(tag.count)), table: table)
    }
    for (pattern, template) in table {
      guard let match = try? pattern.wholeMatch(in: text) else { continue }
      var result = template
      for index in (1..<match.output.count).reversed() {
        let value = match.output[index].substring.map(String.init) ?? ""
        result = result.replacingOccurrences(of: "{\(index)}", with: value)
      }
      return indent + result
    }
    return line
  }

  /// The harness's words, as patterns, each with its Japanese (`{1}` for the first capture).
  static let japaneseLines: [(pattern: String, japanese: String)] = [
    (#"bar button (".*"): its custom view sends its actions"#, "バーボタン {1}: カスタムビューがアクションを送ります"),
    (#"bar button (".*") tapped"#, "バーボタン {1} がタップされました"),
    (#"alert action (".*") tapped"#, "アラートのアクション {1} がタップされました"),
    (#"back button tapped"#, "戻るボタンがタップされました"),
    (#"button (".*") sends its actions"#, "ボタン {1} がアクションを送ります"),
    (#"dequeue: reusing a queued (".*") cell"#, "dequeue: キューにある {1} のセルを再利用します"),
    (#"dequeue: creating a new (".*") cell"#, "dequeue: {1} のセルを新しく作ります"),
    (#"willSelectRowAt returned nil: no selection"#, "willSelectRowAt が nil を返しました: 行は選択されません"),
    (#"scroll to row position (.*)"#, "行の位置 {1} までスクロールします"),
    (#"storyboard instantiates (".*")"#, "ストーリーボードが {1} を作ります"),
    (#"date picker value changed"#, "日付ピッカーの値が変わりました"),
    (#"the delegate refused the edit"#, "デリゲートが編集を断りました"),
    (
      #"becomeFirstResponder\(\) refused: the field is not in a window"#,
      "becomeFirstResponder() は断られました: フィールドがウインドウの中にありません"
    ),
    (#"text field becomes first responder"#, "テキストフィールドがファーストレスポンダーになります"),
    (
      #"textFieldShouldEndEditing\(_:\) returned false: the field stays"#,
      "textFieldShouldEndEditing(_:) が false を返しました: フィールドは編集中のままです"
    ),
    (#"switch turned on: sends \.valueChanged"#, "スイッチがオンになり、.valueChanged を送ります"),
    (#"switch turned off: sends \.valueChanged"#, "スイッチがオフになり、.valueChanged を送ります"),
    (
      #"notification (".*") not shown: the user has not allowed notifications"#,
      "通知 {1} は表示されません: ユーザーが通知を許可していません"
    ),
    (
      #"notification (".*") shown by the system: the app is not in front"#,
      "通知 {1} はシステムが表示します: アプリが前面にありません"
    ),
    (
      #"notification (".*") not shown: the app is in front, with no delegate"#,
      "通知 {1} は表示されません: アプリが前面にあり、デリゲートがありません"
    ),
    (#"the clock reads (.*)"#, "時計は {1} です"),
    (#"the red minus turns: row (\d+) shows (.*)"#, "赤いマイナスが回り、行 {1} に {2} が出ます"),
    (#"the tap only closes them: no row is selected"#, "タップはボタンを閉じるだけで、行は選択されません"),
    (
      #"editing mode: the row's red minus, then its Delete button"#,
      "編集モード: 行の赤いマイナス、続いて Delete ボタン"
    ),
    (#"row (\d+) shows (.*)"#, "行 {1} に {2} が出ます"),
    (#"the buttons on row (\d+) close"#, "行 {1} のボタンが閉じます"),
    (#"read (\S+) \((\d+) bytes\)"#, "{1} を読みました ({2} バイト)"),
    (#"read (\S+)"#, "{1} を読みました"),
    (#"created (\S+) \((\d+) bytes\)"#, "{1} を作りました ({2} バイト)"),
    (#"wrote (\S+) \((\d+) bytes\)"#, "{1} に書きました ({2} バイト)"),
    (#"deleted (\S+)"#, "{1} を削除しました"),
    (#"(.*)… and (\d+) more changes"#, "{1}… ほか {2} 件の変更"),
    (#"(.*) \(new\)"#, "{1} (新規)"),
    (#"(.*) \(gone\)"#, "{1} (削除)"),
  ]
}
