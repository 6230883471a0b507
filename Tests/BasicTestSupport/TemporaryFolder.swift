// A temporary folder for one test, deleted when the test is done with it.

import Foundation

/// A temporary folder, deleted when the test is done with it.
public final class TemporaryFolder {
  /// The folder.
  public let url: URL

  /// Makes a new, empty folder.
  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepwise-tool-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Writes a file under the folder and returns its URL.
  @discardableResult
  public func write(_ text: String, to name: String) throws -> URL {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file
  }

  /// The text of a file under the folder, or nil when there is none.
  public func read(_ name: String) -> String? {
    try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
  }
}
