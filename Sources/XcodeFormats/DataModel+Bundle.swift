// A `.xcdatamodeld` folder: a model's versions, and which one is current.

import Foundation

extension DataModel {
  /// The `contents` file of the model a `.xcdatamodeld` folder's current version holds (as
  /// its `.xccurrentversion` names it, or its only version), or of a `.xcdatamodel` folder.
  package static func contentsURL(in folder: URL) throws(ReadError) -> URL {
    if folder.pathExtension == "xcdatamodel" {
      return folder.appendingPathComponent("contents")
    }
    let manager = FileManager.default
    let versions =
      ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".xcdatamodel") }.sorted()
    let current = folder.appendingPathComponent(".xccurrentversion")
    if let data = try? Data(contentsOf: current) {
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
      guard let name = (plist as? [String: Any])?["_XCCurrentVersionName"] as? String else {
        throw ReadError(
          line: 0,
          reason: "\(folder.lastPathComponent)/.xccurrentversion names no current version")
      }
      guard versions.contains(name) else {
        throw ReadError(
          line: 0,
          reason: "\(folder.lastPathComponent)/.xccurrentversion names \(name), which is not "
            + "in the folder")
      }
      return folder.appendingPathComponent(name).appendingPathComponent("contents")
    }
    switch versions.count {
    case 1: return folder.appendingPathComponent(versions[0]).appendingPathComponent("contents")
    case 0:
      throw ReadError(line: 0, reason: "\(folder.lastPathComponent) holds no .xcdatamodel")
    default:
      throw ReadError(
        line: 0,
        reason: "\(folder.lastPathComponent) holds \(versions.count) versions and no "
          + ".xccurrentversion saying which is current")
    }
  }

  /// Reads the current model of a `.xcdatamodeld` (or a `.xcdatamodel`) folder.
  package init(folder: URL) throws(ReadError) {
    let url = try Self.contentsURL(in: folder)
    guard let data = try? Data(contentsOf: url) else {
      throw ReadError(
        line: 0,
        reason: "\(url.deletingLastPathComponent().lastPathComponent) has no readable "
          + "contents file (a model saved by Xcode 3 keeps a binary one, which is not read)")
    }
    do {
      try self.init(reading: data)
    } catch {
      throw ReadError(
        line: error.line,
        reason: "\(url.deletingLastPathComponent().lastPathComponent): "
          + error.reason)
    }
  }
}
