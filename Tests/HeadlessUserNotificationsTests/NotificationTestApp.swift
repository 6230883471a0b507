// A small app for the notification tests: its delegate is the notification centre's and
// records what it is told, and the clock is fixed while it runs.

import Foundation
import HeadlessUIKit
import HeadlessUserNotifications

/// An app delegate that, like the book's, becomes the notification centre's delegate at
/// launch and records each notification presented in the foreground.
@MainActor
final class NotifiedAppDelegate: UIApplicationDelegate, UNUserNotificationCenterDelegate {
  var window: UIWindow?
  var presented: [String] = []
  var opened: [String] = []
  var presentationOptions: UNNotificationPresentationOptions = [.banner, .sound]

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UNUserNotificationCenter.current().delegate = self
    return true
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter,
    willPresent notification: UNNotification,
    withCompletionHandler completionHandler:
      @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    presented.append(notification.request.identifier)
    completionHandler(presentationOptions)
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter,
    didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  ) {
    opened.append(response.notification.request.identifier)
    completionHandler()
  }
}

/// An app launched in a temporary sandbox on a fixed clock, with what UIKit raised.
@MainActor
final class NotificationTestApp {
  static let start = Date(timeIntervalSince1970: 1_800_000_000)
  static let utc = TimeZone(identifier: "UTC") ?? .current

  let sandbox: AppSandbox
  private(set) var application: UIApplication
  private(set) var delegate: NotifiedAppDelegate
  var now = NotificationTestApp.start
  var exceptions: [String] = []

  init() throws {
    sandbox = try AppSandbox.inMemory()
    let delegate = NotifiedAppDelegate()
    self.delegate = delegate
    application = UIApplication.launch(Self.descriptor { delegate }, in: sandbox)
    UIApplication.endTurn()
  }

  static func descriptor(_ makeDelegate: @escaping @MainActor @Sendable () -> NotifiedAppDelegate)
    -> AppDescriptor
  {
    AppDescriptor(
      id: "notified", title: "Notified", summary: "Schedules notifications.",
      chapter: "none.md", makeDelegate: makeDelegate, makeStoryboard: { nil })
  }

  /// How deep the calls of ``run(_:)`` are now.
  private var depth = 0

  /// Runs app code on this app's clock, recording UIKit's exceptions instead of stopping, in
  /// the app's turn: before it this app is made the current one, and after the outermost run
  /// it no longer is, as a device ends its app's turn after each gesture. (Between turns,
  /// another suite's `UNUserNotificationCenter.current()` is its own, never this app's:
  /// it once removed this app's pending requests while a test awaited.)
  func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    let hooks = UIKitRuntime.Hooks(
      exception: { [unowned self] in exceptions.append($0.reason) },
      now: { [now] in now }, timeZone: Self.utc)
    application.makeCurrent()
    depth += 1
    defer {
      depth -= 1
      if depth == 0 { UIApplication.endTurn() }
    }
    return try UIKitRuntime.withHooks(hooks, body)
  }

  /// Moves the clock on and delivers what fell due.
  func advance(by interval: TimeInterval) {
    now = now.addingTimeInterval(interval)
    run { UNUserNotificationCenter.current().deliverDue(at: now) }
  }

  /// Terminates the app and launches it again in the same sandbox, with a new delegate.
  func relaunch() {
    run { application.terminate() }
    let delegate = NotifiedAppDelegate()
    self.delegate = delegate
    application = run { UIApplication.launch(Self.descriptor { delegate }, in: sandbox) }
  }

  /// The user taps Allow or Don’t Allow on the system's permission alert, and the
  /// completion handlers given the answer have run; false when no alert was up.
  @discardableResult
  func answerPermission(allow: Bool) -> Bool {
    let tapped = run { () -> Bool in
      let title = allow ? "Allow" : "Don\u{2019}t Allow"
      guard let alert = application.systemAlert,
        let action = alert.actions.first(where: { $0.title == title })
      else { return false }
      return alert.simulateTap(on: action)
    }
    UIKitRuntime.waitForBackgroundWork()
    return tapped
  }

  /// Stops the app and deletes its sandbox.
  func stop() {
    application.stop()
    try? sandbox.removeAll()
  }
}

/// A request whose notification fires after an interval.
func request(_ identifier: String, after interval: TimeInterval, repeats: Bool = false)
  -> UNNotificationRequest
{
  let content = UNMutableNotificationContent()
  content.title = "Reminder:"
  content.body = identifier
  content.sound = .default
  return UNNotificationRequest(
    identifier: identifier, content: content,
    trigger: UNTimeIntervalNotificationTrigger(timeInterval: interval, repeats: repeats))
}

/// The identifiers of the pending requests, in scheduling order.
func pendingIdentifiers() -> [String] {
  let box = Box<[String]>([])
  UNUserNotificationCenter.current().getPendingNotificationRequests { requests in
    box.value = requests.map { $0.identifier }
  }
  return box.value
}

/// A value a `@Sendable` completion handler fills in (one that runs on a background queue is
/// waited for with `UIKitRuntime.waitForBackgroundWork()`).
final class Box<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}
