// The port of the Checklists fixture is exactly the package's PortedChecklists target.

import Foundation
import StepwiseTestSupport
import Testing

@testable import PortKit

@Suite struct GoldenPortTests {
  static let fixtures = PackageRoot.url.appendingPathComponent("Tests/PortTests/Fixtures")

  @Test func theChecklistsProjectPortsToThePortedChecklistsTarget() throws {
    let project = try XcodeProject.read(Self.fixtures.appendingPathComponent("Checklists"))
    let port = PortedPackage(project, kit: PackageRoot.url)
    let target = PackageRoot.url.appendingPathComponent("Sources/PortedChecklists")
    let expected = try FileManager.default.contentsOfDirectory(atPath: target.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    let written = port.files.filter { $0.path.hasPrefix("Sources/Checklists/") }
    #expect(
      written.map { String($0.path.dropFirst("Sources/Checklists/".count)) }.sorted() == expected)
    for file in written {
      let name = String(file.path.dropFirst("Sources/Checklists/".count))
      let checkedIn = try String(contentsOf: target.appendingPathComponent(name), encoding: .utf8)
      #expect(file.contents == checkedIn, "\(name) differs")
    }
  }
}
