// The exercises of the course: two or more per Checklists chapter, one per side track, and
// four in which the learner writes the test.

extension ExerciseCatalog {
  /// The course's exercises, in teaching order.
  ///
  /// After changing a test file on purpose, run `swift test --filter ExerciseCatalogTests`:
  /// its failure gives the new SHA-256 to record here.
  package static let standard = ExerciseCatalog(
    exercises: [
      Exercise(
        id: "checklists-01/item-count",
        title: "Show the item count in the title",
        titleJa: "タイトルにアイテムの数を表示する",
        stage: "Checklists01",
        files: ["Controllers/ChecklistViewController.swift"],
        hints: [
          "A view controller's `title` is what the navigation bar shows. Set it in code "
            + "once the screen exists: `viewDidLoad()` runs once, after the storyboard has "
            + "wired the screen up.",
          "Write one method, say `updateTitle()`, that sets `title` from `items.count`, and "
            + "call it wherever the number of items changes: when the view loads, after \"+\", "
            + "after a swipe.",
          "Call `updateTitle()` in `viewDidLoad()`, at the end of `addItem()` and at the "
            + "end of `tableView(_:commit:forRowAt:)`. The title is `\"Checklists "
            + "(\\(items.count))\"`.",
        ],
        hintsJa: [
          "ナビゲーションバーに表示されるのは、ビューコントローラーの `title` です。"
            + "画面ができたらコードで設定しましょう。`viewDidLoad()` は、ストーリーボー"
            + "ドが画面をつなぎ終えた後に一度だけ実行されます。",
          "`items.count` から `title` を設定するメソッドを 1 つ、たとえば "
            + "`updateTitle()` を書き、アイテムの数が変わるところで毎回呼びます。ビュー"
            + "が読み込まれたとき、「+」の後、スワイプの後です。",
          "`viewDidLoad()` と、`addItem()` の最後と、"
            + "`tableView(_:commit:forRowAt:)` の最後で `updateTitle()` を呼びます。タイ"
            + "トルは `\"Checklists (\\(items.count))\"` です。",
        ],
        testsSHA256: "662f551309d4c8f53efdb081775e2ae68aa1d36befffddd8ba186bc52716f018",
        startersSHA256: ["516021cb0842126ddb50293e7bd45bf7d855f85fb6eb0a94a6fdc8816363d09c"]),
      Exercise(
        id: "checklists-01/sort-button",
        title: "Add a Sort button",
        titleJa: "並べ替えボタンを付ける",
        stage: "Checklists01",
        files: ["Storyboard.swift", "Controllers/ChecklistViewController.swift"],
        hints: [
          "The storyboard declares the bar buttons of each scene: `rightBarButton` is the "
            + "\"+\". A scene can have a `leftBarButton` too, and `.title(\"Sort\", action:)` "
            + "makes a button with a title.",
          "`leftBarButton: .title(\"Sort\", action: { $0.sortItems() })` calls a method you "
            + "write on `ChecklistViewController`. Sorting the array is `items.sort { … }`; "
            + "`localizedStandardCompare` compares names as the Finder does.",
          "After `items.sort { $0.text.localizedStandardCompare($1.text) == "
            + ".orderedAscending }`, every row shows another item: call "
            + "`tableView.reloadData()` so the table asks for each row again.",
        ],
        hintsJa: [
          "ストーリーボードは各シーンのバーボタンを宣言しています。"
            + "`rightBarButton` が「+」です。シーンは `leftBarButton` も持てて、"
            + "`.title(\"Sort\", action:)` でタイトル付きのボタンができます。",
          "`leftBarButton: .title(\"Sort\", action: { $0.sortItems() })` は、"
            + "`ChecklistViewController` に自分で書くメソッドを呼びます。配列の並べ替え"
            + "は `items.sort { … }` です。`localizedStandardCompare` は Finder と同じよ"
            + "うに名前を比べます。",
          "`items.sort { $0.text.localizedStandardCompare($1.text) == "
            + ".orderedAscending }` の後は、どの行も別のアイテムを表示します。"
            + "`tableView.reloadData()` を呼んで、テーブルビューに各行をもう一度尋ねさせ"
            + "ましょう。",
        ],
        testsSHA256: "2db0694a089d249d0c3d14710eab7deb1475fcf00ed7988eef8c100a182b4f59",
        startersSHA256: [
          "06d4914492d3236060716494ea9b12639108ec6efb525ffd0e09213e351b44c9",
          "fda6d24321666e9fe094de5aa79e7309b89e8fab2e2a5863d13edaef71b3be91",
        ]),
      Exercise(
        id: "checklists-02/blank-text",
        title: "Make Done ignore whitespace-only text",
        titleJa: "空白だけのテキストでは Done を押せないようにする",
        stage: "Checklists02",
        files: ["Controllers/AddItemViewController.swift"],
        hints: [
          "Done's state is decided in "
            + "`textField(_:shouldChangeCharactersIn:replacementString:)`, from the text as it "
            + "will be after the edit. What should \"empty\" mean now?",
          "A text is blank when every character is whitespace: "
            + "`text.allSatisfy(\\.isWhitespace)` (true for \"\" too). `trimmingCharacters(in: "
            + ".whitespacesAndNewlines)` removes the spaces around a text.",
          "Three places: Done is `!isBlank(newText)`; `textFieldShouldReturn(_:)`, a "
            + "delegate method the class does not have yet, returns false for blank text; "
            + "`done()` trims the text and returns early when nothing is left.",
        ],
        hintsJa: [
          "Done の状態は、"
            + "`textField(_:shouldChangeCharactersIn:replacementString:)` で、編集後のテ"
            + "キストから決めています。今度は「空」とは何を意味するべきでしょう。",
          "すべての文字が空白なら、テキストは空白だけです。"
            + "`text.allSatisfy(\\.isWhitespace)`（\"\" でも true です）。"
            + "`trimmingCharacters(in: .whitespacesAndNewlines)` は、テキストの前後の空"
            + "白を取り除きます。",
          "直すのは 3 か所です。Done は `!isBlank(newText)` にします。クラスにまだな"
            + "いデリゲートメソッド `textFieldShouldReturn(_:)` は、空白だけのテキストな"
            + "ら false を返します。`done()` はテキストの前後を取り除き、何も残らなけれ"
            + "ばすぐに戻ります。",
        ],
        testsSHA256: "18af10c7ef9b4abcdff01210312a8159b642685e91caaf432b3f7b7814ae0b5f",
        startersSHA256: ["2b1c70b62be298cb5ccb55492fb1019842d61e05bf83c0d5b2fdc7f63c4bf29a"]),
      Exercise(
        id: "checklists-02/new-items-first",
        title: "Put new items at the top",
        titleJa: "新しいアイテムを先頭に置く",
        stage: "Checklists02",
        files: ["Controllers/ChecklistViewController.swift"],
        hints: [
          "The new item arrives in `addItemViewController(_:didFinishAdding:)`. Two lines "
            + "decide where it goes: one for the array, one for the table.",
          "`items.insert(item, at: 0)` puts it first in the model; the row the table must "
            + "insert is then row 0 of section 0.",
          "Replace `items.append(item)` with `items.insert(item, at: 0)`, and make the "
            + "index path `IndexPath(row: 0, section: 0)`. The other rows move down by "
            + "themselves: that is what `insertRows` tells the table.",
        ],
        hintsJa: [
          "新しいアイテムは `addItemViewController(_:didFinishAdding:)` に届きます。"
            + "どこに入るかを決めているのは 2 行で、1 行は配列、もう 1 行はテーブルビュ"
            + "ーのためのものです。",
          "`items.insert(item, at: 0)` でモデルの先頭に入ります。すると、テーブルビ"
            + "ューに挿入させる行はセクション 0 の 0 行目です。",
          "`items.append(item)` を `items.insert(item, at: 0)` に置き換え、インデッ"
            + "クスパスを `IndexPath(row: 0, section: 0)` にします。ほかの行は自然に下が"
            + "ります。それが `insertRows` がテーブルビューに伝えることです。",
        ],
        testsSHA256: "33a19ca048845e68b465af75d64d81c86a40d031b8804df05f61cda001c62a9a",
        startersSHA256: ["f9c168cc88bebcd439f58545d343207df17e3cc513cf81bf93d6eb76532657b8"]),
      Exercise(
        id: "checklists-02/test-add-item",
        title: "Write the test: Done adds one row at the end, Cancel adds none",
        titleJa: "テストを書く：Done で末尾に 1 行だけ増え、Cancel では増えない",
        stage: "Checklists02",
        files: ["AddItemTests.swift"],
        hints: [
          "The list is the navigation controller's `topViewController`: `let navigation = try "
            + "#require(window.rootViewController as? UINavigationController)`, then `as? "
            + "ChecklistViewController`. Its rows are what its data source says: "
            + "`tableView(_:numberOfRowsInSection:)`, and for each row `tableView(_:cellForRowAt:)`, "
            + "whose label tagged 1000 (`cell.viewWithTag(1000) as? UILabel`) shows the text. Keep "
            + "them before you add anything.",
          "\"+\" performs the segue \"AddItem\": `list.performSegue(withIdentifier: "
            + "\"AddItem\", sender: nil)` presents a navigation controller, whose "
            + "`topViewController` is the `AddItemViewController`. Call its `loadViewIfNeeded()`, "
            + "put the text in its `textField`, and call its `done()`, as the Done button does.",
          "Then `#expect(rowTexts() == before + [\"Buy milk\"])` says exactly one row, at the "
            + "end, and `list.items.map(\\.text)` should read the same. A second test does the same "
            + "with `cancel()` and expects the rows as they were.",
        ],
        hintsJa: [
          "リストは、ナビゲーションコントローラーの `topViewController` です。`let navigation = "
            + "try #require(window.rootViewController as? UINavigationController)` の後で `as? "
            + "ChecklistViewController` とします。行は、データソースが教えてくれるとおりです。"
            + "`tableView(_:numberOfRowsInSection:)` と、行ごとの `tableView(_:cellForRowAt:)` で、"
            + "タグ 1000 のラベル（`cell.viewWithTag(1000) as? UILabel`）がテキストを表示します。"
            + "何かを追加する前に取っておきましょう。",
          "「+」はセグエ \"AddItem\" を実行します。`list.performSegue(withIdentifier: "
            + "\"AddItem\", sender: nil)` はナビゲーションコントローラーを表示し、その "
            + "`topViewController` が `AddItemViewController` です。その `loadViewIfNeeded()` を呼び、"
            + "`textField` にテキストを入れて、Done ボタンと同じように `done()` を呼びます。",
          "それから `#expect(rowTexts() == before + [\"Buy milk\"])` で、ちょうど 1 行が末尾に"
            + "増えたことを確かめます。`list.items.map(\\.text)` も同じに読めるはずです。2 つ目のテ"
            + "ストでは同じことを `cancel()` で行い、行が元のままであることを確かめます。",
        ],
        testsSHA256: "",
        startersSHA256: ["8a30833e5241f4883381bf2fe67e6d85002607f741f02fd940141b17cfabe3a0"],
        writeTheTest: WriteTheTest(mutants: [
          "cancel-adds": "3f0ba9ddbc756d1b77211c77c90854c285d42330e83f683a783c25c326b0c389",
          "added-twice": "a31dd25c636453c995ae4ea3b4c93f00595264a96914afb26aaa7f7865fbb699",
          "goes-first": "ef47639381abfe42095e83279de47be6587054937c163a36436297f434a904ae",
        ])),
      Exercise(
        id: "checklists-03/done-when-changed",
        title: "Let Edit Item wait for a change",
        titleJa: "Edit Item では変更があるまで Done を押せないようにする",
        stage: "Checklists03",
        files: ["Controllers/ItemDetailViewController.swift"],
        hints: [
          "Two moments decide Done: when the screen loads in edit mode (`viewDidLoad()`), "
            + "and before every edit (the text-field delegate method).",
          "In edit mode, `viewDidLoad()` turns Done on at once, but nothing has changed "
            + "yet: start it off. Then, before each edit, compare the new text with "
            + "`itemToEdit?.text`.",
          "Write `func canSave(_ text: String) -> Bool { !text.isEmpty && text != "
            + "itemToEdit?.text }` and use it for `doneBarButton?.isEnabled`; in "
            + "`viewDidLoad()`, set it to false. When adding, `itemToEdit` is nil, and any text "
            + "differs from nil.",
        ],
        hintsJa: [
          "Done を決めるタイミングは 2 つです。編集モードで画面が読み込まれるとき"
            + "（`viewDidLoad()`）と、編集のたびにその前（テキストフィールドのデリゲート"
            + "メソッド）です。",
          "編集モードの `viewDidLoad()` はすぐに Done を有効にしますが、まだ何も変わ"
            + "っていません。無効で始めましょう。そして編集のたびに、その前に新しいテキ"
            + "ストを `itemToEdit?.text` と比べます。",
          "`func canSave(_ text: String) -> Bool { !text.isEmpty && text != "
            + "itemToEdit?.text }` を書いて `doneBarButton?.isEnabled` に使い、"
            + "`viewDidLoad()` では false にします。追加のときは `itemToEdit` が nil な"
            + "ので、どんなテキストも nil とは違います。",
        ],
        testsSHA256: "004cda0204bf3ea20a4fab028a3828ef16fc403cab76ba2cae5ed5edf743d5ed",
        startersSHA256: ["5ffa048bb64d6815dd3c53c113a7dcd5eafd219fa4754d6a13d3842aca576a9c"]),
      Exercise(
        id: "checklists-03/edit-unchecks",
        title: "Uncheck an item whose text changes",
        titleJa: "テキストが変わったアイテムのチェックを外す",
        stage: "Checklists03",
        files: [
          "Controllers/ItemDetailViewController.swift", "Controllers/ChecklistViewController.swift",
        ],
        hints: [
          "The detail screen's `done()` changes the item in place. It is the one place that "
            + "knows both the old text and the new one.",
          "In `done()`, when `item.text != text`, set the new text and `item.checked = "
            + "false`. Run the tests then: the device notices that the row still shows √ while "
            + "the item is unchecked.",
          "The list's `itemDetailViewController(_:didFinishEditing:)` refreshes only the "
            + "edited row's cell, with `configureText(for:with:)`. Call "
            + "`configureCheckmark(for:with:)` there too.",
        ],
        hintsJa: [
          "詳細画面の `done()` は、アイテムをその場で変えます。古いテキストと新しい"
            + "テキストの両方を知っているのは、ここだけです。",
          "`done()` で `item.text != text` なら、新しいテキストを設定し、"
            + "`item.checked = false` にします。ここでテストを実行してみましょう。アイテ"
            + "ムのチェックは外れているのに行にまだ √ が表示されていることに、デバイスが"
            + "気づきます。",
          "リストの `itemDetailViewController(_:didFinishEditing:)` は、"
            + "`configureText(for:with:)` で編集された行のセルだけを更新しています。そこ"
            + "で `configureCheckmark(for:with:)` も呼びます。",
        ],
        testsSHA256: "a4825c9fae98e7b72d6cabf53effa32b735f4c675cf6c6a2c2babb83a88e09f3",
        startersSHA256: [
          "362499e638e8f487987ea690d7dcabcf07beccb8340c82e3f34399ce17e7dc8e",
          "bd958166ac2d895a5457a24ecfd953db7b22b668aba688352cd66c66a5ea53df",
        ]),
      Exercise(
        id: "checklists-03/test-edit-screen",
        title: "Write the test: Edit Item opens with the item",
        titleJa: "テストを書く：Edit Item がそのアイテムを表示して開く",
        stage: "Checklists03",
        files: ["EditScreenTests.swift"],
        hints: [
          "A row's accessory button performs the segue \"EditItem\" with its cell as the "
            + "sender. Take the second row's cell from the table, `list.tableView.cellForRow(at: "
            + "IndexPath(row: 1, section: 0))`, and keep its text (the label tagged 1000): it is the "
            + "text the screen should show.",
          "`list.performSegue(withIdentifier: \"EditItem\", sender: cell)` pushes the screen: "
            + "`list.navigationController?.topViewController as? ItemDetailViewController`. Call its "
            + "`loadViewIfNeeded()`, then read it: its `title`, its `textField.text`, and whether its "
            + "`navigationItem.rightBarButtonItem` (Done) `isEnabled`.",
          "Expect all three: the title \"Edit Item\", the row's text in the field, and Done "
            + "enabled. The item in the controller (`itemToEdit`) is right in every planted bug: only "
            + "what the screen shows tells them apart.",
        ],
        hintsJa: [
          "行のアクセサリボタンは、そのセルを sender にしてセグエ \"EditItem\" を実行します。"
            + "テーブルから 2 行目のセルを `list.tableView.cellForRow(at: IndexPath(row: 1, section: "
            + "0))` で取り出し、そのテキスト（タグ 1000 のラベル）を取っておきましょう。画面に表示さ"
            + "れるはずのテキストです。",
          "`list.performSegue(withIdentifier: \"EditItem\", sender: cell)` が画面をプッシュ"
            + "します。`list.navigationController?.topViewController as? "
            + "ItemDetailViewController` です。その `loadViewIfNeeded()` を呼んでから読みます。"
            + "`title`、`textField.text`、そして `navigationItem.rightBarButtonItem`（Done）の "
            + "`isEnabled` です。",
          "3 つとも確かめます。タイトルが \"Edit Item\" であること、フィールドに行のテキスト"
            + "が入っていること、Done がオンであることです。コントローラーのアイテム"
            + "（`itemToEdit`）は、仕込まれたどのバグでも正しいままです。見分けられるのは、画面に"
            + "表示されるものだけです。",
        ],
        testsSHA256: "",
        startersSHA256: ["2dbeac2e6551ed44d4dc0cfd3defa998e2f9a8d98eed5206fb5643838d458261"],
        writeTheTest: WriteTheTest(mutants: [
          "field-empty": "bb4c5b959352100db8f048389656d70cc2f149e03032dbb658459557d2908d88",
          "add-title": "ac511472c4e562c603c8c785d11d2c11f22a484ae3eb052a6fc67b2e0726dc57",
          "done-off": "04af9812fcc9f1a6048ea36b5d2fd75d4ec2d401390e3f34da383614fba695a6",
        ])),
      Exercise(
        id: "checklists-04/first-launch-samples",
        title: "Show sample items on the very first launch only",
        titleJa: "一番最初の起動のときだけサンプルアイテムを表示する",
        stage: "Checklists04",
        files: ["Controllers/ChecklistViewController.swift"],
        hints: [
          "`loadChecklistItems()` runs at every launch and returns early when it cannot "
            + "read the file. What tells a first launch apart from a list the user emptied?",
          "`FileManager.default.fileExists(atPath: dataFilePath().path)` is false only "
            + "before anything was ever saved. An empty list is saved as a file too: deleting a "
            + "row saves.",
          "At the top of `loadChecklistItems()`: `guard "
            + "FileManager.default.fileExists(atPath: dataFilePath().path) else { items = "
            + "sampleItems(); return }`, with a `sampleItems()` method that returns the three "
            + "unchecked items.",
        ],
        hintsJa: [
          "`loadChecklistItems()` は起動のたびに実行され、ファイルを読めないときはす"
            + "ぐに戻ります。初回の起動と、ユーザーが空にしたリストを見分けるものは何で"
            + "しょう。",
          "`FileManager.default.fileExists(atPath: dataFilePath().path)` が false に"
            + "なるのは、まだ一度も保存していないときだけです。空のリストもファイルとし"
            + "て保存されます。行を削除すると保存されるからです。",
          "`loadChecklistItems()` の最初で `guard "
            + "FileManager.default.fileExists(atPath: dataFilePath().path) else { "
            + "items = sampleItems(); return }` とし、チェックのない 3 つのアイテムを返"
            + "す `sampleItems()` メソッドを書きます。",
        ],
        testsSHA256: "0b019a72620b32428d59a96e1620ef0e8dc385d76271ef8b5c6ac4b720e4ba9b",
        startersSHA256: ["091527c3e1be89d67ef4720330c3b8550980490efd70060376a0ba6e4ef987fe"]),
      Exercise(
        id: "checklists-04/json-file",
        title: "Save the items as JSON",
        titleJa: "アイテムを JSON で保存する",
        stage: "Checklists04",
        files: ["Controllers/ChecklistViewController.swift"],
        hints: [
          "Look under \"Saving and loading\": one method names the file, one encodes, one "
            + "decodes. `Codable` is not tied to one format.",
          "Foundation's `JSONEncoder` and `JSONDecoder` have the same `encode(_:)` and "
            + "`decode(_:from:)` as the property-list encoder and decoder.",
          "Change three things: the name in `dataFilePath()` to \"Checklists.json\", "
            + "`PropertyListEncoder()` to `JSONEncoder()`, and `PropertyListDecoder()` to "
            + "`JSONDecoder()`.",
        ],
        hintsJa: [
          "「Saving and loading」の部分を見てください。1 つのメソッドがファイル名を"
            + "決め、1 つがエンコードし、1 つがデコードします。`Codable` は 1 つの形式に"
            + "縛られていません。",
          "Foundation の `JSONEncoder` と `JSONDecoder` には、プロパティリストのエン"
            + "コーダーとデコーダーと同じ `encode(_:)` と `decode(_:from:)` があります。",
          "変えるのは 3 つです。`dataFilePath()` の名前を \"Checklists.json\" に、"
            + "`PropertyListEncoder()` を `JSONEncoder()` に、`PropertyListDecoder()` "
            + "を `JSONDecoder()` にします。",
        ],
        testsSHA256: "f8fd68554de2078c1f22a45ec2e2f1bb90ad96381fbd990bb7d588ae84221121",
        startersSHA256: ["c23d0afb77d90c4856b6e74d45ed3623007dc5c328fe2b232bb3862ce36bd8aa"]),
      Exercise(
        id: "checklists-04/test-relaunch",
        title: "Write the test: a relaunch keeps every change",
        titleJa: "テストを書く：再起動してもすべての変更が残る",
        stage: "Checklists04",
        files: ["RelaunchTests.swift"],
        hints: [
          "Take the list from the storyboard without loading its view, remove its file "
            + "(`try? FileManager.default.removeItem(at: list.dataFilePath())`), then load it: it "
            + "starts with no items. Give it two, `list.items = [ChecklistItem(text: \"Buy milk\"), "
            + "…]`, and `list.saveChecklistItems()`.",
          "The next launch makes a new list screen, whose `viewDidLoad()` loads the file: "
            + "instantiate another one from the storyboard and call its `loadViewIfNeeded()`. Its "
            + "`items` are what was saved, `.map(\\.checked)` the checkmarks.",
          "Write one test per change, and make the change the last thing before the new list: "
            + "a checkmark (`tableView(_:didSelectRowAt:)`), an edit (the segue \"EditItem\" with "
            + "the row's cell, new text in the field, `done()`), a delete "
            + "(`tableView(_:commit:forRowAt:)` with `.delete`). A later save would save an earlier "
            + "change too, and hide the one that was never saved.",
        ],
        hintsJa: [
          "ストーリーボードからリストを取り出し、ビューを読み込む前にファイルを消してから"
            + "（`try? FileManager.default.removeItem(at: list.dataFilePath())`）読み込みます。"
            + "アイテムなしで始まります。`list.items = [ChecklistItem(text: \"Buy milk\"), …]` で"
            + " 2 つ持たせ、`list.saveChecklistItems()` を呼びます。",
          "次の起動では新しいリスト画面が作られ、その `viewDidLoad()` がファイルを読み込みま"
            + "す。ストーリーボードからもう 1 つ作り、`loadViewIfNeeded()` を呼びましょう。その "
            + "`items` が保存されたもので、`.map(\\.checked)` がチェックマークです。",
          "変更ごとにテストを 1 つ書き、その変更を新しいリストを作る直前に置きます。チェック"
            + "マーク（`tableView(_:didSelectRowAt:)`）、編集（行のセルを sender にしたセグエ "
            + "\"EditItem\"、フィールドに新しいテキスト、`done()`）、削除（`.delete` での "
            + "`tableView(_:commit:forRowAt:)`）です。後で保存が起きると前の変更も一緒に保存され、"
            + "保存されなかった変更が隠れてしまいます。",
        ],
        testsSHA256: "",
        startersSHA256: ["b4a4099fef243060d45fcf31d4b884afda80152edf35161138dfdb63f17efa8b"],
        writeTheTest: WriteTheTest(mutants: [
          "toggle-not-saved": "ade922b73e9bbb0c439a743fa490f773e71e2565fffbbea6d1c9879cf324eda7",
          "edit-not-saved": "d87e76fb6ce803649fd66429a0d0ba9830da7c7e5df3b7499603700fc7e1e3c3",
          "delete-not-saved": "4965055e5d42d61f84ee2d17606eb40416e122dbef050a441f0c7f6c5e72f6ba",
        ])),
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
      Exercise(
        id: "todo-archiver/checked-to-bottom",
        title: "Move checked to-dos to the bottom",
        titleJa: "チェックの付いた ToDo を末尾に移す",
        stage: "TodoArchiver",
        files: ["Controllers/TodoListViewController.swift"],
        hints: [
          "A move is a removal and an insertion: take the to-do out of `todoList` with "
            + "`remove(at:)`, toggle it, and `insert(_:at:)` it at its new row: "
            + "`todoList.count` (after the removal) for the bottom, 0 for the top.",
          "Tell the table the same thing: delete the old row and insert the new one inside "
            + "one `tableView.performBatchUpdates { … }`, where deletions count rows as they "
            + "were and insertions as they are now.",
          "After toggling and moving in the array: `tableView.performBatchUpdates { "
            + "tableView.deleteRows(at: [indexPath], with: .fade); tableView.insertRows(at: "
            + "[IndexPath(row: newRow, section: 0)], with: .fade) }`, then `saveTodoList()`. "
            + "Deselect the row before the move.",
        ],
        hintsJa: [
          "移動とは、削除と挿入のことです。`remove(at:)` で `todoList` から ToDo を"
            + "取り出し、チェックを切り替えて、`insert(_:at:)` で新しい行に入れます。末"
            + "尾なら（削除後の）`todoList.count`、先頭なら 0 です。",
          "テーブルビューにも同じことを伝えます。1 つの "
            + "`tableView.performBatchUpdates { … }` の中で古い行を削除し、新しい行を挿"
            + "入します。削除は変更前の行番号で、挿入は変更後の行番号で数えます。",
          "配列の中で切り替えて移動した後、`tableView.performBatchUpdates { "
            + "tableView.deleteRows(at: [indexPath], with: .fade); "
            + "tableView.insertRows(at: [IndexPath(row: newRow, section: 0)], with: "
            + ".fade) }` を呼び、それから `saveTodoList()` を呼びます。移動の前に行の選"
            + "択を解除しておきます。",
        ],
        testsSHA256: "886c24c287d3419d38cd968bbfbafe1d2a38862e9e35915438bcce210fcd2189",
        startersSHA256: ["ba838ae8c124e1646ac566cae45a3a59535c864bafa107909357b0ceb8b6b8a0"]),
      Exercise(
        id: "todo-codable/missing-done-key",
        title: "Read to-dos saved without isDone",
        titleJa: "`isDone` なしで保存された ToDo を読む",
        stage: "TodoCodable",
        files: ["Model/Todo.swift"],
        hints: [
          "The compiler's `init(from:)` calls `decode` for every property, and a missing "
            + "key throws. Write your own `init(from:)`; `encode(to:)` can stay the compiler's.",
          "In your `init(from:)`: `let container = try decoder.container(keyedBy: "
            + "CodingKeys.self)`, then `decode` the title and `decodeIfPresent` the done flag, "
            + "which gives nil when the key is missing. Declare `enum CodingKeys: String, "
            + "CodingKey { case title, isDone }`.",
          "An initializer written inside a struct's braces removes the memberwise "
            + "`Todo(title:isDone:)`. Put `init(from:)` in an `extension Todo { … }` and the "
            + "memberwise one stays. The flag is `try container.decodeIfPresent(Bool.self, "
            + "forKey: .isDone) ?? false`.",
        ],
        hintsJa: [
          "コンパイラーの `init(from:)` はすべてのプロパティについて `decode` を呼び、"
            + "キーがなければエラーを投げます。自分で `init(from:)` を書きましょう。"
            + "`encode(to:)` はコンパイラーのままで構いません。",
          "自分の `init(from:)` で `let container = try decoder.container(keyedBy: "
            + "CodingKeys.self)` とし、タイトルは `decode`、済んだかどうかのフラグは "
            + "`decodeIfPresent` で読みます。後者はキーがなければ nil を返します。"
            + "`enum CodingKeys: String, CodingKey { case title, isDone }` を宣言しま"
            + "す。",
          "構造体の波かっこの中にイニシャライザーを書くと、メンバーワイズの "
            + "`Todo(title:isDone:)` がなくなります。`init(from:)` を `extension Todo "
            + "{ … }` に書けば、メンバーワイズのイニシャライザーは残ります。フラグは "
            + "`try container.decodeIfPresent(Bool.self, forKey: .isDone) ?? false` で"
            + "す。",
        ],
        testsSHA256: "5e7a1e08b148099fdba75422126524edf4c157448e93426547d6a4593acdfe29",
        startersSHA256: ["c28e1589b213a2cc79847d368ce3bb4b4954ad91acaeb53e7fb4a92dbccb7526"]),
      Exercise(
        id: "todo-coredata/checked-to-bottom",
        title: "Checked to-dos go to the bottom",
        titleJa: "チェックした ToDo を一番下へ",
        stage: "TodoCoreData",
        files: ["Controllers/TodoListViewController.swift"],
        hints: [
          "The rows are in the order of the fetch request's sort descriptors, and the fetched "
            + "results controller keeps them so. Which attribute says whether a to-do is done?",
          "Sort by `isDone` first, then by `createdAt`: `[NSSortDescriptor(key: \"isDone\", "
            + "ascending: true), NSSortDescriptor(key: \"createdAt\", ascending: true)]` (false "
            + "comes before true). Now a tap makes the controller report a `.move`.",
          "`moveRow(at:to:)` moves the old cell as it was, without its new checkmark. For "
            + "`.move`, delete the row at `indexPath` and insert one at `newIndexPath`, so the "
            + "table asks for the moved row's cell again.",
        ],
        hintsJa: [
          "行はフェッチリクエストのソート記述子の順に並び、フェッチ結果コントローラーがその順を"
            + "保ちます。ToDo が済んだかどうかを表す属性はどれでしょう。",
          "まず `isDone`、次に `createdAt` で並べます。`[NSSortDescriptor(key: \"isDone\", "
            + "ascending: true), NSSortDescriptor(key: \"createdAt\", ascending: true)]` です"
            + "（false が true より先です）。これでタップすると、コントローラーは `.move` を報告"
            + "します。",
          "`moveRow(at:to:)` は古いセルをそのまま動かすので、新しいチェックマークが付きません。"
            + "`.move` では `indexPath` の行を削除し、`newIndexPath` に行を挿入して、動いた行の"
            + "セルをテーブルにもう一度求めさせます。",
        ],
        testsSHA256: "99d647dc02a247dff29d4cbaa37f3c79edb83d6a9ede5cae64958b74c722aa61",
        startersSHA256: ["39ffe9e1a0e360e76afef4c652dfea42376ea534da886186f5fe1f793df4e0a3"]),
      Exercise(
        id: "todo-coredata/test-relaunch",
        title: "Write the test: a relaunch keeps every change",
        titleJa: "テストを書く：再起動してもすべての変更が残る",
        stage: "TodoCoreData",
        files: ["RelaunchTests.swift"],
        hints: [
          "The list screen is the navigation controller's `topViewController`, a "
            + "`TodoListViewController`; its `store.context` is the view context. Start each test "
            + "from a store you know: delete every object of `fetchedResultsController."
            + "fetchedObjects`, make two `TodoItem(context:)` with a `title` and a `createdAt`, and "
            + "`try context.save()`.",
          "The next launch makes a new list screen with a new container, which reads only what "
            + "was saved: instantiate the storyboard again, in a new window, and read its rows "
            + "(`cellForRow(at:)`, the cell's `textLabel?.text` and `accessoryType`). A change "
            + "still in the old context does not reach it.",
          "Write one test per change, and make the change the last thing before the new launch: "
            + "a new to-do (`insertTodo(titled:)`, what OK's handler calls), a checkmark "
            + "(`tableView(_:didSelectRowAt:)`), a delete (`tableView(_:commit:forRowAt:)` with "
            + "`.delete`). A later save would save an earlier change too, and hide the one that "
            + "was never saved.",
        ],
        hintsJa: [
          "リスト画面はナビゲーションコントローラーの `topViewController` で、"
            + "`TodoListViewController` です。その `store.context` がビューコンテキストです。各テスト"
            + "は中身の分かったストアから始めます。`fetchedResultsController.fetchedObjects` の"
            + "オブジェクトをすべて削除し、`title` と `createdAt` を持つ `TodoItem(context:)` を 2 つ"
            + "作って、`try context.save()` を呼びます。",
          "次の起動では、新しいコンテナーを持つ新しいリスト画面が作られ、保存されたものだけを"
            + "読みます。新しいウインドウでストーリーボードからもう一度作り、その行を読みましょう"
            + "（`cellForRow(at:)`、セルの `textLabel?.text` と `accessoryType`）。古いコンテキスト"
            + "に残ったままの変更は、そこには届きません。",
          "変更ごとにテストを 1 つ書き、その変更を新しい起動の直前に置きます。新しい ToDo"
            + "（OK のハンドラーが呼ぶ `insertTodo(titled:)`）、チェックマーク"
            + "（`tableView(_:didSelectRowAt:)`）、削除（`.delete` での "
            + "`tableView(_:commit:forRowAt:)`）です。後で保存が起きると前の変更も一緒に保存され、"
            + "保存されなかった変更が隠れてしまいます。",
        ],
        testsSHA256: "",
        startersSHA256: ["f36e8f674da3ae72ce500c6f3b6bc07778f2bdab8e7d99ebabfa4615822f9c8a"],
        writeTheTest: WriteTheTest(mutants: [
          "add-not-saved": "7a050f0c928af08a04c5d257527822d32fcea3a361f782385c2a6ec8a9cfbddf",
          "toggle-not-saved": "9d4102e6eaef83795e07102bd657e76509f9c757dec8eb46f3ded69ade56aa91",
          "delete-not-saved": "38eab909d4e6d36e6d9e811d34f68bee2ca96333e3873b8a18d520dfe79d3f62",
        ])),
      Exercise(
        id: "tasks/sorted-by-deadline",
        title: "List the tasks by deadline",
        titleJa: "タスクを期限順に並べる",
        stage: "TaskMVC",
        files: ["Model/TaskDataSource.swift"],
        hints: [
          "The list calls `dataSource.loadData()` every time it appears, then asks "
            + "`data(at:)` for each row. If `tasks` is in deadline order after `loadData()`, "
            + "the list is too.",
          "`Date` values compare with `<`: `stored.sorted { $0.deadline < $1.deadline }` "
            + "puts the nearest deadline first.",
          "In `loadData()`, assign `tasks = stored.sorted { $0.deadline < $1.deadline }`. "
            + "Sorting in `setData(_:)` as well keeps `tasks` in order between a save and the "
            + "next load.",
        ],
        hintsJa: [
          "一覧は表示されるたびに `dataSource.loadData()` を呼び、それから各行につい"
            + "て `data(at:)` を尋ねます。`loadData()` の後で `tasks` が期限順になってい"
            + "れば、一覧も期限順になります。",
          "`Date` の値は `<` で比べられます。`stored.sorted { $0.deadline < "
            + "$1.deadline }` で、期限の近いものが先に来ます。",
          "`loadData()` で `tasks = stored.sorted { $0.deadline < $1.deadline }` と"
            + "します。`setData(_:)` でも並べ替えておけば、保存から次の読み込みまでの間"
            + "も `tasks` の順序が保たれます。",
        ],
        testsSHA256: "aeebc21f30ba5deccabf53ed588bc600999db2ca2d6ac5dd264cd9e3d96b98af",
        startersSHA256: ["f3f855af8fd640ffa6044e3d62f435d8cfd71d6aeb23fc34e65877b83a2f5fee"]),
      Exercise(
        id: "names/variable-keeps-name",
        title: "Let the var version keep the typed name",
        titleJa: "`var` の版でも入力された名前を残す",
        stage: "NameInjection",
        files: ["Controllers/VariableNameCheckViewController.swift"],
        hints: [
          "Put a breakpoint in your head: `instantiate(receivedText:)` sets `receivedText`, "
            + "the navigation controller pushes the screen, its view loads, `viewDidLoad()` "
            + "runs, then `viewWillAppear(_:)` shows the name. Which of these changes the name?",
          "`viewDidLoad()` assigns `NamePlate.defaultName` to `receivedText`, after the "
            + "typed name was set. The default is needed only when there is no name, and "
            + "`show(receivedText:)` handles that already.",
          "Delete the assignment in `viewDidLoad()` (the whole override can go). "
            + "`NamePlate.displayName(for:)` turns nil or \"\" into the default name.",
        ],
        hintsJa: [
          "頭の中にブレークポイントを置いてみましょう。"
            + "`instantiate(receivedText:)` が `receivedText` を設定し、ナビゲーションコ"
            + "ントローラーが画面をプッシュし、ビューが読み込まれ、`viewDidLoad()` が実"
            + "行され、それから `viewWillAppear(_:)` が名前を表示します。このうち名前を"
            + "変えているのはどれでしょう。",
          "`viewDidLoad()` は、入力された名前が設定された後で、`receivedText` に "
            + "`NamePlate.defaultName` を代入しています。既定の名前が必要なのは名前がな"
            + "いときだけで、それは `show(receivedText:)` がすでに扱っています。",
          "`viewDidLoad()` の代入を削除します（オーバーライドごと消して構いませ"
            + "ん）。`NamePlate.displayName(for:)` が、nil や \"\" を既定の名前に変えてく"
            + "れます。",
        ],
        testsSHA256: "8062011cfd557b08dda7ec90362ba69655f6d6cacc7edf295777a5dbc4e72218",
        startersSHA256: ["cc7b382644be52c25ad185ee84fe07e26c7ea30fb3b09fc0483446509aa575ea"]),
    ],
    supportFiles: [
      SupportFile(
        path: "Tests/ExerciseTests/Support/AttachesTranscripts.swift",
        sha256: "4c2ed8dee898f5453123a32a3f9ebc14a04f942627b8382244c8edd61f02e39b"),
      SupportFile(
        path: "Tests/ExerciseTests/Support/LaunchedDevices.swift",
        sha256: "91c218b00604c02f48e3e6089e29b1d2ee680b304e635b8b0865886f8753cc30"),
      SupportFile(
        path: "Tests/ExerciseTests/Support/Launch.swift",
        sha256: "0b16d67282844e8eb5ace290899436341292fec4693fdf7f3fda651dce26531a"),
    ])
}
