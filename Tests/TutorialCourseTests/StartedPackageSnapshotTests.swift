// The package `tutorial start` writes, as the export tests keep it: the same files, word for
// word, so that they export what a learner has without using the tutorial's module.

import AppTestSupport
import Foundation
import Testing

@testable import TutorialCourse

/// `Tests/ExportKitTests/Fixtures/StartedPackage.json` is a copy of what `start` writes, with
/// the course's path and package name as placeholders: the export stands below the tutorial,
/// so its tests read the copy rather than start a package. This test keeps the copy true.
/// After a change to the starter, write the copy again with
/// `STEPWISE_WRITE_STARTED_PACKAGE=1 swift test --filter StartedPackageSnapshotTests`.
@MainActor
@Suite struct StartedPackageSnapshotTests {
  static let snapshot = PackageRoot.url.appendingPathComponent(
    "Tests/ExportKitTests/Fixtures/StartedPackage.json")

  /// Every file `start` wrote in `folder`, but git's, by path, with the course's path and
  /// package name as the snapshot's placeholders.
  static func files(in folder: URL, course: URL) throws -> [String: String] {
    let manager = FileManager.default
    let paths = try manager.subpathsOfDirectory(atPath: folder.path)
    var files: [String: String] = [:]
    for path in paths where path != ".git" && !path.hasPrefix(".git/") {
      var isFolder: ObjCBool = false
      let url = folder.appendingPathComponent(path)
      guard manager.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue
      else { continue }
      files[path] = try String(contentsOf: url, encoding: .utf8)
        .replacingOccurrences(of: course.path, with: "@COURSE_PATH@")
        .replacingOccurrences(
          of: "package: \"\(StarterApp.identity(of: course))\"",
          with: "package: \"@COURSE_IDENTITY@\"")
    }
    return files
  }

  @Test func theExportTestsCopyIsWhatStartWrites() throws {
    let folder = try TemporaryFolder()
    let learner = folder.url.appendingPathComponent("MyChecklists")
    _ = try TutorialStarter(course: PackageRoot.url).start(in: learner)
    let written = try Self.files(in: learner, course: PackageRoot.url)

    if ProcessInfo.processInfo.environment["STEPWISE_WRITE_STARTED_PACKAGE"] == "1" {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      try (encoder.encode(written) + Data("\n".utf8)).write(to: Self.snapshot)
    }
    let copy = try JSONDecoder().decode(
      [String: String].self, from: Data(contentsOf: Self.snapshot))
    #expect(
      Set(copy.keys) == Set(written.keys),
      "start writes \(written.keys.sorted()), the copy holds \(copy.keys.sorted())")
    for (path, text) in written.sorted(by: { $0.key < $1.key }) where copy[path] != nil {
      #expect(
        copy[path] == text,
        "\(path) is not as start writes it: write the copy again (see StartedPackageSnapshotTests)")
    }
    // The export tests fill the placeholder with the name SwiftPM gives a package by path.
    #expect(
      StarterApp.identity(of: PackageRoot.url) == PackageRoot.url.lastPathComponent.lowercased())
  }
}
