// Chapter 09's steps: due dates, picked in a row that opens below, and reminders.

extension TutorialCatalog {
  /// Chapter 09: a Remind Me switch and a Due Date row, an inline date picker, and local
  /// notifications scheduled, replaced and cancelled with the item.
  static let checklists09: [TutorialStep] = [
    TutorialStep(
      id: "checklists-09/01-remind-me-switch", title: "A Remind Me switch on each item",
      titleJa: "各アイテムに Remind Me のスイッチを付ける",
      hints: [
        "The item needs a flag of its own, and the screen a switch that shows it.",
        "`.switch(\"Remind Me\", outlet: \\.shouldRemindSwitch, onChange: { $0.shouldRemindToggled($1) })` in a second static section; `weak var shouldRemindSwitch: UISwitch!`.",
        "`shouldRemindSwitch.isOn = item.shouldRemind` in `viewDidLoad()`; `item.shouldRemind = shouldRemindSwitch.isOn` in `done()`.",
      ],
      hintsJa: [
        "アイテムには専用のフラグが、画面にはそれを表示するスイッチが必要です。",
        "2 つ目の静的セクションに `.switch(\"Remind Me\", outlet: "
          + "\\.shouldRemindSwitch, onChange: { $0.shouldRemindToggled($1) })` を置き、"
          + "`weak var shouldRemindSwitch: UISwitch!` を用意します。",
        "`viewDidLoad()` で `shouldRemindSwitch.isOn = item.shouldRemind`、"
          + "`done()` で `item.shouldRemind = shouldRemindSwitch.isOn` とします。",
      ],
      stage: "Checklists09",
      scriptSHA256: "4b853b5efba3290c6cb95b366b6066ecaa3bd64f34b77892090e1baea6baba8d"),
    TutorialStep(
      id: "checklists-09/02-due-date-row", title: "A Due Date row",
      titleJa: "Due Date の行を加える",
      hints: [
        "Another static cell, of a built-in style whose detail label the screen fills.",
        "`.cell(.value1, text: \"Due Date\", detailOutlet: \\.dueDateLabel)`; a `DateFormatter` with `dateFormat = \"d MMM yyyy, HH:mm\"`.",
      ],
      hintsJa: [
        "もう 1 つの静的セルです。組み込みのスタイルで、その詳細ラベルを画面が埋め"
          + "ます。",
        "`.cell(.value1, text: \"Due Date\", detailOutlet: \\.dueDateLabel)` と、"
          + "`dateFormat = \"d MMM yyyy, HH:mm\"` の `DateFormatter` です。",
      ],
      stage: "Checklists09",
      scriptSHA256: "d25a43908977c2baaae3ab806a413b713f8c756362126dca9d0b74bffbe5754a"),
    TutorialStep(
      id: "checklists-09/03-date-picker-row", title: "Pick the date in a row that opens below",
      titleJa: "下に開く行で日付を選ぶ",
      hints: [
        "The picker's cell is in the storyboard but not in the table: the data source decides when it shows.",
        "`sceneDock: [.cell(outlet: \\.datePickerCell, .datePicker(...))]`; `numberOfRowsInSection` returns 3 for section 1 while `datePickerVisible`.",
        "`heightForRowAt` returns 217 for the picker row, and `indentationLevelForRowAt` asks `super` about `IndexPath(row: 0, section: 1)` instead: `super` knows only the storyboard's rows.",
      ],
      hintsJa: [
        "ピッカーのセルはストーリーボードにはありますが、テーブルビューにはありま"
          + "せん。いつ表示するかはデータソースが決めます。",
        "`sceneDock: [.cell(outlet: \\.datePickerCell, .datePicker(...))]` とし、"
          + "`datePickerVisible` の間は `numberOfRowsInSection` がセクション 1 につい"
          + "て 3 を返します。",
        "`heightForRowAt` はピッカーの行について 217 を返し、"
          + "`indentationLevelForRowAt` は代わりに `IndexPath(row: 0, section: 1)` に"
          + "ついて `super` に尋ねます。`super` が知っているのはストーリーボードの行だ"
          + "けです。",
      ],
      stage: "Checklists09",
      scriptSHA256: "6c3762f07f8b8b79e52b9d73fc780dbeafaa7190974e722e6e4487f2e8c00e6f"),
    TutorialStep(
      id: "checklists-09/03t-test-keep-due-date",
      title: "Write the test: the due date is kept",
      titleJa: "テストを書く：期限が保たれる",
      hints: [
        "Launch as the app does: the storyboard's first screen as the `rootViewController` of "
          + "a `UIWindow()`, the all-lists screen given `DataModel(documentsDirectory: "
          + "documents, defaults: UserDefaults.standard)`, then `makeKeyAndVisible()`; a first "
          + "launch opens \"List\", the navigation controller's `topViewController`.",
        "On the item screen, `tableView(_:didSelectRowAt:)` with the Due Date row opens the "
          + "picker; set `datePicker.date`, then `datePicker.sendActions(for: .valueChanged)`, "
          + "as turning the wheels does. `performSegue(withIdentifier: \"EditItem\", sender: "
          + "cell)` opens an item again; its `dueDateLabel.text` is what the row says.",
        "Pick a date and call `done()`, then expect it on Edit Item; pick another and call "
          + "`cancel()`; save with `dataModel.saveChecklists()`, launch again in a new window, "
          + "and expect the first date still.",
      ],
      hintsJa: [
        "アプリと同じように起動します。ストーリーボードの最初の画面を `UIWindow()` の "
          + "`rootViewController` にし、リスト"
          + "一覧の画面に `DataModel(documentsDirectory: documents, defaults: "
          + "UserDefaults.standard)` を渡してから `makeKeyAndVisible()` を呼びます。最初の起動では"
          + "「List」（ナビゲーションコントローラーの `topViewController`）が開きます。",
        "アイテムの画面で、Due Date の行について `tableView(_:didSelectRowAt:)` を呼ぶとピッカー"
          + "が開きます。`datePicker.date` を設定し、ホイールを回したときと同じように "
          + "`datePicker.sendActions(for: .valueChanged)` を呼びます。`performSegue("
          + "withIdentifier: \"EditItem\", sender: cell)` でアイテムをもう一度開けます。行の"
          + "表示は `dueDateLabel.text` です。",
        "日付を選んで `done()` を呼び、Edit Item でそれを確かめます。別の日付を選んで "
          + "`cancel()` を呼びます。`dataModel.saveChecklists()` で保存し、新しいウインドウで"
          + "もう一度起動して、最初の日付のままであることを確かめます。",
      ],
      stage: "Checklists09", scriptSHA256: nil,
      testFirst: TestFirst(
        testFile: "DueDateTests.swift",
        courseTestSHA256: "d0c8e2ff452101dc77422d3b0162a05e54aa8db9f3c168bd44e1a5d5f89634e2",
        mutants: [
          "new-item-undated": "2bec2678d2753cd47d7f4782f0f9f06050487ea709ea8edf1535b6110c3f4c05",
          "edit-shows-now": "045b380cd273e225a6a2e8678f2b1826fb6cbf9cca9d5b8d59de82e5ee604e58",
          "picked-into-item": "2f8a7d8adb4b78baae048795a1cd1cf6310344f7fb5a1a3ccf456d07055bbc2b",
          "not-read-back": "1ae26199ca18947601ea68ae6a666533ec85db7b502cf642085d38dfa6ba334e",
        ],
        code: "the date in done(), viewDidLoad() and init(from:)"
          + ", as the next step, \"Keep the due date\", says",
        codeJa: "次のステップ「期限を保存する」で書く、done()、viewDidLoad()、init(from:) での期限の扱い")),
    TutorialStep(
      id: "checklists-09/04-keep-due-date", title: "Keep the due date",
      titleJa: "期限を保存する",
      hints: [
        "Done writes the switch into the item already; the date goes the same way.",
        "`item.dueDate = dueDate` in `done()`, `dueDate = item.dueDate` in `viewDidLoad()`, and `dueDate` among the `CodingKeys`.",
      ],
      hintsJa: [
        "Done はすでにスイッチの状態をアイテムに書き込んでいます。日付も同じように"
          + "します。",
        "`done()` で `item.dueDate = dueDate`、`viewDidLoad()` で `dueDate = "
          + "item.dueDate` とし、`CodingKeys` に `dueDate` を加えます。",
      ],
      stage: "Checklists09",
      scriptSHA256: "c662095d41810b2b2e1a10479a4ab6071e0ab555f7af99820936ea5532edeb22"),
    TutorialStep(
      id: "checklists-09/05-schedule-reminder", title: "Remind the user at the due date",
      titleJa: "期限の時刻にユーザーに知らせる",
      hints: [
        "Three parties: the user allows, the item asks the system, the system notifies. Start with permission, asked when the switch goes on.",
        "`UNCalendarNotificationTrigger(dateMatching: Calendar(identifier: .gregorian).dateComponents([.year, .month, .day, .hour, .minute], from: dueDate), repeats: false)`.",
        "`UNNotificationRequest(identifier: \"\\(itemID)\", content: content, trigger: trigger)`, added with `UNUserNotificationCenter.current().add(request)`; the number comes from `nextChecklistItemID()`.",
      ],
      hintsJa: [
        "登場するのは 3 者です。ユーザーが許可し、アイテムがシステムに頼み、システ"
          + "ムが通知します。まずは、スイッチがオンになったときに許可を求めるところか"
          + "ら始めましょう。",
        "`UNCalendarNotificationTrigger(dateMatching: Calendar(identifier: "
          + ".gregorian).dateComponents([.year, .month, .day, .hour, .minute], from: "
          + "dueDate), repeats: false)` です。",
        "`UNNotificationRequest(identifier: \"\\(itemID)\", content: content, "
          + "trigger: trigger)` を `UNUserNotificationCenter.current().add(request)` "
          + "で追加します。番号は `nextChecklistItemID()` から得ます。",
      ],
      stage: "Checklists09",
      scriptSHA256: "ebe7d30330ca8a2a72a4721b737b2c04732c3c6c18c120877c782db15ffd7c3c",
      // Turning Remind Me on now brings iOS's permission alert, which step 01's check,
      // written before the app asked, does not answer.
      retires: ["checklists-09/01-remind-me-switch"]),
    TutorialStep(
      id: "checklists-09/06-edit-replaces", title: "Editing replaces the reminder",
      titleJa: "編集するとリマインダーが置き換わる",
      hints: [
        "The item's number names its request: remove that request before scheduling again.",
        "`removeNotification()` with `removePendingNotificationRequests(withIdentifiers: [\"\\(itemID)\"])`, called at the top of `scheduleNotification()`.",
      ],
      hintsJa: [
        "アイテムの番号がそのリクエストを指します。もう一度予約する前に、そのリク"
          + "エストを取り除きましょう。",
        "`removePendingNotificationRequests(withIdentifiers: [\"\\(itemID)\"])` を呼"
          + "ぶ `removeNotification()` を、`scheduleNotification()` の最初で呼びます。",
      ],
      stage: "Checklists09",
      scriptSHA256: "d4e3992faa51c739ffd874f720ed8d2d9c95d81caf97be1f505c283acb9b2dd7"),
    TutorialStep(
      id: "checklists-09/07-delete-cancels", title: "Deleting an item cancels its reminder",
      titleJa: "アイテムを削除するとリマインダーが取り消される",
      hints: [
        "The book cancels in `deinit`; here the place where the user deletes does it.",
        "`checklist?.items[indexPath.row].removeNotification()` before `items.remove(at:)`; for a list, each of its items.",
      ],
      hintsJa: [
        "本では `deinit` で取り消していますが、ここではユーザーが削除する場所で取"
          + "り消します。",
        "`items.remove(at:)` の前に "
          + "`checklist?.items[indexPath.row].removeNotification()` を呼びます。リスト"
          + "なら、そのアイテムそれぞれについて呼びます。",
      ],
      stage: "Checklists09",
      scriptSHA256: "c389339e7b074e510229834384a6349bcd946ead895c9b03faa1e2ce91ecc2f1"),
    TutorialStep(
      id: "checklists-09/08-dont-allow", title: "When the user does not allow notifications",
      titleJa: "ユーザーが通知を許可しないとき",
      hints: [
        "The completion handler you gave `requestAuthorization` is where the answer arrives: read `granted`.",
        "The handler runs on a queue of iOS's own; the switch is UIKit's, so go back with `DispatchQueue.main.async { … }`.",
        "`if !granted { DispatchQueue.main.async { switchControl.setOn(false, animated: true) } }`.",
      ],
      hintsJa: [
        "答えが届くのは、`requestAuthorization` に渡した完了ハンドラーです。`granted` を"
          + "読みましょう。",
        "ハンドラーは iOS 自身のキューで実行されます。スイッチは UIKit のものなので、"
          + "`DispatchQueue.main.async { … }` でメインキューに戻ります。",
        "`if !granted { DispatchQueue.main.async { switchControl.setOn(false, "
          + "animated: true) } }` です。",
      ],
      stage: "Checklists09",
      scriptSHA256: "2f647642c1cb0d18740819c80e25fda690aa734ba739dd0405405821c71daed3"),
  ]
}
