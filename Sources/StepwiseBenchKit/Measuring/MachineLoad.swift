// How busy the machine is: the load averages `uptime` prints.

import Foundation

/// The machine's load averages over 1, 5 and 15 minutes, as `uptime` shows them.
enum MachineLoad {
  /// "0.52, 0.61, 0.70", or nil where `/proc/loadavg` does not exist.
  static var current: String? {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else {
      return nil
    }
    return text.split(separator: " ").prefix(3).joined(separator: ", ")
  }
}
