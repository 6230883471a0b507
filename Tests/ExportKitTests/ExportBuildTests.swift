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
    try learner.addTests()
    apps.append(("tutorial", try ExportedProject.package(at: learner.root), "checklists-08"))

    for app in apps {
      let project = work.url.appendingPathComponent("\(app.name)-xcode")
      try app.export.write(to: project)
      let package = work.url.appendingPathComponent("\(app.name)-headless")
      let read = try XcodeProject.read(project)
      try PortedPackage(read, kit: PackageRoot.url).write(to: package)

      // The tutorial's tests pass in the learner's own package (built here, beside the
      // tutorial's port, which builds the kit's modules for tests as it does); its port builds
      // them, and runs them after its walkthrough.
      let testing = app.name == "tutorial" ? ["--build-tests"] : []
      if app.name == "tutorial" {
        try runTests(of: learner.root, named: "the learner's package", scratch: scratch)
      }
      let build = try ExternalCommand(
        "swift", ["build", "--scratch-path", scratch.path] + testing, in: package, timeLimit: 900
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
      if app.name == "tutorial" {
        #expect(read.testTargets.map(\.name) == ["ChecklistsTests", "ChecklistsUITests"])
        try runTests(of: package, named: "the ported tutorial", scratch: scratch, built: true)
      }
    }
  }

  /// Builds a package's tests (unless `built`) and runs them, XCTest's and Swift Testing's,
  /// expecting every one of ``LearnerPackage``'s tests to pass: one `XCTestCase` test and
  /// one `@Test`, and the UI test where the package has the UI-test target.
  func runTests(of package: URL, named name: String, scratch: URL, built: Bool = false) throws {
    if !built {
      let build = try ExternalCommand(
        "swift", ["build", "--build-tests", "--scratch-path", scratch.path], in: package,
        timeLimit: 900
      ).run()
      try #require(build.status == 0, "\(name)'s tests do not build:\n\(build.output)")
      print("\(name): built with its tests in \(String(format: "%.1f", build.duration)) s")
    }
    // The learner's package keeps its UI tests for the export only: its manifest has no
    // target for them.
    let manifest = try String(
      contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
    let hasUITests = manifest.contains("\"ChecklistsUITests\"")
    let bundle = scratch.appendingPathComponent("debug/ChecklistsPackageTests.xctest").path
    let environment = [
      "NO_COLOR": "1", "STEPWISE_UI_TEST_APP": "Checklists",
      "XDG_DATA_HOME": package.appendingPathComponent(".test-data").path,
    ]
    let xcTests = try ExternalCommand(
      bundle, [], in: package, extraEnvironment: environment, timeLimit: 300
    ).run()
    let count = hasUITests ? 2 : 1
    #expect(xcTests.status == 0, "\(name)'s XCTest tests failed:\n\(xcTests.output)")
    #expect(
      xcTests.output.contains("Executed \(count) test\(count == 1 ? "" : "s"), with 0 failures"),
      "\(xcTests.output)")
    let swiftTesting = try ExternalCommand(
      bundle, ["--testing-library", "swift-testing"], in: package,
      extraEnvironment: environment, timeLimit: 300
    ).run()
    #expect(
      swiftTesting.status == 0, "\(name)'s Swift Testing tests failed:\n\(swiftTesting.output)")
    #expect(swiftTesting.output.contains("Test run with 1 test"), "\(swiftTesting.output)")
    print(
      "\(name): its tests ran in "
        + String(format: "%.1f", xcTests.duration + swiftTesting.duration) + " s")
  }
}
