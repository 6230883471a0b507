// UNUserNotificationCenter: scheduling, replacing and removing requests, the repeating
// interval rule, delivery on the simulated clock, the delegate, permission, relaunches.

import Foundation
import HeadlessUIKit
import HeadlessUserNotifications
import Testing

@MainActor
@Suite struct UserNotificationsTests {
  @Test func addingSchedulesAndTheSameIdentifierReplaces() throws {
    let app = try NotificationTestApp()
    defer { app.stop() }
    try app.run {
      let center = UNUserNotificationCenter.current()
      #expect(UNUserNotificationCenter.current() === center, "one centre while the app runs")
      let added = Box(false)
      center.add(request("1", after: 600)) { error in added.value = error == nil }
      #expect(added.value)
      center.add(request("2", after: 60))
      center.add(request("1", after: 120))
      #expect(pendingIdentifiers() == ["2", "1"], "the replacement goes last")
      let replaced = Box<UNNotificationTrigger?>(nil)
      center.getPendingNotificationRequests { replaced.value = $0.last?.trigger }
      let trigger = try #require(replaced.value as? UNTimeIntervalNotificationTrigger)
      #expect(trigger.timeInterval == 120)
    }
  }

  @Test func f26_theCentreDoesNotHoldItsDelegate() throws {
    let app = try NotificationTestApp()
    defer { app.stop() }
    weak var released: NotifiedAppDelegate?
    app.run {
      do {
        let delegate = NotifiedAppDelegate()
        UNUserNotificationCenter.current().delegate = delegate
        released = delegate
        #expect(UNUserNotificationCenter.current().delegate === delegate)
      }
      #expect(released == nil)
      #expect(UNUserNotificationCenter.current().delegate == nil)
    }
  }

  @Test func removingCancelsOnlyThoseIdentifiers() throws {
    let app = try NotificationTestApp()
    defer { app.stop() }
    app.run {
      let center = UNUserNotificationCenter.current()
      for name in ["1", "2", "3"] { center.add(request(name, after: 600)) }
      center.removePendingNotificationRequests(withIdentifiers: ["2", "unknown"])
      #expect(pendingIdentifiers() == ["1", "3"])
      center.removeAllPendingNotificationRequests()
      #expect(pendingIdentifiers().isEmpty)
    }
  }

  @Test func aRepeatingIntervalUnderAMinuteStopsTheApp() throws {
    let app = try NotificationTestApp()
    defer { app.stop() }
    app.run {
      _ = UNTimeIntervalNotificationTrigger(timeInterval: 59, repeats: true)
      _ = UNTimeIntervalNotificationTrigger(timeInterval: 0, repeats: false)
      _ = UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false)
      _ = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true)
    }
    #expect(
      app.exceptions == [
        "time interval must be at least 60 if repeating", "time interval must be greater than 0",
      ])
  }

  @Test func notificationsArriveOnTheClockInTheOrderTheyFallDue() throws {
    let app = try NotificationTestApp()
    defer { app.stop() }
    app.run {
      let center = UNUserNotificationCenter.current()
      center.requestAuthorization(options: [.alert, .sound]) { _, _ in }
      app.answerPermission(allow: true)
      center.add(request("late", after: 300))
      center.add(request("soon", after: 120))
      let due = Calendar(identifier: .gregorian).dateComponents(
        in: NotificationTestApp.utc, from: NotificationTestApp.start.addingTimeInterval(200))
      var components = DateComponents()
      components.year = due.year
      components.month = due.month
      components.day = due.day
      components.hour = due.hour
      components.minute = due.minute
      center.add(
        UNNotificationRequest(
          identifier: "calendar", content: UNMutableNotificationContent(),
          trigger: UNCalendarNotificationTrigger(dateMatching: components, repeats: false)))
    }
    app.advance(by: 100)
    #expect(app.delegate.presented.isEmpty)
    app.advance(by: 150)
    #expect(app.delegate.presented == ["soon", "calendar"])
    app.run { #expect(pendingIdentifiers() == ["late"]) }
    app.advance(by: 3600)
    #expect(app.delegate.presented == ["soon", "calendar", "late"])
    app.run {
      let center = UNUserNotificationCenter.current()
      #expect(
        center.presentations.map { $0.options } == Array(repeating: [.banner, .sound], count: 3))
      let delivered = Box<[Date]>([])
      center.getDeliveredNotifications { delivered.value = $0.map { $0.date } }
      #expect(delivered.value.first == NotificationTestApp.start.addingTimeInterval(120))
    }
  }

  @Test func aRepeatingNotificationArrivesEachTimeItFallsDue() throws {
    let app = try NotificationTestApp()
    defer { app.stop() }
    app.run {
      let center = UNUserNotificationCenter.current()
      center.requestAuthorization(options: [.alert]) { _, _ in }
      app.answerPermission(allow: true)
      center.add(request("hourly", after: 3600, repeats: true))
    }
    app.advance(by: 3 * 3600 + 10)
    #expect(app.delegate.presented == ["hourly", "hourly", "hourly"])
    app.run { #expect(pendingIdentifiers() == ["hourly"], "it stays pending") }
  }

  @Test func aNotificationDeliveredAgainReplacesTheOneWithItsIdentifier() throws {
    let app = try NotificationTestApp()
    defer { app.stop() }
    app.run {
      let center = UNUserNotificationCenter.current()
      center.requestAuthorization(options: [.alert]) { _, _ in }
      app.answerPermission(allow: true)
      center.add(request("minutely", after: 60, repeats: true))
      center.add(request("once", after: 90))
      app.application.enterBackground()
    }
    app.advance(by: 24 * 3600)
    app.run {
      let delivered = UNUserNotificationCenter.current().deliveredNotifications
      #expect(delivered.map { $0.request.identifier } == ["once", "minutely"])
      #expect(delivered.last?.date == NotificationTestApp.start.addingTimeInterval(24 * 3600))
    }
  }

  @Test func inTheBackgroundTheSystemShowsItAndTheDelegateIsNotAsked() throws {
    let app = try NotificationTestApp()
    defer { app.stop() }
    app.run {
      UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }
      app.answerPermission(allow: true)
      UNUserNotificationCenter.current().add(request("1", after: 60))
      app.application.enterBackground()
    }
    app.advance(by: 60)
    #expect(app.delegate.presented.isEmpty)
    app.run {
      let center = UNUserNotificationCenter.current()
      let delivered = Box<[UNNotification]>([])
      center.getDeliveredNotifications { delivered.value = $0 }
      #expect(delivered.value.map { $0.request.identifier } == ["1"])
      if let notification = delivered.value.first { center.simulateOpening(notification) }
    }
    #expect(app.delegate.opened == ["1"])
  }

  @Test func withoutPermissionNothingIsShown() throws {
    let app = try NotificationTestApp()
    defer { app.stop() }
    let granted = Box(true)
    app.run {
      let center = UNUserNotificationCenter.current()
      center.requestAuthorization(options: [.alert, .badge]) { answer, _ in granted.value = answer }
    }
    #expect(app.answerPermission(allow: false))
    #expect(!granted.value)
    granted.value = true
    app.run {
      let center = UNUserNotificationCenter.current()
      #expect(center.requestedAuthorizationOptions == [.alert, .badge])
      center.requestAuthorization(options: [.sound]) { answer, _ in granted.value = answer }
      #expect(app.application.systemAlert == nil, "iOS asks once")
    }
    UIKitRuntime.waitForBackgroundWork()
    #expect(!granted.value, "the first answer stands")
    app.run { UNUserNotificationCenter.current().add(request("1", after: 60)) }
    app.advance(by: 120)
    #expect(app.delegate.presented.isEmpty)
    app.run { #expect(pendingIdentifiers().isEmpty, "it fell due, unseen") }
  }

  @Test func theAnswerComesAfterTheUserTapsOnABackgroundQueue() throws {
    let app = try NotificationTestApp()
    defer { app.stop() }
    let release = DispatchSemaphore(value: 0)
    let heard = Box<[String]>([])
    let lock = NSLock()
    app.run {
      let center = UNUserNotificationCenter.current()
      for name in ["first", "second"] {
        center.requestAuthorization(options: [.alert]) { granted, _ in
          // Runs only once the test has let it: on the main queue, inside the tap, it would
          // wait here until the time limit.
          let waited = release.wait(timeout: .now() + 5)
          let said = "\(name) \(granted) \(waited == .success ? "later" : "blocked")"
          lock.withLock { heard.value.append(said) }
        }
      }
    }
    #expect(heard.value.isEmpty, "nothing is answered before the user taps")
    let alert = try #require(app.application.systemAlert, "one alert for both questions")
    let allow = try #require(alert.actions.first { $0.title == "Allow" })
    app.run { #expect(alert.simulateTap(on: allow)) }
    #expect(app.application.systemAlert == nil)
    release.signal()
    release.signal()
    #expect(UIKitRuntime.waitForBackgroundWork(timeout: 10))
    #expect(lock.withLock { heard.value.sorted() } == ["first true later", "second true later"])
    let settings = Box<UNNotificationSettings?>(nil)
    app.run { UNUserNotificationCenter.current().getNotificationSettings { settings.value = $0 } }
    UIKitRuntime.waitForBackgroundWork()
    #expect(settings.value?.authorizationStatus == .authorized)
    #expect(settings.value?.alertSetting == .enabled)
    #expect(settings.value?.soundSetting == .notSupported, "the app never asked for sounds")
  }

  @Test func theAsyncFormsAnswerTheSame() async throws {
    let app = try NotificationTestApp()
    defer { app.stop() }
    let center = app.run { UNUserNotificationCenter.current() }
    let asking = Task { try await center.requestAuthorization(options: [.alert]) }
    for _ in 0..<1000 where app.application.systemAlert == nil { await Task.yield() }
    app.answerPermission(allow: true)
    #expect(try await asking.value)
    #expect(try await center.requestAuthorization(options: [.sound]), "asked once, answered since")
    try await center.add(request("1", after: 60))
    #expect(await center.pendingNotificationRequests().map { $0.identifier } == ["1"])
  }

  @Test func pendingRequestsSurviveARelaunchWithANewCentre() throws {
    let app = try NotificationTestApp()
    defer { app.stop() }
    let first = app.run { () -> UNUserNotificationCenter in
      let center = UNUserNotificationCenter.current()
      center.requestAuthorization(options: [.alert]) { _, _ in }
      app.answerPermission(allow: true)
      center.add(request("1", after: 600))
      return center
    }
    app.relaunch()
    app.run {
      #expect(UNUserNotificationCenter.current() !== first, "a new centre for a new launch")
      #expect(pendingIdentifiers() == ["1"], "what was scheduled belongs to the system")
    }
    app.advance(by: 600)
    #expect(app.delegate.presented == ["1"], "the new launch's delegate is told")
  }

  @Test func aRequestKeepsACopyOfItsContent() {
    let content = UNMutableNotificationContent()
    content.title = "Reminder:"
    content.body = "Buy milk"
    content.badge = 1
    let request = UNNotificationRequest(identifier: "1", content: content, trigger: nil)
    content.body = "Changed"
    #expect(request.content.body == "Buy milk")
    #expect(request.content.title == "Reminder:")
    #expect(request.content.badge == 1)
    #expect(!(request.content is UNMutableNotificationContent))
    #expect(UNNotificationSound.default.name == "default")
  }

  /// A unit test with no app launched schedules through the app's own code, as a hosted test
  /// on iOS does with its host app's centre: the test process has a centre of its own.
  @Test func withNoAppRunningATestProcessHasACentreOfItsOwn() async throws {
    let sandbox = try #require(AppContainer.testProcessSandbox)
    let center = UNUserNotificationCenter.testProcessCenter(in: sandbox)
    #expect(center === UNUserNotificationCenter.testProcessCenter(in: sandbox))
    let identifier = "test-process-\(UUID().uuidString)"
    let content = UNMutableNotificationContent()
    content.body = "Call Mum"
    try await center.add(
      UNNotificationRequest(identifier: identifier, content: content, trigger: nil))
    let pending = await center.pendingNotificationRequests()
    #expect(pending.map(\.identifier).contains(identifier))
    center.removePendingNotificationRequests(withIdentifiers: [identifier])
    let after = await center.pendingNotificationRequests()
    #expect(!after.map(\.identifier).contains(identifier))
  }

  @Test func theCurrentCentreNeedsARunningApp() {
    // Other tests' apps may be running in this process, so the check is asked directly
    // about a process with none.
    var reasons: [String] = []
    UIKitRuntime.withHooks(.init(exception: { reasons.append($0.reason) })) {
      _ = UNUserNotificationCenter.center(of: nil)
    }
    #expect(reasons == ["bundleProxyForCurrentProcess is nil: no app is running"])
  }
}
