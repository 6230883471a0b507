// The copy of the package mutants are built in: the developer's own folder is only read.

import Foundation

/// A copy of the package whose manifest keeps only one test target and what it needs, so
/// that a mutant's build compiles the changed file, relinks a small test bundle, and never
/// touches the developer's working tree.
///
/// The copy is kept between runs (in `.build/mutants/<tests>` by default) with its own build
/// folder, so each mutant is an incremental build; each run first makes it equal to the
/// package again, file by file, writing only what differs.
package struct ScratchPackage {
  /// The developer's package.
  package let original: URL
  /// The copy.
  package let root: URL
  /// The test target kept.
  package let testTarget: String

  /// The entries of the package's folder not copied.
  static let skipped: Set<String> = [".build", ".git", ".swiftpm", ".ci"]

  package init(original: URL, root: URL, testTarget: String) {
    self.original = original
    self.root = root
    self.testTarget = testTarget
  }

  /// Makes the copy equal to the package, with the pruned manifest.
  package func prepare() throws {
    let files = FileManager.default
    try files.createDirectory(at: root, withIntermediateDirectories: true)
    let entries = try files.contentsOfDirectory(atPath: original.path).filter {
      !Self.skipped.contains($0)
    }
    for entry in entries where entry != "Package.swift" {
      try mirror(original.appendingPathComponent(entry), to: root.appendingPathComponent(entry))
    }
    for entry in try files.contentsOfDirectory(atPath: root.path)
    where !entries.contains(entry) && entry != ".build" {
      try files.removeItem(at: root.appendingPathComponent(entry))
    }
    let manifest = try String(
      contentsOf: original.appendingPathComponent("Package.swift"), encoding: .utf8)
    try write(
      Self.prunedManifest(manifest, keeping: testTarget),
      to: root.appendingPathComponent("Package.swift"))
  }

  /// The manifest with code added at its end that keeps only `testTarget` and the targets it
  /// needs, and no products.
  package static func prunedManifest(_ manifest: String, keeping testTarget: String) -> String {
    manifest + """

      // Added by stepwise-mutants: only \(testTarget) and the targets it needs.
      do {
        var needed: Set<String> = ["\(testTarget)"]
        var grew = true
        while grew {
          grew = false
          for target in package.targets where needed.contains(target.name) {
            for dependency in target.dependencies {
              switch dependency {
              case .targetItem(let name, _), .byNameItem(let name, _):
                if needed.insert(name).inserted { grew = true }
              default:
                break
              }
            }
          }
        }
        package.targets = package.targets.filter { needed.contains($0.name) }
        package.products = []
      }

      """
  }

  /// The copy of one of the module's files.
  package func file(_ path: String, inModule module: URL) -> URL {
    let relative = String(module.path.dropFirst(original.path.count))
    return root.appendingPathComponent(relative).appendingPathComponent(path)
  }

  /// Writes `text` to `url` unless the file already holds it (so its date stays, and the
  /// next build does not recompile it).
  package func write(_ text: String, to url: URL) throws {
    let data = Data(text.utf8)
    if (try? Data(contentsOf: url)) == data { return }
    try data.write(to: url, options: .atomic)
  }

  private func mirror(_ source: URL, to target: URL) throws {
    let files = FileManager.default
    if let link = try? files.destinationOfSymbolicLink(atPath: source.path) {
      // a link stays a link (an exercise's `Stage` points at its app's folder)
      if (try? files.destinationOfSymbolicLink(atPath: target.path)) == link { return }
      if (try? files.attributesOfItem(atPath: target.path)) != nil {
        try files.removeItem(at: target)
      }
      try files.createSymbolicLink(atPath: target.path, withDestinationPath: link)
      return
    }
    var isFolder: ObjCBool = false
    guard files.fileExists(atPath: source.path, isDirectory: &isFolder) else { return }
    if isFolder.boolValue {
      if (try? files.destinationOfSymbolicLink(atPath: target.path)) != nil {
        try files.removeItem(at: target)
      }
      var targetIsFolder: ObjCBool = false
      if files.fileExists(atPath: target.path, isDirectory: &targetIsFolder),
        !targetIsFolder.boolValue
      {
        try files.removeItem(at: target)
      }
      try files.createDirectory(at: target, withIntermediateDirectories: true)
      let entries = try files.contentsOfDirectory(atPath: source.path)
      for entry in entries {
        try mirror(source.appendingPathComponent(entry), to: target.appendingPathComponent(entry))
      }
      for entry in try files.contentsOfDirectory(atPath: target.path) where !entries.contains(entry)
      {
        try files.removeItem(at: target.appendingPathComponent(entry))
      }
    } else {
      let data = try Data(contentsOf: source)
      let isLink = (try? files.destinationOfSymbolicLink(atPath: target.path)) != nil
      if !isLink, (try? Data(contentsOf: target)) == data { return }
      if (try? files.attributesOfItem(atPath: target.path)) != nil {
        try files.removeItem(at: target)
      }
      try data.write(to: target)
    }
  }
}
