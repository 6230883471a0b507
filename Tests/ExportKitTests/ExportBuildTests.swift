// Every stage and a finished tutorial, exported then ported: each builds and plays its
// chapter's walkthrough, unchanged.

import AppTestSupport
import CommandLineKit
import Foundation
import Testing

@testable import ExportKit
@testable import PortKit

/// Exports each stage (and a learner's package that finished the tutorial), ports the
/// Xcode project back with `stepwise port`'s code, builds the package with `swift build`
/// (all in the build folder the suites that build against the kit share, ``OneKitBuild``,
/// so the kit is compiled once) and plays the stage's walkthrough
/// script from `Chapters/scripts` on the app's program.
///
/// Building the kit takes a minute or two, so it runs when `STEPWISE_PORT_BUILD` is set, as
/// PortBuildTests does:
///
///     STEPWISE_PORT_BUILD=1 swift test --filter ExportBuildTests
@MainActor
@Suite(
  .enabled(if: ProcessInfo.processInfo.environment["STEPWISE_PORT_BUILD"] != nil), OneKitBuild())
struct ExportBuildTests {
  @Test func everyStageAndTheFinishedTutorialComeBackAndPassTheirWalkthroughs() throws {
    let work = try TemporaryFolder()
    let scratch = try #require(OneKitBuild.folder)
    var apps: [(name: String, export: ExportedProject, script: String)] = []
    for target in Stages.targets {
      apps.append((target, try Stages.export(target), "checklists-0\(target.suffix(1))"))
    }
    let learner = try LearnerPackage()
    try learner.useStage("Checklists08")
    apps.append(("tutorial", try ExportedProject.package(at: learner.root), "checklists-08"))

    for app in apps {
      let project = work.url.appendingPathComponent("\(app.name)-xcode")
      try app.export.write(to: project)
      let package = work.url.appendingPathComponent("\(app.name)-headless")
      let read = try XcodeProject.read(project)
      try PortedPackage(read, kit: PackageRoot.url).write(to: package)

      let build = try ExternalCommand(
        "swift", ["build", "--scratch-path", scratch.path], in: package, timeLimit: 900
      ).run()
      try #require(build.status == 0, "\(app.name) does not build:\n\(build.output)")

      let script = PackageRoot.url.appendingPathComponent("Chapters/scripts/\(app.script).stepwise")
      let data = work.url.appendingPathComponent("\(app.name)-data")
      let play = try ExternalCommand(
        scratch.appendingPathComponent("debug/\(read.moduleName)").path,
        ["--play", script.path], in: package,
        extraEnvironment: ["XDG_DATA_HOME": data.path, "NO_COLOR": "1"], timeLimit: 120
      ).run()
      #expect(play.status == 0, "\(app.name)'s walkthrough failed:\n\(play.output)")
      #expect(play.output.contains("\npassed: "), "\(play.output)")
      print(
        "\(app.name): built in \(String(format: "%.1f", build.duration)) s, walkthrough "
          + (play.output.split(separator: "\n").last.map(String.init) ?? ""))
    }
  }
}
