// Chapter 02's steps: an Add Item screen that reports back through a delegate.

extension TutorialCatalog {
  /// Chapter 02: "+" opens an Add Item screen, which hands the new item back to the list.
  static let checklists02: [TutorialStep] = [
    TutorialStep(
      id: "checklists-02/01-add-screen", title: "Open an Add Item screen with +",
      titleJa: "「+」で Add Item 画面を開く",
      hints: [
        "The new screen is a scene of its own in the storyboard, with its own controller "
          + "class. How does \"+\" get there without any code?",
        "A segue: `rightBarButton: .system(.add, segue: \"AddItem\")` and "
          + "`segues: [.presentModally(\"AddItem\", to: \"AddItemNavigationController\")]` on the "
          + "list scene.",
        "Add `.navigationController(\"AddItemNavigationController\", root: "
          + "\"AddItemViewController\")` and `.tableViewController(\"AddItemViewController\", "
          + "AddItemViewController.self, title: \"Add Item\")`, with `class "
          + "AddItemViewController: UITableViewController {}`.",
      ],
      hintsJa: [
        "新しい画面は、ストーリーボードの中の専用のシーンで、専用のコントローラー"
          + "クラスを持ちます。コードを書かずに「+」からそこへ行くにはどうすればよいで"
          + "しょう。",
        "セグエを使います。リストのシーンに `rightBarButton: .system(.add, "
          + "segue: \"AddItem\")` と `segues: [.presentModally(\"AddItem\", to: "
          + "\"AddItemNavigationController\")]` を書きます。",
        "`.navigationController(\"AddItemNavigationController\", root: "
          + "\"AddItemViewController\")` と "
          + "`.tableViewController(\"AddItemViewController\", "
          + "AddItemViewController.self, title: \"Add Item\")` を加え、`class "
          + "AddItemViewController: UITableViewController {}` を作ります。",
      ],
      stage: "Checklists02",
      scriptSHA256: "146e472abf0f18da671d7bd273134a4b927e69231e9ebc78399a29d580676786",
      retires: ["checklists-01/08-add"]),
    TutorialStep(
      id: "checklists-02/02-cancel", title: "Cancel and Done in the bar",
      titleJa: "バーに Cancel と Done を置く",
      hints: [
        "A scene declares its bar buttons, as the list scene declares \"+\".",
        "`leftBarButton: .system(.cancel, action: { $0.cancel() })` and `rightBarButton: "
          + ".system(.done, action: { $0.done() })`; both methods call "
          + "`dismiss(animated: true)` for now.",
      ],
      hintsJa: [
        "リストのシーンが「+」を宣言しているのと同じように、シーンはバーボタンを宣"
          + "言します。",
        "`leftBarButton: .system(.cancel, action: { $0.cancel() })` と "
          + "`rightBarButton: .system(.done, action: { $0.done() })` です。今はどちら"
          + "のメソッドも `dismiss(animated: true)` を呼びます。",
      ],
      stage: "Checklists02",
      scriptSHA256: "7a0230b2b2bfb5c2b1846bd2049e6300aa1adf1503f7243113fd3d9bd41029fe"),
    TutorialStep(
      id: "checklists-02/03-text-field", title: "A text field ready for typing",
      titleJa: "すぐに入力できるテキストフィールド",
      hints: [
        "A table view controller can show fixed rows from the storyboard: static cells. And "
          + "a field that should have the keyboard must become the first responder.",
        "`staticCells: [[.textField(placeholder: \"Name of the Item\", outlet: \\.textField)]]`, "
          + "with `var textField: UITextField?` in the controller.",
        "`override func viewWillAppear(_ animated: Bool)` calls `super`, then "
          + "`textField.becomeFirstResponder()`: in `viewDidLoad` the field is not in the "
          + "window yet.",
      ],
      hintsJa: [
        "テーブルビューコントローラーは、ストーリーボードで決めた固定の行を表示で"
          + "きます。静的セルです。そして、キーボードを持つべきテキストフィールドは、"
          + "ファーストレスポンダーにならなければなりません。",
        "`staticCells: [[.textField(placeholder: \"Name of the Item\", outlet: "
          + "\\.textField)]]` と書き、コントローラーには `var textField: "
          + "UITextField?` を持たせます。",
        "`override func viewWillAppear(_ animated: Bool)` で `super` を呼び、続い"
          + "て `textField.becomeFirstResponder()` を呼びます。`viewDidLoad` ではテキ"
          + "ストフィールドはまだウインドウに入っていません。",
      ],
      stage: "Checklists02",
      scriptSHA256: "de6dd0410a61e318a12511587a4999adb7433a0424384a91914e4de75662cdf7"),
    TutorialStep(
      id: "checklists-02/04-done-needs-text", title: "Done waits for some text",
      titleJa: "Done はテキストが入るまで待つ",
      hints: [
        "Done starts disabled in the storyboard; who hears about every change the user makes "
          + "to the field, before it happens?",
        "The field's delegate. Adopt `UITextFieldDelegate` (the storyboard then connects the "
          + "field to the controller): `textField(_:shouldChangeCharactersIn:replacementString:)` "
          + "sets `doneBarButton.isEnabled`; the clear button asks `textFieldShouldClear(_:)`.",
        "`guard let range = Range(range, in: oldText) else { return false }`, then "
          + "`oldText.replacingCharacters(in: range, with: string)`; the bar button declares "
          + "`isEnabled: false, outlet: \\.doneBarButton`.",
      ],
      hintsJa: [
        "Done はストーリーボードで無効にして始めます。ユーザーがテキストフィールド"
          + "を変更するたびに、変更の前にそれを知らされるのは誰でしょう。",
        "テキストフィールドのデリゲートです。`UITextFieldDelegate` を採用すると（"
          + "ストーリーボードがテキストフィールドをコントローラーに接続します）、"
          + "`textField(_:shouldChangeCharactersIn:replacementString:)` で "
          + "`doneBarButton.isEnabled` を設定できます。クリアボタンは "
          + "`textFieldShouldClear(_:)` を尋ねます。",
        "`guard let range = Range(range, in: oldText) else { return false }` の後"
          + "で `oldText.replacingCharacters(in: range, with: string)` を求めます。バ"
          + "ーボタンには `isEnabled: false, outlet: \\.doneBarButton` を宣言します。",
      ],
      stage: "Checklists02",
      scriptSHA256: "e581a38db47c1afb81f71f48d27400c0405ba2ac9f3d2c664cc9489ef2bc6c64"),
    TutorialStep(
      id: "checklists-02/04t-test-delegate",
      title: "Write the test: Done adds one row, and the delegate is weak",
      titleJa: "テストを書く：Done で行が 1 つ増え、デリゲートは weak",
      hints: [
        "Show the list as a launch does, in a `UIWindow()`: `window.rootViewController = UIStoryboard(name: \"Main\", bundle: nil)"
          + ".instantiateInitialViewController()`, then `window.makeKeyAndVisible()`. "
          + "`list.performSegue(withIdentifier: \"AddItem\", sender: nil)` opens Add Item, "
          + "presented in a navigation controller, `list.presentedViewController`, whose "
          + "`topViewController` is the screen.",
        "After `done()`, look at what the user sees (`list.presentedViewController` is nil "
          + "again, the rows as the table believes them: `tableView.numberOfRows(inSection: 0)` "
          + "and each row's `cellForRow(at:)`) and at the model, the list's `items`.",
        "For the weak delegate: in a `do { … }` block, show the list in the block's own window "
          + "and open Add Item, keep the screen and a `weak var list` declared before the "
          + "block, call `cancel()`; after the block, expect `list == nil`.",
      ],
      hintsJa: [
        "起動したときと同じように、`UIWindow()` にリストを表示します：`window.rootViewController = "
          + "UIStoryboard(name: \"Main\", bundle: nil).instantiateInitialViewController()` のあと "
          + "`window.makeKeyAndVisible()`。`list.performSegue(withIdentifier: "
          + "\"AddItem\", sender: nil)` で Add Item が開き、ナビゲーションコントローラーに入って"
          + "表示されます（`list.presentedViewController`。その `topViewController` が画面です）。",
        "`done()` のあとは、ユーザーに見えるもの（`list.presentedViewController` がまた nil "
          + "になること、テーブルビューが信じている行：`tableView.numberOfRows(inSection: 0)` と"
          + "各行の `cellForRow(at:)`）と、モデル（リストの `items`）を確かめます。",
        "デリゲートが weak であることを確かめるには、`do { … }` ブロックの中で、ブロックの"
          + "ウインドウにリストを表示して Add Item を開きます。画面と `weak var list` はブロックの"
          + "前で宣言しておき、`cancel()` を呼びます。ブロックを抜けたら `list == nil` を確かめます。",
      ],
      stage: "Checklists02", scriptSHA256: nil,
      testFirst: TestFirst(
        testFile: "AddItemTests.swift",
        courseTestSHA256: "261e7ba8abcc56aaea3bffa88042ab2ba925087c0969de8ed2eeecb20b697c7f",
        mutants: [
          "table-not-told": "76c5eb2a4cb967edf38bdb11d6099bbdcbd98bdb2103964dee9d5c47f5cd6d11",
          "delegate-strong": "a18e923256df004c8e704652fb6aeaf2f79211b2da49a89c40959eabbcbaded0",
          "screen-stays": "3bee2257c318fa2e821ad5b7c8bab7918821127635d52b2fed6aad8a84bc43a8",
          "text-lost": "1deeedb20d582a9451d83c978ce0dd95b79cd5de9075bb6febe738668f7997f3",
        ],
        code: "the delegate protocol and its two methods"
          + ", as the next step, \"Hand the new item back through a delegate\", says",
        codeJa: "次のステップ「新しいアイテムをデリゲートで返す」で書く、デリゲートのプロトコルとその 2 つのメソッド")),
    TutorialStep(
      id: "checklists-02/05-delegate", title: "Hand the new item back through a delegate",
      titleJa: "新しいアイテムをデリゲートで返す",
      hints: [
        "The Add Item screen should not know the list's class. Declare the two messages it "
          + "sends in a protocol, and let the list adopt it.",
        "`protocol AddItemViewControllerDelegate: AnyObject` with "
          + "`addItemViewControllerDidCancel(_:)` and `addItemViewController(_:didFinishAdding:)`; "
          + "the screen keeps `weak var delegate: AddItemViewControllerDelegate?`.",
        "In the list's `prepare(for:sender:)`, find `(segue.destination as? "
          + "UINavigationController)?.topViewController as? AddItemViewController` and set its "
          + "`delegate = self`; the list appends, inserts the row, then `dismiss(animated: true)`.",
      ],
      hintsJa: [
        "Add Item 画面は、リストのクラスを知るべきではありません。送る 2 つのメッ"
          + "セージをプロトコルとして宣言し、リストに採用させましょう。",
        "`protocol AddItemViewControllerDelegate: AnyObject` に "
          + "`addItemViewControllerDidCancel(_:)` と "
          + "`addItemViewController(_:didFinishAdding:)` を宣言し、画面には `weak "
          + "var delegate: AddItemViewControllerDelegate?` を持たせます。",
        "リストの `prepare(for:sender:)` で `(segue.destination as? "
          + "UINavigationController)?.topViewController as? AddItemViewController` を"
          + "見つけ、その `delegate = self` を設定します。リストはアイテムを追加し、行"
          + "を挿入してから `dismiss(animated: true)` を呼びます。",
      ],
      stage: "Checklists02",
      scriptSHA256: "62384d61c7a4bc92145cb9f386c350c02fc894d06e1e6340c424964ff6e17604",
      structureSHA256: "8398f72b81564ce6166f13e8250507f45d29148e963c971b24744b75a5a3c6c4",
      checkWordsJa: [
        "the Add Item screen to keep the delegate it is given: its `delegate` gives back another object":
          "Add Item 画面は、渡されたデリゲートをそのまま保持する必要があります。"
          + "`delegate` が別のオブジェクトを返しました。",
        "the Add Item screen's `delegate` to be weak: it still holds its delegate after nothing else did, as it would hold the list screen after that screen closed":
          "Add Item 画面の `delegate` は weak にする必要があります。ほかの誰も保持し"
          + "なくなった後もデリゲートを保持しています。これでは、リストの画面が閉じた"
          + "後もその画面を保持し続けてしまいます。",
      ]),
    TutorialStep(
      id: "checklists-02/06-return-key", title: "The return key adds the item too",
      titleJa: "リターンキーでも追加する",
      hints: [
        "The text field can run an action when the return key is pressed.",
        "`.textField(placeholder: …, outlet: \\.textField, returnKey: .done, "
          + "enablesReturnKeyAutomatically: true, onReturn: { $0.done() })`.",
      ],
      hintsJa: [
        "テキストフィールドは、リターンキーが押されたときにアクションを実行できま"
          + "す。",
        "`.textField(placeholder: …, outlet: \\.textField, returnKey: .done, "
          + "enablesReturnKeyAutomatically: true, onReturn: { $0.done() })` です。",
      ],
      stage: "Checklists02",
      scriptSHA256: "b2caa21aa8302f90c8c9a0498197b95a9b6e1db67e76503d4d2b2ea2e9d6070e"),
  ]
}
