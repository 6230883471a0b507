// The exercises of the side tracks: archiving, Codable, Core Data, a task list, names.

extension ExerciseCatalog {
  /// One or two per side track, in the order the course visits them.
  static let sideTracks: [Exercise] = [
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
  ]
}
