// The package the checks are built in: the learner's app, linked, and the steps' structure checks.

import Foundation
import LessonEngine
import StepwiseBasics

/// A package in the learner's `.build/stepwise-checks/` that builds the learner's app (a
/// link to their `Sources/Checklists/`, so compiler errors name their files) with a test
/// target holding the structure checks of the steps being checked. The learner's own
/// folder gets nothing but the build folder.
package struct CheckPackage: Sendable {
  /// The learner's package and the course.
  package let workspace: TutorialWorkspace

  /// The package's name, which names its test bundle.
  package static let name = "StepwiseChecks"

  /// The package's folder.
  package var folder: URL { workspace.checkFolder }

  /// Where it is built: the course's `.build`, where the tool's own build compiled the
  /// simulated UIKit, when it can be shared (the checks then compile only the app and the
  /// checks); else the learner's own `.build`, the scratch path of `swift run Checklists`,
  /// so that the kit is compiled once for both. See ``SharedBuildFolder``.
  package let buildFolder: URL

  /// The package of the checks for a learner's package, built in `buildFolder` when one is
  /// given (the course's track tests build every learner's package in one folder, so the kit
  /// is compiled once), else where it can be now.
  package init(workspace: TutorialWorkspace, buildFolder: URL? = nil) {
    self.workspace = workspace
    self.buildFolder =
      buildFolder
      ?? SharedBuildFolder.choose(
        course: workspace.course, own: workspace.learner.appendingPathComponent(".build"))
  }

  /// The build's arguments that put it in ``buildFolder``.
  package var scratchArguments: [String] { ["--scratch-path", buildFolder.path] }

  /// The built app.
  package var executable: URL {
    buildFolder.appendingPathComponent("debug/\(TutorialWorkspace.module)")
  }

  /// The app's build without SwiftPM, while SwiftPM's plan for it stands: the compile and
  /// link commands of its last build run again (see ``ReplayedBuild``).
  package var replayedAppBuild: ReplayedBuild { replayed(.product(TutorialWorkspace.module)) }

  /// The build of the app and the tests (`--build-tests`) without SwiftPM, likewise.
  package var replayedTestsBuild: ReplayedBuild { replayed(.tests) }

  /// A build of the goal, replayed while it can be. The learner's own tests are SwiftPM's to
  /// build again when one changes (it finds the tests in them), and guarded like the app
  /// against a save within the second of the last.
  private func replayed(_ goal: ReplayedBuild.Goal) -> ReplayedBuild {
    var replay = ReplayedBuild(
      goal: goal, package: folder, scratch: buildFolder,
      sources: folder.appendingPathComponent("Sources/\(TutorialWorkspace.module)"),
      manifests: [
        folder.appendingPathComponent("Package.swift"),
        workspace.course.appendingPathComponent("Package.swift"),
      ])
    replay.guarded = [folder.appendingPathComponent(StarterApp.testsPath)]
    return replay
  }

  /// Whether a build has left the simulated UIKit compiled in ``buildFolder`` (the tool's,
  /// the checks', or the learner's `swift run Checklists`).
  package var hasBuilt: Bool { SharedBuildFolder.holdsTheKit(buildFolder) }

  /// The manifest: the app as the learner's manifest declares it, and the checks.
  package var manifest: String {
    let path = SwiftStringLiteral.escaped(workspace.course.path)
    let identity = StarterApp.identity(of: workspace.course)
    let module = TutorialWorkspace.module
    return """
      // swift-tools-version: 6.2
      // Written by stepwise tutorial: your app, and the checks of the steps.
      import PackageDescription

      let package = Package(
        name: "\(Self.name)",
        platforms: [.macOS(.v14)],
        dependencies: [.package(path: "\(path)")],
        targets: [
          .executableTarget(
            name: "\(module)",
            dependencies: [.product(name: "HeadlessUIKit", package: "\(identity)")],
            path: "Sources/\(module)",
            swiftSettings: [.defaultIsolation(MainActor.self)],
            linkerSettings: \(Self.linkerSettings)),
          .testTarget(
            name: "\(Self.checksModule)",
            dependencies: [
              "\(module)", "\(TestHosts.targetName)",
              .product(name: "HeadlessUIKit", package: "\(identity)"),
              .product(name: "ViewHarness", package: "\(identity)"),
            ],
            path: "Tests/StepChecks",
            swiftSettings: [.defaultIsolation(MainActor.self)]),

      """ + ownTestsTarget(identity: identity) + testFirstTargets(identity: identity)
        + testHosts.manifestTarget(kitPackage: identity) + "  ]\n)\n"
  }

  /// The app's linker settings, which every program that links the app (its own, the
  /// checks') links with: on Linux, the toolchain's lld, which links the app with the kit in
  /// about two thirds of the time gold, Swift's default there, takes (0.25 s against 0.36 s
  /// on the 2-core build machine), on every save.
  static let linkerSettings = "[.unsafeFlags([\"-use-ld=lld\"], .when(platforms: [.linux]))]"

  /// The learner's own tests, built against their app as their package builds them, when
  /// set: a test target named as theirs, `ChecklistsTests`, in a link to their
  /// `Tests/ChecklistsTests/`, leaving out these files (relative to that folder).
  package var ownTests: [String]?

  /// The learner's own tests' target, in the manifest, or nothing.
  private func ownTestsTarget(identity: String) -> String {
    guard let excluded = ownTests else { return "" }
    let exclude = excluded.map { "\"" + SwiftStringLiteral.escaped($0) + "\"" }.joined(
      separator: ", ")
    return """
          .testTarget(
            name: "\(StarterApp.testsModule)",
            dependencies: [
              "\(TutorialWorkspace.module)", .product(name: "HeadlessUIKit", package: "\(identity)"),
              .product(name: "ViewHarness", package: "\(identity)"),
            ],
            path: "\(StarterApp.testsPath)", exclude: [\(exclude)]\(testSettingsArgument)),

      """
  }

  /// The learner's tests' settings, as their manifest has them: none, as in Xcode, or the
  /// main actor by default in a package `start` made before test targets followed Xcode's.
  var learnerTestSettings: [String] {
    let manifest = workspace.learner.appendingPathComponent("Package.swift")
    let text = (try? String(contentsOf: manifest, encoding: .utf8)) ?? ""
    return StarterApp.testsDefaultToMainActor(manifest: text)
      ? [".defaultIsolation(MainActor.self)"] : []
  }

  /// ``learnerTestSettings`` as a target's argument (with its leading comma), or nothing.
  private var testSettingsArgument: String {
    let settings = learnerTestSettings
    return settings.isEmpty ? "" : ",\n        swiftSettings: [\(settings.joined(separator: ", "))]"
  }

  /// The test-first steps this package builds, set by ``write(structureChecks:testFirst:)``:
  /// the reference app and each mutant as a module of its own, and the learner's test file
  /// compiled once against each, and against the learner's app.
  package var testFirst: [TestFirstPart] = []

  /// A test-first step's part of the package.
  package typealias TestFirstPart = MutantTrial

  /// The host app of each test-first test target, its app; and none for the structure
  /// checks, which launch the apps they check themselves. (The learner's own tests name
  /// theirs in their `TestHost.swift`, as in their package, where the check runs them.)
  var testHosts: TestHosts {
    TestHosts(testFirst.flatMap(\.hosts), unhosted: [Self.checksModule])
  }

  /// The test target of the steps' structure checks.
  package static let checksModule = "StepChecks"

  /// The XCTest case of the checks' target that runs them in the course's runner, which
  /// signs what they report (see `CourseTestRun`): `Class/method`.
  package static let runnerCase = "StepwiseCheckRun/testRun"

  /// The file that declares ``runnerCase``. XCTest lists its cases without running any code
  /// of the app's, so the runner takes the run's secret before the app's code can.
  static let runnerFile = (
    name: "StepwiseCheckRun.swift",
    text: """
    // Written by stepwise tutorial: runs the steps' checks and signs what they report.
    import ViewHarness
    import XCTest

    // Not the main actor's, as the checks are by default: XCTest makes it on its own terms.
    nonisolated final class StepwiseCheckRun: XCTestCase {
      func testRun() async {
        await CourseTestRun.runNamedByTheEnvironment()
      }
    }

    """
  )

  /// The test-first steps' targets, in the manifest.
  private func testFirstTargets(identity: String) -> String {
    testFirst.map {
      $0.manifestTargets(
        kitPackage: identity, appSettings: [".defaultIsolation(MainActor.self)"],
        testSettings: learnerTestSettings)
    }.joined()
  }

  /// Writes the package with these steps' structure checks (and no others), touching only
  /// what changed, so the next build recompiles as little as it can.
  package mutating func write(
    structureChecks: [(step: TutorialStep, source: Data)], testFirst: [TestFirstPart] = []
  ) throws {
    self.testFirst = testFirst
    let manager = FileManager.default
    // The folder is the tool's own: a link planted in it is removed before anything is
    // written or cleaned there, so that neither reaches out of it.
    try ScratchFolder.secure(
      folder,
      keepingLinks: ["Sources/\(TutorialWorkspace.module)", "Tests/\(StarterApp.testsModule)"])
    var wantedApps: Set<String> = []
    var wantedTests: Set<String> = ["StepChecks"]
    if ownTests != nil { wantedTests.insert(StarterApp.testsModule) }
    for part in testFirst {
      let written = try part.write(in: folder)
      wantedApps.formUnion(written.apps)
      wantedTests.formUnion(written.tests)
    }
    try MutantTrial.removeOthers(in: folder, keeping: wantedApps, wantedTests)
    try testHosts.write(in: folder)
    let tests = folder.appendingPathComponent("Tests/StepChecks", isDirectory: true)
    try manager.createDirectory(at: tests, withIntermediateDirectories: true)
    try writeIfChanged(Data(manifest.utf8), to: folder.appendingPathComponent("Package.swift"))

    let sources = folder.appendingPathComponent("Sources", isDirectory: true)
    try manager.createDirectory(at: sources, withIntermediateDirectories: true)
    try link(sources.appendingPathComponent(TutorialWorkspace.module), to: workspace.sources)

    if ownTests != nil {
      try link(
        tests.deletingLastPathComponent().appendingPathComponent(StarterApp.testsModule),
        to: workspace.learner.appendingPathComponent(StarterApp.testsPath, isDirectory: true))
    }

    var wanted: Set<String> = [Self.runnerFile.name]
    try writeIfChanged(
      Data(Self.runnerFile.text.utf8), to: tests.appendingPathComponent(Self.runnerFile.name))
    for (step, source) in structureChecks {
      let name = "\(step.suiteName).swift"
      wanted.insert(name)
      try writeIfChanged(source, to: tests.appendingPathComponent(name))
    }
    for name in (try? manager.contentsOfDirectory(atPath: tests.path)) ?? []
    where !wanted.contains(name) {
      try manager.removeItem(at: tests.appendingPathComponent(name))
    }
  }

  /// The path the learner knows for a file the compiler named through the package.
  package func shownPath(_ path: String) -> String {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    let inPackage = folder.standardizedFileURL.path + "/"
    if url.path.hasPrefix(inPackage) {
      let relative = String(url.path.dropFirst(inPackage.count))
      if relative.hasPrefix("Tests/StepChecks/") {
        return "the checks: " + relative.dropFirst("Tests/StepChecks/".count)
      }
      if relative.hasPrefix(StarterApp.testsPath + "/") {
        // The learner's own tests, through the link to their folder.
        return relative
      }
      if relative.hasPrefix("Tests/") {
        // A test-first step's test, built against one app: the learner's own file.
        return StarterApp.testsPath + "/" + url.lastPathComponent
      }
      return relative
    }
    return workspace.learnerPath(url)
  }

  /// Makes `url` a link to `destination`, unless it is one already.
  private func link(_ url: URL, to destination: URL) throws {
    let manager = FileManager.default
    if (try? manager.destinationOfSymbolicLink(atPath: url.path)) == destination.path { return }
    try? manager.removeItem(at: url)
    try manager.createSymbolicLink(at: url, withDestinationURL: destination)
  }

  private func writeIfChanged(_ data: Data, to url: URL) throws {
    if (try? Data(contentsOf: url)) == data { return }
    try data.write(to: url, options: .atomic)
  }
}
