// Where a running app's resources are: its main bundle, and SwiftPM's resource bundles.

import Foundation

/// The folders an app's resources are in, in the order they are searched: the main bundle's
/// resource folder, the bundle folder and the program's folder, then each resource bundle
/// beside the program, where SwiftPM puts a target's resources (`<package>_<target>.resources`
/// on Linux, `<package>_<target>.bundle` on macOS, with its `Contents/Resources`).
///
/// On iOS an app's resources are in its bundle; a ported app's are in its target's resource
/// bundle, so `NSPersistentContainer(name:)` and `NSLocalizedString` look in both.
package enum AppResources {
  /// The folders, each once, in search order.
  package static func folders(of bundle: Bundle = .main) -> [URL] {
    var folders: [URL] = []
    let candidates = [
      bundle.resourceURL, bundle.bundleURL, bundle.executableURL?.deletingLastPathComponent(),
    ]
    for url in candidates {
      if let url, !folders.contains(url) { folders.append(url) }
    }
    let manager = FileManager.default
    for folder in folders {
      let names = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
      for name in names where name.hasSuffix(".resources") || name.hasSuffix(".bundle") {
        let resources = folder.appendingPathComponent(name)
        folders.append(resources)
        folders.append(resources.appendingPathComponent("Contents/Resources"))
      }
    }
    return folders
  }

  /// A resource file of a bundle, as `Bundle.url(forResource:withExtension:)` finds it in an
  /// app's bundle: the bundle's own first, then each of its resource ``folders(of:)``. A
  /// nil or empty extension takes the name as it is (`"start.txt"`); a nil name, the first
  /// file with the extension, by name.
  package static func url(forResource name: String?, withExtension ext: String?, in bundle: Bundle)
    -> URL?
  {
    if let found = bundle.url(forResource: name, withExtension: ext) { return found }
    let suffix = ext.map { $0.isEmpty || $0.hasPrefix(".") ? $0 : "." + $0 } ?? ""
    let manager = FileManager.default
    for folder in folders(of: bundle) {
      let candidates: [String]
      if let name, !name.isEmpty {
        // A name never leads out of the folder.
        guard !name.contains("/"), name != "..", name != "." else { return nil }
        candidates = [name + suffix]
      } else {
        guard !suffix.isEmpty else { return nil }
        let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        candidates = names.filter { $0.hasSuffix(suffix) }.sorted()
      }
      for candidate in candidates {
        let url = folder.appendingPathComponent(candidate)
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
          return url
        }
      }
    }
    return nil
  }
}
