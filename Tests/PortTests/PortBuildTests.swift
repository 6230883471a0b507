// Every fixture's port is a package that builds and passes its walkthrough, with no hand edit.

import AppTestSupport
import CommandLineKit
import Foundation
import Testing

@testable import PortKit

/// Ports each fixture into a folder of its own, builds the package with `swift build` (all
/// fixtures in the build folder the suites that build against the kit share,
/// ``OneKitBuild``, so the kit is compiled once), and plays the fixture's walkthrough on the
/// app's program; a fixture with unit-test targets runs them with `swift test`, untouched.
///
/// Building the kit takes a minute or two, so it runs when `STEPWISE_PORT_BUILD` is set, as
/// `.ci/run` does:
///
///     STEPWISE_PORT_BUILD=1 swift test --filter PortBuildTests
///
/// `STEPWISE_PORT_FIXTURES`, a comma-separated list of names, builds only those fixtures.
@Suite(
  .serialized, .enabled(if: ProcessInfo.processInfo.environment["STEPWISE_PORT_BUILD"] != nil),
  OneKitBuild())
struct PortBuildTests {
  @Test func everyFixturesPortBuildsAndPassesItsWalkthrough() throws {
    let work = try TemporaryFolder()
    let scratch = try #require(OneKitBuild.folder)
    try checkThatTheReportPredictsEachCompileError(scratch: scratch, work: work.url)
    // STEPWISE_PORT_FIXTURES=Cellar,Memos builds only those.
    let chosen = ProcessInfo.processInfo.environment["STEPWISE_PORT_FIXTURES"]
      .map { $0.split(separator: ",").map(String.init) }
    for name in Fixtures.names where chosen?.contains(name) ?? true {
      let package = work.url.appendingPathComponent("\(name)-headless")
      let project = try XcodeProject.read(Fixtures.url(name))
      let port = PortedPackage(project, kit: PackageRoot.url)
      try port.write(to: package)

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
      if !port.testTargets.isEmpty || !port.uiTestTargets.isEmpty {
        try runTheProjectsOwnTests(package, scratch: scratch, name, app: project.moduleName)
      }
      if name == "Phrasebook" {
        try checkThatTheAppStartsInTheLanguageAsked(package, scratch: scratch, work: work.url)
      }
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

  /// `--language ja` on the app's own program starts the device in Japanese, and the app shows
  /// its Japanese strings from the first screen.
  func checkThatTheAppStartsInTheLanguageAsked(_ package: URL, scratch: URL, work: URL) throws {
    let script = work.appendingPathComponent("Phrasebook-ja.stepwise")
    try Data(
      """
      expect title "フレーズ"
      expect rows "おはようございます", "ありがとう", "こんにちは"
      relaunch
      expect title "フレーズ"
      terminate

      """.utf8
    ).write(to: script)
    let play = try ExternalCommand(
      scratch.appendingPathComponent("debug/Phrasebook").path,
      ["--play", script.path, "--language", "ja"], in: package,
      extraEnvironment: [
        "XDG_DATA_HOME": work.appendingPathComponent("ja-data").path, "NO_COLOR": "1",
      ], timeLimit: 120
    ).run()
    #expect(play.status == 0, "Phrasebook in Japanese:\n\(play.output)")
  }

  /// FIDELITY 32: the compiler sees the kit's main-actor types as it sees the iOS SDK's,
  /// which it imports from C headers, always as `@preconcurrency`. A synchronous nonisolated
  /// function (as an `XCTestCase` method is) calls a C function marked main-actor, as the
  /// SDK's headers mark UIKit, and the kit's `UIViewController`: in Swift 5 mode neither is
  /// diagnosed, in Swift 6 mode both are, alike.
  @Test func theCompilerSeesTheKitAsItSeesTheSDKInEachLanguageMode() throws {
    let work = try TemporaryFolder()
    let scratch = try #require(OneKitBuild.folder)
    for mode in [5, 6] {
      let package = work.url.appendingPathComponent("mode\(mode)")
      let sdk = "SDKLike\(mode)"
      let kitName = PackageRoot.url.standardizedFileURL.lastPathComponent
      let files = [
        (
          "Package.swift",
          """
          // swift-tools-version: 6.2
          import PackageDescription

          let package = Package(
            name: "KitMode\(mode)",
            dependencies: [.package(path: "\(PackageRoot.url.standardizedFileURL.path)")],
            targets: [
              .target(name: "\(sdk)"),
              .target(
                name: "KitMode\(mode)",
                dependencies: ["\(sdk)", .product(name: "HeadlessUIKit", package: "\(kitName)")]),
            ],
            swiftLanguageModes: [.v\(mode)]
          )

          """
        ),
        (
          "Sources/\(sdk)/include/\(sdk).h",
          "void mainThreadOnly(void) __attribute__((swift_attr(\"@MainActor\")));\n"
        ),
        ("Sources/\(sdk)/\(sdk).c", "#include \"\(sdk).h\"\nvoid mainThreadOnly(void) {}\n"),
        (
          "Sources/KitMode\(mode)/Calls.swift",
          """
          import HeadlessUIKit
          import \(sdk)

          func callFromANonisolatedMethod() {
            mainThreadOnly()
            UIViewController().loadViewIfNeeded()
          }

          """
        ),
      ]
      for (path, text) in files {
        let url = package.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      }
      let build = try ExternalCommand(
        "swift", ["build", "--scratch-path", scratch.path], in: package, timeLimit: 900
      ).run()
      #expect(build.status == 0, "\(build.output)")
      let diagnostics = Set(
        build.output.split(separator: "\n").compactMap { line -> String? in
          guard line.contains("Calls.swift:"), line.contains("main actor-isolated") else {
            return nil
          }
          let parts = line.split(separator: ":", maxSplits: 4)
          return parts.count == 5
            ? "\(parts[1]) \(parts[3].trimmingCharacters(in: .whitespaces))" : nil
        })
      print("Swift \(mode) mode: \(diagnostics.sorted())")
      if mode == 5 {
        #expect(diagnostics.isEmpty, "\(build.output)")
      } else {
        #expect(diagnostics == ["5 warning", "6 warning"], "\(build.output)")
      }
    }
  }

  /// Runs a ported fixture's own unit tests with `swift test`, untouched: every one passes.
  func runTheProjectsOwnTests(_ package: URL, scratch: URL, _ name: String, app: String) throws {
    let test = try ExternalCommand(
      "swift", ["test", "--scratch-path", scratch.path], in: package,
      // The UI tests launch the app's program, one of many in the shared build folder.
      extraEnvironment: ["NO_COLOR": "1", "STEPWISE_UI_TEST_APP": app],
      timeLimit: 900
    ).run()
    let summary = test.output.split(separator: "\n").last { $0.contains("Executed ") }
    #expect(test.status == 0, "\(name)'s own tests failed:\n\(test.output)")
    #expect(summary?.contains(" 0 failures") == true, "\(test.output)")
    print(
      "\(name): its own tests ran in \(String(format: "%.1f", test.duration)) s: "
        + (summary.map { $0.trimmingCharacters(in: .whitespaces) } ?? "none"))
  }

  /// The report of the fixture built to fail predicts the compiler's errors: every error is
  /// at a file and line the report said would not compile, and every such prediction has
  /// its error.
  /// (It builds first, in the build folder the fixtures share.)
  func checkThatTheReportPredictsEachCompileError(scratch: URL, work: URL) throws {
    let package = work.appendingPathComponent("Untranslatable-headless")
    let project = try XcodeProject.read(Fixtures.url("Untranslatable"))
    let port = PortedPackage(project, kit: PackageRoot.url)
    try port.write(to: package)
    let build = try ExternalCommand(
      "swift", ["build", "--scratch-path", scratch.path], in: package,
      timeLimit: 900
    ).run()
    #expect(build.status != 0)
    let errors = Set(Self.errorPlaces(in: build.output))
    let predicted = Set(
      port.report.predictedCompileErrors.map {
        $0.split(separator: "/").last.map(String.init) ?? $0
      })
    #expect(!predicted.isEmpty)
    #expect(
      errors == predicted,
      "compiler: \(errors.sorted()), report: \(predicted.sorted())\n\(build.output)")
  }

  /// `File.swift:12` for each `…/File.swift:12:5: error:` line of a compiler's output.
  static func errorPlaces(in output: String) -> [String] {
    output.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
      guard parts.count == 5, parts[3].trimmingCharacters(in: .whitespaces) == "error",
        parts[0].hasSuffix(".swift"), Int(parts[1]) != nil
      else { return nil }
      return "\(parts[0].split(separator: "/").last ?? ""):\(parts[1])"
    }
  }
}
