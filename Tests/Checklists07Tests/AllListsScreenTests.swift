// Each list's subtitle says how many of its items remain, and stays right on return.

import AppTestSupport
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists07

@MainActor
@Suite struct AllListsScreenTests {

  @Test func eachListShowsItsNameAndWhatRemainsUnderIt() throws {
    let device = try Device(app: Checklists07.app)
    try device.add("Milk")
    try device.add("Eggs")
    try device.goBack()
    try device.add("Trips")
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │                Checklists              + │
        ├──────────────────────────────────────────┤
        │   List                               ⓘ › │
        │   2 Remaining                            │
        │ ▭ Trips                              ⓘ › │
        │   (No Items)                             │
        ╰──────────────────────────────────────────╯
        """)
  }

  @Test func checkingItemsCountsDownToAllDone() throws {
    let device = try Device(app: Checklists07.app)
    try device.add("Milk")
    try device.add("Eggs")
    try device.tapRow("Milk")
    try device.goBack()
    #expect(device.rows.first?.detail == "1 Remaining")

    try device.tapRow("List")
    try device.tapRow("Eggs")
    try device.goBack()
    #expect(device.rows.first?.detail == "All Done!")

    try device.tapRow("List")
    try device.tapRow("Milk")
    try device.goBack()
    #expect(device.rows.first?.detail == "1 Remaining")
  }

  @Test func addingAnItemToADoneListCountsItAtOnce() throws {
    let device = try Device(app: Checklists07.app)
    try device.add("Milk")
    try device.tapRow("Milk")
    try device.goBack()
    #expect(device.rows.first?.detail == "All Done!")

    try device.tapRow("List")
    try device.add("Eggs")
    try device.goBack()
    #expect(device.rows.first?.detail == "1 Remaining")
  }

  @Test func deletingTheLastItemSaysNoItemsAgain() throws {
    let device = try Device(app: Checklists07.app)
    #expect(device.navigationStack == ["Checklists", "List"])
    try device.goBack()
    #expect(device.rows.first?.detail == "(No Items)")

    try device.tapRow("List")
    try device.add("Milk")
    try device.goBack()
    #expect(device.rows.first?.detail == "1 Remaining")

    try device.tapRow("List")
    try device.deleteRow("Milk")
    try device.goBack()
    #expect(device.rows.first?.detail == "(No Items)")
  }

  @Test func aRelaunchShowsTheSameCounts() throws {
    let device = try Device(app: Checklists07.app)
    try device.add("Milk")
    try device.add("Eggs")
    try device.tapRow("Eggs")
    try device.goBack()
    try device.terminate()

    try device.relaunch()
    #expect(device.rows.map(\.description) == ["List — 1 Remaining"])
  }
}
