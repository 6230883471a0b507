// Every byte of a buffer written to an open file.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing to an open file in full: what the durable writes of the app's sandbox and of the
/// tool's own folders both do before they sync.
package enum FileDescriptorWrite {
  /// Writes every byte of `data` to an open file, going on after a partial write and after a
  /// write a signal interrupted; false when the system refused one (`errno` says why).
  package static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
    data.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return true }
      var offset = 0
      while offset < buffer.count {
        let count = write(descriptor, base + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += count
      }
      return true
    }
  }
}
