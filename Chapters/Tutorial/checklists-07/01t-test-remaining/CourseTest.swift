// The course's own test for checklists-07/01t-test-remaining: each list's subtitle counts
// what remains, and is right the moment the user comes back to the list of lists.

import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists

@MainActor
@Suite struct RemainingTests {
  /// The subtitle of the row of the list named `name`, on the list of lists.
  func subtitle(of name: String, on device: Device) -> String? {
    device.rows.first { $0.text == name }?.detail
  }

  @Test func theSubtitleCountsWhatRemainsEachTimeTheUserComesBack() throws {
    // A first launch opens the list named "List".
    let device = try Device(app: AppDelegate.self)
    #expect(device.title == "List")
    for text in ["Milk", "Eggs"] {
      try device.tap("+")
      try device.type(text)
      try device.tap("Done")
    }
    try device.goBack()
    #expect(subtitle(of: "List", on: device) == "2 Remaining")

    try device.tapRow("List")
    try device.tapRow("Milk")
    try device.goBack()
    #expect(subtitle(of: "List", on: device) == "1 Remaining")

    try device.tapRow("List")
    try device.tapRow("Eggs")
    try device.goBack()
    #expect(subtitle(of: "List", on: device) == "All Done!")

    try device.tapRow("List")
    try device.deleteRow("Milk")
    try device.deleteRow("Eggs")
    try device.goBack()
    #expect(subtitle(of: "List", on: device) == "(No Items)")

    let root = device.application?.window?.rootViewController as? UINavigationController
    let all = try #require(root?.viewControllers.first as? AllListsViewController)
    #expect(all.dataModel?.lists.first?.countUncheckedItems() == 0)
    #expect(device.inconsistency() == nil)
  }
}
