// The system's side of an app's life: time passing on the device's clock, notifications
// arriving, memory running low.

import Foundation
import HeadlessUIKit
import HeadlessUserNotifications
import StepwiseBasics
import Testing

@testable import ViewHarness

@MainActor
@Suite struct ClockAndMemoryTests {
  static let utc = TimeZone(identifier: "UTC") ?? .current
  static let christmasEve =
    ScriptDate(year: 2026, month: 12, day: 24, hour: 18, minute: 0)
    ?? ScriptDate(Date(timeIntervalSince1970: 0), in: utc)
  static let start = christmasEve.date(in: utc)

  /// Runs a test on a clock that stands at 18:00 on Christmas Eve, in UTC, unless a device
  /// moves it on.
  func onFixedClock(_ body: () throws -> Void) throws {
    let start = Self.start
    try UIKitRuntime.withHooks(UIKitRuntime.Hooks(now: { start }, timeZone: Self.utc)) {
      try body()
    }
  }

  func reminder() throws -> (Device, ReminderAppDelegate, ReminderViewController) {
    let device = try Device(app: ReminderApp.descriptor)
    let delegate = try #require(device.application?.delegate as? ReminderAppDelegate)
    let controller = try #require(device.visibleController as? ReminderViewController)
    return (device, delegate, controller)
  }

  func message(_ gesture: () throws -> Void) throws -> String {
    try #require(throws: GestureError.self) { try gesture() }.message
  }

  @Test func waitingDeliversWhatFallsDueAndTheDelegatePresentsItInFront() throws {
    try onFixedClock {
      let (device, delegate, _) = try reminder()
      try device.tap("Remind Me")
      try device.tap("Allow")
      #expect(
        Expectation.notification("Reminder:").mismatch(on: device)
          == "no notification has been delivered (1 is pending: wait until it falls due)")

      try device.wait(4 * 60)
      #expect(device.deliveredNotifications.isEmpty)
      try device.perform(.wait(seconds: 60))

      #expect(device.now == Self.start.addingTimeInterval(300))
      #expect(device.deliveredNotifications.map(\.request.identifier) == ["stretch"])
      #expect(delegate.presented == ["stretch"])
      #expect(
        device.transcript.lastGesture == [
          "▶ wait 1 minute", "  the clock reads 2026-12-24 18:05",
          "  userNotificationCenter(_:willPresent: \"stretch\")",
        ])
      #expect(Expectation.notification("Reminder:").mismatch(on: device) == nil)
      #expect(Expectation.notification("Stretch").mismatch(on: device) == nil)
      #expect(
        Expectation.noNotification("Stretch").mismatch(on: device)
          == "the notification \"stretch\" delivered at 2026-12-24 18:05 says \"Stretch\"")
      #expect(
        Expectation.notification("Lunch").mismatch(on: device)
          == "the notifications delivered say \"Reminder:\" \"Stretch\"")
    }
  }

  @Test func appCodeReadsTheDevicesClock() throws {
    try onFixedClock {
      let (device, _, controller) = try reminder()
      try device.wait(until: ScriptDate(year: 2026, month: 12, day: 25, hour: 7, minute: 30)!)

      try device.tap("Remind Me")
      try device.tap("Allow")

      #expect(controller.remindedAt == Self.start.addingTimeInterval(13.5 * 3_600))
      #expect(UIKitRuntime.now() == Self.start, "outside the device, the clock is untouched")
    }
  }

  @Test func theClockNeverGoesBack() throws {
    try onFixedClock {
      let (device, _, _) = try reminder()
      try device.wait(until: ScriptDate(year: 2026, month: 12, day: 24, hour: 19, minute: 0)!)

      #expect(
        try message { try device.wait(until: Self.christmasEve) }
          == "the clock reads 2026-12-24 19:00 already: it does not go back")
      #expect(try message { try device.wait(0) } == "time only goes forward")
      // Nor past the last minute a script's dates name, however many waits it takes.
      #expect(
        try message { try device.wait(Int.max) }
          == "the clock would pass the end of the year 9999, the last a script's dates name: "
          + "wait less")
      let before = device.now
      #expect(
        try message { try device.wait(8_000 * 365 * 24 * 3600) }
          == "the clock would pass the end of the year 9999, the last a script's dates name: "
          + "wait less")
      #expect(device.now == before)
    }
  }

  /// A title or a row holding control characters is drawn, and quoted in a refusal, with
  /// them written out: the terminal shows them rather than obeying them.
  @Test func controlCharactersInAnAppsTextAreShownNotObeyed() throws {
    let text = "A\u{1B}[2JB\u{7}"
    #expect(text.fitted(to: 20) == "A\\u{1B}[2JB\\u{7}    ")
    let (device, _, _) = try reminder()
    let error = try #require(throws: GestureError.self) { try device.tap(text) }
    #expect(!error.message.contains("\u{1B}"), "\(error.message)")
    #expect(error.message.contains("A\\u{1B}[2JB\\u{7}"), "\(error.message)")
  }

  @Test func inTheBackgroundTheSystemShowsTheNotificationWithoutAskingTheApp() throws {
    try onFixedClock {
      let (device, delegate, _) = try reminder()
      try device.tap("Remind Me")
      try device.tap("Allow")
      try device.background()

      try device.wait(10 * 60)

      #expect(delegate.presented.isEmpty)
      #expect(
        device.transcript.lastGesture.last
          == "  notification \"stretch\" shown by the system: the app is not in front")
      #expect(Expectation.notification("Stretch").mismatch(on: device) == nil)
    }
  }

  @Test func timePassesAndNotificationsArriveWhileTheAppIsNotRunning() throws {
    try onFixedClock {
      let (device, _, _) = try reminder()
      try device.tap("Remind Me")
      try device.tap("Allow")
      try device.terminate()

      try device.wait(3_600)

      #expect(device.deliveredNotifications.map(\.request.content.body) == ["Stretch"])
      #expect(device.pendingNotificationRequests.isEmpty)
    }
  }

  @Test func theMemoryWarningGestureReachesTheAppAndItsLoadedController() throws {
    let device = try Device(app: ProfileApp.descriptor)

    try device.perform(.memoryWarning)

    #expect(device.screen.contains("│ Memory is low                            │"))
    #expect(
      device.transcript.lastGesture == [
        "▶ memory warning", "  applicationDidReceiveMemoryWarning(_:)",
      ])
    try device.crash()
    #expect(
      try message { try device.simulateMemoryWarning() } == "profile is not running")
  }

  @Test func aScriptWaitsAndChecksNotifications() throws {
    try onFixedClock {
      let sandbox = try AppSandbox.inMemory()
      defer { try? sandbox.removeAll() }
      let session = SimulatorSession(apps: [ReminderApp.descriptor]) { _ in sandbox }
      let script = try Script(
        parsing: """
          launch reminder
          tap "Remind Me"
          expect alert "“Reminder” Would Like to Send You Notifications"
          tap "Allow"
          expect no alert
          expect no notification "Stretch"
          wait 4 minutes
          expect no notification "Stretch"
          wait 60 seconds
          expect notification "Reminder:"
          wait until 2026-12-25 09:00
          memory warning
          """)
      for line in script.lines { try session.perform(line.command) }

      #expect(script.lines[8].command == .gesture(.wait(seconds: 60)))
      #expect(script.lines[8].command.description == "wait 1 minute")
      #expect(script.lines[9].command.description == #"expect notification "Reminder:""#)
      #expect(session.device?.now == ScriptDate("2026-12-25 09:00")?.date(in: Self.utc))
      let failure = try #require(throws: SessionFailure.self) {
        try session.perform(.expect(.noNotification("Stretch")))
      }
      #expect(
        failure.message
          == "expected no notification saying \"Stretch\", but the notification \"stretch\" "
          + "delivered at 2026-12-24 18:05 says \"Stretch\"")
    }
  }

  @Test func theFuzzerLetsTimePassAndWarnsOfLowMemory() {
    let subject = FuzzSubject(app: ReminderApp.descriptor, durability: .nothing) { _ in [] }
    let report = GestureFuzzer(subject).run(FuzzBudget(steps: 600, walkLength: 150))
    #expect(report.failure == nil, "\(report.failureDescription)")
    #expect(report.statistics.gestureCounts["wait", default: 0] > 0)
    #expect(report.statistics.gestureCounts["memory warning", default: 0] > 0)
  }
}
