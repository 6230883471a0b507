// The course's own test for checklists-06/03t-test-reopen-list: a relaunch reopens the list
// that was open, and the list of lists once the user went back to it.

import Testing
import ViewHarness

@testable import Checklists

@MainActor
@Suite struct ReopenTests {
  @Test func aRelaunchReopensTheOpenListAndTheListOfListsOnceTheUserWentBack() throws {
    let device = try Device(app: AppDelegate.self)
    // A first launch may open a list of its own (a later step makes one): start from the
    // list of lists.
    if device.title != "Checklists" { try device.goBack() }
    try device.tap("+")
    try device.type("Shopping")
    try device.tap("Done")
    try device.tapRow("Shopping")
    #expect(device.title == "Shopping")

    try device.relaunch()
    #expect(device.title == "Shopping", "the list that was open opens again")

    try device.goBack()
    try device.relaunch()
    #expect(device.title == "Checklists", "back on the list of lists, it starts there")
    #expect(device.rowTexts.contains("Shopping"))
    #expect(device.inconsistency() == nil)
  }
}
