// The app's link to the system's notifications: permission, scheduling, pending requests.

import Foundation
import HeadlessUIKitCore

/// Schedules the app's local notifications and asks the user's permission to show them.
///
/// ```swift
/// let center = UNUserNotificationCenter.current()
/// center.requestAuthorization(options: [.alert, .sound]) { granted, error in }
/// center.add(request)
/// center.removePendingNotificationRequests(withIdentifiers: ["\(itemID)"])
/// ```
///
/// Each launch of the app gets a new centre, but what it schedules belongs to the system:
/// pending requests survive a relaunch in the same sandbox. The first permission request
/// shows the system's alert over the app and waits for the user's answer; its completion
/// handler then runs on a background queue, as on iOS (see
/// ``requestAuthorization(options:completionHandler:)``). The other completion handlers run
/// before the method returns (iOS runs them later, on another queue: code must not rely on
/// either).
///
/// Notifications arrive on the simulated clock: the harness moves time on and calls
/// ``deliverDue(at:)``. While the app is in front, the delegate's `willPresent` is asked how
/// to show each one; otherwise the system shows it.
open class UNUserNotificationCenter: @unchecked Sendable {
  private let lock = NSLock()
  private weak var storedDelegate: (any UNUserNotificationCenterDelegate)?
  weak var application: UIApplication?
  let store: NotificationStore

  /// Who waits for the user's answer to the permission alert on screen, in the order they
  /// asked (see ``requestAuthorization(options:completionHandler:)``).
  @MainActor var waitingForAnswer: [@MainActor (Bool) -> Void] = []

  @MainActor
  init(application: UIApplication?, store: NotificationStore) {
    self.application = application
    self.store = store
  }

  @MainActor private static var currentCenter: UNUserNotificationCenter?

  /// The running app's notification centre.
  ///
  /// In a test process with no app running (or only one whose container is gone), the test
  /// process's own centre, kept in its container, as a hosted unit test on iOS gets its host
  /// app's. Elsewhere, with no app running the process stops, as it does on iOS (in a test
  /// target without a host app, for example).
  open class func current() -> UNUserNotificationCenter {
    MainActor.assumeIsolated {
      let running = UIApplication.running
      if AppContainer.isTestProcess, running.map(isGone) ?? true,
        let sandbox = AppContainer.testProcessSandbox
      {
        return testProcessCenter(in: sandbox)
      }
      return center(of: running)
    }
  }

  /// Whether an app's container has been removed: its device went away without ending it,
  /// and it can run no more code.
  @MainActor
  private static func isGone(_ application: UIApplication) -> Bool {
    !FileManager.default.fileExists(atPath: application.sandbox.root.path)
  }

  @MainActor private static var testCenter: UNUserNotificationCenter?

  /// The centre of a test process with no app running, made when first asked for.
  @MainActor
  package static func testProcessCenter(in sandbox: AppSandbox) -> UNUserNotificationCenter {
    if let testCenter { return testCenter }
    let center = UNUserNotificationCenter(application: nil, store: .store(for: sandbox))
    testCenter = center
    return center
  }

  /// The centre of a running app; with none, UIKit's exception, as `current()` raises it
  /// outside a test process.
  @MainActor
  package static func center(of running: UIApplication?) -> UNUserNotificationCenter {
    guard let application = running else {
      UIKitRuntime.raiseException(
        reason: "bundleProxyForCurrentProcess is nil: no app is running")
      return UNUserNotificationCenter(application: nil, store: NotificationStore())
    }
    if let center = currentCenter, center.application === application { return center }
    let center = UNUserNotificationCenter(
      application: application, store: .store(for: application.sandbox))
    currentCenter = center
    return center
  }

  /// The object told about notifications that arrive while the app runs. Set it before the
  /// app finishes launching. The centre does not keep it alive (UIKit's is `weak`).
  open var delegate: (any UNUserNotificationCenterDelegate)? {
    get { lock.withLock { storedDelegate } }
    set { lock.withLock { storedDelegate = newValue } }
  }

  // MARK: - Scheduling

  /// Schedules a request. A pending request with the same identifier is replaced by it.
  open func add(
    _ request: UNNotificationRequest,
    withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    MainActor.assumeIsolated { schedule(request) }
    completionHandler?(nil)
  }

  /// Schedules a request; see ``add(_:withCompletionHandler:)``.
  @MainActor
  open func add(_ request: UNNotificationRequest) async throws {
    schedule(request)
  }

  @MainActor
  private func schedule(_ request: UNNotificationRequest) {
    let now = UIKitRuntime.now()
    let fireDate: Date? =
      if let trigger = request.trigger { trigger.fireDate(after: now) } else { now }
    store.pending.removeAll { $0.request.identifier == request.identifier }
    store.pending.append(
      NotificationStore.Pending(request: request, fireDate: fireDate, order: store.takeOrder()))
    store.save()
    let when = fireDate.map { "fires at \(describe($0))" } ?? "never fires"
    UIKitRuntime.trace("UNUserNotificationCenter add \"\(request.identifier)\": \(when)")
  }

  /// Cancels the pending requests with these identifiers; unknown identifiers are ignored.
  open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
    MainActor.assumeIsolated {
      let before = store.pending.count
      store.pending.removeAll { identifiers.contains($0.request.identifier) }
      let removed = before - store.pending.count
      store.save()
      UIKitRuntime.trace(
        "UNUserNotificationCenter removes \(identifiers.map { "\"\($0)\"" }.joined(separator: ", ")) "
          + "(\(removed) pending)")
    }
  }

  /// Cancels every pending request.
  open func removeAllPendingNotificationRequests() {
    MainActor.assumeIsolated {
      store.pending = []
      store.save()
    }
  }

  /// Gives the pending requests, in the order they were scheduled.
  open func getPendingNotificationRequests(
    completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void
  ) {
    completionHandler(MainActor.assumeIsolated { pendingRequests })
  }

  /// The pending requests, in the order they were scheduled.
  @MainActor
  open func pendingNotificationRequests() async -> [UNNotificationRequest] {
    pendingRequests
  }

  /// The pending requests, in the order they were scheduled (for the harness too).
  @MainActor
  package var pendingRequests: [UNNotificationRequest] {
    store.pending.sorted { $0.order < $1.order }.map { $0.request }
  }

  /// Gives the notifications delivered so far, oldest first.
  open func getDeliveredNotifications(
    completionHandler: @escaping @Sendable ([UNNotification]) -> Void
  ) {
    completionHandler(MainActor.assumeIsolated { store.delivered })
  }

  /// Removes every delivered notification from Notification Center.
  open func removeAllDeliveredNotifications() {
    MainActor.assumeIsolated {
      store.delivered = []
      store.save()
    }
  }

  @MainActor
  func describe(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = UIKitRuntime.timeZone
    return formatter.string(from: date)
  }
}
