// Chapter 04's steps: the items are saved after every change and loaded at launch.

extension TutorialCatalog {
  /// Chapter 04: no more sample items; the user's own items are kept in a file.
  static let checklists04: [TutorialStep] = [
    TutorialStep(
      id: "checklists-04/01-start-empty", title: "Start with an empty list",
      titleJa: "空のリストから始める",
      hints: [
        "The sample items were there to see the table work. Where are they made?",
        "`var items = [ChecklistItem]()` in ChecklistViewController.",
      ],
      hintsJa: [
        "サンプルアイテムは、テーブルビューが動くのを見るためのものでした。どこで"
          + "作られているでしょう。",
        "ChecklistViewController で `var items = [ChecklistItem]()` とします。",
      ],
      stage: "Checklists04",
      scriptSHA256: "d7809a96d88c83f27b0f7ce34e9187de724749a3c2583d60b1f49f2ee6ea2074",
      retires: [
        "checklists-01/02-one-row", "checklists-01/03-model", "checklists-01/04-five-rows",
        "checklists-01/05-checkmarks", "checklists-01/06-toggle", "checklists-01/07-delete",
      ]),
    TutorialStep(
      id: "checklists-04/02-codable", title: "Make the items Codable",
      titleJa: "アイテムを Codable にする",
      hints: [
        "A property list can hold strings and Booleans. What lets Swift turn an item into "
          + "them and back?",
        "`final class ChecklistItem: Codable`: the compiler writes the rest, with the keys "
          + "\"text\" and \"checked\".",
      ],
      hintsJa: [
        "プロパティリストは文字列や真偽値を保持できます。アイテムをそれらに変換"
          + "し、また元に戻せるようにするのは何でしょう。",
        "`final class ChecklistItem: Codable` です。残りはコンパイラーが、「text」と"
          + "「checked」というキーで書いてくれます。",
      ],
      stage: "Checklists04",
      scriptSHA256: "4dc03374995c389769f74445b718853e7e5e1f6347d92881a05aaa61213fb099",
      structureSHA256: "34d09a42f64ca72d253332efe455f6a9d4eac4668a1dafce46c8fe1f64d450a9",
      checkWordsJa: [
        "items read from Checklists.plist to keep their \"text\"":
          "Checklists.plist から読み込んだアイテムは「text」を保っている必要がありま"
          + "す。",
        "items read from Checklists.plist to keep their checkmark, saved as \"checked\"":
          "Checklists.plist から読み込んだアイテムは、「checked」として保存されたチ"
          + "ェックマークを保っている必要があります。",
        "an item saved and read back to keep its text":
          "保存して読み戻したアイテムは、テキストを保っている必要があります。",
        "an item saved and read back to keep its checkmark":
          "保存して読み戻したアイテムは、チェックマークを保っている必要があります。",
      ]),
    TutorialStep(
      id: "checklists-04/02t-test-save-load",
      title: "Write the test: a relaunch shows what was saved",
      titleJa: "テストを書く：再起動すると保存したものが表示される",
      hints: [
        "Start from no saved file: `try? FileManager.default.removeItem(at: documents"
          + ".appendingPathComponent(\"Checklists.plist\"))`, where `documents` is "
          + "`FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]`. Then "
          + "show the list as at launch: `let window = UIWindow()`, `window.rootViewController "
          + "= UIStoryboard(name: \"Main\", bundle: nil).instantiateInitialViewController()`, "
          + "`window.makeKeyAndVisible()`; the list is the navigation controller's "
          + "`topViewController`.",
        "Add an item as \"+\" and Done do: `list.performSegue(withIdentifier: \"AddItem\", "
          + "sender: nil)`; the screen on top is an `ItemDetailViewController`: "
          + "`loadViewIfNeeded()`, set its `textField.text`, call `done()`.",
        "Add two items, then make a new list screen from the storyboard, as the next launch "
          + "does, call its `loadViewIfNeeded()`, and expect its `items` to hold \"Buy milk\" "
          + "and \"Call mum\", in order.",
      ],
      hintsJa: [
        "保存されたファイルがない状態から始めます：`documents` を "
          + "`FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]` とし"
          + "て、`try? FileManager.default.removeItem(at: documents"
          + ".appendingPathComponent(\"Checklists.plist\"))`。それから、起動したときと同じよ"
          + "うにリストを表示します：`let window = UIWindow()`、`window.rootViewController = "
          + "UIStoryboard(name: \"Main\", bundle: nil).instantiateInitialViewController()`、"
          + "`window.makeKeyAndVisible()`。リストはナビゲーションコントローラーの "
          + "`topViewController` です。",
        "「+」と Done と同じようにアイテムを追加します：`list.performSegue(withIdentifier: "
          + "\"AddItem\", sender: nil)`。一番上の画面は `ItemDetailViewController` で、"
          + "`loadViewIfNeeded()` を呼び、`textField.text` を設定し、`done()` を呼びます。",
        "アイテムを 2 つ追加してから、次の起動と同じようにストーリーボードから新しいリスト画面を"
          + "作り、その `loadViewIfNeeded()` を呼んで、`items` に「Buy milk」と「Call mum」が"
          + "順に入っていることを確かめます。",
      ],
      stage: "Checklists04", scriptSHA256: nil,
      testFirst: TestFirst(
        testFile: "SaveTests.swift",
        courseTestSHA256: "5d4e1989f9f408dc0b345d72e727d7e0d8216f2f237c2e476faa74db2e2676f5",
        mutants: [
          "save-skipped": "b0260861febf0750857c9d102335a9d1774f50a1504b1460166f58353031ef38",
          "load-skipped": "e0c5e20f975ba38cd2d5f752ed5cf55bcdd7731e0f73fbf41879fb6a9751bec9",
          "first-only": "e4e986e74017ee98301268244fd4ed3d4f20c8f9b32f0662445ce7f26a5853ef",
        ],
        code: "saveChecklistItems() and loadChecklistItems()"
          + ", as the next step, \"Save the items, load them at launch\", says",
        codeJa: "次のステップ「アイテムを保存し、起動時に読み込む」で書く saveChecklistItems() と loadChecklistItems()")),
    TutorialStep(
      id: "checklists-04/03-save-new-items", title: "Save the items, load them at launch",
      titleJa: "アイテムを保存し、起動時に読み込む",
      hints: [
        "Two methods: one writes the whole array to a file in Documents, one reads it back "
          + "when the view loads.",
        "`FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]"
          + ".appendingPathComponent(\"Checklists.plist\")`; `PropertyListEncoder().encode("
          + "items)`, then `data.write(to:options: .atomic)`.",
        "`loadChecklistItems()` in `viewDidLoad()`: `guard let data = try? Data(contentsOf:)`, "
          + "then `PropertyListDecoder().decode([ChecklistItem].self, from: data)`; call "
          + "`saveChecklistItems()` after adding.",
      ],
      hintsJa: [
        "メソッドは 2 つです。1 つは配列全体を Documents のファイルに書き出し、も"
          + "う 1 つはビューが読み込まれるときにそれを読み戻します。",
        "`FileManager.default.urls(for: .documentDirectory, in: "
          + ".userDomainMask)[0].appendingPathComponent(\"Checklists.plist\")` です。"
          + "`PropertyListEncoder().encode(items)` の後に `data.write(to:options: "
          + ".atomic)` を呼びます。",
        "`viewDidLoad()` で `loadChecklistItems()` を呼びます。`guard let data = "
          + "try? Data(contentsOf:)` の後に "
          + "`PropertyListDecoder().decode([ChecklistItem].self, from: data)` です。追"
          + "加の後には `saveChecklistItems()` を呼びます。",
      ],
      stage: "Checklists04",
      scriptSHA256: "c3bd8f6a5ee7c652b9082d83d456775fb4c9e9f6b0254da2af1dc08bda8889ed"),
    TutorialStep(
      id: "checklists-04/04-save-checkmarks", title: "Save when an item is checked",
      titleJa: "チェックしたときに保存する",
      hints: [
        "Which method changes `checked`?",
        "Call `saveChecklistItems()` at the end of `tableView(_:didSelectRowAt:)`.",
      ],
      hintsJa: [
        "`checked` を変えるのはどのメソッドでしょう。",
        "`tableView(_:didSelectRowAt:)` の最後で `saveChecklistItems()` を呼びま"
          + "す。",
      ],
      stage: "Checklists04",
      scriptSHA256: "91661d6ae2aa3add0a94615f8323cbcfa6520712bab25142232f46cc66a1ae70"),
    TutorialStep(
      id: "checklists-04/05-save-edits", title: "Save when an item is edited",
      titleJa: "編集したときに保存する",
      hints: [
        "The detail screen changes the item; who hears about it?",
        "Call `saveChecklistItems()` in `itemDetailViewController(_:didFinishEditing:)`.",
      ],
      hintsJa: [
        "アイテムを変えるのは詳細画面です。それを知らされるのは誰でしょう。",
        "`itemDetailViewController(_:didFinishEditing:)` で "
          + "`saveChecklistItems()` を呼びます。",
      ],
      stage: "Checklists04",
      scriptSHA256: "6e22aea551a62c04b90ce0b65f2403476786c53d28b62cffc525ecef6d460076"),
    TutorialStep(
      id: "checklists-04/06-save-deletions", title: "Save when an item is deleted",
      titleJa: "削除したときに保存する",
      hints: [
        "One change is left unsaved.",
        "Call `saveChecklistItems()` at the end of `tableView(_:commit:forRowAt:)`.",
      ],
      hintsJa: [
        "保存されていない変更が 1 つ残っています。",
        "`tableView(_:commit:forRowAt:)` の最後で `saveChecklistItems()` を呼びま"
          + "す。",
      ],
      stage: "Checklists04",
      scriptSHA256: "ab26ae51f8649529831f32e758c4f8d1276a13ab91d3090baa672bd888273f34"),
  ]
}
