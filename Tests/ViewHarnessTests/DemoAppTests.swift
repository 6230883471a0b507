// The demo app driven only through the harness's gestures.

import Foundation
import HeadlessUIKit
import Testing

@testable import ViewHarness

@MainActor
@Suite struct DemoAppTests {
  @Test func launchShowsTheListWithItsNavigationBar() throws {
    let device = try Device(app: DemoApp.descriptor)
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │                  Fruit                 + │
        ├──────────────────────────────────────────┤
        │ Apple                                  ⓘ │
        │ Banana                                 ✓ │
        │ Cherry                                 ⓘ │
        ╰──────────────────────────────────────────╯
        """)
  }

  @Test func addingAFruitThroughTheModalScreen() throws {
    let device = try Device(app: DemoApp.descriptor)
    try device.tap("+")
    #expect(device.title == "Add Fruit")
    #expect(
      device.barButtons == [
        BarButtonState(title: "Cancel", isEnabled: true),
        BarButtonState(title: "Done", isEnabled: false),
      ])
    try device.type("Date 🌴")
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │ Cancel         Add Fruit            Done │
        ├──────────────────────────────────────────┤
        │ [Date 🌴▌                             ⊗] │
        ╰──────────────────────────────────────────╯
        """)
    try device.tap("Done")
    #expect(device.rowTexts == ["Apple", "Banana", "Cherry", "Date 🌴"])
  }

  @Test func editingAFruitThroughTheAccessoryPushesTheEditor() throws {
    let device = try Device(app: DemoApp.descriptor)
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
    let device = try Device(app: DemoApp.descriptor)
    try device.deleteRow("Banana")
    #expect(device.rowTexts == ["Apple", "Cherry"])
  }

  @Test func tappingTogglesTheCheckmark() throws {
    let device = try Device(app: DemoApp.descriptor)
    try device.tapRow(0)
    #expect(device.rows[0].isChecked)
  }
}
