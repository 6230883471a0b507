// A `.xcdatamodeld` folder: a model's versions, and which one is current.

import Foundation

extension DataModel {
  /// The path, inside a `.xcdatamodeld` folder named `folderName`, of the current version's
  /// `contents`: the version `.xccurrentversion` names (its bytes given), else the only one.
  /// `versions` are the folder's `.xcdatamodel` names.
  package static func currentContentsPath(
    folderName: String, versions: [String], currentVersion: Data?
  ) throws(ReadError) -> String {
    if let currentVersion {
      let plist = try? PropertyList(reading: currentVersion)
      guard let name = plist?["_XCCurrentVersionName"]?.string else {
        throw ReadError(
          line: 0, reason: "\(folderName)/.xccurrentversion names no current version")
      }
      guard versions.contains(name) else {
        throw ReadError(
          line: 0,
          reason: "\(folderName)/.xccurrentversion names \(name), which is not in the folder")
      }
      return name + "/contents"
    }
    switch versions.count {
    case 1: return versions[0] + "/contents"
    case 0: throw ReadError(line: 0, reason: "\(folderName) holds no .xcdatamodel")
    default:
      throw ReadError(
        line: 0,
        reason: "\(folderName) holds \(versions.count) versions and no .xccurrentversion "
          + "saying which is current")
    }
  }

  /// The `contents` file of the model a `.xcdatamodeld` folder's current version holds (as
  /// its `.xccurrentversion` names it, or its only version), or of a `.xcdatamodel` folder.
  package static func contentsURL(in folder: URL) throws(ReadError) -> URL {
    if folder.pathExtension == "xcdatamodel" {
      return folder.appendingPathComponent("contents")
    }
    let versions =
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".xcdatamodel") }.sorted()
    let current = try? Data(contentsOf: folder.appendingPathComponent(".xccurrentversion"))
    let path = try currentContentsPath(
      folderName: folder.lastPathComponent, versions: versions, currentVersion: current)
    return folder.appendingPathComponent(path)
  }

  /// Reads the current model of a `.xcdatamodeld` (or a `.xcdatamodel`) folder.
  package init(folder: URL) throws(ReadError) {
    let url = try Self.contentsURL(in: folder)
    try self.init(
      contentsOf: try? Data(contentsOf: url), at: url.deletingLastPathComponent().lastPathComponent)
  }

  /// Reads the current model of a `.xcdatamodeld` folder named `folderName` from its files,
  /// already read (paths inside the folder, such as `Model.xcdatamodel/contents`): nothing
  /// else is opened.
  package init(folderName: String, files: [(path: String, data: Data)]) throws(ReadError) {
    let versions = Set(
      files.compactMap { file in
        file.path.split(separator: "/").first.map(String.init).flatMap {
          $0.hasSuffix(".xcdatamodel") ? $0 : nil
        }
      }
    ).sorted()
    let current = files.first { $0.path == ".xccurrentversion" }?.data
    let path = try Self.currentContentsPath(
      folderName: folderName, versions: versions, currentVersion: current)
    let version = String(path.dropLast("/contents".count))
    try self.init(contentsOf: files.first { $0.path == path }?.data, at: version)
  }

  /// Reads a version's `contents`, naming the version in any reason it gives.
  private init(contentsOf data: Data?, at version: String) throws(ReadError) {
    guard let data else {
      throw ReadError(
        line: 0,
        reason: "\(version) has no readable contents file (a model saved by Xcode 3 keeps a "
          + "binary one, which is not read)")
    }
    do {
      try self.init(reading: data)
    } catch {
      throw ReadError(line: error.line, reason: "\(version): " + error.reason)
    }
  }
}
