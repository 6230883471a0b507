// Which `.xib` files of a project the app's bundle holds, and reading them.

import Foundation
import XcodeFormats

extension XcodeProject {
  /// The app's `.xib` files (in path order, test folders aside), and those left out: when the
  /// project file gives the app target, only the files its Resources phase copies (or its
  /// synchronized folders hold) are in the app's bundle, as Xcode builds it.
  static func xibPaths(in files: [String], app: XcodeProjectFile.Target?)
    -> (kept: [String], leftOut: [(path: String, note: String)])
  {
    let candidates = files.filter { $0.hasSuffix(".xib") && !isTestPath($0) }.sorted()
    guard let app else { return (candidates, []) }
    let leftOut = candidates.filter { !app.bundles($0) }.map { path in
      (
        path,
        "left out: the app target's Resources phase in project.pbxproj does not list it, so "
          + "the app's bundle does not hold it (on iOS UINib(nibName:bundle:) would not find it "
          + "either)"
      )
    }
    return (candidates.filter(app.bundles), leftOut)
  }

  /// The app's nibs (its `.xib` files but launch screens), each read with its name; those
  /// not the app's are noted as left out.
  static func readXibs(
    among files: [String], app: XcodeProjectFile.Target?, _ reader: inout BudgetedReader
  ) -> [(path: String, name: String, data: Data)] {
    let nibs = xibPaths(in: files, app: app)
    reader.leftOut += nibs.leftOut
    return nibs.kept.compactMap { path in
      guard let data = reader.contents(path, limit: maximumStoryboardBytes),
        !isLaunchScreen(data.prefix(2_000))
      else { return nil }
      return (path, URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent, data)
    }
  }
}
