// The exercises of the Checklists chapters 5 to 9, in teaching order.

extension ExerciseCatalog {
  /// Chapters 5 to 9: several lists, the data model, icons, reminders.
  static let checklists05To09: [Exercise] = [
    Exercise(
      id: "checklists-05/delete-asks-first",
      title: "Ask before deleting a list",
      titleJa: "リストを削除する前に確認する",
      stage: "Checklists05",
      files: ["Controllers/AllListsViewController.swift"],
      hints: [
        "The swipe calls `tableView(_:commit:forRowAt:)`. Instead of removing the list "
          + "there, present an alert: `UIAlertController(title:message:preferredStyle: "
          + ".alert)`, then `present(alert, animated: true)`.",
        "Each button is a `UIAlertAction(title:style:handler:)`: Cancel with style "
          + "`.cancel` and no handler; Delete with style `.destructive` and a handler that "
          + "does the deleting. Add Cancel first.",
        "Move the two deleting lines into the Delete handler, `{ [weak self] _ in "
          + "self?.delete(checklist) }`, where `delete(_:)` finds the list's row again with "
          + "`lists.firstIndex(where: { $0 === checklist })`, removes it from `lists`, then "
          + "calls `deleteRows`.",
      ],
      hintsJa: [
        "スワイプは `tableView(_:commit:forRowAt:)` を呼びます。そこでリストを取り"
          + "除く代わりに、アラートを表示します。"
          + "`UIAlertController(title:message:preferredStyle: .alert)` を作って "
          + "`present(alert, animated: true)` です。",
        "各ボタンは `UIAlertAction(title:style:handler:)` です。Cancel はスタイ"
          + "ル `.cancel` でハンドラーなし、Delete はスタイル `.destructive` で、削除"
          + "をするハンドラー付きです。Cancel を先に追加します。",
        "削除の 2 行を Delete のハンドラー `{ [weak self] _ in "
          + "self?.delete(checklist) }` に移します。`delete(_:)` は "
          + "`lists.firstIndex(where: { $0 === checklist })` でリストの行を見つけ直"
          + "し、`lists` から取り除いてから `deleteRows` を呼びます。",
      ],
      testsSHA256: "a61815eeba82f4c1fb338883749603d868ffe0b3b7d5ec27deb7885b6563cd77",
      startersSHA256: ["b61000426b99641515a93d25ee5caaa74ffc0b47c5b6b5f8fe00664a377a9651"]),
    Exercise(
      id: "checklists-05/unique-names",
      title: "Keep list names unique",
      titleJa: "リストの名前が重ならないようにする",
      stage: "Checklists05",
      files: [
        "Controllers/ListDetailViewController.swift", "Controllers/AllListsViewController.swift",
      ],
      hints: [
        "The detail screen needs the names it may not use. Give it a property, such as "
          + "`var takenNames: [String] = []`, and have the all-lists screen fill it before "
          + "the screen appears.",
        "The all-lists screen sets up the detail screen in two places: "
          + "`prepare(for:sender:)` for \"AddChecklist\", and "
          + "`tableView(_:accessoryButtonTappedForRowWith:)` for editing. When editing, leave "
          + "the edited list's own name out: `lists.filter { $0 !== checklist }`.",
        "In the detail screen, Done becomes `canSave(newText)`, with `!name.isEmpty && "
          + "!takenNames.contains { $0.caseInsensitiveCompare(name) == .orderedSame }`.",
      ],
      hintsJa: [
        "詳細画面には、使ってはいけない名前が必要です。`var takenNames: [String] "
          + "= []` のようなプロパティを持たせ、画面が表示される前にリスト一覧の画面に"
          + "埋めてもらいましょう。",
        "リスト一覧の画面が詳細画面を準備する場所は 2 つです。「AddChecklist」の "
          + "`prepare(for:sender:)` と、編集のための "
          + "`tableView(_:accessoryButtonTappedForRowWith:)` です。編集のときは、編集"
          + "するリスト自身の名前を除きます。`lists.filter { $0 !== checklist }` で"
          + "す。",
        "詳細画面では、Done を `canSave(newText)` にし、`!name.isEmpty && "
          + "!takenNames.contains { $0.caseInsensitiveCompare(name) == .orderedSame "
          + "}` とします。",
      ],
      testsSHA256: "5d7a7fa9a8b257a156c54556a4a8e16385fb2f65fc21a834136f635f0a50affc",
      startersSHA256: [
        "4e926f8a38f1aa462c67f5f796fc3d7635ae39a89388ccaa279b6f95a071b4ba",
        "8665811f6cf50502262fb20b0462a47cb6dbd4d8185c0819208f3e41cff99d45",
      ]),
    Exercise(
      id: "checklists-05/test-delete-list",
      title: "Write the test: deleting a list removes that list only",
      titleJa: "テストを書く：リストを削除すると、そのリストだけが消える",
      stage: "Checklists05",
      files: ["DeleteListTests.swift"],
      hints: [
        "The first screen is the navigation controller's `topViewController`, an "
          + "`AllListsViewController`. A swipe's Delete button calls its data source: "
          + "`screen.tableView(screen.tableView, commit: .delete, forRowAt: IndexPath(row: 1, "
          + "section: 0))`. Each row's `tableView(_:cellForRowAt:)` cell shows the list's name in "
          + "`textLabel?.text`: read the rows before and after.",
        "Expect the exact rows left, not how many: a bug that deletes the wrong list leaves "
          + "as many rows as the right one. Delete a row in the middle, where the wrong list is "
          + "easy to tell from the right one.",
        "The model must agree: the screen's `lists.map(\\.name)` should read as the rows "
          + "do.",
      ],
      hintsJa: [
        "最初の画面は、ナビゲーションコントローラーの `topViewController` で、"
          + "`AllListsViewController` です。スワイプの Delete ボタンはデータソースを呼びます。"
          + "`screen.tableView(screen.tableView, commit: .delete, forRowAt: IndexPath(row: 1, "
          + "section: 0))` です。行ごとの `tableView(_:cellForRowAt:)` のセルは、"
          + "`textLabel?.text` にリストの名前を表示します。前後の行を読みましょう。",
        "残った行の数ではなく、残った行そのものを確かめます。違うリストを消すバグでも、行"
          + "の数は正しい場合と同じです。真ん中の行を削除すれば、違うリストと正しいリストを見"
          + "分けやすくなります。",
        "モデルも一致しなければなりません。画面の `lists.map(\\.name)` が行と同じに読め"
          + "るはずです。",
      ],
      testsSHA256: "",
      startersSHA256: ["0901928c195e483080f760960ca0a9e7097fd29ff05ee5ba2ca89a4ae228ded0"],
      writeTheTest: WriteTheTest(mutants: [
        "removes-next": "f7a1aa960fed2217c6e697118996ab0242be04b484fa9fcd704469afcb08486a",
        "removes-last": "8b87edf4040217b49ed7324bb7cfab483174c75f0f5d943fc5e5ef8d46e13273",
        "removes-nothing": "7cf2de66fe54eb75946adc22de7c99ea41812bf2bdf4dc4efedbebd8c25e4bee",
      ])),
    Exercise(
      id: "checklists-06/save-lists-at-once",
      title: "Save a list change at once",
      titleJa: "リストの変更をすぐに保存する",
      stage: "Checklists06",
      files: ["Controllers/AllListsViewController.swift"],
      hints: [
        "`crash()` stops the app without calling `applicationDidEnterBackground(_:)` or "
          + "`applicationWillTerminate(_:)`: whatever was not saved before it is gone. Which "
          + "of this screen's methods change `dataModel.lists`?",
        "Three methods change the lists: the swipe (`tableView(_:commit:forRowAt:)`), "
          + "`listDetailViewController(_:didFinishAdding:)` and "
          + "`listDetailViewController(_:didFinishEditing:)`. `DataModel` has "
          + "`saveChecklists()`.",
        "Call `dataModel?.saveChecklists()` in each of the three, right after the model "
          + "changes: after `remove(at:)`, after `append(_:)`, and at the start of the "
          + "editing method (the detail screen renamed the list already).",
      ],
      hintsJa: [
        "`crash()` は `applicationDidEnterBackground(_:)` も "
          + "`applicationWillTerminate(_:)` も呼ばずにアプリを止めます。それより前に保"
          + "存されていなかったものは失われます。この画面のメソッドで "
          + "`dataModel.lists` を変えるのはどれでしょう。",
        "リストを変えるメソッドは 3 つです。スワイプ"
          + "（`tableView(_:commit:forRowAt:)`）、"
          + "`listDetailViewController(_:didFinishAdding:)`、"
          + "`listDetailViewController(_:didFinishEditing:)` です。`DataModel` には "
          + "`saveChecklists()` があります。",
        "3 つのそれぞれで、モデルが変わった直後に `dataModel?.saveChecklists()` を"
          + "呼びます。`remove(at:)` の後、`append(_:)` の後、そして編集のメソッドの最"
          + "初（詳細画面がすでにリストの名前を変えています）です。",
      ],
      testsSHA256: "3702afbbec4796156262c802c33226cbe957a6dd44412c50d02b96f3bcdf13e9",
      startersSHA256: ["bcb6895ac32b12d52b81d02ed422e4b6c9363b66c0b9eab748e70e7fcca0fbb9"]),
    Exercise(
      id: "checklists-06/open-new-list",
      title: "Open a new list at once",
      titleJa: "新しいリストをすぐに開く",
      stage: "Checklists06",
      files: ["Controllers/AllListsViewController.swift"],
      hints: [
        "The new list arrives in `listDetailViewController(_:didFinishAdding:)`, which "
          + "pops the detail screen. After that, do what `tableView(_:didSelectRowAt:)` does "
          + "for a tapped row.",
        "Order matters: popping back to this screen makes the navigation controller "
          + "delegate store -1. So pop first, then set `dataModel.indexOfSelectedChecklist` "
          + "to the new row, then `performSegue(withIdentifier: \"ShowChecklist\", sender: "
          + "checklist)`.",
        "After inserting the row: `navigationController?.popViewController(animated: "
          + "false)`, `dataModel.indexOfSelectedChecklist = newRowIndex`, "
          + "`performSegue(withIdentifier: \"ShowChecklist\", sender: checklist)`.",
      ],
      hintsJa: [
        "新しいリストは `listDetailViewController(_:didFinishAdding:)` に届き、そ"
          + "こで詳細画面をポップします。その後で、`tableView(_:didSelectRowAt:)` がタ"
          + "ップされた行にすることをしましょう。",
        "順序が大切です。この画面にポップで戻ると、ナビゲーションコントローラーの"
          + "デリゲートが -1 を保存します。だから、まずポップし、次に "
          + "`dataModel.indexOfSelectedChecklist` を新しい行にし、それから "
          + "`performSegue(withIdentifier: \"ShowChecklist\", sender: checklist)` を呼び"
          + "ます。",
        "行を挿入した後で、`navigationController?.popViewController(animated: "
          + "false)`、`dataModel.indexOfSelectedChecklist = newRowIndex`、"
          + "`performSegue(withIdentifier: \"ShowChecklist\", sender: checklist)` です。",
      ],
      testsSHA256: "697756ab5f420dfe8d984160bc6aa7da5f3f1c893cee419c665c520bc7a0eab4",
      startersSHA256: ["fe03d6ac65951c28d4b11eb5e0158d71ed1c58ec2bed99f6fb38011ea0c1ac11"]),
    Exercise(
      id: "checklists-07/sorted-items",
      title: "Keep each list's items in order",
      titleJa: "各リストのアイテムを順序よく並べる",
      stage: "Checklists07",
      files: ["Controllers/ChecklistViewController.swift"],
      hints: [
        "`DataModel.sortChecklists()` sorts the lists with `localizedStandardCompare`, "
          + "and the all-lists screen reloads its table after adding or renaming. The items "
          + "screen can do the same in its two `ItemDetailViewControllerDelegate` methods.",
        "Write `sortItems()`: `checklist?.items.sort { "
          + "$0.text.localizedStandardCompare($1.text) == .orderedAscending }`. A new item's "
          + "row is no longer the last one, so inserting a row at the end would not match the "
          + "data source.",
        "When adding: append, `sortItems()`, `tableView.reloadData()`, pop. When editing: "
          + "`sortItems()`, `tableView.reloadData()`, pop. The checkmarks follow, because "
          + "each cell is configured from its item.",
      ],
      hintsJa: [
        "`DataModel.sortChecklists()` は `localizedStandardCompare` でリストを並べ"
          + "替え、リスト一覧の画面は追加や名前の変更の後にテーブルビューを読み込み直"
          + "しています。アイテムの画面も、2 つの `ItemDetailViewControllerDelegate` "
          + "のメソッドで同じことができます。",
        "`sortItems()` を書きます。`checklist?.items.sort { "
          + "$0.text.localizedStandardCompare($1.text) == .orderedAscending }` です。"
          + "新しいアイテムの行はもう最後とは限らないので、末尾に行を挿入するとデータ"
          + "ソースと合わなくなります。",
        "追加のときは、追加、`sortItems()`、`tableView.reloadData()`、ポップです。"
          + "編集のときは、`sortItems()`、`tableView.reloadData()`、ポップです。各セル"
          + "はアイテムから設定されるので、チェックマークもついてきます。",
      ],
      testsSHA256: "b70f464260c360bc12e2ea1d0aae68201814f60eb584bcc8fbe5068ad096ade7",
      startersSHA256: ["a6a7750cc42d4d098fdf7dc58ca08b0050c9f97f8670f0a9654e04a0c0fc15de"]),
    Exercise(
      id: "checklists-07/icon-from-name",
      title: "Suggest an icon from the list's name",
      titleJa: "リストの名前からアイコンを提案する",
      stage: "Checklists07",
      files: ["Controllers/ListDetailViewController.swift"],
      hints: [
        "The icon shown is `iconName`, in `iconLabel`. The text-field delegate method "
          + "knows the name as it will be after each edit: that is where to suggest an icon. "
          + "Remember also whether the icon was chosen, so the name does not override a pick.",
        "Find the icon with `IconPickerViewController.icons.first { "
          + "$0.caseInsensitiveCompare(name) == .orderedSame }`, leaving out \"No Icon\"; no "
          + "match means \"Folder\". A property such as `isIconChosen` turns true in "
          + "`iconPicker(_:didPick:)` and, when editing, in `viewDidLoad()`.",
        "Write `suggestIcon(for name:)`: unless `isIconChosen`, set `iconName` to the "
          + "suggestion and `iconLabel?.text = iconName`. Call it with `newText` in "
          + "`textField(_:shouldChangeCharactersIn:replacementString:)` and with \"\" in "
          + "`textFieldShouldClear(_:)`.",
      ],
      hintsJa: [
        "表示されるアイコンは `iconName` で、`iconLabel` に出ます。テキストフィー"
          + "ルドのデリゲートメソッドは編集のたびに編集後の名前を知っているので、アイ"
          + "コンを提案するのはそこです。アイコンが選ばれたかどうかも覚えておき、名前"
          + "が選択を上書きしないようにしましょう。",
        "アイコンは `IconPickerViewController.icons.first { "
          + "$0.caseInsensitiveCompare(name) == .orderedSame }` で探し、「No Icon」は"
          + "除きます。一致しなければ「Folder」です。`isIconChosen` のようなプロパティ"
          + "を、`iconPicker(_:didPick:)` と、編集のときは `viewDidLoad()` で true に"
          + "します。",
        "`suggestIcon(for name:)` を書きます。`isIconChosen` でなければ、"
          + "`iconName` を提案するアイコンにし、`iconLabel?.text = iconName` としま"
          + "す。`textField(_:shouldChangeCharactersIn:replacementString:)` では "
          + "`newText` で、`textFieldShouldClear(_:)` では \"\" で呼びます。",
      ],
      testsSHA256: "bb7ca6f69990db1bca625ed0d091772ae6bc3a5a778cdcbc4ed77a325fb6484c",
      startersSHA256: ["7a085d58aa4ad0b1b61d1bdbaeb2e292da5a94cddc5c2e88c43674e7200e951b"]),
    Exercise(
      id: "checklists-08/max-length",
      title: "Limit an item to 40 characters",
      titleJa: "アイテムを 40 文字までにする",
      stage: "Checklists08",
      files: ["Controllers/ItemDetailViewController.swift"],
      hints: [
        "`textField(_:shouldChangeCharactersIn:replacementString:)` is asked before every "
          + "edit, paste included, and returning false refuses the edit. It already computes "
          + "`newText`.",
        "Compare `newText.count` with 40. `count` counts characters as the user sees "
          + "them; `utf16.count` would count 👍🏽 as four.",
        "Right after `newText` is computed: `guard newText.count <= Self.maximumLength "
          + "else { return false }`, with `static let maximumLength = 40` in the class.",
      ],
      hintsJa: [
        "`textField(_:shouldChangeCharactersIn:replacementString:)` は、ペーストも"
          + "含めてすべての編集の前に尋ねられ、false を返すとその編集を拒否します。こ"
          + "のメソッドはすでに `newText` を求めています。",
        "`newText.count` を 40 と比べます。`count` はユーザーに見えるとおりに文字"
          + "を数えます。`utf16.count` だと 👍🏽 を 4 と数えてしまいます。",
        "`newText` を求めた直後に `guard newText.count <= Self.maximumLength "
          + "else { return false }` とし、クラスに `static let maximumLength = 40` を"
          + "持たせます。",
      ],
      testsSHA256: "2a56b0e86d430ab560c444d778d0df4d8638fe4182239d07f0ee174b0a3c72b9",
      startersSHA256: ["de527eb49e1eca08b6621b85f0b39c3fd606a9a3fdaf48b18cac2a551f19c6a2"]),
    Exercise(
      id: "checklists-08/backup-file",
      title: "Keep the previous save as a backup",
      titleJa: "前回の保存をバックアップとして残す",
      stage: "Checklists08",
      files: ["Model/DataModel.swift"],
      hints: [
        "`saveChecklists()` encodes the lists, then `SandboxFile.write` replaces the data "
          + "file. The backup must be made in between, while the old file is still there.",
        "Write `backupFilePath()` next to `dataFilePath()`, and a method that, when "
          + "`FileManager.default.fileExists(atPath:)` says the data file is there, reads it "
          + "with `Data(contentsOf:)` and writes it to the backup path.",
        "Inside the `do` of `saveChecklists()`, after `encoder.encode(lists)`: `try? "
          + "keepBackup()`, where `keepBackup()` does `try SandboxFile.write(Data(contentsOf: "
          + "dataFilePath()), to: backupFilePath())` when the data file exists. `try?` keeps "
          + "a failed backup from stopping the save.",
      ],
      hintsJa: [
        "`saveChecklists()` はリストをエンコードしてから、`SandboxFile.write` でデ"
          + "ータファイルを置き換えます。バックアップはその間、古いファイルがまだある"
          + "うちに作らなければなりません。",
        "`dataFilePath()` の横に `backupFilePath()` を書き、"
          + "`FileManager.default.fileExists(atPath:)` がデータファイルがあると言うと"
          + "きに、`Data(contentsOf:)` でそれを読んでバックアップのパスに書き出すメソ"
          + "ッドを書きます。",
        "`saveChecklists()` の `do` の中、`encoder.encode(lists)` の後で `try? "
          + "keepBackup()` とします。`keepBackup()` は、データファイルがあれば `try "
          + "SandboxFile.write(Data(contentsOf: dataFilePath()), to: "
          + "backupFilePath())` を実行します。`try?` なので、バックアップに失敗しても"
          + "保存は止まりません。",
      ],
      testsSHA256: "0e7883671a9242e4b41b6de52d4b34fbe2fda0ade2d03e9a14fdc3327eafcd67",
      startersSHA256: ["57c5b7eb583a14b4ec78bfb48f650a4c74d4301a56c021bd2977f0893cf4117e"]),
    Exercise(
      id: "checklists-09/early-reminder",
      title: "Remind ten minutes early",
      titleJa: "10 分前に知らせる",
      stage: "Checklists09",
      files: ["Model/ChecklistItem.swift"],
      hints: [
        "`scheduleNotification(now:calendar:)` decides whether and when: both questions "
          + "are about the reminder's time now, not the due date's.",
        "`var reminderDate: Date { dueDate.addingTimeInterval(-10 * 60) }`, a computed "
          + "property, so the due date itself stays as the user picked it.",
        "In `scheduleNotification`, `guard shouldRemind && reminderDate > now`, and the "
          + "trigger's components `from: reminderDate`.",
      ],
      hintsJa: [
        "`scheduleNotification(now:calendar:)` は、予約するかどうかと、いつ知らせ"
          + "るかを決めます。どちらの問いも、今は期限ではなくリマインダーの時刻につい"
          + "てのものです。",
        "`var reminderDate: Date { dueDate.addingTimeInterval(-10 * 60) }` という"
          + "計算プロパティにすれば、期限そのものはユーザーが選んだままです。",
        "`scheduleNotification` で `guard shouldRemind && reminderDate > now` と"
          + "し、トリガーの日時要素は `from: reminderDate` で求めます。",
      ],
      testsSHA256: "cf9bedf3aaec30523b17d8628d59704b6fe4f08ee6913b026484dd39584b210d",
      startersSHA256: ["6865f5d0b8112345d26027f1f2a9344aa22c0a9dcd6d661554a3d672a9b6f6d3"]),
    Exercise(
      id: "checklists-09/checked-no-reminder",
      title: "A checked item reminds no one",
      titleJa: "チェック済みのアイテムは誰にも知らせない",
      stage: "Checklists09",
      files: ["Controllers/ChecklistViewController.swift"],
      hints: [
        "A tap on a row toggles the item in `tableView(_:didSelectRowAt:)`: that is where "
          + "the reminder follows.",
        "After `item.toggleChecked()`: a checked item calls `removeNotification()`; an "
          + "unchecked one `scheduleNotification(now:calendar:)`, which already refuses a "
          + "past date or a reminder switched off.",
        "The clock and calendar are the data model's: `if let environment = "
          + "dataModel?.environment { item.scheduleNotification(now: environment.now(), "
          + "calendar: environment.calendar) }`.",
      ],
      hintsJa: [
        "行をタップすると、`tableView(_:didSelectRowAt:)` でアイテムのチェックが切"
          + "り替わります。リマインダーもそこで合わせます。",
        "`item.toggleChecked()` の後、チェックが付いたアイテムは "
          + "`removeNotification()` を、外れたアイテムは "
          + "`scheduleNotification(now:calendar:)` を呼びます。後者は、過去の日付やオ"
          + "フのリマインダーをすでに断ります。",
        "時計とカレンダーはデータモデルのものです。`if let environment = "
          + "dataModel?.environment { item.scheduleNotification(now: "
          + "environment.now(), calendar: environment.calendar) }` です。",
      ],
      testsSHA256: "06c68879775071c74ca86daf50ccb63e8c442c1b8a7ca9116edb193f880f0db3",
      startersSHA256: ["c4507d3bec1d5f07705dea3067545665dfaabc828f762be43942da25e1f55a4c"]),
  ]
}
