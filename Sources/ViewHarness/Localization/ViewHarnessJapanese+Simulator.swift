// Japanese for the simulated device: script errors and the gestures it refuses.
// The messages of this group that ViewHarness shows; the others are beside the modules that
// show them.

import StepwiseBasics

extension ViewHarnessJapanese {
  /// The simulator's messages: script errors, refusals, the interactive session.
  static let simulator: [String: String] = [
    "time only goes forward":
      "時間は先へしか進みません",
    "the clock reads {0} already: it does not go back":
      "時計はすでに {0} です。時間は戻りません",
    "row {0} has no editing control (canEditRowAt says no, or its editingStyleForRowAt is .none)":
      "行 {0} には編集コントロールがありません (canEditRowAt が false を返すか、editingStyleForRowAt が .none です)",
    "row {0} cannot move to {1}: the only place is 0":
      "行 {0} は {1} へ移動できません: 移動先は 0 だけです",
    "row {0} cannot move to {1}: places are 0 to {2}":
      "行 {0} は {1} へ移動できません: 移動先は 0 から {2} です",
    "row {0} cannot move: canMoveRowAt says no, so it has no reorder control":
      "行 {0} は移動できません: canMoveRowAt が false を返すので、並べ替えコントロールがありません",
    "the table is not in editing mode":
      "テーブルが編集モードではありません",
    "row {0} cannot be dropped at {1}: targetIndexPathForMoveFromRowAt chose a place that does not exist":
      "行 {0} を {1} に置けません: targetIndexPathForMoveFromRowAt が存在しない位置を選びました",
    "rows cannot move: the data source does not implement tableView(_:moveRowAt:to:)":
      "行は移動できません: データソースが tableView(_:moveRowAt:to:) を実装していません",
    "the table is not in editing mode (tap \"Edit\" first)":
      "テーブルが編集モードではありません (先に \"Edit\" をタップします)",
    "on screen":
      "画面上に",
    "in the alert":
      "アラートの中に",
    "there is no text field {0}":
      "{0}テキストフィールドがありません",
    "there is no text field {0} {1} (fields: {2})":
      "{1}テキストフィールド {0} がありません (フィールド: {2})",
    "{0} text fields answer to {1}: name one by its placeholder or the label beside it":
      "{1} に当てはまるテキストフィールドが {0} 個あります: プレースホルダーか隣のラベルで 1 つを指定してください",
    "the field {0} is disabled":
      "フィールド {0} は無効になっています",
    "the alert has no button \"{0}\" (it has {1})":
      "アラートにボタン \"{0}\" はありません (あるのは {1})",
    "the alert's \"{0}\" button is disabled":
      "アラートのボタン \"{0}\" は無効になっています",
    "\"{0}\" is disabled":
      "\"{0}\" は無効になっています",
    "no buttons":
      "ボタンなし",
    "there is no button \"{0}\" on screen (it shows {1})":
      "画面にボタン \"{0}\" はありません (表示されているのは {1})",
    "an alert is up; tap one of its buttons first":
      "アラートが表示されています。先にそのボタンのどれかをタップします",
    "there is no back button on this screen":
      "この画面には戻るボタンがありません",
    "the only section is 0":
      "セクションは 0 だけです",
    "sections are 0 to {0}":
      "セクションは 0 から {0} です",
    "there is no section {0} ({1})":
      "セクション {0} はありません ({1})",
    "the table is empty":
      "テーブルは空です",
    "the section is empty":
      "セクションは空です",
    "the only row is 0":
      "行は 0 だけです",
    "rows are 0 to {0}":
      "行は 0 から {0} です",
    "there is no row {0} ({1})":
      "行 {0} はありません ({1})",
    "there is no row {0} in section {1} ({2})":
      "セクション {1} に行 {0} はありません ({2})",
    "there is no row {0} in section 0 ({1}): counting every section's rows, as expect row count does, it is row {2} in section {3}":
      "セクション 0 に行 {0} はありません ({1}): expect row count のようにすべてのセクションの行を数えると、row {2} in section {3} です",
    "no row on screen shows \"{0}\" (rows: {1})":
      "画面に \"{0}\" を表示している行はありません (行: {1})",
    "none":
      "なし",
    "rows {0} all show \"{1}\": name the one you mean by its number, such as row {2}":
      "行 {0} はどれも \"{1}\" を表示しています: row {2} のように、番号でどの行かを指定してください",
    "this screen has no table":
      "この画面にはテーブルがありません",
    "there is no such row":
      "その行はありません",
    "rows on this screen cannot be selected":
      "この画面の行は選択できません",
    "that row has no accessory button to tap":
      "その行にはタップできるアクセサリボタンがありません",
    "that row cannot be swiped to delete (the data source does not implement tableView(_:commit:forRowAt:) or canEditRowAt says no)":
      "その行はスワイプで削除できません (データソースが tableView(_:commit:forRowAt:) を実装していないか、canEditRowAt が false を返します)",
    "no text field has the keyboard":
      "キーボードを持っているテキストフィールドがありません",
    "the field holds {0} characters: that many backspaces at most, and none was pressed":
      "フィールドには {0} 文字しかありません: バックスペースはその回数までで、1 回も押していません",
    "the field is empty: nothing to delete":
      "フィールドは空です: 削除するものがありません",
    "the return key is disabled while the field is empty":
      "フィールドが空の間は Return キーが無効です",
    "the field shows no clear button":
      "フィールドにクリアボタンが表示されていません",
    "there is no switch \"{0}\" on screen ({1})":
      "画面にスイッチ \"{0}\" はありません ({1})",
    "no switches":
      "スイッチなし",
    "the switch \"{0}\" is disabled":
      "スイッチ \"{0}\" は無効になっています",
    "{0} is not a date written yyyy-MM-dd HH:mm":
      "{0} は yyyy-MM-dd HH:mm 形式の日付ではありません",
    "there is no date picker on screen":
      "画面に日付ピッカーがありません",
    "this screen has no background to tap: a table fills it":
      "この画面にはタップできる背景がありません: テーブルが画面を埋めています",
    "there is no slider on screen":
      "画面にスライダーがありません",
    "there is no slider {0} on screen (sliders: {1})":
      "画面にスライダー {0} はありません (スライダー: {1})",
    "there are {0} sliders on screen; name one ({1})":
      "画面にスライダーが {0} 個あります。どれか名前で指定してください ({1})",
    "the slider is disabled":
      "スライダーは無効になっています",
    "crashed: {0}":
      "クラッシュしました: {0}",
    "{0} is in the background: say foreground to come back to it first":
      "{0} はバックグラウンドにあります: 先に foreground でアプリに戻ってください",
    "{0} is not running":
      "{0} は動いていません",
    "{0} is running but shows nothing: its scene has no window (the scene delegate keeps the storyboard's window in its `var window: UIWindow?`, or makes one in scene(_:willConnectTo:options:))":
      "{0} は動いていますが、何も表示していません: シーンにウインドウがありません (シーンデリゲートはストーリーボードのウインドウを `var window: UIWindow?` に保持するか、scene(_:willConnectTo:options:) で作ります)",
    "{0} is running but shows nothing: it has no window. With no scene manifest the app delegate keeps the main storyboard's window in a `var window: UIWindow?` property (iOS logs \"The app delegate must implement the window property if it wants to use a main storyboard file.\")":
      "{0} は動いていますが、何も表示していません: ウインドウがありません。シーンのマニフェストがない場合、アプリデリゲートはメインストーリーボードのウインドウを `var window: UIWindow?` プロパティに保持します (iOS は \"The app delegate must implement the window property if it wants to use a main storyboard file.\" と記録します)",
    "the table shows {0} rows in section {1} but its data source reports {2}: the model changed and the table was not told (insertRows, deleteRows or reloadData)":
      "テーブルはセクション {1} に {0} 行を表示していますが、データソースは {2} 行と答えています: モデルが変わったのに、テーブルに知らせていません (insertRows、deleteRows、reloadData)",
    "row {0}":
      "行 {0}",
    "row {0} in section {1}":
      "セクション {1} の行 {0}",
    "{0} shows {1} but its data source says {2}: the cell and the model disagree":
      "{0} は {1} を表示していますが、データソースは {2} と答えています: セルとモデルが食い違っています",
    "swiping row {0} to the {1} reveals nothing: {2}":
      "行 {0} を {1} へスワイプしても何も出ません: {2}",
    "a full swipe to the {0} on row {1} runs nothing: ":
      "行 {1} を {0} へ最後までスワイプしても何も実行されません: ",
    "its configuration's performsFirstActionWithFullSwipe is false (swipe {0}, then tap a button)":
      "構成の performsFirstActionWithFullSwipe が false です (swipe {0} の後でボタンをタップします)",
    "the row showing \"{0}\" is gone":
      "\"{0}\" を表示していた行はもうありません",
    "\"{0}\" does nothing: the data source does not implement tableView(_:commit:forRowAt:)":
      "\"{0}\" は何もしません: データソースが tableView(_:commit:forRowAt:) を実装していません",
    "the delegate's {0} swipe configuration has no actions":
      "デリゲートの {0} 側のスワイプ構成にアクションがありません",
    "the delegate gives no leading swipe actions":
      "デリゲートが leading 側のスワイプアクションを返しません",
    "the delegate gives no trailing swipe actions, and the row cannot be deleted (no tableView(_:commit:forRowAt:), or canEditRowAt says no)":
      "デリゲートが trailing 側のスワイプアクションを返さず、行も削除できません (tableView(_:commit:forRowAt:) がないか、canEditRowAt が false を返します)",
    "rows do not swipe in editing mode (tap \"Done\" first)":
      "編集モードでは行をスワイプできません (先に \"Done\" をタップします)",
    "rows do not swipe in editing mode":
      "編集モードでは行をスワイプできません",
    "{0} is already running":
      "{0} はすでに動いています",
    "{0} is not running (it crashed: {1})":
      "{0} は動いていません (クラッシュしました: {1})",
    "the app crashed: {0}":
      "アプリがクラッシュしました: {0}",
    "{0} showed \"{1}\" and now shows \"{2}\": what was set on its cell alone went with the cell (reused or reloaded)":
      "{0} は \"{1}\" を表示していましたが、今は \"{2}\" を表示しています: セルにだけ設定したものは、セルとともに消えました (再利用または再読み込み)",
    "{0}; iOS shows the cell as it is, until the cell is reused or the row reloaded":
      "{0}。iOS では、セルが再利用されるか行が再読み込みされるまで、セルはそのまま表示されます",
    "no app is running: start one with launch <app>, such as launch checklists-01":
      "動いているアプリがありません: launch checklists-01 のように launch <app> で起動します",
    "expected {0}, but {1}":
      "期待したのは {0} ですが、{1}",
    "no app to launch: say launch <app>, such as launch checklists-01":
      "起動するアプリがありません: launch checklists-01 のように launch <app> と指定します",
    "apps: {0}":
      "アプリ: {0}",
    "none yet":
      "まだありません",
    "there is no app \"{0}\" ({1})":
      "アプリ \"{0}\" はありません ({1})",
    "(no app launched: say launch <app>)":
      "(アプリが起動していません: launch <app> と指定します)",
    "cannot open a sandbox for {0}: {1}":
      "{0} のサンドボックスを開けません: {1}",
    "cannot start {0}: {1}":
      "{0} を起動できません: {1}",
    "the system sends no range at {0} of length {1}: its end lies beyond any text":
      "システムが位置 {0}、長さ {1} の範囲を送ることはありません: 終わりがどんなテキストよりも先にあります",
    "expected {0} after {1}, found {2}":
      "{1} の後には {0} が来るはずですが、{2} があります",
    "expected {0} after {1}, found nothing":
      "{1} の後には {0} が来るはずですが、何もありません",
    "expected {0} after {1} and a comma, found {2}":
      "{1} とカンマの後には {0} が来るはずですが、{2} があります",
    "expected {0} after {1} and a comma, found nothing":
      "{1} とカンマの後には {0} が来るはずですが、何もありません",
    ", ":
      "、",
    "the text {0}":
      "テキスト {0}",
    "the word {0}":
      "単語 {0}",
    "a quoted text":
      "引用符で囲んだテキスト",
    "a quoted title":
      "引用符で囲んだタイトル",
    "a quoted name":
      "引用符で囲んだ名前",
    "a quoted {0}":
      "引用符で囲んだ {0}",
    "a number":
      "数",
    "the number {0} is too large":
      "数 {0} は大きすぎます",
    "{0} must be {1} or more":
      "{0} は {1} 以上にします",
    "a row number":
      "行番号",
    "a row number or a quoted row text":
      "行番号か、引用符で囲んだ行のテキスト",
    "the row number {0} is too large":
      "行番号 {0} は大きすぎます",
    "rows are counted from 0, so {0} names no row":
      "行は 0 から数えるので、{0} に当たる行はありません",
    "a section number":
      "セクション番号",
    "time only goes forward: wait 1 second or more":
      "時間は進むだけです: 1 秒以上待ちます",
    "seconds, minutes, hours or days":
      "seconds、minutes、hours、days のどれか",
    "the clock would pass the end of the year 9999, the last a script's dates name: wait less":
      "時計が 9999 年の終わりを越えてしまいます (スクリプトの日付が表せる最後の年です): 待つ時間を短くしてください",
    "{0} {1} is too long a wait":
      "{0} {1} は長すぎる待ち時間です",
    "an app id such as checklists-01":
      "checklists-01 のようなアプリの ID",
    "a language such as ja, en or en-GB":
      "ja、en、en-GB のような言語",
    "a date and time like {0}":
      "{0} のような日付と時刻",
    "expected a date like 2026-12-24, found {0}":
      "2026-12-24 のような日付が来るはずですが、{0} があります",
    "a time like 18:30":
      "18:30 のような時刻",
    "expected a time like 18:30, found {0}":
      "18:30 のような時刻が来るはずですが、{0} があります",
    "{0} is not a date on the calendar":
      "{0} は暦にない日付です",
    "{0} is not a time of day (00:00 to 23:59)":
      "{0} は時刻ではありません (00:00 から 23:59 まで)",
    "more":
      "続き",
    "a line starts with a command such as tap or expect":
      "行は tap や expect のようなコマンドで始めます",
    "{0} only works in the interactive simulator":
      "{0} は対話型シミュレーターの中でだけ使えます",
    "type presses one key per character, and takes at most {0}; paste puts a longer text in at once":
      "type は 1 文字ごとにキーを 1 回押すので、最大 {0} 文字です。長いテキストは paste で一度に入力します",
    "this line is {0} characters long; a line holds at most {1}":
      "この行は {0} 文字あります。1 行は最大 {1} 文字です",
    "a control character (U+{0}) cannot stand in a line as it is; inside quotes write it as \\u{{1}}":
      "制御文字 (U+{0}) はそのまま行に書けません。引用符の中で \\u{{1}} と書きます",
    "this quoted text has no closing \"":
      "引用符で始まったテキストに閉じる \" がありません",
    "write straight quotes \"…\" instead of {0}":
      "{0} ではなく、まっすぐな引用符 \"…\" を使います",
    "\\u needs hex digits in braces, such as \\u{2028}":
      "\\u の後には \\u{2028} のように波かっこで囲んだ 16 進数が必要です",
    "\\u{{0}} is not a Unicode character":
      "\\u{{0}} は Unicode の文字ではありません",
    "unknown escape \\{0}: {1}":
      "不明なエスケープです: \\{0} ({1})",
    "nothing more is expected after {0}, found {1}":
      "{0} の後に余分な {1} があります",
    "the section number {0} names no section":
      "セクション番号 {0} に当たるセクションはありません",
  ]
}
