// Every fixture's port is a package that builds and passes its walkthrough, with no hand edit.

import AppTestSupport
import Foundation
import Testing

@testable import LessonEngine
@testable import PortKit

/// Ports each fixture into a folder of its own, builds the package with `swift build` (all
/// fixtures in one build folder, so the kit is compiled once), and plays the fixture's
/// walkthrough on the app's program.
///
/// Building the kit takes a minute or two, so it runs when `STEPWISE_PORT_BUILD` is set, as
/// `.ci/run` does:
///
///     STEPWISE_PORT_BUILD=1 swift test --filter PortBuildTests
@Suite(.enabled(if: ProcessInfo.processInfo.environment["STEPWISE_PORT_BUILD"] != nil))
struct PortBuildTests {
  @Test func everyFixturesPortBuildsAndPassesItsWalkthrough() throws {
    let work = try TemporaryFolder()
    let scratch = work.url.appendingPathComponent("build")
    for name in Fixtures.names {
      let package = work.url.appendingPathComponent("\(name)-headless")
      let project = try XcodeProject.read(Fixtures.url(name))
      try PortedPackage(project, kit: PackageRoot.url).write(to: package)

      let build = try ExternalCommand(
        "swift", ["build", "--scratch-path", scratch.path], in: package, timeLimit: 900
      ).run()
      try #require(build.status == 0, "\(name) does not build:\n\(build.output)")

      let data = work.url.appendingPathComponent("\(name)-data")
      let play = try ExternalCommand(
        scratch.appendingPathComponent("debug/\(project.moduleName)").path,
        ["--play", Fixtures.script(name).path], in: package,
        extraEnvironment: ["XDG_DATA_HOME": data.path, "NO_COLOR": "1"], timeLimit: 120
      ).run()
      #expect(play.status == 0, "\(name)'s walkthrough failed:\n\(play.output)")
      #expect(play.output.contains("\npassed: "), "\(play.output)")
      print(
        "\(name): built in \(String(format: "%.1f", build.duration)) s, walkthrough "
          + (play.output.split(separator: "\n").last.map(String.init) ?? ""))
      guard name == "Shopping" else { continue }
      // As on iOS, its checkmark kept in the cell alone shows, with a note; the tutorial's
      // strict check stops the same walkthrough there.
      #expect(
        play.output.contains("note: row 1 shows \"Eggs ✓\" but its data source says \"Eggs\""),
        "\(play.output)")
      let strict = try ExternalCommand(
        scratch.appendingPathComponent("debug/\(project.moduleName)").path,
        ["--play", Fixtures.script(name).path, "--strict-cells"], in: package,
        extraEnvironment: [
          "XDG_DATA_HOME": work.url.appendingPathComponent("strict-data").path, "NO_COLOR": "1",
        ], timeLimit: 120
      ).run()
      #expect(strict.status != 0)
      #expect(strict.output.contains("the cell and the model disagree"), "\(strict.output)")
    }
  }
}
