// A throwaway UserDefaults suite, and the file Foundation keeps it in.

import Foundation

/// A `UserDefaults` suite with a unique name, removed with ``remove()``.
///
/// On Linux, Foundation keeps a suite in a property list under `~/.config`; the benchmark
/// reads that file to check that `synchronize()` really wrote the value.
@MainActor
final class FoundationSuite {
  /// The suite's name.
  let name = "org.stepwise.bench.\(UUID().uuidString)"

  /// The suite.
  let defaults: UserDefaults

  /// Opens a new, empty suite.
  init() throws {
    guard let defaults = UserDefaults(suiteName: name) else {
      throw BenchmarkError.usage("Foundation refused to open the suite \(name)")
    }
    self.defaults = defaults
  }

  /// The files Foundation may have written the suite to.
  var candidateFiles: [URL] {
    let home = FileManager.default.homeDirectoryForCurrentUser
    let config =
      ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"].map { URL(fileURLWithPath: $0) }
      ?? home.appendingPathComponent(".config")
    return [
      config.appendingPathComponent("\(name).plist"),
      config.appendingPathComponent("Preferences/\(name).plist"),
      home.appendingPathComponent("Library/Preferences/\(name).plist"),
    ]
  }

  /// An integer as stored in the suite's file (not in Foundation's memory).
  func storedInteger(_ key: String) -> Int? {
    for file in candidateFiles {
      guard let data = FileManager.default.contents(atPath: file.path),
        let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
        let dictionary = plist as? [String: Any]
      else { continue }
      return dictionary[key] as? Int
    }
    return nil
  }

  /// Removes the suite and its file.
  func remove() {
    defaults.removePersistentDomain(forName: name)
    for file in candidateFiles {
      try? FileManager.default.removeItem(at: file)
    }
  }
}
