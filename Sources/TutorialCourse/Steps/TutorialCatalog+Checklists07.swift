// Chapter 07's steps: what remains, the lists in order, and an icon for each.

extension TutorialCatalog {
  /// Chapter 07: subtitles that count what remains, lists sorted by name, and icons picked
  /// on a screen with its own delegate.
  static let checklists07: [TutorialStep] = [
    TutorialStep(
      id: "checklists-07/01-subtitle", title: "A subtitle under each list",
      titleJa: "各リストの下にサブタイトルを付ける",
      hints: [
        "A registered cell class always comes out in the default style, which has no "
          + "detail label.",
        "Register nothing: `tableView.dequeueReusableCell(withIdentifier:)` (without `for:`) "
          + "returns nil when there is no cell to reuse, and you make "
          + "`UITableViewCell(style: .subtitle, reuseIdentifier:)`.",
        "`cell.detailTextLabel?.text = \"(No Items)\"` when `checklist.items.isEmpty`.",
      ],
      hintsJa: [
        "登録したセルのクラスは、いつも既定のスタイルで作られます。そのスタ"
          + "イルには詳細ラベルがありません。",
        "何も登録しません。"
          + "`tableView.dequeueReusableCell(withIdentifier:)`（`for:` なし）は再利用で"
          + "きるセルがなければ nil を返すので、そのときは `UITableViewCell(style: "
          + ".subtitle, reuseIdentifier:)` を作ります。",
        "`checklist.items.isEmpty` のとき `cell.detailTextLabel?.text = \"(No "
          + "Items)\"` とします。",
      ],
      stage: "Checklists07",
      scriptSHA256: "35d2ec247c4c5896836d709c5101840ea296263f8af4272fbd2de04628e5f4ca"),
    TutorialStep(
      id: "checklists-07/01t-test-remaining",
      title: "Write the test: the subtitle counts what remains",
      titleJa: "テストを書く：サブタイトルが残りを数える",
      hints: [
        "Launch as the app does the first time: remove Checklists.plist and the "
          + "\"ChecklistIndex\" and \"FirstTime\" preferences, then `let window = UIWindow()`, "
          + "`window.rootViewController = UIStoryboard(name: \"Main\", bundle: nil)"
          + ".instantiateInitialViewController()`, the all-lists screen (the navigation "
          + "controller's first view controller) given `DataModel(documentsDirectory: "
          + "documents, defaults: UserDefaults.standard)`, and `window.makeKeyAndVisible()`. "
          + "\"List\" opens: the navigation controller's `topViewController`.",
        "Add items as \"+\" and Done do: `list.performSegue(withIdentifier: \"AddItem\", "
          + "sender: nil)`, then `loadViewIfNeeded()`, `textField.text` and `done()` on the "
          + "screen on top. Go back with `navigation.popViewController(animated: true)`; the "
          + "subtitle is the `detailTextLabel` of `all.tableView.cellForRow(at:)`. A tap is "
          + "`tableView(_:didSelectRowAt:)`, a swipe's Delete `tableView(_:commit:forRowAt:)`.",
        "Go back after each change and read the subtitle: \"2 Remaining\", then (check Milk) "
          + "\"1 Remaining\", (check Eggs) \"All Done!\", (delete both) \"(No Items)\".",
      ],
      hintsJa: [
        "最初の起動と同じように起動します：Checklists.plist と \"ChecklistIndex\"、"
          + "\"FirstTime\" の設定を消してから、`let window = UIWindow()`、"
          + "`window.rootViewController = UIStoryboard(name: \"Main\", bundle: nil)"
          + ".instantiateInitialViewController()`、リスト一覧の画面（ナビゲーション"
          + "コントローラーの最初のビューコントローラー）に `DataModel(documentsDirectory: "
          + "documents, defaults: UserDefaults.standard)` を渡し、"
          + "`window.makeKeyAndVisible()`。「List」が開きます。ナビゲーションコントローラーの "
          + "`topViewController` です。",
        "「+」と Done と同じようにアイテムを追加します：`list.performSegue(withIdentifier: "
          + "\"AddItem\", sender: nil)` のあと、一番上の画面で `loadViewIfNeeded()`、"
          + "`textField.text`、`done()`。戻るのは `navigation.popViewController(animated: "
          + "true)` で、サブタイトルは `all.tableView.cellForRow(at:)` の "
          + "`detailTextLabel` です。タップは `tableView(_:didSelectRowAt:)`、スワイプの "
          + "Delete は `tableView(_:commit:forRowAt:)` です。",
        "変更のたびに戻ってサブタイトルを読みます。「2 Remaining」、（Milk "
          + "にチェック）「1 Remaining」、（Eggs にチェック）「All Done!」"
          + "、（両方を削除）「(No Items)」です。",
      ],
      stage: "Checklists07", scriptSHA256: nil,
      testFirst: TestFirst(
        testFile: "RemainingTests.swift",
        courseTestSHA256: "4bee480a1b23d61415bc0ddf173d5eb9374f669933b930058c00f4fc09cfa84e",
        mutants: [
          "count-all": "09188873e5395617f780c17bc75bd6778027697747bee2bd6dc8a7df6529e616",
          "no-reload": "ca014419a100aa16b710096ef12b2c4f0aca2cf3db980171264adde317e0ec66",
          "empty-and-done-swapped":
            "3b21ab5313da6eed0c8b2d3a5abd747886bc1a91a4cc17f0f871acf187c7b8bb",
          "total-shown": "213acabd42af4194a4f70d4f1dd4121d5d9d9443190349cc8e2fa230e8c46ffe",
        ],
        code: "countUncheckedItems() and the subtitle, reloaded in viewWillAppear(_:)"
          + ", as the next step, \"Count what remains\", says",
        codeJa: "次のステップ「残りを数える」で書く countUncheckedItems() と、viewWillAppear(_:) で再読み込みするサブタイトル")),
    TutorialStep(
      id: "checklists-07/02-remaining", title: "Count what remains",
      titleJa: "残りを数える",
      hints: [
        "Count the unchecked items; and when does the first screen learn that an item was "
          + "checked on another?",
        "`func countUncheckedItems() -> Int` in Checklist; the subtitle is \"(No Items)\", "
          + "\"All Done!\" for a count of 0, else \"\\(count) Remaining\".",
        "`override func viewWillAppear(_:)` in the all-lists screen calls "
          + "`tableView.reloadData()`.",
      ],
      hintsJa: [
        "チェックの付いていないアイテムを数えます。それから、別の画面でアイテムに"
          + "チェックが付いたことを、最初の画面はいつ知るのでしょう。",
        "Checklist に `func countUncheckedItems() -> Int` を持たせます。サブタイト"
          + "ルは「(No Items)」、数が 0 なら「All Done!」、それ以外なら「\\(count) "
          + "Remaining」です。",
        "リスト一覧の画面の `override func viewWillAppear(_:)` で "
          + "`tableView.reloadData()` を呼びます。",
      ],
      stage: "Checklists07",
      scriptSHA256: "1267252bb6547792c38bc173f52021122f01c604bbba06ab28c2f4ac19f42046"),
    TutorialStep(
      id: "checklists-07/03-sorted-new-lists", title: "Keep the lists sorted by name",
      titleJa: "リストを名前順に保つ",
      hints: [
        "A new list's row can land anywhere, so inserting one row at the end no longer fits.",
        "`sortChecklists()` in DataModel: `lists.sort { $0.name.localizedStandardCompare($1"
          + ".name) == .orderedAscending }`, the Finder's order.",
        "After appending: `dataModel.sortChecklists()` and `tableView.reloadData()`; sort "
          + "after loading too.",
      ],
      hintsJa: [
        "新しいリストの行はどこに入るかわからないので、末尾に 1 行挿入するやり方は"
          + "もう合いません。",
        "DataModel の `sortChecklists()` で `lists.sort { "
          + "$0.name.localizedStandardCompare($1.name) == .orderedAscending }` としま"
          + "す。Finder と同じ順です。",
        "追加の後に `dataModel.sortChecklists()` と `tableView.reloadData()` を呼"
          + "びます。読み込みの後にも並べ替えます。",
      ],
      stage: "Checklists07",
      scriptSHA256: "e78d8cdf4527e7c92979484ad0f359550ee3f11291422f71478f932971f3344d"),
    TutorialStep(
      id: "checklists-07/04-sorted-renames", title: "Sort again after a rename",
      titleJa: "名前を変えたら並べ替え直す",
      hints: [
        "A new name may belong elsewhere in the list.",
        "In `listDetailViewController(_:didFinishEditing:)`: `dataModel.sortChecklists()` and "
          + "`tableView.reloadData()`.",
      ],
      hintsJa: [
        "新しい名前は、リストの別の位置に入るべきかもしれません。",
        "`listDetailViewController(_:didFinishEditing:)` で "
          + "`dataModel.sortChecklists()` と `tableView.reloadData()` を呼びます。",
      ],
      stage: "Checklists07",
      scriptSHA256: "b28aaaff5a25913646a62b89860b0e8b6bc3031305343a2f31addd41ff6d4c49"),
    TutorialStep(
      id: "checklists-07/05-icon", title: "Give each list an icon",
      titleJa: "各リストにアイコンを付ける",
      hints: [
        "The model gets a name for the icon; the list detail screen a second section that "
          + "shows it. And a file saved by chapter 06 has no icon at all.",
        "`var iconName: String` in Checklist, \"No Icon\" unless given one; the scene's "
          + "`staticCells` gain a second section `[.label(outlet: \\.iconLabel)]`, headed "
          + "\"Icon\" by `tableView(_:titleForHeaderInSection:)`.",
        "Write `init(from:)` yourself: `container.decodeIfPresent(String.self, forKey: "
          + ".iconName) ?? \"No Icon\"`; the list detail screen starts with `var iconName = "
          + "\"Folder\"` and shows it in `viewDidLoad()`.",
      ],
      hintsJa: [
        "モデルにはアイコンの名前が加わり、リスト詳細の画面にはそれを表示する 2 つ"
          + "目のセクションが加わります。そして Chapter 06 が保存したファイルには、ア"
          + "イコンがまったくありません。",
        "Checklist に `var iconName: String`（渡されなければ「No Icon」）を持たせ"
          + "ます。シーンの `staticCells` に 2 つ目のセクション `[.label(outlet: "
          + "\\.iconLabel)]` を加え、`tableView(_:titleForHeaderInSection:)` で「Icon」"
          + "という見出しを付けます。",
        "`init(from:)` を自分で書き、`container.decodeIfPresent(String.self, "
          + "forKey: .iconName) ?? \"No Icon\"` とします。リスト詳細の画面は `var "
          + "iconName = \"Folder\"` で始め、`viewDidLoad()` でそれを表示します。",
      ],
      stage: "Checklists07",
      scriptSHA256: "ae4c19e39672f1aabb0dd5be987b8320e61a3ac4bd32358fe99ea067a91d97a2",
      structureSHA256: "f2a7f97796b91d162cbcc739eaba4f3de674397505ff52bd8e248f3518c1666c",
      checkWordsJa: [
        "a list read from the file to keep its \"iconName\"":
          "ファイルから読み込んだリストは「iconName」を保っている必要があります。",
        "a list saved and read back to keep its icon":
          "保存して読み戻したリストは、アイコンを保っている必要があります。",
        "a list saved before icons existed to be read, with its name":
          "アイコンができる前に保存されたリストも、名前とともに読み込める必要があり"
          + "ます。",
        "a list saved before icons existed, with no \"iconName\", to read as \"No Icon\"":
          "アイコンができる前に保存された、「iconName」のないリストは「No Icon」とし"
          + "て読み込む必要があります。",
        "a list saved before icons existed to keep its items":
          "アイコンができる前に保存されたリストは、アイテムを保っている必要がありま"
          + "す。",
      ]),
    TutorialStep(
      id: "checklists-07/06-icon-picker", title: "Choose the icon on a screen of its own",
      titleJa: "専用の画面でアイコンを選ぶ",
      hints: [
        "The same delegate pattern once more: the picker knows nothing about checklists, "
          + "only icon names.",
        "`IconPickerViewController` shows the names, checks `selectedIconName`, and tells "
          + "`weak var delegate: IconPickerViewControllerDelegate?` "
          + "`iconPicker(_:didPick:)` on a tap.",
        "The icon row is selectable (`willSelectRowAt` returns its index path) and performs "
          + "\"PickIcon\"; the list detail screen adopts the protocol, shows the name, pops the "
          + "picker, and hands `iconName` to the checklist on Done.",
      ],
      hintsJa: [
        "もう一度同じデリゲートのパターンです。アイコン選択画面はチェックリストの"
          + "ことを知らず、知っているのはアイコンの名前だけです。",
        "`IconPickerViewController` は名前を表示して `selectedIconName` にチェック"
          + "を付け、タップされたら `weak var delegate: "
          + "IconPickerViewControllerDelegate?` に `iconPicker(_:didPick:)` を伝えま"
          + "す。",
        "アイコンの行を選択できるようにして（`willSelectRowAt` がそのインデックス"
          + "パスを返します）「PickIcon」を実行します。リスト詳細の画面はプロトコルを"
          + "採用し、名前を表示してアイコン選択画面をポップし、Done でチェックリスト"
          + "に `iconName` を渡します。",
      ],
      stage: "Checklists07",
      scriptSHA256: "d5a4c932ae064a11acefc4dfafd28a24a0e2a847f3cdaf0f0bda1611113d1dcb",
      structureSHA256: "da928842bac63b26e8a7ae5755de2ea99c65ce55cc6bbe89f68047105b2ca130",
      checkWordsJa: [
        "the icon picker to keep the delegate it is given: its `delegate` gives back another object":
          "アイコン選択画面は、渡されたデリゲートをそのまま保持する必要があります。"
          + "`delegate` が別のオブジェクトを返しました。",
        "the icon picker's `delegate` to be weak: it still holds the List Detail screen after that screen closed":
          "アイコン選択画面の `delegate` は weak にする必要があります。List Detail "
          + "画面が閉じた後も、その画面を保持しています。",
      ]),
    TutorialStep(
      id: "checklists-07/07-icon-kept", title: "Keep the icon, or forget it on Cancel",
      titleJa: "アイコンを残す、または Cancel で忘れる",
      hints: [
        "Where does a picked icon wait until Done?",
        "In the list detail screen's `iconName`, never in the checklist: Cancel forgets it "
          + "with the screen, and Done sets `checklist.iconName`, which is saved with the "
          + "lists.",
      ],
      hintsJa: [
        "選んだアイコンは、Done までどこで待っているのでしょう。",
        "リスト詳細の画面の `iconName` です。決してチェックリストには入れません。"
          + "Cancel では画面と一緒に忘れられ、Done で `checklist.iconName` を設定する"
          + "と、リストと一緒に保存されます。",
      ],
      stage: "Checklists07",
      scriptSHA256: "d6e69412726b341ed7a4967dbe14dfdd3b38206d579258aab806d91e2cc6009d"),
  ]
}
