// `print` as an app on a device has it: its lines go to the console, not the screen.

import Foundation

/// Writes to the app's console, as `print` does on a device, where the lines show in the
/// developer's console and never on the screen.
///
/// App code that imports HeadlessUIKit calls this `print` rather than the standard
/// library's, with the same signature. While the simulated device runs app code, the lines
/// go to the device's console and its transcript (`device.console`), next to UIKit's own
/// warnings; otherwise to standard output, as usual.
///
/// ```swift
/// print("Could not save: \(error.localizedDescription)")
/// ```
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  let text = items.map { String(describing: $0) }.joined(separator: separator)
  if !AppConsole.keep(text) {
    Swift.print(text, terminator: terminator)
  }
}

/// Where ``print(_:separator:terminator:)`` writes: the lines are kept while the device runs
/// app code, and written to standard output otherwise.
///
/// `print` may be called from any thread, so the lines are kept under a lock.
package enum AppConsole {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var kept: [[String]] = []

  /// Starts keeping printed lines, until the matching ``stopKeeping()``.
  package static func startKeeping() {
    lock.withLock { kept.append([]) }
  }

  /// Stops keeping printed lines and returns those printed since ``startKeeping()``.
  package static func stopKeeping() -> [String] {
    lock.withLock { kept.popLast() ?? [] }
  }

  /// Keeps a printed text, line by line, if lines are being kept.
  static func keep(_ text: String) -> Bool {
    lock.withLock {
      guard !kept.isEmpty else { return false }
      kept[kept.count - 1] += text.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
      return true
    }
  }
}
