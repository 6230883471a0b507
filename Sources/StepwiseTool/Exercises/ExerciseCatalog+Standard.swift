// The exercises of the course: two or more per Checklists chapter, one per side track.

extension ExerciseCatalog {
  /// The course's exercises, in teaching order.
  ///
  /// After changing a test file on purpose, run `swift test --filter ExerciseCatalogTests`:
  /// its failure gives the new SHA-256 to record here.
  static let standard = ExerciseCatalog(
    exercises: [
      Exercise(
        id: "checklists-01/item-count",
        title: "Show the item count in the title",
        stage: "Checklists01",
        files: ["ChecklistViewController.swift"],
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
        testsSHA256: "662f551309d4c8f53efdb081775e2ae68aa1d36befffddd8ba186bc52716f018",
        startersSHA256: ["9cf2b6332852fb585acac9162519b5873bf3b3d9a8690f07935625398cd66f00"]),
      Exercise(
        id: "checklists-01/sort-button",
        title: "Add a Sort button",
        stage: "Checklists01",
        files: ["Storyboard.swift", "ChecklistViewController.swift"],
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
        testsSHA256: "2db0694a089d249d0c3d14710eab7deb1475fcf00ed7988eef8c100a182b4f59",
        startersSHA256: [
          "9969d638d7f626b48b27fbd584f32ba9c037d6fb7177b4463cf333b21116ee13",
          "b1740e98659cc0fb4d548ab9fc5513ec55b8ce51d5988cf2980620fd09041a1b",
        ]),
      Exercise(
        id: "checklists-02/blank-text",
        title: "Make Done ignore whitespace-only text",
        stage: "Checklists02",
        files: ["AddItemViewController.swift"],
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
        testsSHA256: "18af10c7ef9b4abcdff01210312a8159b642685e91caaf432b3f7b7814ae0b5f",
        startersSHA256: ["314f26ef62412765511fd71663a6c28fb84f0ba6b2a943ca1caacd7a0cb3e5d8"]),
      Exercise(
        id: "checklists-02/new-items-first",
        title: "Put new items at the top",
        stage: "Checklists02",
        files: ["ChecklistViewController.swift"],
        hints: [
          "The new item arrives in `addItemViewController(_:didFinishAdding:)`. Two lines "
            + "decide where it goes: one for the array, one for the table.",
          "`items.insert(item, at: 0)` puts it first in the model; the row the table must "
            + "insert is then row 0 of section 0.",
          "Replace `items.append(item)` with `items.insert(item, at: 0)`, and make the "
            + "index path `IndexPath(row: 0, section: 0)`. The other rows move down by "
            + "themselves: that is what `insertRows` tells the table.",
        ],
        testsSHA256: "33a19ca048845e68b465af75d64d81c86a40d031b8804df05f61cda001c62a9a",
        startersSHA256: ["38099b0d4c0f4fdb84fb198625719bd59ec043266a820ed21c12c877ccba8f53"]),
      Exercise(
        id: "checklists-03/done-when-changed",
        title: "Let Edit Item wait for a change",
        stage: "Checklists03",
        files: ["ItemDetailViewController.swift"],
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
        testsSHA256: "004cda0204bf3ea20a4fab028a3828ef16fc403cab76ba2cae5ed5edf743d5ed",
        startersSHA256: ["92966fe9804cbdb3ed1905bd573bda0f1d59e669cd367c55204600e5f7af9eef"]),
      Exercise(
        id: "checklists-03/edit-unchecks",
        title: "Uncheck an item whose text changes",
        stage: "Checklists03",
        files: ["ItemDetailViewController.swift", "ChecklistViewController.swift"],
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
        testsSHA256: "a4825c9fae98e7b72d6cabf53effa32b735f4c675cf6c6a2c2babb83a88e09f3",
        startersSHA256: [
          "f9fd26b9ddff35d990592612bccff9be04a7c176ab9395042866ed1d634a2b3f",
          "57e6bc54e744ba9548366ea98c7b69eaa611fc1cc6abb3191c884cb241a856a9",
        ]),
      Exercise(
        id: "checklists-04/first-launch-samples",
        title: "Show sample items on the very first launch only",
        stage: "Checklists04",
        files: ["ChecklistViewController.swift"],
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
        testsSHA256: "0b019a72620b32428d59a96e1620ef0e8dc385d76271ef8b5c6ac4b720e4ba9b",
        startersSHA256: ["bddc7515f1ac52df1a32f65ef09c5a3e16678eaf8033b771a35f74c55c218dbf"]),
      Exercise(
        id: "checklists-04/json-file",
        title: "Save the items as JSON",
        stage: "Checklists04",
        files: ["ChecklistViewController.swift"],
        hints: [
          "Look under \"Saving and loading\": one method names the file, one encodes, one "
            + "decodes. `Codable` is not tied to one format.",
          "Foundation's `JSONEncoder` and `JSONDecoder` have the same `encode(_:)` and "
            + "`decode(_:from:)` as the property-list encoder and decoder.",
          "Change three things: the name in `dataFilePath()` to \"Checklists.json\", "
            + "`PropertyListEncoder()` to `JSONEncoder()`, and `PropertyListDecoder()` to "
            + "`JSONDecoder()`.",
        ],
        testsSHA256: "f8fd68554de2078c1f22a45ec2e2f1bb90ad96381fbd990bb7d588ae84221121",
        startersSHA256: ["112ea03658c1d04e9fb22ccad218418a24fde7ea63c0ae1b4583a45971ffc0a5"]),
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
