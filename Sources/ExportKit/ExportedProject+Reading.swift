// Reading the app to export: a stage's target in the course, or a learner's package.

import Foundation
import XcodeFormats

extension ExportedProject {
  /// The Swift files of a package's target (`Sources/<target>/`), relative to its folder,
  /// in path order, read by ``SourceReader``'s rules: the package's own files only, each of
  /// a sane size.
  package static func swiftFiles(ofTarget target: String, in package: URL) throws(ExportError)
    -> [(path: String, text: String)]
  {
    var reader = SourceReader(package: package)
    return try reader.swiftFiles(ofTarget: target)
  }

  /// Exports a learner's package: the app in its `Sources/<app>/` (the target whose files
  /// declare the storyboard), its Info.plist read from its `Info.swift`, and its tests in
  /// `Tests/<target>/`, each a test target of the project.
  package static func package(at folder: URL) throws(ExportError) -> ExportedProject {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw .noSuchFolder(folder.path) }
    guard manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else {
      throw .notAPackage(folder.path)
    }
    var reader = SourceReader(package: folder)
    let names = (try? manager.contentsOfDirectory(atPath: reader.url("Sources").path)) ?? []
    var targets: [(name: String, files: [(path: String, text: String)])] = []
    for name in names.sorted() where !name.hasPrefix(".") {
      let files = try reader.swiftFiles(ofTarget: name)
      if !files.isEmpty { targets.append((name, files)) }
    }
    guard let first = targets.first else { throw .notAPackage(folder.path) }
    let app =
      targets.first { target in
        target.files.contains { $0.text.contains("extension UIStoryboard") }
      } ?? first
    let manifest = try reader.text(ofFile: "Package.swift")
    let isSwift5 = manifest.contains("swiftLanguageModes: [.v5]")
    return try ExportedProject(
      name: app.name, sources: app.files, info: nil, swiftVersion: isSwift5 ? "5.0" : "6.0",
      mainActorByDefault: manifest.contains("defaultIsolation(MainActor.self)"),
      tests: try testBundles(in: &reader), dataModels: try reader.dataModels(ofTarget: app.name),
      stringTables: try reader.stringTables(ofTarget: app.name),
      imageSets: imageSets(in: folder.appendingPathComponent("Sources/\(app.name)/Assets.xcassets"))
    )
  }

  /// The largest picture of an image set the export carries, and all of them together.
  static let maximumPictureBytes = 16 * 1024 * 1024
  static let maximumImageSetBytes = 256 * 1024 * 1024

  /// The files of the image sets a package keeps in an asset catalog (a ported app's, in
  /// `Sources/<app>/Assets.xcassets`), by path from the catalog (`Folder.imageset/Folder.png`):
  /// plain files only, never through a link, each and all within their limits; none when
  /// there is no catalog.
  static func imageSets(in catalog: URL) -> [(path: String, data: Data)] {
    let manager = FileManager.default
    guard
      let walk = manager.enumerator(
        at: catalog, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    var result: [(path: String, data: Data)] = []
    var total = 0
    for case let url as URL in walk {
      let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
      guard values?.isRegularFile == true, values?.isSymbolicLink != true else { continue }
      let relative = String(
        url.standardizedFileURL.path.dropFirst(catalog.standardizedFileURL.path.count + 1))
      guard let inside = AssetCatalogFolder.imageSetFile("Assets.xcassets/\(relative)"),
        let data = try? Data(contentsOf: url), data.count <= maximumPictureBytes,
        total + data.count <= maximumImageSetBytes
      else { continue }
      total += data.count
      result.append((inside, data))
    }
    return result.sorted { $0.path < $1.path }
  }
}
