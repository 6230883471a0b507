// The course's own test for checklists-02/04t-test-delegate: Done on Add Item inserts exactly
// one row with the typed text and closes the screen, and the screen holds its delegate weakly.

import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists

@MainActor
@Suite struct AddItemTests {
  /// The list screen's controller, under the Add Item screen or on top again.
  func list(on device: Device) throws -> ChecklistViewController {
    let root = device.application?.window?.rootViewController
    let navigation = try #require(root as? UINavigationController)
    return try #require(navigation.viewControllers.first as? ChecklistViewController)
  }

  @Test func doneInsertsExactlyOneRowWithTheTypedTextAndClosesTheScreen() throws {
    let device = try Device(app: AppDelegate.self)
    let before = device.rowTexts
    try device.tap("+")
    try device.type("Buy milk")
    try device.tap("Done")

    #expect(device.title == "Checklists")
    #expect(device.rowTexts == before + ["Buy milk"])
    #expect(try list(on: device).items.last?.text == "Buy milk")
    #expect(device.inconsistency() == nil)
  }

  @Test func theAddItemScreenDoesNotKeepTheListAlive() throws {
    let device = try Device(app: AppDelegate.self)
    try device.tap("+")
    let addItem = try #require(device.visibleController as? AddItemViewController)
    weak let list = try list(on: device)
    #expect(list != nil)

    // The app ends while the test still holds the Add Item screen: the list must go with
    // the app, since the screen holds its delegate weakly.
    try device.terminate()
    device.releaseEndedApp()
    #expect(list == nil)
    #expect(addItem.delegate == nil)
  }
}
