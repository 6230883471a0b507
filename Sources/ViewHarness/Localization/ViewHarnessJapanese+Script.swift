// Japanese for the script language's reference: what each command does.

import StepwiseBasics

extension ViewHarnessJapanese {
  /// What `stepwise help script` says about each script command (the commands stay English).
  static let script: [String: String] = [
    """
    Walkthrough scripts (.stepwise files) hold one command per line, the same commands
    the interactive simulator takes. # starts a comment, except inside quotes.

    A row is named by its number, counted from 0 like IndexPath.row (1 in section 2 names
    a row of a later section), or by its text in quotes. A button, bar button or alert button is named by its title in quotes ("+" is
    the add button); a text field by its placeholder, the label beside it or its text; a
    switch by the text beside it. Inside quotes, \\" is a quote and \\\\ a backslash; \\n,
    \\r and \\t are a line break, a carriage return and a tab, and \\u{2028} is any
    character by its hex code. Every other character, Unicode included, stands for itself,
    except control characters (a NUL, an escape), which only an escape can write: \\u{0}.
    A line holds at most 100000 characters; type takes at most 10000 (paste takes more at
    once).

    In editing mode (after tap "Edit") rows do not swipe: delete row takes the row's red
    minus, then Delete. wait moves the device's clock on, and each notification arrives
    as the clock passes the time it is due.
    """:
      """
    操作スクリプト (.stepwise ファイル) には、1 行に 1 つずつコマンドを
    書きます。コマンドは対話型シミュレーターと同じです。# から後はコメントです
    (引用符の中は除きます)。コマンドはコードなので英語のまま書きます。

    行は、IndexPath.row と同じく 0 から数えた番号 (1 in section 2 で後のセクションの
    行) か、引用符で囲んだテキストで指定します。ボタン、バーボタン、アラートの
    ボタンは引用符で囲んだタイトルで ("+" は追加ボタン)、テキストフィールドは
    プレースホルダー、隣のラベル、またはそのテキストで、スイッチは隣のテキストで
    指定します。引用符の中では \\" が引用符、\\\\ がバックスラッシュ、\\n、\\r、\\t が
    改行、復帰、タブで、\\u{2028} は 16 進コードで任意の文字を表します。それ以外の
    文字は Unicode も含めてそのまま書けますが、制御文字 (NUL、エスケープ) だけは
    \\u{0} のようにエスケープでしか書けません。1 行は最大 100000 文字で、type は
    最大 10000 文字です (paste ならもっと多く一度に入力できます)。

    編集モード (tap "Edit" の後) では行をスワイプできません: delete row は行の赤い
    マイナスを押してから Delete をタップします。wait はデバイスの時計を進め、
    通知はそれぞれ予定の時刻を時計が過ぎたときに届きます。
    """,
    "Example:":
      "例:",
    "Play one with stepwise play FILE; see stepwise help play.":
      "スクリプトは stepwise play FILE で再生します。stepwise help play を参照してください。",
    "Rows are named by number (from 0) or by \"their text\"; buttons by \"their title\".":
      "行は番号 (0 から) か \"テキスト\" で、ボタンは \"タイトル\" で指定します。コマンドは英語のまま入力します。",
    "This app's words in English (tap \"Save\" works as tap \"保存する\"):":
      "このアプリの言葉の英語名 (tap \"Save\" は tap \"保存する\" と同じです):",
    "The app's life":
      "アプリのライフサイクル",
    "Gestures":
      "ジェスチャー",
    "Keyboard and date picker":
      "キーボードと日付ピッカー",
    "Checks":
      "チェック",
    "The simulator":
      "シミュレーター",
    "start the app (or the one named)":
      "アプリを起動します (指定したアプリを起動することもできます)",
    "terminate if running, then launch in the same sandbox":
      "動いていれば終了させ、同じサンドボックスで再起動します",
    "send the app to the background (it keeps running)":
      "アプリをバックグラウンドに送ります (動き続けます)",
    "bring the app back from the background":
      "アプリをバックグラウンドから戻します",
    "stop the app; its delegate is told first":
      "アプリを終了させます。デリゲートには先に知らせます",
    "stop the app with no callback at all":
      "コールバックを一切呼ばずにアプリを止めます",
    "the system runs low on memory":
      "システムのメモリが少なくなります",
    "set the device's language (ja, en, fr-CA): a running app starts again in it":
      "デバイスの言語を設定します (ja、en、fr-CA など)。動いているアプリはその言語で再起動します",
    "time passes on the device; notifications due arrive":
      "デバイスの時間が進みます。予定の通知が届きます",
    "the clock moves on to this minute; notifications due arrive":
      "時計がこの時刻まで進みます。予定の通知が届きます",
    "tap a button, bar button, alert button, or a button a swipe revealed":
      "ボタン、バーボタン、アラートのボタン、またはスワイプで出たボタンをタップします",
    "give a text field or text view the keyboard (named by placeholder, label or text)":
      "テキストフィールドかテキストビューにキーボードを渡します (プレースホルダー、ラベル、テキストで指定)",
    "tap the back button":
      "戻るボタンをタップします",
    "tap the screen away from its controls (touchesBegan reaches the controller)":
      "画面のコントロールのない所をタップします (touchesBegan がコントローラーに届きます)",
    "flip the switch beside this text":
      "このテキストの隣のスイッチを切り替えます",
    "slide the slider on screen to a value (kept in its range)":
      "画面のスライダーを値まで動かします (値は範囲内に収まります)",
    "slide the slider named by its accessibility label or the label before it":
      "アクセシビリティラベルか直前のラベルで指定したスライダーを動かします",
    "tap a row (0, 1, …, 1 in section 2, or \"its text\")":
      "行をタップします (0、1、…、1 in section 2、または \"テキスト\")",
    "tap a row's accessory button":
      "行のアクセサリボタンをタップします",
    "scroll the table until a row (n, or n in section s) is on screen":
      "行 (n、または n in section s) が画面に入るまでテーブルをスクロールします",
    "swipe a row and tap Delete (editing mode: its red minus, then Delete)":
      "行をスワイプして Delete をタップします (編集モードでは赤いマイナス、次に Delete)",
    "reveal a row's buttons: tap \"title\" taps one, any other gesture closes them":
      "行のボタンを出します: tap \"title\" でどれかをタップし、ほかのジェスチャーで閉じます",
    "swipe a row all the way across: its first button runs":
      "行を最後までスワイプします: 最初のボタンが実行されます",
    "editing mode: tap a row's red minus (then tap \"Delete\") or green plus":
      "編集モード: 行の赤いマイナス (続けて tap \"Delete\") か緑のプラスをタップします",
    "editing mode: drag a row by its grip to place n (counted after the move)":
      "編集モード: 行をつまみで位置 n へドラッグします (位置は移動後で数えます)",
    "type into the focused field":
      "フォーカスのあるフィールドに入力します",
    "press backspace (n times)":
      "バックスペースを押します (n 回)",
    "paste into the focused field as one edit":
      "フォーカスのあるフィールドに 1 回の編集として貼り付けます",
    "tap the field's clear button":
      "フィールドのクリアボタンをタップします",
    "press the return key":
      "Return キーを押します",
    "replace a UTF-16 range of the focused field, as the system may":
      "フォーカスのあるフィールドの UTF-16 の範囲を、システムがするように置き換えます",
    "turn the date picker":
      "日付ピッカーを回します",
    "the screen's title":
      "画面のタイトル",
    "the visible rows, in order":
      "見えている行 (順番どおり)",
    "how many rows the table has":
      "テーブルの行数",
    "what row n shows":
      "行 n に表示されているもの",
    "whether a row shows a checkmark":
      "行にチェックマークがあるかどうか",
    "a row's detail (subtitle) text":
      "行の詳細 (サブタイトル) のテキスト",
    "no visible row shows this text":
      "このテキストを表示している行が見えていないこと",
    "a button that can be tapped":
      "タップできるボタン",
    "a button that cannot be tapped":
      "タップできないボタン",
    "an alert is up (with this title)":
      "アラートが表示されていること (このタイトルで)",
    // Also what an `expect alert` found instead (the harness's mismatch), so a sentence.
    "no alert is up":
      "アラートは表示されていません",
    "the focused text field's text":
      "フォーカスのあるテキストフィールドのテキスト",
    "whether the switch beside this text is on":
      "このテキストの隣のスイッチがオンかどうか",
    "a delivered notification has this title or body":
      "届いた通知にこのタイトルか本文があること",
    "no delivered notification has this title or body":
      "届いた通知にこのタイトルや本文がないこと",
    "some label, row, field or button on screen shows exactly this":
      "画面のラベル、行、フィールド、ボタンのどれかが、ちょうどこれを表示していること",
    "nothing on screen shows exactly this":
      "画面のどこにも、ちょうどこれを表示しているものがないこと",
    "print the screen":
      "画面を表示します",
    "list these commands":
      "これらのコマンドを一覧にします",
    "leave (the app is terminated properly)":
      "終わります (アプリは正しく終了させます)",
  ]
}
