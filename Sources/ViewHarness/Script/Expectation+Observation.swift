// An observation taken from a device, and an expectation judged on one.

import Foundation
import HeadlessUIKitCore
import HeadlessUserNotifications
import StepwiseBasics

extension ScreenObservation {
  /// Why an expectation cannot be judged (the app is not running), or what the screen shows
  /// instead of what it expects; nil when it holds.
  public func failure(of expectation: Expectation) -> SessionFailure? {
    guard isRunning else {
      let message =
        crashReason.map { localized("\(appID) is not running (it crashed: \($0))") }
        ?? localized("\(appID) is not running")
      return .cannotRun(message)
    }
    guard let actual = expectation.mismatch(in: self) else { return nil }
    return .expectation(expected: expectation.expectedDescription, actual: actual)
  }
}

extension Device {
  /// What the device shows now, as an observation every expectation can be judged on.
  public var observation: ScreenObservation {
    let table = visibleTable
    let buttons: [ScreenObservation.Button]
    if let alert = presentedAlert {
      buttons = alert.actions.map { .init(title: $0.title, isEnabled: $0.isEnabled) }
    } else {
      buttons =
        barButtonItems.map { .init(title: $0.shownTitle, isEnabled: $0.showsEnabled) }
        + visibleButtons.map { .init(title: $0.currentTitle, isEnabled: $0.isEnabled) }
    }
    let delivered = deliveredNotifications.map { notification in
      let content = notification.request.content
      return ScreenObservation.Notification(
        identifier: notification.request.identifier, title: content.title, body: content.body,
        time: ScriptDate(notification.date, in: UIKitRuntime.timeZone).description)
    }
    return ScreenObservation(
      appID: app.id, isRunning: isRunning, crashReason: lastException?.reason,
      snapshot: snapshot, title: title, rows: rows,
      rowTotal: table.map { table in
        (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
      },
      fieldInUse: Expectation.textInUse(on: self), buttons: buttons,
      glossary: app.glossary.map { .init(shown: $0.key, english: $0.value) },
      delivered: delivered, pendingNotifications: pendingNotificationRequests.count)
  }
}
