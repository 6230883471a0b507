// The tutorial's check for "Deleting an item cancels its reminder", played on this chapter's
// app: it passes, and it fails once the app's reminders never reach the system.

import AppTestSupport
import Foundation
import HeadlessUIKit
import HeadlessUserNotifications
import Testing
import ViewHarness

@testable import Checklists09

@MainActor
@Suite struct DeleteCancelsCheckTests {
  /// The step's check, as the course ships it.
  static func check() throws -> Script {
    let url = PackageRoot.url.appendingPathComponent(
      "Chapters/Tutorial/checklists-09/07-delete-cancels/check.stepwise")
    return try Script(parsing: String(contentsOf: url, encoding: .utf8))
  }

  /// Plays the check on the chapter's app; with `schedulesNothing`, every request the app
  /// makes is taken back after each line, as if the app never scheduled a reminder. Gives
  /// the first line that does not hold, with why, or nil when the check passes.
  static func play(schedulesNothing: Bool) throws -> String? {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let session = SimulatorSession(apps: [Checklists09.app], app: Checklists09.app) { _ in
      sandbox
    }
    return try TestClock.run {
      try session.perform(.launch(appID: nil))
      for line in try check().lines {
        do throws(SessionFailure) {
          try session.perform(line.command)
        } catch {
          return "\(line.command): \(error.message)"
        }
        if schedulesNothing {
          UNUserNotificationCenter.system(for: sandbox).removeAllPendingNotificationRequests()
        }
      }
      return nil
    }
  }

  @Test func theChaptersAppPassesTheCheck() throws {
    #expect(try Self.play(schedulesNothing: false) == nil)
  }

  @Test func anAppThatSchedulesNoRemindersFailsTheCheck() throws {
    let failure = try Self.play(schedulesNothing: true)

    #expect(failure?.hasPrefix("expect notification ") == true, "\(failure ?? "passed")")
  }
}
