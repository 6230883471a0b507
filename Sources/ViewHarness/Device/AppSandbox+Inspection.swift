// Looking through a sandbox after a run: its files, whether bytes were kept, who may read them.

import Foundation
import HeadlessUIKitCore

extension AppSandbox {
  /// Every file and folder in the container, the container itself first.
  public func allItems() -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: nil, options: [])
    else { return [root] }
    let items = enumerator.compactMap { $0 as? URL }
    return [root] + items.sorted { $0.path < $1.path }
  }

  /// Whether some file in the container holds exactly these bytes: a damaged file kept
  /// aside, under whatever name.
  public func keeps(_ bytes: Data) -> Bool {
    allItems().contains { url in
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        !isFolder.boolValue
      else { return false }
      return FileManager.default.contents(atPath: url.path) == bytes
    }
  }

  /// The files and folders that someone other than the owner could read, write or enter,
  /// each with its permissions in octal: "Documents/Checklists.plist 644".
  public func itemsOpenToOthers() -> [String] {
    allItems().compactMap { url in
      guard
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
        let permissions = attributes[.posixPermissions] as? Int,
        permissions & 0o077 != 0
      else { return nil }
      let relative = String(url.path.dropFirst(root.path.count)).drop { $0 == "/" }
      return "\(relative.isEmpty ? "." : String(relative)) \(String(permissions, radix: 8))"
    }
  }
}
