// The exercises of the Checklists chapters 1 to 4, in teaching order.

extension ExerciseCatalog {
  /// Chapters 1 to 4: the list, adding, editing, saving; with the first "write the test"
  /// exercises.
  static let checklists01To04: [Exercise] = [
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
  ]
}
