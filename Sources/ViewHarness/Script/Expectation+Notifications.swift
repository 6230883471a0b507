// How `expect notification` reads what the system delivered to the app.

import Foundation
import HeadlessUIKitCore
import StepwiseBasics
import UserNotifications

extension Expectation {
  /// What the delivered notifications show instead, or nil when there is (`wanted`) or is
  /// not one whose title or body is `text`.
  @MainActor static func notificationMismatch(_ text: String, wanted: Bool, on device: Device)
    -> String?
  {
    let delivered = device.deliveredNotifications
    let match = delivered.last {
      device.shows($0.request.content.title, as: text)
        || device.shows($0.request.content.body, as: text)
    }
    if !wanted {
      guard let match else { return nil }
      let time = ScriptDate(match.date, in: UIKitRuntime.timeZone)
      let identifier = ScriptQuoting.quote(match.request.identifier)
      return localized(
        "the notification \(identifier) delivered at \(time) says \(ScriptQuoting.quote(text))")
    }
    guard match == nil else { return nil }
    guard !delivered.isEmpty else {
      let pending = device.pendingNotificationRequests.count
      let waiting =
        switch pending {
        case 0: localized("none is pending")
        case 1: localized("1 is pending: wait until it falls due")
        default: localized("\(pending) are pending: wait until they fall due")
        }
      return localized("no notification has been delivered (\(waiting))")
    }
    let shown = delivered.map { notification in
      let content = notification.request.content
      return [content.title, content.body].filter { !$0.isEmpty }.map(ScriptQuoting.quote)
        .joined(separator: " ")
    }
    return localized("the notifications delivered say \(shown.joined(separator: ", "))")
  }
}
