// The question iOS asks the user the first time an app wants to notify, and what it answers
// afterwards.

import Foundation
import HeadlessUIKitCore

extension UNUserNotificationCenter {
  /// Asks the user's permission to notify.
  ///
  /// The first time, the system's alert appears over the app ("“Checklists” Would Like to
  /// Send You Notifications", with Don’t Allow and Allow) and stays until the user taps one;
  /// the answer is kept in the app's container, and later calls get it without asking again.
  /// The completion handler runs after the answer, on a background queue, as on iOS: code that
  /// changes the screen there must go back to the main queue first.
  ///
  /// In a test process whose centre has no app to show the alert over, the simulated user
  /// answers at once (`userAllowsNotifications`), as no test could tap the alert there.
  public func requestAuthorization(
    options: UNAuthorizationOptions = [],
    completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    MainActor.assumeIsolated {
      ask(options) { granted in
        UIKitRuntime.runInBackground { completionHandler(granted, nil) }
      }
    }
  }

  /// Asks the user's permission to notify, and returns their answer once they have given
  /// it; see ``requestAuthorization(options:completionHandler:)``.
  @MainActor
  public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
    await withCheckedContinuation { continuation in
      ask(options) { continuation.resume(returning: $0) }
    }
  }

  /// Gives the app's notification settings, on a background queue: whether the user was
  /// asked and what they answered.
  public func getNotificationSettings(
    completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void
  ) {
    let settings = MainActor.assumeIsolated { currentSettings }
    UIKitRuntime.runInBackground { completionHandler(settings) }
  }

  /// The app's notification settings: whether the user was asked and what they answered.
  @MainActor
  public func notificationSettings() async -> UNNotificationSettings {
    currentSettings
  }

  @MainActor
  private var currentSettings: UNNotificationSettings {
    let status: UNAuthorizationStatus =
      switch store.authorization {
      case nil: .notDetermined
      case true?: .authorized
      case false?: .denied
      }
    return UNNotificationSettings(
      authorizationStatus: status, options: store.requestedOptions ?? [])
  }

  /// Gives `answer` the user's answer: at once when they gave it before, else when they tap
  /// one of the alert's buttons (one alert however often the app asks meanwhile).
  @MainActor
  private func ask(_ options: UNAuthorizationOptions, answer: @escaping @MainActor (Bool) -> Void) {
    if let known = store.authorization { return answer(known) }
    guard let application, application.isRunning else {
      // No app on screen to ask over: the simulated user's answer, at once.
      return record(store.userAllows, options: options, then: [answer])
    }
    waitingForAnswer.append(answer)
    guard waitingForAnswer.count == 1 else { return }
    UIKitRuntime.trace("UNUserNotificationCenter: the user is asked to allow notifications")
    let alert = UIAlertController(
      title: "“\(application.descriptor.title)” Would Like to Send You Notifications",
      message:
        "Notifications may include alerts, sounds, and icon badges. These can be configured in Settings.",
      preferredStyle: .alert)
    for (title, granted) in [("Don’t Allow", false), ("Allow", true)] {
      let action = UIAlertAction(title: title, style: .default) { [weak self] _ in
        guard let self else { return }
        let waiting = waitingForAnswer
        waitingForAnswer = []
        record(granted, options: options, then: waiting)
      }
      alert.addAction(action)
      if granted { alert.preferredAction = action }
    }
    application.showSystemAlert(alert)
  }

  /// Keeps the user's answer in the app's container and tells everyone who waited for it.
  @MainActor
  private func record(
    _ granted: Bool, options: UNAuthorizationOptions, then waiting: [@MainActor (Bool) -> Void]
  ) {
    store.requestedOptions = options
    store.authorization = granted
    store.save()
    UIKitRuntime.trace(
      "UNUserNotificationCenter: the user " + (granted ? "allows" : "does not allow")
        + " notifications")
    for answer in waiting { answer(granted) }
  }
}
