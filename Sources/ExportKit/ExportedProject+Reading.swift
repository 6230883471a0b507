// Reading the app to export: a stage's target in the course, or a learner's package.

import Foundation

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
      assetSets: try reader.assetSets(ofTarget: app.name))
  }
}
