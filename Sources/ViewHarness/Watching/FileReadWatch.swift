// Notes which files in an app's container were read, as the system sees them opened.

import Foundation
import HeadlessUIKitCore

#if canImport(Glibc)
  import Glibc
#endif

/// The files of a container opened for reading and closed again since the last look: a
/// relaunch reading `Documents/Checklists.plist` back, which the Storage lane draws.
///
/// The app reads with Foundation (`Data(contentsOf:)`, `UserDefaults`), which the kit cannot
/// see; the system can: on Linux an inotify watch on each folder of the container reports a
/// file closed without having been written (`IN_CLOSE_NOWRITE`). The watch's own reading of
/// the files (to find what was written) is drained and forgotten. Elsewhere it sees nothing.
final class FileReadWatch {
  /// The container.
  let root: URL
  private let descriptor: Int32
  private var folders: [Int32: String] = [:]

  /// A watch on a container; nil when the system offers none.
  init?(root: URL) {
    #if canImport(Glibc)
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return nil }
      self.root = root.standardizedFileURL
      self.descriptor = descriptor
    #else
      return nil
    #endif
  }

  deinit {
    #if canImport(Glibc)
      close(descriptor)
    #endif
  }

  /// Watches every folder of the container (new ones included), and forgets what was read
  /// until now.
  func restart() {
    watchFolders()
    _ = drain()
  }

  /// The files read since the last look, by path inside the container, each once, in the
  /// order they were closed.
  func reads() -> [String] {
    let paths = drain()
    watchFolders()
    var seen: Set<String> = []
    return paths.filter { seen.insert($0).inserted }
  }

  /// Adds a watch on each folder of the container not yet watched.
  private func watchFolders() {
    #if canImport(Glibc)
      var paths = [""]
      let manager = FileManager.default
      if let walker = manager.enumerator(
        at: root, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey])
      {
        for case let url as URL in walker {
          let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
          guard values?.isDirectory == true, values?.isSymbolicLink != true else { continue }
          let path = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
          if path == "tmp" || path.hasPrefix("tmp/") {
            walker.skipDescendants()
            continue
          }
          paths.append(path)
        }
      }
      let known = Set(folders.values)
      for path in paths where !known.contains(path) {
        let full = path.isEmpty ? root.path : root.path + "/" + path
        let watch = inotify_add_watch(descriptor, full, UInt32(IN_CLOSE_NOWRITE))
        if watch >= 0 { folders[watch] = path }
      }
    #endif
  }

  /// The paths of the files closed unwritten since the last drain.
  private func drain() -> [String] {
    var paths: [String] = []
    #if canImport(Glibc)
      let size = 16 * 1024
      var buffer = [UInt8](repeating: 0, count: size)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, size) }
        guard count > 0 else { break }
        var offset = 0
        // Each event: wd (Int32), mask, cookie, len (UInt32), then len bytes of name.
        while offset + 16 <= count {
          let (watch, mask, length) = buffer.withUnsafeBytes { raw in
            (
              raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
              raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
              Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            )
          }
          let nameBytes = buffer[(offset + 16)..<min(offset + 16 + length, count)]
          let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
          offset += 16 + length
          // The kit's own files (the lock, the owner) start with a dot.
          guard mask & UInt32(IN_ISDIR) == 0, !name.isEmpty, !name.hasPrefix("."),
            let folder = folders[watch]
          else { continue }
          paths.append(folder.isEmpty ? name : folder + "/" + name)
        }
      }
    #endif
    return paths
  }
}
