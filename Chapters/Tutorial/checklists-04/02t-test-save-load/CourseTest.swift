// The course's own test for checklists-04/02t-test-save-load: items added before the app
// stops are on screen, and in the model, when it starts again.

import Testing
import ViewHarness

@testable import Checklists

@MainActor
@Suite struct SaveTests {
  /// What a user does to add an item: "+", the text, Done.
  func add(_ text: String, on device: Device) throws {
    try device.tap("+")
    try device.type(text)
    try device.tap("Done")
  }

  @Test func addedItemsAreThereAfterTheAppStopsAndStartsAgain() throws {
    let device = try Device(app: AppDelegate.self)
    #expect(device.rowTexts.isEmpty)
    try add("Buy milk", on: device)
    try add("Call mum", on: device)

    // Stopped without warning, as a crash or the system would: only what was saved is left.
    try device.crash()
    try device.relaunch()

    #expect(device.rowTexts == ["Buy milk", "Call mum"])
    let list = try #require(device.visibleController as? ChecklistViewController)
    #expect(list.items.map(\.text) == ["Buy milk", "Call mum"])
    #expect(device.inconsistency() == nil)
  }
}
