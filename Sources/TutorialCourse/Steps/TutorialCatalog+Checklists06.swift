// Chapter 06's steps: a DataModel owns and saves the lists; preferences remember.

extension TutorialCatalog {
  /// Chapter 06: the lists move into a DataModel the app delegate makes, which saves them;
  /// a first launch opens a list named "List", and later launches the list last open.
  static let checklists06: [TutorialStep] = [
    TutorialStep(
      id: "checklists-06/01-data-model", title: "A DataModel owns the lists",
      titleJa: "DataModel にリストを持たせる",
      hints: [
        "A plain class, made once by the object that lives as long as the app, and handed "
          + "to the first screen.",
        "`final class DataModel { var lists = [Checklist]() }`; the app delegate has `let "
          + "dataModel = DataModel(…)`, and the all-lists screen `var dataModel: DataModel?`.",
        "In `application(_:didFinishLaunchingWithOptions:)`: `(window?.rootViewController as? "
          + "UINavigationController)?.viewControllers.first as? AllListsViewController`, then "
          + "set its `dataModel`; return true.",
      ],
      hintsJa: [
        "ふつうのクラスを、アプリと同じ寿命を持つオブジェクトが一度だけ作り、"
          + "最初の画面に渡します。",
        "`final class DataModel { var lists = [Checklist]() }` です。アプリデリゲ"
          + "ートは `let dataModel = DataModel(…)` を持ち、リスト一覧の画面は `var "
          + "dataModel: DataModel?` を持ちます。",
        "`application(_:didFinishLaunchingWithOptions:)` で "
          + "`(window?.rootViewController as? "
          + "UINavigationController)?.viewControllers.first as? "
          + "AllListsViewController` を取り出し、その `dataModel` を設定して true を返"
          + "します。",
      ],
      stage: "Checklists06",
      scriptSHA256: "3ac140a78e8f52580368b554355aa28397098d92a6f4d468a2510aab7a8a616d",
      structureSHA256: "218e4d67046a579880be7991babdf67ea58fb0c5d7c7c96ab6fef5ebefdd6c64",
      retires: [
        "checklists-05/01-all-lists", "checklists-05/02-checklist", "checklists-05/03-own-items",
        "checklists-05/04-items-as-before", "checklists-05/05-add-list",
        "checklists-05/06-rename-list", "checklists-05/07-delete-list",
      ],
      checkWordsJa: [
        "a new all-lists screen's `dataModel` to be nil: the app delegate hands it the one it made":
          "新しいリスト一覧の画面の `dataModel` は nil である必要があります。アプリ"
          + "デリゲートが、自分の作ったデータモデルを渡します。",
        "a new items screen's `checklist` to be nil: the all-lists screen hands it the list to show":
          "新しいアイテムの画面の `checklist` は nil である必要があります。表示する"
          + "リストは、リスト一覧の画面が渡します。",
      ]),
    TutorialStep(
      id: "checklists-06/02-save-on-terminate", title: "Save when the app is terminated",
      titleJa: "アプリの終了時に保存する",
      hints: [
        "The lists and their items go into one file; the data model reads it when it is "
          + "made, and writes it when told. Who hears that the app is about to stop?",
        "`final class Checklist: Codable`; `DataModel(documentsDirectory:defaults:)` calls "
          + "`loadChecklists()`, and `saveChecklists()` writes `Checklists.plist` in that "
          + "folder.",
        "The app delegate makes it with `FileManager.default.urls(for: .documentDirectory, "
          + "in: .userDomainMask)[0]` and `UserDefaults.standard`, and calls "
          + "`dataModel.saveChecklists()` in `applicationWillTerminate(_:)`.",
      ],
      hintsJa: [
        "リストとそのアイテムは 1 つのファイルに入ります。データモデルは作られたと"
          + "きにそれを読み、指示されたときに書き出します。アプリがまもなく止まること"
          + "を知らされるのは誰でしょう。",
        "`final class Checklist: Codable` とします。"
          + "`DataModel(documentsDirectory:defaults:)` は `loadChecklists()` を呼び、"
          + "`saveChecklists()` はそのフォルダーに `Checklists.plist` を書き出します。",
        "アプリデリゲートは `FileManager.default.urls(for: .documentDirectory, "
          + "in: .userDomainMask)[0]` と `UserDefaults.standard` でデータモデルを作"
          + "り、`applicationWillTerminate(_:)` で `dataModel.saveChecklists()` を呼び"
          + "ます。",
      ],
      stage: "Checklists06",
      scriptSHA256: "59a89ff73d0155cd495353a3e485fbb6ea5c8be10feccaed011dc6a038d5577d",
      structureSHA256: "6ba8787a46052bd6fd069d80ef1ed259d737245a99b4a4d8a94b48c7be4bb609",
      checkWordsJa: [
        "a new DataModel to read the lists saved in Documents/Checklists.plist, by their names":
          "新しい DataModel は、Documents/Checklists.plist に保存されたリストを、そ"
          + "の名前とともに読み込む必要があります。",
        "a new DataModel to read each saved list's items with their text":
          "新しい DataModel は、保存された各リストのアイテムを、そのテキストとともに"
          + "読み込む必要があります。",
        "a new DataModel to read each saved item's checkmark":
          "新しい DataModel は、保存された各アイテムのチェックマークを読み込む必要が"
          + "あります。",
        "a new DataModel to read the saved lists with their items":
          "新しい DataModel は、保存されたリストをそのアイテムとともに読み込む必要が"
          + "あります。",
        "`saveChecklists()` to write the lists as they are now: the next DataModel reads others":
          "`saveChecklists()` は、今の状態のリストを書き出す必要があります。次の "
          + "DataModel が別のリストを読み込みました。",
        "`saveChecklists()` to write each item's checkmark as it is now":
          "`saveChecklists()` は、各アイテムの今のチェックマークを書き出す必要があり"
          + "ます。",
      ]),
    TutorialStep(
      id: "checklists-06/03-save-in-background", title: "Save when the app goes to the background",
      titleJa: "バックグラウンドに入るときに保存する",
      hints: [
        "From the home screen, iOS may kill the app without a word.",
        "`applicationDidEnterBackground(_:)` in the app delegate saves too.",
      ],
      hintsJa: [
        "ホーム画面にいる間、iOS は黙ってアプリを終了させることがあります。",
        "アプリデリゲートの `applicationDidEnterBackground(_:)` でも保存します。",
      ],
      stage: "Checklists06",
      scriptSHA256: "befd6a716a272e5fe27faf389d74cc4e9972c55f5ee1afefcee634d07d730c49"),
    TutorialStep(
      id: "checklists-06/03t-test-reopen-list",
      title: "Write the test: a relaunch reopens the open list",
      titleJa: "テストを書く：再起動すると開いていたリストがまた開く",
      hints: [
        "Launch as the app does: `let window = UIWindow()`, `window.rootViewController = "
          + "UIStoryboard(name: \"Main\", bundle: nil).instantiateInitialViewController()`; give the all-lists "
          + "screen (the navigation controller's first view controller) `DataModel("
          + "documentsDirectory: documents, defaults: UserDefaults.standard)`, then "
          + "`window.makeKeyAndVisible()`. The screen the launch ends on is the navigation "
          + "controller's `topViewController`.",
        "Add a list as \"+\" and Done do: `all.performSegue(withIdentifier: "
          + "\"AddChecklist\", sender: nil)`, then `loadViewIfNeeded()`, `textField.text` and "
          + "`done()` on the screen on top; open a row with `all.tableView(all.tableView, "
          + "didSelectRowAt:)`. The next launch: `dataModel.saveChecklists()`, as the app "
          + "delegate does when the app is terminated, then a new window, screen and data "
          + "model as above.",
        "Have two lists or more and open one that is not the first: the next launch must show "
          + "it (its `title`). Then go back (`navigation.popViewController(animated: true)`), "
          + "launch again, and expect the all-lists screen on top. The tests of a process "
          + "share its Documents folder and `UserDefaults.standard`: remove Checklists.plist "
          + "and the \"ChecklistIndex\" preference first.",
      ],
      hintsJa: [
        "アプリと同じように起動します：`let window = UIWindow()`、"
          + "`window.rootViewController = UIStoryboard(name: \"Main\", bundle: nil)"
          + ".instantiateInitialViewController()`。リスト一覧の画面（ナビゲーション"
          + "コントローラーの最初のビューコントローラー）に `DataModel(documentsDirectory: "
          + "documents, defaults: UserDefaults.standard)` を渡してから、"
          + "`window.makeKeyAndVisible()` を呼びます。起動の後の画面はナビゲーション"
          + "コントローラーの `topViewController` です。",
        "「+」と Done と同じようにリストを追加します：`all.performSegue(withIdentifier: "
          + "\"AddChecklist\", sender: nil)` のあと、一番上の画面で `loadViewIfNeeded()`、"
          + "`textField.text`、`done()`。行は `all.tableView(all.tableView, "
          + "didSelectRowAt:)` で開きます。次の起動：アプリが終了するときのアプリデリゲート"
          + "と同じように `dataModel.saveChecklists()` を呼び、上と同じように新しいウインドウ、"
          + "画面、データモデルを作ります。",
        "リストは 2 つ以上にして、最初ではないリストを開きます。次の起動ではそのリストが表示"
          + "されなければなりません（その `title`）。そのあと戻り（`navigation."
          + "popViewController(animated: true)`）、もう一度起動して、リスト一覧の画面が"
          + "一番上にあることを確かめます。プロセスのテストは Documents フォルダーと "
          + "`UserDefaults.standard` を共有するので、まず Checklists.plist と "
          + "\"ChecklistIndex\" の設定を消しておきます。",
      ],
      stage: "Checklists06", scriptSHA256: nil,
      testFirst: TestFirst(
        testFile: "ReopenTests.swift",
        courseTestSHA256: "22728c7066d7a005ba23a2d971089568f961914bdf61dce80c92bf0bec28e752",
        mutants: [
          "index-not-stored": "ff06a91e8507e51d19d6687895583c89461e31179aa35557ed4817da0f615ac6",
          "never-reset": "7c5083b5139aa3077ce9006d98e6ffb66eedad7781b88e185194faad547280a7",
          "first-list-opened": "fd038de000911fe726621ccc34550e3ef6043a5774ead1e97bbd4317903118c0",
          "not-reopened": "c14282dbbaae66c406d96bbd2aaaae15197023b82b9e7633fd13692f7b2c07ac",
        ],
        code: "indexOfSelectedChecklist and the all-lists screen's part"
          + ", as the next step, \"Reopen the list that was open\", says",
        codeJa: "次のステップ「開いていたリストを開き直す」で書く indexOfSelectedChecklist と、リスト一覧の画面の側の処理")),
    TutorialStep(
      id: "checklists-06/04-remember-open-list", title: "Reopen the list that was open",
      titleJa: "開いていたリストを開き直す",
      hints: [
        "Store the open list's row in the preferences when it opens, and -1 when the user "
          + "comes back; read it when the first screen appears.",
        "`var indexOfSelectedChecklist: Int` in DataModel reads and writes "
          + "`defaults.integer(forKey: \"ChecklistIndex\")`; register -1 as its default with "
          + "`defaults.register(defaults:)` at every launch.",
        "`didSelectRowAt` stores the row; the all-lists screen becomes the navigation "
          + "controller's delegate in `viewDidAppear(_:)`, stores -1 in "
          + "`navigationController(_:willShow:animated:)` when it is shown, and reopens a "
          + "stored index that is in range.",
      ],
      hintsJa: [
        "リストが開いたらその行番号を設定に保存し、ユーザーが戻ってきたら -1 を保"
          + "存します。最初の画面が表示されたらそれを読みます。",
        "DataModel の `var indexOfSelectedChecklist: Int` で "
          + "`defaults.integer(forKey: \"ChecklistIndex\")` を読み書きします。起動のたび"
          + "に `defaults.register(defaults:)` で、その既定値として -1 を登録します。",
        "`didSelectRowAt` で行番号を保存します。リスト一覧の画面は "
          + "`viewDidAppear(_:)` でナビゲーションコントローラーのデリゲートになり、自"
          + "分が表示されるときに `navigationController(_:willShow:animated:)` で -1 "
          + "を保存し、範囲内の保存済みインデックスがあればそのリストを開き直します。",
      ],
      stage: "Checklists06",
      scriptSHA256: "371bc55ea99d92147b01092dd1214fc7ce4947b9cc58369efe2f1cd4ee93e0d9"),
    TutorialStep(
      id: "checklists-06/05-first-list", title: "A first launch opens a list named List",
      titleJa: "最初の起動で List という名前のリストを開く",
      hints: [
        "One more preference says whether this is the first launch; the reopening code can "
          + "do the rest.",
        "Register `\"FirstTime\": true`; in `handleFirstTime()`, if it is true, append "
          + "`Checklist(name: \"List\")`, set `indexOfSelectedChecklist = 0`, and store false.",
        "DataModel's initialiser calls `loadChecklists()`, `registerDefaults()`, then "
          + "`handleFirstTime()`, in that order.",
      ],
      hintsJa: [
        "初回の起動かどうかを表す設定をもう 1 つ使います。残りは、リストを開き直す"
          + "コードがやってくれます。",
        "`\"FirstTime\": true` を登録します。`handleFirstTime()` で、それが true な"
          + "ら `Checklist(name: \"List\")` を追加し、`indexOfSelectedChecklist = 0` と"
          + "し、false を保存します。",
        "DataModel のイニシャライザーは `loadChecklists()`、`registerDefaults()`、"
          + "`handleFirstTime()` をこの順に呼びます。",
      ],
      stage: "Checklists06",
      scriptSHA256: "4fecc99b9828740b19a3656af3b8a5202ab47f68818529a53b765de242cd07b8",
      retires: ["checklists-01/01-title", "checklists-06/04-remember-open-list"]),
    TutorialStep(
      id: "checklists-06/06-stale-index", title: "Ignore a stored index that names no list",
      titleJa: "どのリストも指さない保存済みのインデックスを無視する",
      hints: [
        "The preferences are on disk at once; the lists only when saved. What if the app "
          + "dies in between?",
        "Reopen only when `index >= 0 && index < dataModel.lists.count`.",
      ],
      hintsJa: [
        "設定はすぐにディスクに書き込まれますが、リストは保存したときだけです。そ"
          + "の間にアプリが止まったらどうなるでしょう。",
        "`index >= 0 && index < dataModel.lists.count` のときだけ開き直します。",
      ],
      stage: "Checklists06",
      scriptSHA256: "71b2132495bbd21d4866c73ab0bfd1afbe30b9dfba579c0b2f302f7d7502ddb8"),
    TutorialStep(
      id: "checklists-06/07-everything-kept", title: "Everything the user changes is kept",
      titleJa: "ユーザーが変えたものはすべて残す",
      hints: [
        "Every screen changes the lists the data model holds, not a copy.",
        "The all-lists screen reads and changes `dataModel.lists` everywhere it used its own "
          + "array; the items screen changes the `Checklist` object it was handed, which the "
          + "data model holds too.",
      ],
      hintsJa: [
        "どの画面も、コピーではなく、データモデルが持っているリストを変えます。",
        "リスト一覧の画面は、自分の配列を使っていたところで、すべて "
          + "`dataModel.lists` を読み書きします。アイテムの画面は、渡された "
          + "`Checklist` オブジェクトを変えます。それはデータモデルも持っているオブジ"
          + "ェクトです。",
      ],
      stage: "Checklists06",
      scriptSHA256: "baafaf7c7387a34459885e647faf3d74bc871a4f7829cdfb2398b7fe2d978d56"),
  ]
}
