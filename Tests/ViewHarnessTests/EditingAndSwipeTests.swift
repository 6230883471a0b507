// Editing mode and swipe actions end to end: drawn, made by gestures and script lines,
// refused with reasons, and found by the fuzzer.

import Foundation
import HeadlessUIKit
import Testing

@testable import ViewHarness

@MainActor
@Suite struct EditingAndSwipeTests {
  func shelf(editing: Bool = false) throws -> (Device, ShelfViewController) {
    let device = try Device(app: ShelfApp.descriptor)
    if editing { try device.tap("Edit") }
    let controller = try #require(device.visibleController as? ShelfViewController)
    return (device, controller)
  }

  func message(_ gesture: () throws -> Void) throws -> String {
    try #require(throws: GestureError.self) { try gesture() }.message
  }

  // MARK: - Editing mode

  @Test func editingModeShowsEachRowsMinusAndTheGripOfRowsThatMove() throws {
    let (device, _) = try shelf(editing: true)

    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │ Done             Shelf                   │
        ├──────────────────────────────────────────┤
        │ ⊖ ➚ Passport                             │
        │ ⊖ ▭ Receipts                           ≡ │
        │ ⊖ ⊎ Shopping list                      ≡ │
        │ ⊖ ▣ Stripes                            ≡ │
        │   ★ Favourites                           │
        ╰──────────────────────────────────────────╯
        """)
    #expect(
      device.rows.map(\.editing) == [
        .init(control: .delete, showsReorderControl: false),
        .init(control: .delete, showsReorderControl: true),
        .init(control: .delete, showsReorderControl: true),
        .init(control: .delete, showsReorderControl: true),
        .init(control: .none, showsReorderControl: false),
      ])

    try device.tap("Done")
    #expect(device.rows.allSatisfy { $0.editing == nil })
  }

  @Test func aMoveMovesTheTablesRowThenTellsTheDataSourceWhereItWent() throws {
    let (device, controller) = try shelf(editing: true)

    try device.perform(.moveRow("Stripes", to: 1))

    #expect(controller.calls == ["move 3 to 1"])
    #expect(device.rowTexts == ["Passport", "Stripes", "Receipts", "Shopping list", "Favourites"])
    #expect(
      device.transcript.lastGesture == [
        "▶ move row \"Stripes\" to 1", "  tableView(_:moveRowAt: [0, 3], to: [0, 1])",
      ])
  }

  @Test func theDelegateMayDropTheRowElsewhere() throws {
    let (device, controller) = try shelf(editing: true)

    // Nothing goes above the passport: the delegate turns a drop at 0 into a drop at 1.
    try device.moveRow(2, to: 0)

    #expect(controller.calls == ["move 2 to 1"])
    #expect(device.rowTexts.prefix(2) == ["Passport", "Shopping list"])
  }

  @Test func aMoveTheUserCannotMakeSaysWhy() throws {
    let (device, controller) = try shelf()
    #expect(
      try message { try device.moveRow(1, to: 2) }
        == "the table is not in editing mode (tap \"Edit\" first)")

    try device.tap("Edit")
    #expect(
      try message { try device.moveRow(1, to: 9) } == "row 1 cannot move to 9: places are 0 to 4")
    #expect(
      try message { try device.moveRow(0, to: 2) }
        == "row 0 cannot move: canMoveRowAt says no, so it has no reorder control")
    #expect(try message { try device.moveRow(7, to: 0) } == "there is no row 7 (rows are 0 to 4)")
    #expect(controller.calls.isEmpty)
  }

  @Test func theMinusRevealsDeleteAndTappingItCommitsTheDeletion() throws {
    let (device, controller) = try shelf(editing: true)

    try device.tapEditingControl(row: 1)

    #expect(device.screen.contains("│ ⊖ ▭ Receipts                    [Delete] │"))
    #expect(
      device.rows[1].revealedActions
        == .init(
          edge: .trailing, actions: [.init(title: "Delete", isDestructive: true, color: "#ff3b30")])
    )
    #expect(controller.calls.isEmpty, "the minus alone deletes nothing")

    try device.tap("Delete")

    #expect(controller.calls == ["commit delete 1"])
    #expect(device.rowTexts == ["Passport", "Shopping list", "Stripes", "Favourites"])
    #expect(
      device.transcript.lastGesture.contains("  tableView(_:commit: .delete, forRowAt: [0, 1])"))
  }

  @Test func deleteRowInEditingModeTakesTheMinusThenDelete() throws {
    let (device, controller) = try shelf(editing: true)

    try device.deleteRow("Stripes")

    #expect(controller.calls == ["commit delete 3"])
    #expect(
      device.transcript.lastGesture == [
        "▶ delete row \"Stripes\"", "  editing mode: the row's red minus, then its Delete button",
        "  tableView(_:commit: .delete, forRowAt: [0, 3])", "  deleteRows(at: [[0, 3]])",
      ])
  }

  @Test func aRowWithNoEditingControlCannotHaveItTapped() throws {
    let (device, _) = try shelf(editing: true)

    #expect(
      try message { try device.tapEditingControl(row: "Favourites") }
        == "row 4 has no editing control (canEditRowAt says no, or its editingStyleForRowAt is .none)"
    )
  }

  // MARK: - Swipes

  @Test func aSwipeLeftRevealsTheTrailingButtonsAndATapRunsOne() throws {
    let (device, controller) = try shelf()

    try device.swipeRow(1, .left)

    #expect(device.screen.contains("│ ▭ Receipts            [Archive] [Delete] │"))
    #expect(
      device.rows[1].revealedActions
        == .init(
          edge: .trailing,
          actions: [
            .init(title: "Delete", isDestructive: true, color: "#ff3b30"),
            .init(title: "Archive", isDestructive: false, color: "#007aff"),
          ]))
    #expect(
      device.transcript.lastGesture == [
        "▶ swipe left on row 1", "  tableView(_:trailingSwipeActionsConfigurationForRowAt: [0, 1])",
        "  row 1 shows \"Delete\", \"Archive\"",
      ])

    try device.tap("Archive")

    #expect(controller.calls == ["Archive 1"])
    #expect(controller.archived == ["Receipts"])
    #expect(device.rowTexts == ["Passport", "Shopping list", "Stripes", "Favourites"])
    #expect(device.rows.allSatisfy { $0.revealedActions == nil })
    #expect(
      device.transcript.lastGesture.contains("  swipe action \"Archive\" tapped on row [0, 1]"))
  }

  @Test func aSwipeRightRevealsTheLeadingButtons() throws {
    let (device, controller) = try shelf()

    try device.perform(.swipeRow("Shopping list", .right))
    #expect(device.screen.contains("│ [Pin] ⊎ Shopping list                    │"))
    try device.tap("Pin")

    #expect(controller.pinned == ["Shopping list"])
  }

  @Test func anyOtherGestureClosesTheButtonsAndATapOnTheTableSelectsNothing() throws {
    let (device, controller) = try shelf()
    try device.swipeRow(1, .left)

    try device.tapRow(0)

    #expect(device.rows.allSatisfy { $0.revealedActions == nil })
    #expect(device.visibleTable?.indexPathForSelectedRow == nil)
    #expect(
      device.transcript.lastGesture == [
        "▶ tap row 0", "  the buttons on row 1 close",
        "  the tap only closes them: no row is selected",
      ])
    #expect(
      try message { try device.tap("Archive") }
        == "there is no button \"Archive\" on screen (it shows \"Edit\")")
    #expect(controller.archived.isEmpty)
  }

  @Test func aFullSwipeRunsTheFirstButtonUnlessItsConfigurationSaysNo() throws {
    let (device, controller) = try shelf()

    try device.fullSwipeRow(3, .left)
    #expect(controller.calls == ["Delete 3"])

    #expect(
      try message { try device.fullSwipeRow(0, .right) }
        == "a full swipe to the right on row 0 runs nothing: its configuration's "
        + "performsFirstActionWithFullSwipe is false (swipe right, then tap a button)")
    #expect(controller.pinned.isEmpty)
  }

  @Test func aSwipeThatRevealsNothingSaysWhy() throws {
    let (device, _) = try shelf()

    #expect(
      try message { try device.swipeRow(4, .left) }
        == "swiping row 4 to the left reveals nothing: "
        + "the delegate's trailing swipe configuration has no actions")
    #expect(
      try message { try device.swipeRow(4, .right) }
        == "swiping row 4 to the right reveals nothing: the delegate gives no leading swipe actions"
    )
    #expect(try message { try device.swipeRow(9, .left) } == "there is no row 9 (rows are 0 to 4)")

    try device.tap("Edit")
    #expect(
      try message { try device.swipeRow(1, .left) }
        == "rows do not swipe in editing mode (tap \"Done\" first)")
  }

  // MARK: - The picture

  @Test func thePictureDrawsTheMinusTheGripAndTheRevealedButtons() throws {
    let (device, _) = try shelf(editing: true)
    let editing = PhonePicture(snapshot: device.snapshot, caption: "editing").svg()
    #expect(editing.contains("<circle cx=\"39\" cy=\"122\" r=\"11\" fill=\"#ff3b30\"/>"))
    #expect(
      editing.contains("<line x1=\"312\" y1=\"160\" x2=\"332\" y2=\"160\" stroke=\"#c4c4c9\""))

    try device.tap("Done")
    try device.swipeRow(1, .left)
    let swiped = PhonePicture(snapshot: device.snapshot, caption: "swiped").svg()
    #expect(
      swiped.contains("<rect x=\"269.6\" y=\"144\" width=\"78.4\" height=\"44\" fill=\"#ff3b30\"/>")
    )
    #expect(swiped.contains("fill=\"#ffffff\">Archive</text>"))
  }

  // MARK: - Scripts and the fuzzer

  @Test func aScriptSwipesMovesAndDeletesInEditingMode() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let session = SimulatorSession(apps: [ShelfApp.descriptor]) { _ in sandbox }
    let script = try Script(
      parsing: """
        launch shelf
        swipe left on row "Receipts"
        expect text "Archive"
        tap "Archive"
        expect no row "Receipts"
        full swipe left on row 2
        expect rows "Passport", "Shopping list", "Favourites"
        tap "Edit"
        move row 1 to 0
        expect rows "Passport", "Shopping list", "Favourites"
        editing control row 1
        tap "Delete"
        expect rows "Passport", "Favourites"
        """)
    for line in script.lines { try session.perform(line.command) }

    for line in script.lines {
      #expect(line.command.description == line.source)
    }
  }

  @Test func theFuzzerSwipesAndUsesEditingMode() {
    let subject = FuzzSubject(app: ShelfApp.descriptor, durability: .nothing) { _ in [] }
    let report = GestureFuzzer(subject).run(FuzzBudget(steps: 600, walkLength: 120))
    #expect(report.failure == nil, "\(report.failureDescription)")
    let counts = report.statistics.gestureCounts
    for name in [
      "swipe left on row", "swipe right on row", "full swipe left on row", "move row",
      "editing control row", "tap \"Archive\"",
    ] {
      #expect(counts[name, default: 0] > 0, "\(name): \(counts)")
    }
  }
}
