// Chapter 05's steps: a first screen of checklists, each with its own items.

extension TutorialCatalog {
  /// Chapter 05: the items move one screen down, under a list of checklists.
  static let checklists05: [TutorialStep] = [
    TutorialStep(
      id: "checklists-05/01-all-lists", title: "A first screen of checklists",
      titleJa: "チェックリスト一覧を最初の画面にする",
      hints: [
        "A new table view controller becomes the navigation controller's root; the item "
          + "screen moves behind it.",
        "`.navigationController(\"NavigationController\", root: \"AllListsViewController\")` "
          + "and `.tableViewController(\"AllListsViewController\", AllListsViewController.self, "
          + "title: \"Checklists\")`; the item scene keeps its prototype and segues.",
        "No prototype needed: in `viewDidLoad()`, `tableView.register(UITableViewCell.self, "
          + "forCellReuseIdentifier: \"ChecklistCell\")`, and set `cell.textLabel?.text` from "
          + "an array of the four names.",
      ],
      hintsJa: [
        "新しいテーブルビューコントローラーがナビゲーションコントローラーのルート"
          + "になり、アイテムの画面はその奥に移ります。",
        "`.navigationController(\"NavigationController\", root: "
          + "\"AllListsViewController\")` と "
          + "`.tableViewController(\"AllListsViewController\", "
          + "AllListsViewController.self, title: \"Checklists\")` です。アイテムのシーン"
          + "はプロトタイプとセグエをそのまま持ちます。",
        "プロトタイプは要りません。`viewDidLoad()` で "
          + "`tableView.register(UITableViewCell.self, forCellReuseIdentifier: "
          + "\"ChecklistCell\")` とし、4 つの名前の配列から `cell.textLabel?.text` を設"
          + "定します。",
      ],
      stage: "Checklists05",
      scriptSHA256: "4a7c239e62546882dd96a8f9616ce76e9fb673259e6d2377f0a918f08e8872fb",
      retires: [
        "checklists-02/01-add-screen", "checklists-02/02-cancel", "checklists-02/03-text-field",
        "checklists-02/04-done-needs-text", "checklists-02/06-return-key",
        "checklists-03/01-checkmark-label", "checklists-03/02-item-detail",
        "checklists-03/03-edit-screen", "checklists-03/04-save-edit", "checklists-03/05-identity",
        "checklists-03/06-two-modes", "checklists-04/01-start-empty", "checklists-04/02-codable",
        "checklists-04/03-save-new-items", "checklists-04/04-save-checkmarks",
        "checklists-04/05-save-edits", "checklists-04/06-save-deletions",
      ]),
    TutorialStep(
      id: "checklists-05/02-checklist", title: "Open a checklist to see its items",
      titleJa: "チェックリストを開いてアイテムを見る",
      hints: [
        "A model type for a list, holding its name and its items; the items screen is given "
          + "one to show.",
        "`final class Checklist { var name: String; var items: [ChecklistItem] }`; "
          + "ChecklistViewController gets `var checklist: Checklist?` and shows "
          + "`checklist?.items`, with `title = checklist?.name` in `viewDidLoad()`.",
        "A segue with no trigger, `.show(\"ShowChecklist\", to: \"ChecklistViewController\")`: "
          + "`didSelectRowAt` calls `performSegue(withIdentifier:sender:)` with the checklist "
          + "as the sender, and `prepare(for:sender:)` hands it over.",
      ],
      hintsJa: [
        "リストを表すモデルの型が、名前とアイテムを持ちます。アイテムの画面には、"
          + "表示するリストを 1 つ渡します。",
        "`final class Checklist { var name: String; var items: [ChecklistItem] "
          + "}` です。ChecklistViewController は `var checklist: Checklist?` を持っ"
          + "て `checklist?.items` を表示し、`viewDidLoad()` で `title = "
          + "checklist?.name` とします。",
        "きっかけのないセグエ `.show(\"ShowChecklist\", to: "
          + "\"ChecklistViewController\")` を使います。`didSelectRowAt` でチェックリスト"
          + "を sender にして `performSegue(withIdentifier:sender:)` を呼び、"
          + "`prepare(for:sender:)` でそれを渡します。",
      ],
      stage: "Checklists05",
      scriptSHA256: "4cbf1c15c8ee298663398dd2fac7818251945934e2155fe42cea94656fbd3998",
      structureSHA256: "104d8e765513c6dceeb483f3b29d3533862746cc25d730c7c6c9df9624c9aa13",
      checkWordsJa: [
        "a new items screen's `checklist` to be nil: the all-lists screen hands it the list to show":
          "新しいアイテムの画面の `checklist` は nil である必要があります。表示する"
          + "リストは、リスト一覧の画面が渡します。"
      ]),
    TutorialStep(
      id: "checklists-05/02t-test-own-items",
      title: "Write the test: each list keeps its own items",
      titleJa: "テストを書く：どのリストも自分のアイテムを持つ",
      hints: [
        "Show the lists as at launch: `let window = UIWindow()`, `window.rootViewController = "
          + "UIStoryboard(name: \"Main\", bundle: nil).instantiateInitialViewController()`, "
          + "`window.makeKeyAndVisible()`; the all-lists screen is the navigation controller's "
          + "`topViewController`. A tap on a row is `all.tableView(all.tableView, "
          + "didSelectRowAt: IndexPath(row: 1, section: 0))`; the back button is "
          + "`navigation.popViewController(animated: true)`.",
        "Keep the texts a list's rows show before the change and compare after it: for each "
          + "row up to `tableView.numberOfRows(inSection: 0)`, the label tagged 1000 of "
          + "`tableView.cellForRow(at:)`. Add an item as \"+\" and Done do: "
          + "`list.performSegue(withIdentifier: \"AddItem\", sender: nil)`, then "
          + "`loadViewIfNeeded()`, `textField.text` and `done()` on the screen on top.",
        "Open another list after adding (its rows must not change), then open the first list "
          + "again (the new item must still be there); the all-lists screen's `lists[1]."
          + "items` must agree.",
      ],
      hintsJa: [
        "起動したときと同じようにリストを表示します：`let window = UIWindow()`、"
          + "`window.rootViewController = UIStoryboard(name: \"Main\", bundle: nil)"
          + ".instantiateInitialViewController()`、`window.makeKeyAndVisible()`。リスト一覧の"
          + "画面はナビゲーションコントローラーの `topViewController` です。行のタップ"
          + "は `all.tableView(all.tableView, didSelectRowAt: IndexPath(row: 1, section: "
          + "0))`、戻るボタンは `navigation.popViewController(animated: true)` です。",
        "変更の前にリストの行に表示されたテキストを覚え、後で比べます。"
          + "`tableView.numberOfRows(inSection: 0)` までの各行について、"
          + "`tableView.cellForRow(at:)` のタグ 1000 のラベルです。「+」と Done と同じよう"
          + "にアイテムを追加します：`list.performSegue(withIdentifier: \"AddItem\", sender: "
          + "nil)` のあと、一番上の画面で `loadViewIfNeeded()`、`textField.text`、`done()`。",
        "追加の後で別のリストを開き（その行は変わってはいけません）、最初のリストをもう一度"
          + "開きます（新しいアイテムはまだそこになければなりません）。リスト一覧の画面の "
          + "`lists[1].items` も一致する必要があります。",
      ],
      stage: "Checklists05", scriptSHA256: nil,
      testFirst: TestFirst(
        testFile: "OwnItemsTests.swift",
        courseTestSHA256: "96767982e826ca2253684209fccc3760aa807b1c373f81c55590fd194d7c87af",
        mutants: [
          "shared-items": "ab8a26eda3c0fe7a7a15ce67a7e0ed100f406453d422673e058fd984c356bb2f",
          "copy-opened": "f4711631b61341614bf6d417746da89ebf42216e1c42f780d8a9581711786733",
          "table-not-told": "86a0a46b12a322b5cfdfdd7ea582856e277b49b6033933da10aadb954e326654",
        ],
        code: "itemDetailViewController(_:didFinishAdding:) on the list's items"
          + ", as the next step, \"Each list keeps its own items\", says",
        codeJa:
          "次のステップ「各リストが自分のアイテムを持つ」で書く、開いているリストにアイテムを加える itemDetailViewController(_:didFinishAdding:)"
      )),
    TutorialStep(
      id: "checklists-05/03-own-items", title: "Each list keeps its own items",
      titleJa: "各リストが自分のアイテムを持つ",
      hints: [
        "Where does a new item go now?",
        "In `itemDetailViewController(_:didFinishAdding:)`, append to `checklist.items` and "
          + "insert the row at the index it got.",
      ],
      hintsJa: [
        "新しいアイテムは今度はどこに入るでしょう。",
        "`itemDetailViewController(_:didFinishAdding:)` で `checklist.items` に追"
          + "加し、それが入った位置に行を挿入します。",
      ],
      stage: "Checklists05",
      scriptSHA256: "bd329f0b73f2a17c10b8b02a78c298a3a2a6555a8ed09a515739328ecec36998"),
    TutorialStep(
      id: "checklists-05/04-items-as-before", title: "Check, edit and delete items in a list",
      titleJa: "リストの中でアイテムをチェック・編集・削除する",
      hints: [
        "Every method that read or changed `items` now goes through the checklist.",
        "`checklist?.items[indexPath.row]` to read, `checklist?.items.remove(at:)` to delete, "
          + "and `checklist?.items.firstIndex(where: { $0 === item })` to find an edited item.",
      ],
      hintsJa: [
        "`items` を読んだり変えたりしていたメソッドは、どれもチェックリストを通す"
          + "ようになります。",
        "読むときは `checklist?.items[indexPath.row]`、削除は "
          + "`checklist?.items.remove(at:)`、編集したアイテムを見つけるには "
          + "`checklist?.items.firstIndex(where: { $0 === item })` です。",
      ],
      stage: "Checklists05",
      scriptSHA256: "c9963ba9e3daefbfc95737fa1f611287e035721fbf21dbfaf5fca03b5fe810e0"),
    TutorialStep(
      id: "checklists-05/05-add-list", title: "Add a checklist",
      titleJa: "チェックリストを追加する",
      hints: [
        "The same pattern as the item detail screen: a screen, a protocol, and the "
          + "all-lists screen as its delegate.",
        "`ListDetailViewController` with a text field and Done rules as on the item screen, "
          + "and `protocol ListDetailViewControllerDelegate: AnyObject` with "
          + "`listDetailViewControllerDidCancel(_:)` and "
          + "`listDetailViewController(_:didFinishAdding:)`.",
        "`rightBarButton: .system(.add, segue: \"AddChecklist\")` with `.show(\"AddChecklist\", "
          + "to: \"ListDetailViewController\")`; in `prepare(for:sender:)` the all-lists screen "
          + "sets itself as the delegate, then appends the list and inserts its row.",
      ],
      hintsJa: [
        "Item Detail 画面と同じパターンです。画面と、プロトコルと、そのデリゲート"
          + "になるリスト一覧の画面です。",
        "アイテムの画面と同じテキストフィールドと Done の決まりを持つ "
          + "`ListDetailViewController` と、`listDetailViewControllerDidCancel(_:)` "
          + "と `listDetailViewController(_:didFinishAdding:)` を持つ `protocol "
          + "ListDetailViewControllerDelegate: AnyObject` です。",
        "`rightBarButton: .system(.add, segue: \"AddChecklist\")` と "
          + "`.show(\"AddChecklist\", to: \"ListDetailViewController\")` です。リスト一覧"
          + "の画面は `prepare(for:sender:)` で自分をデリゲートに設定し、受け取ったリ"
          + "ストを追加して行を挿入します。",
      ],
      stage: "Checklists05",
      scriptSHA256: "e0f91d8a12e1e25c8e2a29d83dfad78b1bbde9b11175056cb4fdced3436716c4",
      structureSHA256: "524e94096cd3d35825c2a815060baf95447d003f53376ceca03d4e4d74d0c70a",
      checkWordsJa: [
        "the List Detail screen to keep the delegate it is given: its `delegate` gives back another object":
          "List Detail 画面は、渡されたデリゲートをそのまま保持する必要があります。"
          + "`delegate` が別のオブジェクトを返しました。",
        "the List Detail screen's `delegate` to be weak: it still holds the all-lists screen after that screen closed":
          "List Detail 画面の `delegate` は weak にする必要があります。リスト一覧の"
          + "画面が閉じた後も、その画面を保持しています。",
      ]),
    TutorialStep(
      id: "checklists-05/06-rename-list", title: "Rename a checklist",
      titleJa: "チェックリストの名前を変える",
      hints: [
        "The all-lists rows need the ⓘ button too; this time, open the screen without a "
          + "segue.",
        "`cell.accessoryType = .detailDisclosureButton`; override "
          + "`tableView(_:accessoryButtonTappedForRowWith:)`, and make the screen with "
          + "`storyboard?.instantiateViewController(withIdentifier: "
          + "\"ListDetailViewController\")`.",
        "Set its `delegate` and `checklistToEdit`, then "
          + "`navigationController?.pushViewController(_:animated:)`; a third message, "
          + "`listDetailViewController(_:didFinishEditing:)`, updates that row's text.",
      ],
      hintsJa: [
        "リスト一覧の行にも ⓘ ボタンが必要です。今回はセグエを使わずに画面を開きま"
          + "す。",
        "`cell.accessoryType = .detailDisclosureButton` とし、"
          + "`tableView(_:accessoryButtonTappedForRowWith:)` をオーバーライドして、"
          + "`storyboard?.instantiateViewController(withIdentifier: "
          + "\"ListDetailViewController\")` で画面を作ります。",
        "その `delegate` と `checklistToEdit` を設定してから "
          + "`navigationController?.pushViewController(_:animated:)` を呼びます。3 つ"
          + "目のメッセージ `listDetailViewController(_:didFinishEditing:)` で、その行"
          + "のテキストを更新します。",
      ],
      stage: "Checklists05",
      scriptSHA256: "a3cc40df81babecf04a0e31df563f5bfc66ce49e134b4749ff9a1d03cf3c348e"),
    TutorialStep(
      id: "checklists-05/07-delete-list", title: "Delete a checklist",
      titleJa: "チェックリストを削除する",
      hints: [
        "The same data source method that deletes an item.",
        "`tableView(_:commit:forRowAt:)`: remove the checklist from the array, then "
          + "`tableView.deleteRows(at: [indexPath], with: .automatic)`.",
      ],
      hintsJa: [
        "アイテムを削除するのと同じデータソースのメソッドです。",
        "`tableView(_:commit:forRowAt:)` で配列からチェックリストを取り除き、それ"
          + "から `tableView.deleteRows(at: [indexPath], with: .automatic)` を呼びま"
          + "す。",
      ],
      stage: "Checklists05",
      scriptSHA256: "fc18defb1c42817349db7000bda023b02ee8331d4b64e7e108a915a4b197099e"),
  ]
}
