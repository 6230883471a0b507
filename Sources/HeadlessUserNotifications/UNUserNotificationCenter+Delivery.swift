// Notifications arriving on the simulated clock, and the simulated user's answers, for the
// harness.

import Foundation
import HeadlessUIKitCore

extension UNUserNotificationCenter {
  /// Delivers every pending notification due at `date` or before, in the order they fall
  /// due (scheduling order breaks ties); a repeating one is delivered each time it falls due.
  ///
  /// A notification is shown only if the user allowed notifications. While the app is in
  /// front, the delegate's `willPresent` is asked how to show it (with no delegate it is not
  /// shown); otherwise the system shows it.
  @MainActor
  package func deliverDue(at date: Date) {
    var deliveries = 0
    while deliveries < 10_000, let index = earliestDue(at: date) {
      let entry = store.pending[index]
      guard let fireDate = entry.fireDate else { break }
      if let trigger = entry.request.trigger, trigger.repeats,
        let next = trigger.fireDate(after: fireDate), next > fireDate
      {
        store.pending[index].fireDate = next
      } else {
        store.pending.remove(at: index)
      }
      deliver(entry.request, at: fireDate)
      deliveries += 1
    }
    if deliveries > 0 { store.save() }
  }

  @MainActor
  private func earliestDue(at date: Date) -> Int? {
    var best: Int?
    for (index, entry) in store.pending.enumerated() {
      guard let fireDate = entry.fireDate, fireDate <= date else { continue }
      if let current = best, let currentDate = store.pending[current].fireDate,
        (currentDate, store.pending[current].order) <= (fireDate, entry.order)
      {
        continue
      }
      best = index
    }
    return best
  }

  @MainActor
  private func deliver(_ request: UNNotificationRequest, at date: Date) {
    let name = "\"\(request.identifier)\""
    guard store.authorization == true else {
      UIKitRuntime.trace("notification \(name) not shown: the user has not allowed notifications")
      return
    }
    let notification = UNNotification(date: date, request: request)
    // As on iOS, a notification delivered again replaces the one with its identifier in
    // Notification Center and goes to the top: a repeating reminder is there once.
    store.delivered.removeAll { $0.request.identifier == request.identifier }
    store.delivered.append(notification)
    guard let application, application.isRunning, application.applicationState == .active
    else {
      UIKitRuntime.trace("notification \(name) shown by the system: the app is not in front")
      return
    }
    guard let delegate else {
      UIKitRuntime.trace("notification \(name) not shown: the app is in front, with no delegate")
      return
    }
    UIKitRuntime.trace("userNotificationCenter(_:willPresent: \(name))")
    let store = store
    let identifier = request.identifier
    delegate.userNotificationCenter(self, willPresent: notification) { options in
      MainActor.assumeIsolated { store.presentations.append((identifier, options)) }
    }
  }

  /// The simulated user taps a delivered notification: the delegate's `didReceive` is told,
  /// with the default action.
  @MainActor
  package func simulateOpening(_ notification: UNNotification) {
    guard let delegate else { return }
    UIKitRuntime.trace(
      "userNotificationCenter(_:didReceive: \"\(notification.request.identifier)\")")
    let response = UNNotificationResponse(
      notification: notification, actionIdentifier: UNNotificationDefaultActionIdentifier)
    delegate.userNotificationCenter(self, didReceive: response) {}
  }

  /// What the simulated user answers when asked with no app on screen to show the alert over
  /// (a test process's own centre); true unless set. Only the first question is answered:
  /// iOS asks once.
  @MainActor
  package var userAllowsNotifications: Bool {
    get { store.userAllows }
    set { store.userAllows = newValue }
  }

  /// What the app asked permission for, or nil when it has not asked.
  @MainActor
  package var requestedAuthorizationOptions: UNAuthorizationOptions? {
    store.requestedOptions
  }

  /// The options each notification shown in the foreground was shown with, by identifier,
  /// for the ones whose `willPresent` called its completion handler.
  @MainActor
  package var presentations: [(identifier: String, options: UNNotificationPresentationOptions)] {
    store.presentations
  }

  /// The notifications delivered so far, oldest first, whether or not they were shown.
  @MainActor
  package var deliveredNotifications: [UNNotification] {
    store.delivered
  }

  /// The notification centre of an app's sandbox, running or not, as the system sees it.
  @MainActor
  package static func system(for sandbox: AppSandbox) -> UNUserNotificationCenter {
    // Asked between the app's turns too (a device's clock, before it delivers): the app
    // `UIApplication.shared` answers then, if it is this sandbox's.
    if let application = UIApplication.sharedIfRunning, application.sandbox == sandbox {
      return center(of: application)
    }
    return UNUserNotificationCenter(application: nil, store: .store(for: sandbox))
  }
}
