// The ports of two fixtures are checked in as targets of this package, compiled and driven by
// the suite: their files must be exactly what the port writes now.

import AppTestSupport
import Foundation
import Testing

@testable import PortKit

@Suite struct GoldenPortTests {
  /// A fixture whose port is a target of this package.
  struct Golden: CustomTestStringConvertible, Sendable {
    /// The fixture's folder under `Tests/PortTests/Fixtures`.
    var fixture: String
    /// The target holding its port.
    var target: String
    var testDescription: String { "\(fixture) → Sources/\(target)" }
  }

  static let goldens = [
    Golden(fixture: "Checklists", target: "PortedChecklists"),
    Golden(fixture: "Bookshelf", target: "PortedBookshelf"),
  ]

  @Test(arguments: goldens)
  func theFixturePortsToTheCheckedInTargetFileByFile(golden: Golden) throws {
    let project = try XcodeProject.read(Fixtures.url(golden.fixture))
    let port = PortedPackage(project, kit: PackageRoot.url)
    let target = PackageRoot.url.appendingPathComponent("Sources/\(golden.target)")
    let checkedIn = try FileManager.default.contentsOfDirectory(atPath: target.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    let folder = "Sources/\(golden.fixture)/"
    let written = port.files.filter { $0.path.hasPrefix(folder) }
    #expect(written.map { String($0.path.dropFirst(folder.count)) }.sorted() == checkedIn)
    for file in written {
      let name = String(file.path.dropFirst(folder.count))
      let expected = try String(contentsOf: target.appendingPathComponent(name), encoding: .utf8)
      #expect(file.contents == expected, "\(golden.target)/\(name) is not what the port writes")
    }
  }
}
