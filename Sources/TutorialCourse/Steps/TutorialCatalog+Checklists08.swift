// Chapter 08's steps: nothing the user confirmed is lost.

extension TutorialCatalog {
  /// Chapter 08: every change saved at once, the first list too, no blank names, and bad
  /// files and preferences survived.
  static let checklists08: [TutorialStep] = [
    TutorialStep(
      id: "checklists-08/01-save-new-items", title: "Save a new item at once",
      titleJa: "新しいアイテムをすぐに保存する",
      hints: [
        "The items screen changes the lists but cannot save them: what does it need to be "
          + "given?",
        "`var dataModel: DataModel?` in ChecklistViewController, set by the all-lists screen in "
          + "`prepare(for:sender:)` beside `checklist`.",
        "`dataModel?.saveChecklists()` in `itemDetailViewController(_:didFinishAdding:)`, "
          + "right after the item is appended.",
      ],
      hintsJa: [
        "アイテムの画面はリストを変えますが、保存はできません。何を渡してもらう必"
          + "要があるでしょう。",
        "ChecklistViewController に `var dataModel: DataModel?` を持たせ、リスト一"
          + "覧の画面が `prepare(for:sender:)` で `checklist` と一緒に設定します。",
        "`itemDetailViewController(_:didFinishAdding:)` で、アイテムを追加した直後"
          + "に `dataModel?.saveChecklists()` を呼びます。",
      ],
      stage: "Checklists08",
      scriptSHA256: "3571802fd54295638d6ef5bb9ab297a5d251df75e1a00c2e3579a6db9c16904a"),
    TutorialStep(
      id: "checklists-08/02-save-item-changes", title: "Save every change to an item at once",
      titleJa: "アイテムへの変更をすべてすぐに保存する",
      hints: [
        "Three more places change an item or the list of items.",
        "`dataModel?.saveChecklists()` after toggling in `didSelectRowAt`, after an edit in "
          + "`didFinishEditing`, and after removing in `commit:forRowAt:`.",
      ],
      hintsJa: [
        "アイテムやアイテムのリストを変える場所が、あと 3 つあります。",
        "`didSelectRowAt` でチェックを切り替えた後、`didFinishEditing` で編集した"
          + "後、`commit:forRowAt:` で取り除いた後に `dataModel?.saveChecklists()` を"
          + "呼びます。",
      ],
      stage: "Checklists08",
      scriptSHA256: "17c31b185a1a3950958be16b461cb3d6bbb44e32c267de4009cb8668de4aa620"),
    TutorialStep(
      id: "checklists-08/03-save-list-changes", title: "Save every change to a list at once",
      titleJa: "リストへの変更をすべてすぐに保存する",
      hints: [
        "The all-lists screen changes the lists in three places.",
        "`dataModel.saveChecklists()` after adding, after renaming (with its icon) and after "
          + "deleting a list.",
      ],
      hintsJa: [
        "リスト一覧の画面は、3 つの場所でリストを変えます。",
        "リストを追加した後、（アイコンも含めて）名前を変えた後、削除した後に "
          + "`dataModel.saveChecklists()` を呼びます。",
      ],
      stage: "Checklists08",
      scriptSHA256: "fcddb4b713499a7727827613d3dbe96f919d9c4f6e659da289146448b03428c3",
      retires: ["checklists-06/06-stale-index"]),
    TutorialStep(
      id: "checklists-08/04-first-list-saved", title: "Save the first list before anything else",
      titleJa: "何よりも先に最初のリストを保存する",
      hints: [
        "\"FirstTime\" turns false on disk at once; the first list is saved only later. And "
          + "preferences can be lost while the data stays.",
        "In `handleFirstTime()`: append the list, save it, and only then store the index and "
          + "`FirstTime` false.",
        "Note in `loadChecklists()` whether a data file was there at all; if one was, the app "
          + "ran before, so `handleFirstTime()` adds no list.",
      ],
      hintsJa: [
        "「FirstTime」はすぐにディスク上で false になりますが、最初のリストが保存"
          + "されるのはもっと後です。そして、データが残ったまま設定だけが失われること"
          + "もあります。",
        "`handleFirstTime()` では、リストを追加して保存し、それから初めてインデッ"
          + "クスと `FirstTime` の false を保存します。",
        "`loadChecklists()` で、そもそもデータファイルがあったかどうかを記録しま"
          + "す。あったならアプリは以前に起動したことがあるので、`handleFirstTime()` "
          + "はリストを追加しません。",
      ],
      stage: "Checklists08",
      scriptSHA256: "5e0ed0f8f92af86340f673d9d38add42151223cf9b9ef175dae392ab3ec210bd",
      structureSHA256: "b30dd4d21619c7f825f59e0311d3845a69ec4cc32e7368ed3613ece0ff21029b",
      checkWordsJa: [
        "the first launch to make one list, named \"List\"":
          "初回の起動では「List」という名前のリストを 1 つ作る必要があります。",
        "the first list to be on disk as soon as the DataModel is made: the next launch reads it, with no save in between":
          "最初のリストは、DataModel が作られた時点でディスクにある必要があります。"
          + "次の起動では、間に保存をはさまずにそれを読み込みます。",
        "a data file, not the preferences alone, to say the app ran before: with the preferences lost, a second first list was added":
          "アプリが以前に起動したことは、設定だけでなくデータファイルから判断する必"
          + "要があります。設定が失われたときに、2 つ目の最初のリストが追加されまし"
          + "た。",
      ]),
    TutorialStep(
      id: "checklists-08/04t-test-blank-items",
      title: "Write the test: spaces alone make no item",
      titleJa: "テストを書く：スペースだけではアイテムにならない",
      hints: [
        "Launch as the app does the first time: remove Checklists.plist and the "
          + "\"ChecklistIndex\" and \"FirstTime\" preferences, then `let window = UIWindow()`, "
          + "`window.rootViewController = UIStoryboard(name: \"Main\", bundle: nil)"
          + ".instantiateInitialViewController()`, the all-lists screen given `DataModel("
          + "documentsDirectory: documents, defaults: UserDefaults.standard)`, and "
          + "`window.makeKeyAndVisible()`. \"List\" opens: the navigation controller's "
          + "`topViewController`.",
        "Open Add Item with `list.performSegue(withIdentifier: \"AddItem\", sender: nil)` and "
          + "`loadViewIfNeeded()`. Type as the keyboard does: ask "
          + "`textField(_:shouldChangeCharactersIn:replacementString:)`, then set "
          + "`textField.text` if it said yes. Done is `doneBarButton.isEnabled`; the return key "
          + "ends editing only if `textFieldShouldReturn(_:)` is true.",
        "Test adding and editing (`list.performSegue(withIdentifier: \"EditItem\", sender: "
          + "cell)`, emptied with `textFieldShouldClear(_:)`): with only spaces, Done is off, "
          + "`textFieldShouldReturn(_:)` is false, and after `cancel()` the rows are as before.",
      ],
      hintsJa: [
        "最初の起動と同じように起動します：Checklists.plist と \"ChecklistIndex\"、"
          + "\"FirstTime\" の設定を消してから、`let window = UIWindow()`、"
          + "`window.rootViewController = UIStoryboard(name: \"Main\", bundle: nil)"
          + ".instantiateInitialViewController()`、リスト一覧の画面に `DataModel("
          + "documentsDirectory: documents, defaults: UserDefaults.standard)` を渡し、"
          + "`window.makeKeyAndVisible()`。「List」が開きます。ナビゲーションコントローラーの "
          + "`topViewController` です。",
        "Add Item は `list.performSegue(withIdentifier: \"AddItem\", sender: nil)` と "
          + "`loadViewIfNeeded()` で開きます。キーボードと同じように入力します："
          + "`textField(_:shouldChangeCharactersIn:replacementString:)` に尋ね、true なら "
          + "`textField.text` を設定します。Done は `doneBarButton.isEnabled` です。リターン"
          + "キーが編集を終わらせるのは `textFieldShouldReturn(_:)` が true のときだけです。",
        "追加と編集（`list.performSegue(withIdentifier: \"EditItem\", sender: cell)`、"
          + "`textFieldShouldClear(_:)` で空にします）の両方を確かめます。スペースだけなら "
          + "Done は無効、`textFieldShouldReturn(_:)` は false で、`cancel()` のあとも行は元の"
          + "ままです。",
      ],
      stage: "Checklists08", scriptSHA256: nil,
      testFirst: TestFirst(
        testFile: "BlankItemTests.swift",
        courseTestSHA256: "71f1cc330890823fc813f786515cb2e20f69fb7b96f19de68b656ad9dccc086b",
        mutants: [
          "spaces-enable-done": "eb299ca11c12b2be86b2c8661da64e0f488b79783a87a8a96420377041bdf6e4",
          "return-saves-blank": "0260617841771e38b7f460d32b530935a315216c0a005137360029901d8acdca",
          "blank-means-empty": "1355de6a6a70a1b8bff60448746992f48e6073c4a5d5b65ae90d209df944ec28",
        ],
        code: "isBlank, asked by Done, the return key and done()"
          + ", as the next step, \"No item made of spaces\", says",
        codeJa: "次のステップ「スペースだけのアイテムを作らせない」で書く isBlank（Done、リターンキー、done() が使います）")),
    TutorialStep(
      id: "checklists-08/05-blank-items", title: "No item made of spaces",
      titleJa: "スペースだけのアイテムを作らせない",
      hints: [
        "Done follows whether the text is empty; it should follow whether there is anything "
          + "but spaces in it. And the return key is not the Done button.",
        "`var isBlank: Bool { trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }` in "
          + "an extension of String; `doneBarButton.isEnabled = !newText.isBlank`.",
        "`textFieldShouldReturn(_:)` returns false while the text is blank; `done()` refuses "
          + "a blank text too.",
      ],
      hintsJa: [
        "Done はテキストが空かどうかに従っていますが、スペース以外の何かがあるかど"
          + "うかに従うべきです。それに、リターンキーは Done ボタンではありません。",
        "String のエクステンションに `var isBlank: Bool { trimmingCharacters(in: "
          + ".whitespacesAndNewlines).isEmpty }` を書き、`doneBarButton.isEnabled = "
          + "!newText.isBlank` とします。",
        "テキストが空白だけの間は `textFieldShouldReturn(_:)` が false を返しま"
          + "す。`done()` も空白だけのテキストを受け付けません。",
      ],
      stage: "Checklists08",
      scriptSHA256: "45f2efb41c2f3e7d97eb21539ade4daa00dd30765a35b0335cc0bbda1c402a71"),
    TutorialStep(
      id: "checklists-08/06-blank-lists", title: "No list name made of spaces",
      titleJa: "スペースだけのリスト名を作らせない",
      hints: [
        "The list detail screen has the same text field rules.",
        "`isBlank` in its `shouldChangeCharactersIn`, `textFieldShouldReturn(_:)` and "
          + "`done()`.",
      ],
      hintsJa: [
        "リスト詳細の画面にも、同じテキストフィールドの決まりがあります。",
        "その `shouldChangeCharactersIn`、`textFieldShouldReturn(_:)`、`done()` "
          + "で `isBlank` を使います。",
      ],
      stage: "Checklists08",
      scriptSHA256: "42645119360e24cc7226b4db53e66dbca33dc4c568ea7ba29199a1e119715a2d"),
    TutorialStep(
      id: "checklists-08/07-damaged-file", title: "Keep a file that cannot be read",
      titleJa: "読めないファイルを残しておく",
      hints: [
        "When decoding fails, the next save writes an empty list over the user's data. Move "
          + "the file out of the way first.",
        "`FileManager.default.moveItem(at: url, to: kept)`, with `kept` a new name beside it "
          + "(`Checklists.damaged-<time>.plist`); when it could not move, stop saving over it.",
        "Note it in `var damagedFiles: [DamagedFile]`; the all-lists screen presents one "
          + "alert, \"Some Data Could Not Be Read\", in `viewDidAppear(_:)`.",
      ],
      hintsJa: [
        "デコードに失敗すると、次の保存がユーザーのデータの上に空のリストを書き込"
          + "みます。まずファイルをどけておきましょう。",
        "`FileManager.default.moveItem(at: url, to: kept)` とし、`kept` はすぐ横の"
          + "新しい名前（`Checklists.damaged-<time>.plist`）にします。移動できなかった"
          + "ときは、その上に保存しないようにします。",
        "`var damagedFiles: [DamagedFile]` に記録し、リスト一覧の画面が "
          + "`viewDidAppear(_:)` で「Some Data Could Not Be Read」というアラートを 1 "
          + "つ表示します。",
      ],
      stage: "Checklists08",
      scriptSHA256: "511e8a168335d8571878c9e8033885b75d7db0c403ea6cde51bce39f467444e5",
      structureSHA256: "3fea3dbc2b930a2a3ded42cce967b6ff932b6bfa4d96d2ceaf19af089d4bc6cc",
      checkWordsJa: [
        "a Checklists.plist that cannot be read to be kept aside, never saved over: its bytes are gone from Documents":
          "読めない Checklists.plist は脇に残し、決して上書きしない必要があります。"
          + "そのバイト列が Documents からなくなっています。"
      ]),
    TutorialStep(
      id: "checklists-08/08-stored-index", title: "Trust only a whole number as the open list",
      titleJa: "開いているリストとして信じるのは整数だけ",
      hints: [
        "`integer(forKey:)` reads \"abc\" as 0, and `true` as 1: it always finds some number.",
        "`defaults.object(forKey: \"ChecklistIndex\") as? Int ?? -1`.",
      ],
      hintsJa: [
        "`integer(forKey:)` は「abc」を 0 として、`true` を 1 として読みます。いつ"
          + "も何かの数値を見つけてしまいます。",
        "`defaults.object(forKey: \"ChecklistIndex\") as? Int ?? -1` です。",
      ],
      stage: "Checklists08",
      scriptSHA256: "78c1595e8c6b48be6d75fa6ad3a14859cb6bb298ed173674bf3a5bde8be525ba",
      structureSHA256: "eea66e7b54006329f9a8260489426871d1cceae9a4d4b3cb769f0710d06da905",
      checkWordsJa: [
        "a whole number stored as \"ChecklistIndex\" to name the open list":
          "「ChecklistIndex」に保存された整数は、開いているリストを指す必要がありま"
          + "す。",
        "a stored -1 to mean that no list is open":
          "保存された -1 は、どのリストも開いていないことを表す必要があります。",
        "any \"ChecklistIndex\" that is not a whole number to mean that no list is open":
          "整数でない「ChecklistIndex」は、どれも、どのリストも開いていないことを表"
          + "す必要があります。",
      ]),
  ]
}
