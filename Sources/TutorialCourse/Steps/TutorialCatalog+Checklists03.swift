// Chapter 03's steps: one screen that adds and edits items.

extension TutorialCatalog {
  /// Chapter 03: the Add Item screen learns to edit, and the checkmark moves to the left.
  static let checklists03: [TutorialStep] = [
    TutorialStep(
      id: "checklists-03/01-checkmark-label", title: "Move the checkmark to a label on the left",
      titleJa: "チェックマークを左側のラベルに移す",
      hints: [
        "The prototype cell can hold more than one label, each with its own tag.",
        "`PrototypeCell(\"ChecklistItem\", labels: [1001, 1000])`, and in "
          + "`configureCheckmark(for:with:)` set the text of `cell.viewWithTag(1001) as? "
          + "UILabel` instead of the accessory.",
        "`label.text = item.checked ? \"√\" : \"\"`: both ways, since cells are reused.",
      ],
      hintsJa: [
        "プロトタイプセルには、それぞれ別のタグを付けた複数のラベルを入れられま"
          + "す。",
        "`PrototypeCell(\"ChecklistItem\", labels: [1001, 1000])` とし、"
          + "`configureCheckmark(for:with:)` ではアクセサリの代わりに "
          + "`cell.viewWithTag(1001) as? UILabel` のテキストを設定します。",
        "`label.text = item.checked ? \"√\" : \"\"` です。セルは再利用されるので、両方"
          + "の場合を設定します。",
      ],
      stage: "Checklists03",
      scriptSHA256: "46ab169a013e0b3692514e1493b4ead807f95f4858db9e6eec1de27c879bcb5e"),
    TutorialStep(
      id: "checklists-03/02-item-detail", title: "One item detail screen, pushed",
      titleJa: "プッシュで開くアイテムの詳細画面",
      hints: [
        "Rename the class, the protocol and its two methods: Xcode's Refactor ▸ Rename would; "
          + "here, the compiler lists every place you missed.",
        "`ItemDetailViewController`, `ItemDetailViewControllerDelegate`, "
          + "`itemDetailViewControllerDidCancel(_:)` and "
          + "`itemDetailViewController(_:didFinishAdding:)`.",
        "The segue becomes `.show(\"AddItem\", to: \"ItemDetailViewController\")` (no navigation "
          + "controller of its own), `prepare` casts `segue.destination` directly, and the list "
          + "closes the screen with `navigationController?.popViewController(animated: true)`.",
      ],
      hintsJa: [
        "クラス、プロトコル、その 2 つのメソッドの名前を変えます。Xcode なら"
          + "「Refactor ▸ Rename」でできることですが、ここでは変え忘れた場所をすべてコ"
          + "ンパイラーが教えてくれます。",
        "`ItemDetailViewController`、`ItemDetailViewControllerDelegate`、"
          + "`itemDetailViewControllerDidCancel(_:)`、"
          + "`itemDetailViewController(_:didFinishAdding:)` です。",
        "セグエは `.show(\"AddItem\", to: \"ItemDetailViewController\")` になり（専用"
          + "のナビゲーションコントローラーはなくなります）、`prepare` は "
          + "`segue.destination` を直接キャストし、リストは "
          + "`navigationController?.popViewController(animated: true)` で画面を閉じま"
          + "す。",
      ],
      stage: "Checklists03",
      scriptSHA256: "5ab1e62518a7e371e78f71a7a8f06641286469abf7b3be627a4257d5898c1ee1",
      structureSHA256: "6da603ec80f9f81fd94ed90619207ae324a55513cef8bbb4599eb6da3d6f9345",
      retires: ["checklists-02/05-delegate"],
      checkWordsJa: [
        "the Item Detail screen to keep the delegate it is given: its `delegate` gives back another object":
          "Item Detail 画面は、渡されたデリゲートをそのまま保持する必要があります。"
          + "`delegate` が別のオブジェクトを返しました。",
        "the Item Detail screen's `delegate` to be weak: it still holds the list screen after that screen closed":
          "Item Detail 画面の `delegate` は weak にする必要があります。リストの画面"
          + "が閉じた後も、その画面を保持しています。",
      ]),
    TutorialStep(
      id: "checklists-03/03-edit-screen", title: "Open an item for editing",
      titleJa: "アイテムを編集用に開く",
      hints: [
        "The row needs a button, and the detail screen needs to know which item it shows, "
          + "before its view exists.",
        "`accessory: .detailDisclosureButton, accessorySegue: \"EditItem\"` on the prototype; in "
          + "`prepare(for:sender:)` the sender is the cell: `tableView.indexPath(for: cell)` "
          + "gives its row, and so `itemToEdit`.",
        "In `viewDidLoad()` of the detail screen: `if let item = itemToEdit { title = \"Edit "
          + "Item\"; textField.text = item.text; doneBarButton.isEnabled = true }`.",
      ],
      hintsJa: [
        "行にはボタンが必要です。そして詳細画面は、ビューができる前に、どのアイテ"
          + "ムを表示するのかを知る必要があります。",
        "プロトタイプに `accessory: .detailDisclosureButton, accessorySegue: "
          + "\"EditItem\"` を付けます。`prepare(for:sender:)` では sender がセルなので、"
          + "`tableView.indexPath(for: cell)` で行がわかり、`itemToEdit` もわかりま"
          + "す。",
        "詳細画面の `viewDidLoad()` で `if let item = itemToEdit { title = \"Edit "
          + "Item\"; textField.text = item.text; doneBarButton.isEnabled = true }` とし"
          + "ます。",
      ],
      stage: "Checklists03",
      scriptSHA256: "466c3a71ed6e87664fce999e0166b65d1d5a64b59495bcd104645d881da3a34d"),
    TutorialStep(
      id: "checklists-03/03t-test-save-edit",
      title: "Write the test: Done changes the item in place",
      titleJa: "テストを書く：Done でアイテムがその場で変わる",
      hints: [
        "Show the list as at launch: `let window = UIWindow()`, `window.rootViewController = "
          + "UIStoryboard(name: \"Main\", bundle: nil).instantiateInitialViewController()`, "
          + "`window.makeKeyAndVisible()`; the list is the navigation controller's "
          + "`topViewController`. A row's cell on screen is `list.tableView.cellForRow(at:)`, "
          + "its text the label tagged 1000.",
        "A row's button performs the segue \"EditItem\" with its cell: "
          + "`list.performSegue(withIdentifier: \"EditItem\", sender: cell)`. The Edit Item "
          + "screen is then the navigation controller's `topViewController`: call its "
          + "`loadViewIfNeeded()`, add \" twice\" to its `textField.text`, call `done()`.",
        "Expect the list on top again (`topViewController === list`), the rows' texts with "
          + "only the second one now \"Brush my teeth twice\", and `list.items` to say the same.",
      ],
      hintsJa: [
        "起動したときと同じようにリストを表示します：`let window = UIWindow()`、"
          + "`window.rootViewController = UIStoryboard(name: \"Main\", bundle: nil)"
          + ".instantiateInitialViewController()`、`window.makeKeyAndVisible()`。リストは"
          + "ナビゲーションコントローラーの `topViewController` です。画面上の行のセルは "
          + "`list.tableView.cellForRow(at:)` で、そのテキストはタグ 1000 のラベルです。",
        "行のボタンは、そのセルを sender にしてセグエ \"EditItem\" を実行します："
          + "`list.performSegue(withIdentifier: \"EditItem\", sender: cell)`。すると Edit "
          + "Item 画面がナビゲーションコントローラーの `topViewController` になります。その "
          + "`loadViewIfNeeded()` を呼び、`textField.text` に \" twice\" を書き足して "
          + "`done()` を呼びます。",
        "リストがまた一番上にあること（`topViewController === list`）、行のテキストのうち "
          + "2 行目だけが「Brush my teeth twice」に変わったこと、そして `list.items` も同じで"
          + "あることを確かめます。",
      ],
      stage: "Checklists03", scriptSHA256: nil,
      testFirst: TestFirst(
        testFile: "EditItemTests.swift",
        courseTestSHA256: "5453f9a4e12fb1010ebcb9fa95a353a393b39236802985af2cb612ecb13677b0",
        mutants: [
          "wrong-row": "1da244da56dfdac512c638831826259a6c2d2abf2c32879d84557a974733b423",
          "edit-adds": "a1b77ec4088f8d514b7863c070f198372c86d895a714870c90670bf6bbec3411",
          "stays-open": "108d9039a640d3a0b6d838f3db92fdf1bc4752e79fe62432c7ea39ed2d8bc745",
          "text-not-kept": "937f5c20210b8cedd825e462a36d27a1a09b2d41c3eb344c03a0a65b48afe099",
        ],
        code: "itemDetailViewController(_:didFinishEditing:)"
          + ", as the next step, \"Done changes the item in place\", says",
        codeJa: "次のステップ「Done でアイテムをその場で書き換える」で書く itemDetailViewController(_:didFinishEditing:)")),
    TutorialStep(
      id: "checklists-03/04-save-edit", title: "Done changes the item in place",
      titleJa: "Done でアイテムをその場で書き換える",
      hints: [
        "Done now has two cases: a new item, or the item it was given.",
        "A third message, `itemDetailViewController(_:didFinishEditing:)`; `done()` sets "
          + "`item.text` on `itemToEdit` and sends it.",
        "The list finds the item's row, and sets the text of that cell only, with "
          + "`tableView.cellForRow(at:)`; then it pops the detail screen.",
      ],
      hintsJa: [
        "Done の場合分けは 2 つになりました。新しいアイテムか、渡されたアイテムか"
          + "です。",
        "3 つ目のメッセージ `itemDetailViewController(_:didFinishEditing:)` を加え"
          + "ます。`done()` は `itemToEdit` の `item.text` を設定して、それを送りま"
          + "す。",
        "リストはアイテムの行を見つけ、`tableView.cellForRow(at:)` でそのセルのテ"
          + "キストだけを設定し、それから詳細画面をポップします。",
      ],
      stage: "Checklists03",
      scriptSHA256: "9473454f5454769fcaa9887477a06a60e13a815ef756e289dccb6e3fd99ea3ec",
      structureSHA256: "d494c38597f0b28922bb800c0c66fdb8c842b110c80f54df5d796ff45cfebf61",
      checkWordsJa: [
        "a new Item Detail screen's `itemToEdit` to be nil: there is no item to edit until the list screen hands one over":
          "新しい Item Detail 画面の `itemToEdit` は nil である必要があります。リス"
          + "トの画面がアイテムを渡すまで、編集するアイテムはありません。"
      ]),
    TutorialStep(
      id: "checklists-03/05-identity", title: "Find the edited item by identity",
      titleJa: "編集されたアイテムを同一性で探す",
      hints: [
        "Two items may have the same text. What tells them apart?",
        "Make `ChecklistItem` a `final class` with an `init(text:checked:)`; then "
          + "`items.firstIndex(where: { $0 === item })` finds the very item that was edited.",
      ],
      hintsJa: [
        "2 つのアイテムが同じテキストを持つこともあります。何で見分ければよいでし"
          + "ょう。",
        "`ChecklistItem` を `init(text:checked:)` を持つ `final class` にします。"
          + "すると `items.firstIndex(where: { $0 === item })` で、編集されたアイテム"
          + "そのものが見つかります。",
      ],
      stage: "Checklists03",
      scriptSHA256: "a5df67e81a4cb4bbffd5c4d4e193a14de7cd1eed4df611c7147cb6220d4c4ae5"),
    TutorialStep(
      id: "checklists-03/06-two-modes", title: "One screen, two modes",
      titleJa: "1 つの画面に 2 つのモード",
      hints: [
        "Each segue makes a new detail screen: what decides its mode?",
        "Set `itemToEdit` only for the \"EditItem\" segue; the storyboard's title stays \"Add "
          + "Item\" and `viewDidLoad()` changes it only in edit mode.",
      ],
      hintsJa: [
        "セグエのたびに新しい詳細画面が作られます。そのモードを決めるのは何でしょ"
          + "う。",
        "`itemToEdit` は「EditItem」セグエのときだけ設定します。ストーリーボードの"
          + "タイトルは「Add Item」のままにし、`viewDidLoad()` は編集モードのときだけ"
          + "それを変えます。",
      ],
      stage: "Checklists03",
      scriptSHA256: "1814d3901b01f58d26e477d2aba652c59b62b74bd6221d359fec09611089103a"),
  ]
}
