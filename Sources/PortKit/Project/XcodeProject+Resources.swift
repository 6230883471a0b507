// Which plain files of a project the app's bundle holds: a word list, a JSON file, a property
// list of its own, which the app finds with `Bundle.main`.

import XcodeFormats

extension XcodeProject {
  /// The plain files the app target's Resources phase copies (or its synchronized folders
  /// hold), in path order: what the port does not translate or carry otherwise (Swift files,
  /// storyboards, nibs, asset catalogs, string tables, data models, the Info.plist), nor
  /// hidden files. None without a project file: nothing then says which files the bundle
  /// holds.
  static func bundledResourcePaths(
    in files: [String], app: XcodeProjectFile.Target?, infoPlist: String?
  ) -> [String] {
    guard let app else { return [] }
    let handled = [".swift", ".storyboard", ".xib", ".xcstrings", ".stringsdict", ".strings"]
    return files.filter { path in
      let components = path.split(separator: "/")
      guard let name = components.last, app.bundles(path), !isTestPath(path),
        path != infoPlist, !name.hasPrefix("."),
        !handled.contains(where: { path.hasSuffix($0) }),
        !components.contains(where: { folder in
          [".xcassets", ".lproj", ".xcdatamodeld", ".xcodeproj", ".xcworkspace"].contains {
            folder.hasSuffix($0)
          }
        })
      else { return false }
      return true
    }.sorted()
  }
}
