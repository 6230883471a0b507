// The package's targets as SwiftPM reads Package.swift, for tests about the package itself.

import Foundation

/// The package's targets and what each depends on, read by `swift package dump-package` (in
/// a scratch folder of its own, so a running `swift test` keeps its build folder to itself).
public struct PackageGraph: Sendable {
  /// One target of the package.
  public struct Target: Sendable {
    /// Its name, as Package.swift gives it.
    public var name: String
    /// A test target, or a helper target kept under `Tests/`.
    public var isTest: Bool
    /// Its folder, when Package.swift names one.
    public var path: String?
    /// The files of its folder it leaves out.
    public var exclude: [String]
    /// The targets and products it uses, by name.
    public var dependencies: [String]
  }

  /// Every target, in Package.swift's order.
  public var targets: [Target]

  /// The target with this name.
  public func target(_ name: String) -> Target? {
    targets.first { $0.name == name }
  }

  /// Why the package could not be read.
  public struct ReadError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
  }

  /// The graph of the package at `root` (this package's by default).
  public static func read(at root: URL = PackageRoot.url) throws -> PackageGraph {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepwise-package-graph-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "--scratch-path", scratch.path, "dump-package"]
    process.currentDirectoryURL = root
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit(seconds: 300)
    guard process.terminationStatus == 0,
      let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let targets = json["targets"] as? [[String: Any]]
    else {
      throw ReadError(description: "swift package dump-package failed in \(root.path)")
    }
    return PackageGraph(
      targets: targets.map { target in
        // Each dependency is {"byName": ["Name", null]}, {"target": ["Name", null]} or
        // {"product": ["Name", "package", …]}.
        let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap {
          dependency -> String? in
          (dependency["byName"] ?? dependency["target"] ?? dependency["product"])
            .flatMap { ($0 as? [Any])?.first as? String }
        }
        let path = target["path"] as? String
        return Target(
          name: target["name"] as? String ?? "",
          isTest: target["type"] as? String == "test" || path?.hasPrefix("Tests/") == true,
          path: path, exclude: target["exclude"] as? [String] ?? [],
          dependencies: dependencies)
      })
  }
}
