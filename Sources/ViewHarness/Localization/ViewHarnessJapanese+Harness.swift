// Japanese for the harness's expectations: what an `expect` looked for, and what it found.

import StepwiseBasics

extension ViewHarnessJapanese {
  /// What an expectation looks for (a noun phrase, after 期待したのは) and what the device
  /// shows instead (a sentence): `expect` in a script, `play`'s report and the tutorial's
  /// checks. The script's own words (titles, row texts) stay inside the quotes as written.
  static let harness: [String: String] = [
    "the title {0}":
      "タイトル {0}",
    "the rows {0}":
      "行 {0}",
    "1 row":
      "1 行",
    "{0} rows":
      "{0} 行",
    "row {0} showing {1}":
      "{1} を表示している行 {0}",
    "row {0} checked":
      "チェックマークの付いた行 {0}",
    "row {0} unchecked":
      "チェックマークのない行 {0}",
    "row {0} with the detail {1}":
      "詳細テキストが {1} の行 {0}",
    "no row showing {0}":
      "{0} を表示している行がないこと",
    "{0} enabled":
      "有効な {0}",
    "{0} disabled":
      "無効な {0}",
    "an alert titled {0}":
      "タイトルが {0} のアラート",
    "an alert":
      "アラート",
    "no alert":
      "アラートが表示されていないこと",
    "the field showing {0}":
      "{0} を表示しているテキストフィールド",
    "the screen showing {0}":
      "{0} を表示している画面",
    "nothing showing {0}":
      "{0} がどこにも表示されていないこと",
    "the switch {0} on":
      "オンのスイッチ {0}",
    "the switch {0} off":
      "オフのスイッチ {0}",
    "a notification saying {0}":
      "{0} という通知",
    "no notification saying {0}":
      "{0} という通知が届いていないこと",
    "the screen has no title":
      "画面にタイトルがありません",
    "the title is {0}":
      "タイトルは {0} です",
    "no rows are on screen":
      "画面に行がありません",
    "the rows are {0}: {1}":
      "行は {0} です: {1}",
    "the table has 1 row":
      "テーブルの行は 1 行です",
    "the table has {0} rows":
      "テーブルの行は {0} 行です",
    "row {0} shows {1}":
      "行 {0} は {1} を表示しています",
    "row {0} is checked":
      "行 {0} にはチェックマークが付いています",
    "row {0} is unchecked":
      "行 {0} にはチェックマークがありません",
    "row {0} has no detail text":
      "行 {0} には詳細テキストがありません",
    "row {0}'s detail is {1}":
      "行 {0} の詳細テキストは {1} です",
    "there is no button {0} on screen":
      "画面にボタン {0} はありません",
    "{0} is enabled":
      "{0} は有効になっています",
    "{0} is disabled":
      "{0} は無効になっています",
    "the alert's title is {0}":
      "アラートのタイトルは {0} です",
    "the alert has no title":
      "アラートにタイトルがありません",
    "the alert {0} is up":
      "アラート {0} が表示されています",
    "an alert is up":
      "アラートが表示されています",
    "the field shows {0}":
      "テキストフィールドは {0} を表示しています",
    "no text on screen is exactly {0}":
      "画面に {0} とそのまま一致するテキストはありません",
    "the screen shows {0}":
      "画面に {0} が表示されています",
    "there is no switch {0} on screen":
      "画面にスイッチ {0} はありません",
    " (switches: {0})":
      " (スイッチ: {0})",
    "the switch {0} is on":
      "スイッチ {0} はオンです",
    "the switch {0} is off":
      "スイッチ {0} はオフです",
    "rows: {0}":
      "行: {0}",
    "there is no row {0} on screen ({1})":
      "画面に行 {0} はありません ({1})",
    "row {0} shows {1}, not {2}":
      "行 {0} は {2} ではなく {1} を表示しています",
    "row {0}, {1}, is missing":
      "行 {0} の {1} がありません",
    "row {0}, {1}, is one too many":
      "行 {0} の {1} は余分です",
    "the notification {0} delivered at {1} says {2}":
      "{1} に配信された通知 {0} に {2} とあります",
    "none is pending":
      "予定されている通知もありません",
    "1 is pending: wait until it falls due":
      "1 件が予定されています。その時刻まで待ちます",
    "{0} are pending: wait until they fall due":
      "{0} 件が予定されています。その時刻まで待ちます",
    "no notification has been delivered ({0})":
      "通知はまだ 1 件も配信されていません ({0})",
    "the notifications delivered say {0}":
      "配信された通知の内容は {0} です",
  ]
}
