// How much memory the process holds, and the most it has held.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's resident memory: now, and at its peak.
///
/// On Linux the kernel keeps the peak (`VmHWM` in `/proc/self/status`) and lets a process
/// reset it (writing 5 to `/proc/self/clear_refs`), so one part of a run can be measured on
/// its own. Elsewhere the peak comes from `getrusage` and cannot be reset.
enum PeakMemory {
  /// Resets the peak to the current size, where the system allows it.
  ///
  /// - Returns: Whether the peak was reset.
  @discardableResult
  static func resetPeak() -> Bool {
    #if os(Linux)
      let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs")
      guard let handle else { return false }
      defer { try? handle.close() }
      do {
        try handle.write(contentsOf: Data("5".utf8))
        return true
      } catch {
        return false
      }
    #else
      return false
    #endif
  }

  /// The most resident memory the process has held (since the last reset), in bytes.
  static var peakBytes: Int? {
    #if os(Linux)
      return statusField("VmHWM")
    #else
      var usage = rusage()
      guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
      return Int(usage.ru_maxrss)
    #endif
  }

  /// The resident memory now, in bytes (Linux only).
  static var currentBytes: Int? {
    #if os(Linux)
      return statusField("VmRSS")
    #else
      return nil
    #endif
  }

  /// A `kB` field of `/proc/self/status`, in bytes.
  private static func statusField(_ name: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix("\(name):") {
      let number = line.dropFirst(name.count + 1).split(whereSeparator: \.isWhitespace).first
      return number.flatMap { Int($0) }.map { $0 * 1024 }
    }
    return nil
  }
}
