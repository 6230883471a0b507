// A trial's files on disk: the apps' and tests' folders written (only what changed) and read
// back, and those of an earlier run removed.

import Foundation

extension MutantTrial {
  /// Removes the folders of `Mutants/` and `Tests/` in the package at `folder` that are not
  /// among these, so that no trial of an earlier run is built again.
  package static func removeOthers(in folder: URL, keeping apps: Set<String>, _ tests: Set<String>)
    throws
  {
    let manager = FileManager.default
    for (parent, wanted) in [("Mutants", apps), ("Tests", tests)] {
      let url = folder.appendingPathComponent(parent)
      for name in (try? manager.contentsOfDirectory(atPath: url.path)) ?? []
      where !wanted.contains(name) {
        try manager.removeItem(at: url.appendingPathComponent(name))
      }
    }
  }

  /// Writes files (by path in `root`) that changed, and removes the folder's other Swift
  /// files.
  package static func writeTree(_ files: [String: String], to root: URL) throws {
    let manager = FileManager.default
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      if (try? Data(contentsOf: url)) != Data(text.utf8) {
        try Data(text.utf8).write(to: url, options: .atomic)
      }
    }
    guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: nil) else { return }
    let base = root.standardizedFileURL.path + "/"
    while let url = walker.nextObject() as? URL {
      let relative = url.standardizedFileURL.path.replacingOccurrences(of: base, with: "")
      if url.pathExtension == "swift", files[relative] == nil {
        try manager.removeItem(at: url)
      }
    }
  }

  /// The files of an app's folder, by path in it: its Swift files, and the files of its data
  /// models.
  package static func readTree(_ root: URL) throws -> [String: String] {
    let root = root.standardizedFileURL
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    else { throw Mutant.Defect(description: "there is no folder \(root.path)") }
    var files: [String: String] = [:]
    while let url = walker.nextObject() as? URL {
      let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
      var isFolder: ObjCBool = false
      guard url.pathExtension == "swift" || isDataModelFile(relative),
        FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        !isFolder.boolValue
      else { continue }
      files[relative] = try String(contentsOf: url, encoding: .utf8)
    }
    return files
  }

  /// Whether a path of an app's folder is a file of a data model (`TodoList.xcdatamodeld/…`),
  /// which the app keeps as a resource.
  static func isDataModelFile(_ path: String) -> Bool {
    path.split(separator: "/").first?.hasSuffix(".xcdatamodeld") == true && path.contains("/")
  }
}
