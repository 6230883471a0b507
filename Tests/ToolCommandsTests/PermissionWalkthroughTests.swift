// The permission alert played as a learner plays it: `stepwise play` runs the app's code on
// its main thread, so the answer the app hands back to the main queue shows before the next
// line, as on a device.

import AppTestSupport
import Foundation
import Testing

@Suite struct PermissionWalkthroughTests {
  @Test func dontAllowTurnsRemindMeBackOffAndNoReminderEverComes() throws {
    let home = try TemporaryFolder()
    _ = try home.write(
      """
      launch checklists-09
      tap "+"
      type "Call Mum"
      toggle switch "Remind Me"
      expect alert "“Checklists” Would Like to Send You Notifications"
      tap "Done"
      """, to: "blocked.stepwise")
    _ = try home.write(
      """
      launch checklists-09
      tap "+"
      type "Call Mum"
      toggle switch "Remind Me"
      expect alert "“Checklists” Would Like to Send You Notifications"
      tap "Don't Allow"
      expect no alert
      expect switch "Remind Me" off
      tap row "Due Date"
      pick date 2030-06-01 18:30
      tap "Done"
      wait until 2030-06-01 19:00
      expect no notification "Call Mum"
      accessory row "Call Mum"
      toggle switch "Remind Me"
      expect no alert
      expect switch "Remind Me" off
      """, to: "denied.stepwise")

    let blocked = try BuiltTool.run(["play", "blocked.stepwise"], in: home.url, home: home.url)
    #expect(blocked.status != 0)
    #expect(
      blocked.error.contains("the alert has no button \"Done\""),
      "\(blocked.output)\n\(blocked.error)")

    let denied = try BuiltTool.run(["play", "denied.stepwise"], in: home.url, home: home.url)
    #expect(denied.status == 0, "\(denied.output)\n\(denied.error)")
  }
}
