// The page draws checklists-09's item screen: the Remind Me switch and the Due Date row can be
// clicked, and the date picker that opens below the row takes a new minute.

import AppTestSupport
import Checklists09
import Foundation
import Testing
import ToolTestSupport
import ViewHarness

@testable import StepwiseServe

@MainActor
@Suite struct RemindersPageTests {
  @Test func theSwitchTheDateRowAndThePickerAreDrawnAndAnswerClicks() async throws {
    let site = try LiveSite(
      apps: [Checklists09.app], startApp: Checklists09.app, keptSandbox: nil,
      maximumSessions: 2)
    let session = try await site.newSession()

    let form = try await site.send("tap \"+\"", to: session).state()
    // What a click on the switch sends, and the row that opens the picker.
    let toggle = "data-command=\"toggle switch &quot;Remind Me&quot;\""
    let switched = try await site.send("toggle switch \"Remind Me\"", to: session).state()
    let allowed = try await site.send("tap \"Allow\"", to: session).state()
    let opened = try await site.send("tap row \"Due Date\"", to: session).state()
    let picked = try await site.send("pick date 2030-06-01 18:30", to: session).state()
    await site.stop()

    #expect(form.phone.contains(toggle), "\(form.phone.prefix(400))")
    #expect(form.phone.contains(">Due Date</text>"))
    #expect(!form.phone.contains("data-pick="), "the picker is closed until the row is tapped")
    #expect(switched.message == nil)
    #expect(switched.flow.contains("switch"))
    // iOS's permission alert is drawn over the app, with its two buttons, until answered.
    #expect(switched.phone.contains("“Checklists” Would Like"))
    #expect(switched.phone.contains(">Don’t Allow<"))
    #expect(allowed.message == nil)
    #expect(!allowed.phone.contains(">Don’t Allow<"))
    #expect(opened.message == nil)
    #expect(opened.phone.contains("data-pick="))
    #expect(picked.phone.contains("data-pick=\"2030-06-01 18:30\""))
    #expect(picked.phone.contains("1 Jun 2030, 18:30"))
  }
}
