// Finds the Stepwise package on disk, for `stepwise diff`.

import Foundation
import StepwiseBasics

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
      localized(
        """
        cannot find the Stepwise package (a folder with Package.swift and \
        Sources/HeadlessUIKit) above \(searched.joined(separator: localized(" or "))); \
        run stepwise from inside the package
        """)
    }
  }

  /// How many folders down `folder` is in `package` (0 for the package's own folder), or nil
  /// when it is not in it; links are followed, so a path through one is seen for where it
  /// leads.
  package static func depth(of folder: URL, inside package: URL) -> Int? {
    func components(_ url: URL) -> [String] {
      var resolved = url.standardizedFileURL.resolvingSymlinksInPath()
      var missing: [String] = []
      // A folder not made yet is resolved through the nearest one that exists.
      while !FileManager.default.fileExists(atPath: resolved.path), resolved.path != "/" {
        missing.insert(resolved.lastPathComponent, at: 0)
        resolved = resolved.deletingLastPathComponent().resolvingSymlinksInPath()
      }
      return resolved.pathComponents + missing
    }
    let folderParts = components(folder)
    let packageParts = components(package)
    guard folderParts.count >= packageParts.count,
      Array(folderParts.prefix(packageParts.count)) == packageParts
    else { return nil }
    return folderParts.count - packageParts.count
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

  /// The nearest folder at or above `start` that is the package's root, or that `isWanted`
  /// takes.
  package static func searchUpward(
    from start: URL, where isWanted: (URL) -> Bool = isPackageRoot
  ) -> URL? {
    var folder = start.standardizedFileURL
    // Only from an absolute path, whose parents end at `/`: a relative one (the current
    // folder's, when it was deleted) would climb `../..` forever.
    guard folder.path.hasPrefix("/") else { return nil }
    while true {
      if isWanted(folder) { return folder }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path || parent.path.count >= folder.path.count { return nil }
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
