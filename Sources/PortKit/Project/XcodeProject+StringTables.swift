// Which string tables of a project the app's bundle holds: `.lproj` folders' `.strings`
// files and String Catalogs.

import XcodeFormats

extension XcodeProject {
  /// The app's string tables (in path order, test folders aside): each `.strings` file in a
  /// `<language>.lproj` folder, and each `.xcstrings` String Catalog; the plural tables
  /// (`.stringsdict`), which the port does not carry; and those left out. When the project
  /// file gives the app target, only the files its Resources phase copies (or its
  /// synchronized folders hold) are in the app's bundle, as Xcode builds it.
  static func stringTablePaths(in files: [String], app: XcodeProjectFile.Target?)
    -> (kept: [String], plurals: [String], leftOut: [(path: String, note: String)])
  {
    let candidates = files.filter { path in
      guard !isTestPath(path), !path.contains(".xcassets/") else { return false }
      if path.hasSuffix(".xcstrings") { return true }
      let folder = path.split(separator: "/").dropLast().last ?? ""
      return folder.hasSuffix(".lproj")
        && (path.hasSuffix(".strings") || path.hasSuffix(".stringsdict"))
    }.sorted()
    let bundled = app.map { app in candidates.filter(app.bundles) } ?? candidates
    let leftOut = candidates.filter { !bundled.contains($0) }.map { path in
      (
        path,
        "left out: the app target's Resources phase in project.pbxproj does not list it, so "
          + "the app's bundle does not hold it (on iOS NSLocalizedString would not find it either)"
      )
    }
    return (
      bundled.filter { !$0.hasSuffix(".stringsdict") },
      bundled.filter { $0.hasSuffix(".stringsdict") },
      leftOut
    )
  }
}
