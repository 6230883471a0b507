// Exercise checklists-02/test-add-item, the course's test: Done adds exactly one row, with the
// typed text, at the end of the list; Cancel adds none; the model agrees with the screen.

import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists02

@MainActor
@Suite struct AddItemTests {
  /// The list screen's controller, under the Add Item screen or on top again.
  func list(on device: Device) throws -> ChecklistViewController {
    let root = device.application?.window?.rootViewController
    let navigation = try #require(root as? UINavigationController)
    return try #require(navigation.viewControllers.first as? ChecklistViewController)
  }

  @Test func doneAddsExactlyOneRowAtTheEnd() throws {
    let device = try Device(app: Checklists02.app)
    let before = device.rowTexts
    try device.tap("+")
    try device.type("Buy milk")
    try device.tap("Done")

    #expect(device.rowTexts == before + ["Buy milk"])
    #expect(try list(on: device).items.map(\.text) == device.rowTexts)
  }

  @Test func cancelAddsNothing() throws {
    let device = try Device(app: Checklists02.app)
    let before = device.rowTexts
    try device.tap("+")
    try device.type("Buy milk")
    try device.tap("Cancel")

    #expect(device.rowTexts == before)
    #expect(try list(on: device).items.map(\.text) == before)
  }
}
