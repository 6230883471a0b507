// Finds the Stepwise package on disk, for `stepwise diff`.

import Foundation

/// Finds the folder holding the package's `Package.swift` and `Sources/`.
///
/// It looks upward from the current folder, then from the executable (which lives in the
/// package's `.build`), then from where this file was compiled.
package enum PackageLocator {
  /// No package was found.
  package struct NotFound: Error, Equatable, CustomStringConvertible {
    /// The folders searched upward from.
    package var searched: [String]

    package var description: String {
      "cannot find the Stepwise package (a folder with Package.swift and "
        + "Sources/HeadlessUIKit) above "
        + searched.joined(separator: " or ")
        + "; run stepwise from inside the package"
    }
  }

  /// Where this file was compiled: the last place to look.
  package static let compiledLocation = URL(fileURLWithPath: #filePath)

  /// The package's root folder.
  package static func locate(in environment: ToolEnvironment, fallback: URL? = compiledLocation)
    throws(NotFound) -> URL
  {
    let starts = [
      environment.currentDirectory, environment.executable?.deletingLastPathComponent(),
      fallback?.deletingLastPathComponent(),
    ].compactMap { $0 }
    for start in starts {
      if let root = searchUpward(from: start) { return root }
    }
    throw NotFound(searched: starts.map(\.path))
  }

  /// The nearest folder at or above `start` that is the package's root.
  package static func searchUpward(from start: URL) -> URL? {
    var folder = start.standardizedFileURL
    while true {
      if isPackageRoot(folder) { return folder }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }

  /// Whether a folder holds `Package.swift` and `Sources/HeadlessUIKit`.
  package static func isPackageRoot(_ folder: URL) -> Bool {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    return manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      && manager.fileExists(
        atPath: folder.appendingPathComponent("Sources/HeadlessUIKit").path,
        isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
