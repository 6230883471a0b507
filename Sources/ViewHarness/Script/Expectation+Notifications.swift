// How `expect notification` reads what the system delivered to the app.

import Foundation
import HeadlessUIKitCore
import HeadlessUserNotifications
import StepwiseBasics

extension Expectation {
  /// What the delivered notifications show instead, or nil when there is (`wanted`) or is
  /// not one whose title or body is `text`.
  static func notificationMismatch(_ text: String, wanted: Bool, in screen: ScreenObservation)
    -> String?
  {
    let delivered = screen.delivered
    let match = delivered.last {
      screen.shows($0.title, as: text) || screen.shows($0.body, as: text)
    }
    if !wanted {
      guard let match else { return nil }
      let identifier = ScriptQuoting.quote(match.identifier)
      return localized(
        "the notification \(identifier) delivered at \(match.time) says \(ScriptQuoting.quote(text))"
      )
    }
    guard match == nil else { return nil }
    guard !delivered.isEmpty else {
      let pending = screen.pendingNotifications
      let waiting =
        switch pending {
        case 0: localized("none is pending")
        case 1: localized("1 is pending: wait until it falls due")
        default: localized("\(pending) are pending: wait until they fall due")
        }
      return localized("no notification has been delivered (\(waiting))")
    }
    let shown = delivered.map { notification in
      [notification.title, notification.body].filter { !$0.isEmpty }.map(ScriptQuoting.quote)
        .joined(separator: " ")
    }
    return localized("the notifications delivered say \(shown.joined(separator: ", "))")
  }
}
