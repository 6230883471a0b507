// The variables that make Foundation's own names point into an app's container.

import Foundation

/// What an app's process is started with so that code which never heard of the kit finds
/// its container where an iOS app finds it: `NSHomeDirectory()` is the container,
/// `FileManager`'s documents directory is `Documents/`, `UserDefaults.standard` keeps its
/// file in `Library/Preferences/`, caches go to `Library/Caches/`, and temporary files to
/// `tmp/`.
///
/// On Linux, Foundation reads `CFFIXED_USER_HOME` for the home folder on every call, but
/// reads `HOME` and the `XDG_…` folders for `UserDefaults` once, when the process starts, and
/// keeps its registered defaults for the life of the process. So the variables are set in a
/// process of the app's own, before it starts, and a relaunch starts that process again:
/// exactly what a phone does.
package struct ContainerEnvironment: Equatable, Sendable {
  /// The variable naming the container an app's process runs in.
  package static let containerVariable = "STEPWISE_APP_CONTAINER"
  /// The variable holding a session's ``RunProgress`` across a relaunch.
  package static let progressVariable = "STEPWISE_APP_PROGRESS"

  /// The container.
  package let root: URL

  /// The app's container.
  package init(root: URL) {
    self.root = root.standardizedFileURL
  }

  /// The folders an iOS container has, which the variables point into.
  package var folders: [URL] {
    ["Documents", "Library/Preferences", "Library/Caches", "Library/Application Support", "tmp"]
      .map { root.appendingPathComponent($0, isDirectory: true) }
  }

  /// The variables, by name.
  package var variables: [String: String] {
    let path = root.path
    return [
      Self.containerVariable: path,
      "CFFIXED_USER_HOME": path,
      "HOME": path,
      "XDG_CONFIG_HOME": path + "/Library/Preferences",
      "XDG_DATA_HOME": path + "/Library/Application Support",
      "XDG_CACHE_HOME": path + "/Library/Caches",
      "TMPDIR": path + "/tmp/",
    ]
  }

  /// The places where Foundation, in this process, says the home folder and the documents
  /// are, when they are not the container's: empty when every name points into it.
  package static func misplaced(in root: URL) -> [String] {
    var problems: [String] = []
    let home = URL(fileURLWithPath: NSHomeDirectory()).standardizedFileURL.path
    if home != root.standardizedFileURL.path {
      problems.append("NSHomeDirectory() is \(home)")
    }
    let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)
      .first?.standardizedFileURL.path
    let expected = root.appendingPathComponent("Documents").standardizedFileURL.path
    if documents != expected {
      problems.append("the documents directory is \(documents ?? "missing")")
    }
    return problems
  }
}
