// Chapter 01's steps: one array of items behind a table.

extension TutorialCatalog {
  /// Chapter 01: one array behind a table.
  static let checklists01: [TutorialStep] = [
    TutorialStep(
      id: "checklists-01/01-title", title: "Give the screen its title",
      titleJa: "画面にタイトルを付ける",
      hints: [
        "The navigation bar shows the `title` of the screen on top. Where can a screen get "
          + "one: in the storyboard, or in code?",
        "In Storyboard.swift, the table scene can say `title: \"Checklists\"`; or set `title "
          + "= \"Checklists\"` in `viewDidLoad()` of ChecklistViewController.",
      ],
      hintsJa: [
        "ナビゲーションバーには、一番上にある画面の `title` が表示されます。画"
          + "面がタイトルを得られる場所はどこでしょう。ストーリーボードでしょうか、そ"
          + "れともコードでしょうか。",
        "Storyboard.swift のテーブルのシーンに `title: \"Checklists\"` と書くか、"
          + "ChecklistViewController の `viewDidLoad()` で `title = \"Checklists\"` と設"
          + "定します。",
      ],
      stage: "Checklists01",
      scriptSHA256: "aada81de899c9fc1d695e7e253ea6183527f95a0450efa0fafa54a5c4fd18108"),
    TutorialStep(
      id: "checklists-01/02-one-row", title: "Show one row from the data source",
      titleJa: "データソースから 1 行を表示する",
      hints: [
        "The table asks two questions: how many rows, and what each row shows. Override "
          + "both in ChecklistViewController.",
        "Declare a prototype in the storyboard, `prototypes: [PrototypeCell(\"ChecklistItem\", "
          + "labels: [1000])]`, and dequeue it with `dequeueReusableCell(withIdentifier:for:)`.",
        "`(cell.viewWithTag(1000) as? UILabel)?.text = \"Walk the dog\"`, and return 1 from "
          + "`tableView(_:numberOfRowsInSection:)`.",
      ],
      hintsJa: [
        "テーブルビューが尋ねることは 2 つです。何行あるか、そして各行に何を表示す"
          + "るか。ChecklistViewController でその両方をオーバーライドしましょう。",
        "ストーリーボードでプロトタイプ `prototypes: "
          + "[PrototypeCell(\"ChecklistItem\", labels: [1000])]` を宣言し、"
          + "`dequeueReusableCell(withIdentifier:for:)` でデキューします。",
        "`(cell.viewWithTag(1000) as? UILabel)?.text = \"Walk the dog\"` とし、"
          + "`tableView(_:numberOfRowsInSection:)` からは 1 を返します。",
      ],
      stage: "Checklists01",
      scriptSHA256: "b981770a45db2a1032ac55d1fd350844769d0744e98969d530645e3802a19a23"),
    TutorialStep(
      id: "checklists-01/03-model", title: "A model object for one item",
      titleJa: "アイテム 1 つを表すモデルオブジェクト",
      hints: [
        "A new file, ChecklistItem.swift, with a type of that name. What two facts does a "
          + "row need?",
        "`struct ChecklistItem { var text: String; var checked = false }` is all it takes "
          + "(a class with `var text = \"\"` works too).",
      ],
      hintsJa: [
        "新しいファイル ChecklistItem.swift に、同じ名前の型を作ります。1 つの行に"
          + "必要な情報は何と何でしょう。",
        "`struct ChecklistItem { var text: String; var checked = false }` だけで十"
          + "分です（`var text = \"\"` を持つクラスでも構いません）。",
      ],
      stage: "Checklists01",
      scriptSHA256: "83b84c437bd0f6ac3a7d7e7b9bf738625a0503e3fd16aae18be114fbbf9a5738",
      structureSHA256: "eb662c008328f008da26abc3857cac9a370ad1ff393afd8dc8a068e8b7961391"),
    TutorialStep(
      id: "checklists-01/04-five-rows", title: "An array of items behind the table",
      titleJa: "テーブルビューの裏にアイテムの配列を置く",
      hints: [
        "Keep `var items: [ChecklistItem]` in the controller, and answer the table from it.",
        "`items.count` rows; row `indexPath.row` shows `items[indexPath.row].text`.",
      ],
      hintsJa: [
        "コントローラーに `var items: [ChecklistItem]` を持たせ、テーブルビューへ"
          + "の答えをそこから返しましょう。",
        "行数は `items.count`、`indexPath.row` 行目には "
          + "`items[indexPath.row].text` を表示します。",
      ],
      stage: "Checklists01",
      scriptSHA256: "240fa8286bf206baa00d7299320ec17428395fa87858b28f7efb49d230ba43a6"),
    TutorialStep(
      id: "checklists-01/05-checkmarks", title: "Show which items are done",
      titleJa: "済んだアイテムを表示する",
      hints: [
        "Which property of a cell draws a checkmark at its right edge?",
        "`cell.accessoryType = item.checked ? .checkmark : .none`, every time a cell is "
          + "configured; start the second and the fifth item checked.",
      ],
      hintsJa: [
        "セルの右端にチェックマークを描くのは、セルのどのプロパティでしょう。",
        "セルを設定するたびに `cell.accessoryType = item.checked ? .checkmark : "
          + ".none` とします。2 番目と 5 番目のアイテムはチェック済みで始めます。",
      ],
      stage: "Checklists01",
      scriptSHA256: "2652a5e02e7ce16767141aa057870dec67ab3f557d24f21b839f06bed76e89c2"),
    TutorialStep(
      id: "checklists-01/05t-test-toggle",
      title: "Write the test: a tap toggles the checkmark",
      titleJa: "テストを書く：タップでチェックマークが切り替わる",
      hints: [
        "Show the list as at launch: `let window = UIWindow()`, `window.rootViewController = "
          + "UIStoryboard(name: \"Main\", bundle: nil).instantiateInitialViewController()`, "
          + "`window.makeKeyAndVisible()`. The list is the navigation controller's "
          + "`topViewController`, `as? ChecklistViewController`.",
        "A tap on a row makes the table call its delegate: `list.tableView(list.tableView, "
          + "didSelectRowAt: IndexPath(row: 0, section: 0))`. Check the screen and the model, "
          + "both: `list.tableView.cellForRow(at:)?.accessoryType` is what the user sees, "
          + "`list.items[0].checked` what the model says.",
        "Tap the first row, \"Walk the dog\", and expect its cell's accessory `.checkmark` and "
          + "`items[0].checked` true; tap it again and expect both off. Run it with `swift "
          + "test`: it fails until you write `tableView(_:didSelectRowAt:)`.",
      ],
      hintsJa: [
        "起動したときと同じようにリストを表示します：`let window = UIWindow()`、"
          + "`window.rootViewController = UIStoryboard(name: \"Main\", bundle: nil)"
          + ".instantiateInitialViewController()`、`window.makeKeyAndVisible()`。リストは"
          + "ナビゲーションコントローラーの `topViewController` で、`as? "
          + "ChecklistViewController` とします。",
        "行がタップされると、テーブルビューはデリゲートを呼びます：`list.tableView("
          + "list.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))`。画面とモデルの"
          + "両方を確かめます。`list.tableView.cellForRow(at:)?.accessoryType` はユーザーに見"
          + "えるもの、`list.items[0].checked` はモデルの状態です。",
        "最初の行「Walk the dog」をタップし、そのセルのアクセサリが `.checkmark` で "
          + "`items[0].checked` が true であることを確かめます。もう一度タップし、どちらも"
          + "外れたことを確かめます。`swift test` で実行すると、"
          + "`tableView(_:didSelectRowAt:)` を書くまで失敗します。",
      ],
      stage: "Checklists01", scriptSHA256: nil,
      testFirst: TestFirst(
        testFile: "ToggleTests.swift",
        courseTestSHA256: "af6c8788d163519c0957983bb73298ec918405226fa612679ee0848626a8fd47",
        mutants: [
          "cell-only": "a6685161bbe77f6af6597d4994ef371e7864cac42f04140dbc1d1331020e41ba",
          "checkmark-inverted": "6d963a484b6206f6ac141295bf2e33dd6f6325ee4db34207e57db349ce961a50",
          "wrong-item": "4ee0e13157ec33cd82ee5a1ffadb73060e892d8247c312fb0dc5aeaa0a7dd3aa",
          "no-toggle": "e6d62ab2cbdc425f3bb9ccf367888c67ec544e436b29e2a5928f15cbb191b7fe",
        ],
        code: "tableView(_:didSelectRowAt:)"
          + ", as the next step, \"Tap a row to check it\", says",
        codeJa: "次のステップ「行をタップしてチェックを付ける」で書く tableView(_:didSelectRowAt:)")),
    TutorialStep(
      id: "checklists-01/06-toggle", title: "Tap a row to check it",
      titleJa: "行をタップしてチェックを付ける",
      hints: [
        "The table tells its delegate when a row is tapped: "
          + "`tableView(_:didSelectRowAt:)`.",
        "Flip `items[indexPath.row].checked`, then set the checkmark of "
          + "`tableView.cellForRow(at: indexPath)` again, and deselect the row.",
      ],
      hintsJa: [
        "行がタップされると、テーブルビューはデリゲートに "
          + "`tableView(_:didSelectRowAt:)` で知らせます。",
        "`items[indexPath.row].checked` を反転させてから、"
          + "`tableView.cellForRow(at: indexPath)` のチェックマークを設定し直し、行の"
          + "選択を解除します。",
      ],
      stage: "Checklists01",
      scriptSHA256: "ac285ea5985b89f820506a16523d87c004b41d4c9d3d260327d6a3b0d632b1cf"),
    TutorialStep(
      id: "checklists-01/07-delete", title: "Swipe a row away",
      titleJa: "行をスワイプして削除する",
      hints: [
        "One data source method turns swipe-to-delete on just by being there.",
        "In `tableView(_:commit:forRowAt:)`: `items.remove(at: indexPath.row)`, then "
          + "`tableView.deleteRows(at: [indexPath], with: .automatic)`, in that order.",
      ],
      hintsJa: [
        "データソースのメソッドの中に、あるだけでスワイプによる削除を有効にするも"
          + "のが 1 つあります。",
        "`tableView(_:commit:forRowAt:)` の中で、`items.remove(at: "
          + "indexPath.row)`、続いて `tableView.deleteRows(at: [indexPath], with: "
          + ".automatic)` の順に呼びます。",
      ],
      stage: "Checklists01",
      scriptSHA256: "68e6d936aa31d126503706f32b715a1743c5bc256201a3d6846d05b09591b860"),
    TutorialStep(
      id: "checklists-01/08-add", title: "Add an item with +",
      titleJa: "「+」でアイテムを追加する",
      hints: [
        "The storyboard declares bar buttons: `rightBarButton: .system(.add, action: …)`.",
        "`addItem()` appends `ChecklistItem(text: \"New item\")` and calls "
          + "`tableView.insertRows(at: [IndexPath(row: items.count - 1, section: 0)], with: "
          + ".automatic)`.",
      ],
      hintsJa: [
        "バーボタンはストーリーボードで宣言します。`rightBarButton: "
          + ".system(.add, action: …)` です。",
        "`addItem()` で `ChecklistItem(text: \"New item\")` を追加し、"
          + "`tableView.insertRows(at: [IndexPath(row: items.count - 1, section: "
          + "0)], with: .automatic)` を呼びます。",
      ],
      stage: "Checklists01",
      scriptSHA256: "c18bb80d6bbe7065f128ebe6818439a39c9f4256666e185d04c41b83279d1f04"),
  ]
}
