// The demo app driven only through the harness's gestures.

import AppTestSupport
import Foundation
import HeadlessUIKitCore
import Testing

@testable import ViewHarness

@MainActor
@Suite struct FruitAppTests {
  @Test func launchShowsTheListWithItsNavigationBar() throws {
    let device = try Device(app: FruitApp.descriptor)
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │ Clear            Fruit                 + │
        ├──────────────────────────────────────────┤
        │ Apple                                  ⓘ │
        │ Banana                                 ✓ │
        │ Cherry                                 ⓘ │
        ╰──────────────────────────────────────────╯
        """)
  }

  @Test func addingAFruitThroughTheModalScreen() throws {
    let device = try Device(app: FruitApp.descriptor)
    try device.tap("+")
    #expect(device.title == "Add Fruit")
    #expect(device.barButtons.map(\.title) == ["Cancel", "Done"])
    #expect(device.barButtons.map(\.isEnabled) == [true, false])
    try device.type("Date 🌴")
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │ Cancel         Add Fruit            Done │
        ├──────────────────────────────────────────┤
        │ [Date 🌴▌                             ⊗] │
        │ ◷ 2027-01-15 17:00                       │
        ╰──────────────────────────────────────────╯
        """)
    try device.tap("Done")
    #expect(device.rowTexts == ["Apple", "Banana", "Cherry", "Date 🌴"])
  }

  @Test func aHiddenBarButtonIsNotOnScreenAndCannotBeTapped() throws {
    let device = try Device(app: FruitApp.descriptor)
    device.visibleController?.navigationItem.leftBarButtonItem?.isHidden = true
    #expect(device.barButtons.map(\.title) == ["+"])
    #expect(throws: GestureError.self) { try device.tap("Clear") }
    #expect(device.rowTexts == ["Apple", "Banana", "Cherry"])
  }

  @Test func editingAFruitThroughTheAccessoryPushesTheEditor() throws {
    let device = try Device(app: FruitApp.descriptor)
    try device.tapAccessory(row: 0)
    #expect(device.title == "Edit Fruit")
    #expect(device.navigationStack == ["Fruit", "Edit Fruit"])
    try device.clear()
    #expect(device.barButtons.last?.isEnabled == false)
    try device.type("Apricot")
    try device.pressReturn()
    #expect(device.rowTexts == ["Apricot", "Banana", "Cherry"])
    #expect(device.navigationStack == ["Fruit"])
  }

  @Test func swipingDeletesARow() throws {
    let device = try Device(app: FruitApp.descriptor)
    try device.deleteRow("Banana")
    #expect(device.rowTexts == ["Apple", "Cherry"])
  }

  @Test func tappingTogglesTheCheckmark() throws {
    let device = try Device(app: FruitApp.descriptor)
    try device.tapRow(0)
    #expect(device.rows[0].isChecked)
  }
}
