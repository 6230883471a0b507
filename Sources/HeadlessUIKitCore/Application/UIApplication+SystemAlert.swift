// The alerts iOS itself shows over an app, such as the question whether it may notify.

import Foundation

extension UIApplication {
  /// Shows one of the system's alerts over the app, as iOS shows a permission question: it
  /// covers every screen of the app until the user taps one of its buttons, yet it belongs to
  /// no controller of the app (none presents it, and the app's own `present(_:animated:)`
  /// still works behind it). A second system alert waits for the first to be answered.
  package func showSystemAlert(_ alert: UIAlertController) {
    guard isRunning else { return }
    if systemAlert == nil {
      systemAlert = alert
      UIKitRuntime.trace("system alert \"\(alert.title ?? "")\" shown", from: .view)
    } else {
      waitingSystemAlerts.append(alert)
    }
  }

  /// Takes the answered system alert away and shows the next one waiting, if any.
  func closeSystemAlert(_ alert: UIAlertController) {
    guard systemAlert === alert else { return }
    systemAlert = waitingSystemAlerts.isEmpty ? nil : waitingSystemAlerts.removeFirst()
  }
}
