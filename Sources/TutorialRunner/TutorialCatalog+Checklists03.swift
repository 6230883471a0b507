// Chapter 03's steps: one screen that adds and edits items.

extension TutorialCatalog {
  /// Chapter 03: the Add Item screen learns to edit, and the checkmark moves to the left.
  static let checklists03: [TutorialStep] = [
    TutorialStep(
      id: "checklists-03/01-checkmark-label", title: "Move the checkmark to a label on the left",
      hints: [
        "The prototype cell can hold more than one label, each with its own tag.",
        "`PrototypeCell(\"ChecklistItem\", labels: [1001, 1000])`, and in "
          + "`configureCheckmark(for:with:)` set the text of `cell.viewWithTag(1001) as? "
          + "UILabel` instead of the accessory.",
        "`label.text = item.checked ? \"√\" : \"\"`: both ways, since cells are reused.",
      ],
      stage: "Checklists03",
      scriptSHA256: "46ab169a013e0b3692514e1493b4ead807f95f4858db9e6eec1de27c879bcb5e"),
    TutorialStep(
      id: "checklists-03/02-item-detail", title: "One item detail screen, pushed",
      hints: [
        "Rename the class, the protocol and its two methods: Xcode's Refactor ▸ Rename would; "
          + "here, the compiler lists every place you missed.",
        "`ItemDetailViewController`, `ItemDetailViewControllerDelegate`, "
          + "`itemDetailViewControllerDidCancel(_:)` and "
          + "`itemDetailViewController(_:didFinishAdding:)`.",
        "The segue becomes `.show(\"AddItem\", to: \"ItemDetailViewController\")` (no navigation "
          + "controller of its own), `prepare` casts `segue.destination` directly, and the list "
          + "closes the screen with `navigationController?.popViewController(animated: true)`.",
      ],
      stage: "Checklists03",
      scriptSHA256: "5ab1e62518a7e371e78f71a7a8f06641286469abf7b3be627a4257d5898c1ee1",
      structureSHA256: "6da603ec80f9f81fd94ed90619207ae324a55513cef8bbb4599eb6da3d6f9345",
      retires: ["checklists-02/05-delegate"]),
    TutorialStep(
      id: "checklists-03/03-edit-screen", title: "Open an item for editing",
      hints: [
        "The row needs a button, and the detail screen needs to know which item it shows, "
          + "before its view exists.",
        "`accessory: .detailDisclosureButton, accessorySegue: \"EditItem\"` on the prototype; in "
          + "`prepare(for:sender:)` the sender is the cell: `tableView.indexPath(for: cell)` "
          + "gives its row, and so `itemToEdit`.",
        "In `viewDidLoad()` of the detail screen: `if let item = itemToEdit { title = \"Edit "
          + "Item\"; textField.text = item.text; doneBarButton.isEnabled = true }`.",
      ],
      stage: "Checklists03",
      scriptSHA256: "466c3a71ed6e87664fce999e0166b65d1d5a64b59495bcd104645d881da3a34d"),
    TutorialStep(
      id: "checklists-03/03t-test-save-edit",
      title: "Write the test: Done changes the item in place",
      hints: [
        "Launch with `let device = try Device(app: AppDelegate.self)`, open a row with its "
          + "button, `try device.tapAccessory(row: 1)`, then `try device.type(\" twice\")` and "
          + "`try device.tap(\"Done\")`.",
        "Compare `device.rowTexts` before and after: only the edited row may change. "
          + "`device.screen` draws the screen, `device.title` names it, and "
          + "`device.inconsistency()` is nil while the rows agree with the data source.",
        "Expect `device.title == \"Checklists\"`, the rows with the second one now \"Brush my "
          + "teeth twice\", and `items` of `device.visibleController as? "
          + "ChecklistViewController` to say the same.",
      ],
      stage: "Checklists03", scriptSHA256: nil,
      testFirst: TestFirst(
        testFile: "EditItemTests.swift",
        courseTestSHA256: "760facac4747da720dd512a833597c3309f71b423dd865285ea26273b0f207d2",
        mutants: [
          "wrong-row": "262bd1d9ef9c109a8b564fed6373dbfbc6412f1b89c7976d3bad8ff1453f4273",
          "edit-adds": "4196d314f69ec0d53188e5c1610e50adbe2a0e56cad00eaead7f22f7de9aeb23",
          "stays-open": "f65e34f32c876590c1080eb77f8fa8dbc448c5f4467b2c115d309880b0490228",
          "text-not-kept": "049ceba8551ec6950d6535f30895d3e976d910205bb5ce10b512801fe011504d",
        ],
        code: "itemDetailViewController(_:didFinishEditing:)"
          + ", as the next step, \"Done changes the item in place\", says")),
    TutorialStep(
      id: "checklists-03/04-save-edit", title: "Done changes the item in place",
      hints: [
        "Done now has two cases: a new item, or the item it was given.",
        "A third message, `itemDetailViewController(_:didFinishEditing:)`; `done()` sets "
          + "`item.text` on `itemToEdit` and sends it.",
        "The list finds the item's row, and sets the text of that cell only, with "
          + "`tableView.cellForRow(at:)`; then it pops the detail screen.",
      ],
      stage: "Checklists03",
      scriptSHA256: "9473454f5454769fcaa9887477a06a60e13a815ef756e289dccb6e3fd99ea3ec",
      structureSHA256: "d494c38597f0b28922bb800c0c66fdb8c842b110c80f54df5d796ff45cfebf61"),
    TutorialStep(
      id: "checklists-03/05-identity", title: "Find the edited item by identity",
      hints: [
        "Two items may have the same text. What tells them apart?",
        "Make `ChecklistItem` a `final class` with an `init(text:checked:)`; then "
          + "`items.firstIndex(where: { $0 === item })` finds the very item that was edited.",
      ],
      stage: "Checklists03",
      scriptSHA256: "a5df67e81a4cb4bbffd5c4d4e193a14de7cd1eed4df611c7147cb6220d4c4ae5"),
    TutorialStep(
      id: "checklists-03/06-two-modes", title: "One screen, two modes",
      hints: [
        "Each segue makes a new detail screen: what decides its mode?",
        "Set `itemToEdit` only for the \"EditItem\" segue; the storyboard's title stays \"Add "
          + "Item\" and `viewDidLoad()` changes it only in edit mode.",
      ],
      stage: "Checklists03",
      scriptSHA256: "1814d3901b01f58d26e477d2aba652c59b62b74bd6221d359fec09611089103a"),
  ]
}
