// Chapter 04's steps: the items are saved after every change and loaded at launch.

extension TutorialCatalog {
  /// Chapter 04: no more sample items; the user's own items are kept in a file.
  static let checklists04: [TutorialStep] = [
    TutorialStep(
      id: "checklists-04/01-start-empty", title: "Start with an empty list",
      hints: [
        "The sample items were there to see the table work. Where are they made?",
        "`var items = [ChecklistItem]()` in ChecklistViewController.",
      ],
      stage: "Checklists04",
      scriptSHA256: "d7809a96d88c83f27b0f7ce34e9187de724749a3c2583d60b1f49f2ee6ea2074",
      retires: [
        "checklists-01/02-one-row", "checklists-01/03-model", "checklists-01/04-five-rows",
        "checklists-01/05-checkmarks", "checklists-01/06-toggle", "checklists-01/07-delete",
      ]),
    TutorialStep(
      id: "checklists-04/02-codable", title: "Make the items Codable",
      hints: [
        "A property list can hold strings and Booleans. What lets Swift turn an item into "
          + "them and back?",
        "`final class ChecklistItem: Codable`: the compiler writes the rest, with the keys "
          + "\"text\" and \"checked\".",
      ],
      stage: "Checklists04",
      scriptSHA256: "4dc03374995c389769f74445b718853e7e5e1f6347d92881a05aaa61213fb099",
      structureSHA256: "34d09a42f64ca72d253332efe455f6a9d4eac4668a1dafce46c8fe1f64d450a9"),
    TutorialStep(
      id: "checklists-04/02t-test-save-load",
      title: "Write the test: a relaunch shows what was saved",
      hints: [
        "Launch with `let device = try Device(app: AppDelegate.self)`; add an item as a user "
          + "does: `try device.tap(\"+\")`, `try device.type(\"Buy milk\")`, `try "
          + "device.tap(\"Done\")`.",
        "`try device.crash()` stops the app with no callback; `try device.relaunch()` starts it "
          + "again in the same sandbox. Then `device.rowTexts` lists the rows, `device.screen` "
          + "draws them, and `device.inconsistency()` is nil while they agree with the model.",
        "Add two items, crash, relaunch, and expect `device.rowTexts == [\"Buy milk\", \"Call "
          + "mum\"]` and the list's `items` to hold the same texts.",
      ],
      stage: "Checklists04", scriptSHA256: nil,
      testFirst: TestFirst(
        testFile: "SaveTests.swift",
        courseTestSHA256: "3d6d7788b0dd2257b9300e279f0cae1e6cb83b6c80c8d69861c9fd3a02ac95d5",
        mutants: [
          "save-skipped": "384cb8ad12fcf1e109d527424acc7e6538b7ac2acfdd0242b201e50dfc003b23",
          "load-skipped": "ff38999a7a5f2d1b7fcbdae5ea55361cf4e67fb180fc1b5196aabd86bb75882b",
          "first-only": "d7f564d55b93b2cff529b87b9603a0d5ca31afb6b54f858b7f8a688053383df5",
        ],
        code: "saveChecklistItems() and loadChecklistItems()"
          + ", as the next step, \"Save the items, load them at launch\", says")),
    TutorialStep(
      id: "checklists-04/03-save-new-items", title: "Save the items, load them at launch",
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
      stage: "Checklists04",
      scriptSHA256: "c3bd8f6a5ee7c652b9082d83d456775fb4c9e9f6b0254da2af1dc08bda8889ed"),
    TutorialStep(
      id: "checklists-04/04-save-checkmarks", title: "Save when an item is checked",
      hints: [
        "Which method changes `checked`?",
        "Call `saveChecklistItems()` at the end of `tableView(_:didSelectRowAt:)`.",
      ],
      stage: "Checklists04",
      scriptSHA256: "91661d6ae2aa3add0a94615f8323cbcfa6520712bab25142232f46cc66a1ae70"),
    TutorialStep(
      id: "checklists-04/05-save-edits", title: "Save when an item is edited",
      hints: [
        "The detail screen changes the item; who hears about it?",
        "Call `saveChecklistItems()` in `itemDetailViewController(_:didFinishEditing:)`.",
      ],
      stage: "Checklists04",
      scriptSHA256: "6e22aea551a62c04b90ce0b65f2403476786c53d28b62cffc525ecef6d460076"),
    TutorialStep(
      id: "checklists-04/06-save-deletions", title: "Save when an item is deleted",
      hints: [
        "One change is left unsaved.",
        "Call `saveChecklistItems()` at the end of `tableView(_:commit:forRowAt:)`.",
      ],
      stage: "Checklists04",
      scriptSHA256: "ab26ae51f8649529831f32e758c4f8d1276a13ab91d3090baa672bd888273f34"),
  ]
}
