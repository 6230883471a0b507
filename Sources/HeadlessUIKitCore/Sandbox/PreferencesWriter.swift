// Writes preferences files in the background, as iOS's preferences daemon does.

import Foundation

/// Puts an app's preferences on the disk in the background, so that `set` returns at once.
///
/// Each write is a durable ``SandboxFile`` write (flushed before and after the rename).
/// Values set while a write is under way wait for the next write, which takes the latest
/// values of all of them: a thousand quick sets make a few writes, not a thousand.
///
/// There is one writer per preferences file in the process, and it outlives the app: an app
/// that crashes mid-write has its values written all the same, as on iOS, where a separate
/// process keeps the preferences. ``waitUntilWritten()`` is what `synchronize()`, the end of
/// the app and the next launch wait for.
final class PreferencesWriter: @unchecked Sendable {
  /// The file this writer keeps.
  let fileURL: URL

  // Everything below is guarded by `condition`.
  private let condition = NSCondition()
  private var pending: Data?
  private var isWriting = false
  private var lastError: (any Error)?
  private var completedWrites = 0

  private init(fileURL: URL) {
    self.fileURL = fileURL
  }

  /// The writers alive in this process, by path; a writer goes away once no preferences
  /// object uses it and its last write is done.
  private static let registryLock = NSLock()
  nonisolated(unsafe) private static var registry: [String: Weak] = [:]

  private struct Weak {
    weak var writer: PreferencesWriter?
  }

  /// The writer of a file: the one already at work on it in this process, or a new one.
  static func writer(for fileURL: URL) -> PreferencesWriter {
    registryLock.lock()
    defer { registryLock.unlock() }
    if let writer = registry[fileURL.path]?.writer { return writer }
    let writer = PreferencesWriter(fileURL: fileURL)
    registry = registry.filter { $0.value.writer != nil }
    registry[fileURL.path] = Weak(writer: writer)
    return writer
  }

  /// Waits for the writers of every file inside a folder.
  static func waitForWrites(under folder: URL) {
    let prefix = folder.standardizedFileURL.path + "/"
    registryLock.lock()
    let writers = registry.values.compactMap(\.writer).filter { $0.fileURL.path.hasPrefix(prefix) }
    registryLock.unlock()
    for writer in writers { writer.waitUntilWritten() }
  }

  /// Writes `data` as soon as the write under way, if any, is done; data submitted before
  /// that is never written, since this replaces it.
  func submit(_ data: Data) {
    condition.lock()
    defer { condition.unlock() }
    pending = data
    guard !isWriting else { return }
    isWriting = true
    DispatchQueue.global(qos: .userInitiated).async { self.writePending() }
  }

  /// Waits until every submitted value is on the disk, and returns the error of the last
  /// write, or nil if it succeeded.
  @discardableResult
  func waitUntilWritten() -> (any Error)? {
    condition.lock()
    defer { condition.unlock() }
    while isWriting { condition.wait() }
    return lastError
  }

  /// The error of the last write that finished, or nil if it succeeded; does not wait.
  var lastWriteError: (any Error)? {
    condition.lock()
    defer { condition.unlock() }
    return lastError
  }

  /// How many writes reached the disk (or failed) so far.
  var writeCount: Int {
    condition.lock()
    defer { condition.unlock() }
    return completedWrites
  }

  /// Writes the latest data until nothing new is pending.
  private func writePending() {
    while true {
      condition.lock()
      guard let data = pending else {
        isWriting = false
        condition.broadcast()
        condition.unlock()
        return
      }
      pending = nil
      condition.unlock()

      var error: (any Error)?
      do {
        try SandboxFile.write(data, to: fileURL)
      } catch let failure {
        error = failure
      }

      condition.lock()
      lastError = error
      completedWrites += 1
      condition.unlock()
    }
  }
}
