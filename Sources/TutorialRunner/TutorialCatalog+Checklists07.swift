// Chapter 07's steps: what remains, the lists in order, and an icon for each.

extension TutorialCatalog {
  /// Chapter 07: subtitles that count what remains, lists sorted by name, and icons picked
  /// on a screen with its own delegate.
  static let checklists07: [TutorialStep] = [
    TutorialStep(
      id: "checklists-07/01-subtitle", title: "A subtitle under each list",
      hints: [
        "A registered cell class always comes out in the default style, which has no "
          + "detail label.",
        "Register nothing: `tableView.dequeueReusableCell(withIdentifier:)` (without `for:`) "
          + "returns nil when there is no cell to reuse, and you make "
          + "`UITableViewCell(style: .subtitle, reuseIdentifier:)`.",
        "`cell.detailTextLabel?.text = \"(No Items)\"` when `checklist.items.isEmpty`.",
      ],
      stage: "Checklists07",
      scriptSHA256: "35d2ec247c4c5896836d709c5101840ea296263f8af4272fbd2de04628e5f4ca"),
    TutorialStep(
      id: "checklists-07/01t-test-remaining",
      title: "Write the test: the subtitle counts what remains",
      hints: [
        "Launch with `let device = try Device(app: AppDelegate.self)` (a first launch opens "
          + "\"List\"); add items with `try device.tap(\"+\")`, `try device.type(\"Milk\")`, "
          + "`try device.tap(\"Done\")`; `try device.goBack()` shows the list of lists.",
        "A row's subtitle is `device.rows.first { $0.text == \"List\" }?.detail`; "
          + "`device.rowTexts` has the texts without it and `device.screen` draws both. "
          + "`device.inconsistency()` is nil while the rows agree with the data source.",
        "Go back after each change and read the subtitle: \"2 Remaining\", then (check Milk) "
          + "\"1 Remaining\", (check Eggs) \"All Done!\", (delete both) \"(No Items)\".",
      ],
      stage: "Checklists07", scriptSHA256: nil,
      testFirst: TestFirst(
        testFile: "RemainingTests.swift",
        courseTestSHA256: "e781189afdd67c4faa940db42ae93e501e3c99c951ce7f6b7b6404de7f5ed7e3",
        mutants: [
          "count-all": "30ea904a32ecf4bc758f51c5399eac2428f60bd707425ac29f490e3635d0a78d",
          "no-reload": "8f0c4ca9a0c7e1c430cdc40f50f1e4359b5966056a35c3b05f228aae4c012b7f",
          "empty-and-done-swapped":
            "ced6f5d7d9e9e38c88b81bcc7984014a944971b6765994988b40cc8d7fc5d8b0",
          "total-shown": "560bf3cd43bbda39c92a0d9cb634314ac072aa50974b5f8f73fd2ae6875456f1",
        ],
        code: "countUncheckedItems() and the subtitle, reloaded in viewWillAppear(_:)"
          + ", as the next step, \"Count what remains\", says")),
    TutorialStep(
      id: "checklists-07/02-remaining", title: "Count what remains",
      hints: [
        "Count the unchecked items; and when does the first screen learn that an item was "
          + "checked on another?",
        "`func countUncheckedItems() -> Int` in Checklist; the subtitle is \"(No Items)\", "
          + "\"All Done!\" for a count of 0, else \"\\(count) Remaining\".",
        "`override func viewWillAppear(_:)` in the all-lists screen calls "
          + "`tableView.reloadData()`.",
      ],
      stage: "Checklists07",
      scriptSHA256: "1267252bb6547792c38bc173f52021122f01c604bbba06ab28c2f4ac19f42046"),
    TutorialStep(
      id: "checklists-07/03-sorted-new-lists", title: "Keep the lists sorted by name",
      hints: [
        "A new list's row can land anywhere, so inserting one row at the end no longer fits.",
        "`sortChecklists()` in DataModel: `lists.sort { $0.name.localizedStandardCompare($1"
          + ".name) == .orderedAscending }`, the Finder's order.",
        "After appending: `dataModel.sortChecklists()` and `tableView.reloadData()`; sort "
          + "after loading too.",
      ],
      stage: "Checklists07",
      scriptSHA256: "e78d8cdf4527e7c92979484ad0f359550ee3f11291422f71478f932971f3344d"),
    TutorialStep(
      id: "checklists-07/04-sorted-renames", title: "Sort again after a rename",
      hints: [
        "A new name may belong elsewhere in the list.",
        "In `listDetailViewController(_:didFinishEditing:)`: `dataModel.sortChecklists()` and "
          + "`tableView.reloadData()`.",
      ],
      stage: "Checklists07",
      scriptSHA256: "b28aaaff5a25913646a62b89860b0e8b6bc3031305343a2f31addd41ff6d4c49"),
    TutorialStep(
      id: "checklists-07/05-icon", title: "Give each list an icon",
      hints: [
        "The model gets a name for the icon; the list detail screen a second section that "
          + "shows it. And a file saved by chapter 06 has no icon at all.",
        "`var iconName: String` in Checklist, \"No Icon\" unless given one; the scene's "
          + "`staticCells` gain a second section `[.label(outlet: \\.iconLabel)]`, headed "
          + "\"Icon\" by `tableView(_:titleForHeaderInSection:)`.",
        "Write `init(from:)` yourself: `container.decodeIfPresent(String.self, forKey: "
          + ".iconName) ?? \"No Icon\"`; the list detail screen starts with `var iconName = "
          + "\"Folder\"` and shows it in `viewDidLoad()`.",
      ],
      stage: "Checklists07",
      scriptSHA256: "ae4c19e39672f1aabb0dd5be987b8320e61a3ac4bd32358fe99ea067a91d97a2",
      structureSHA256: "f2a7f97796b91d162cbcc739eaba4f3de674397505ff52bd8e248f3518c1666c"),
    TutorialStep(
      id: "checklists-07/06-icon-picker", title: "Choose the icon on a screen of its own",
      hints: [
        "The same delegate pattern once more: the picker knows nothing about checklists, "
          + "only icon names.",
        "`IconPickerViewController` shows the names, checks `selectedIconName`, and tells "
          + "`weak var delegate: IconPickerViewControllerDelegate?` "
          + "`iconPicker(_:didPick:)` on a tap.",
        "The icon row is selectable (`willSelectRowAt` returns its index path) and performs "
          + "\"PickIcon\"; the list detail screen adopts the protocol, shows the name, pops the "
          + "picker, and hands `iconName` to the checklist on Done.",
      ],
      stage: "Checklists07",
      scriptSHA256: "d5a4c932ae064a11acefc4dfafd28a24a0e2a847f3cdaf0f0bda1611113d1dcb",
      structureSHA256: "da928842bac63b26e8a7ae5755de2ea99c65ce55cc6bbe89f68047105b2ca130"),
    TutorialStep(
      id: "checklists-07/07-icon-kept", title: "Keep the icon, or forget it on Cancel",
      hints: [
        "Where does a picked icon wait until Done?",
        "In the list detail screen's `iconName`, never in the checklist: Cancel forgets it "
          + "with the screen, and Done sets `checklist.iconName`, which is saved with the "
          + "lists.",
      ],
      stage: "Checklists07",
      scriptSHA256: "d6e69412726b341ed7a4967dbe14dfdd3b38206d579258aab806d91e2cc6009d"),
  ]
}
