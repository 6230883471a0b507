// The package the checks are built in: the learner's app, linked, and the steps' structure checks.

import Foundation
import LessonEngine

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

  /// The package of the checks for a learner's package, built where it can be now.
  package init(workspace: TutorialWorkspace) {
    self.workspace = workspace
    buildFolder = SharedBuildFolder.choose(
      course: workspace.course, own: workspace.learner.appendingPathComponent(".build"))
  }

  /// The build's arguments that put it in ``buildFolder``.
  package var scratchArguments: [String] { ["--scratch-path", buildFolder.path] }

  /// The built app.
  package var executable: URL {
    buildFolder.appendingPathComponent("debug/\(TutorialWorkspace.module)")
  }

  /// Whether a build has left the simulated UIKit compiled in ``buildFolder`` (the tool's,
  /// the checks', or the learner's `swift run Checklists`).
  package var hasBuilt: Bool {
    FileManager.default.fileExists(
      atPath: buildFolder.appendingPathComponent("debug/Modules/HeadlessUIKit.swiftmodule").path)
  }

  /// The manifest: the app as the learner's manifest declares it, and the checks.
  package var manifest: String {
    let path = workspace.course.path.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
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
            swiftSettings: [.defaultIsolation(MainActor.self)]),
          .testTarget(
            name: "StepChecks",
            dependencies: ["\(module)", .product(name: "HeadlessUIKit", package: "\(identity)")],
            path: "Tests/StepChecks",
            swiftSettings: [.defaultIsolation(MainActor.self)]),

      """ + testFirstTargets(identity: identity) + "  ]\n)\n"
  }

  /// The test-first steps this package builds, set by ``write(structureChecks:testFirst:)``.
  package var testFirst: [TestFirstPart] = []

  /// A test-first step's part of the package: the reference app and each mutant as a module
  /// of its own, and the learner's test file compiled once against each, and against the
  /// learner's app (each test target sees its app under the name `Checklists`).
  package struct TestFirstPart: Sendable {
    /// The step.
    package var step: TutorialStep
    /// The learner's test file.
    package var test: Data
    /// The reference stage's files, by path, with the starter's Info.plist declaration.
    package var reference: [String: String]
    /// The mutants.
    package var mutants: [Mutant]
    /// Whether the test is also built against the learner's own app.
    package var onYourApp = true
    /// The test targets left out (their test did not compile with their app).
    package var excluded: Set<String> = []
    /// The compiler's errors of each excluded test target, at the learner's lines.
    package var errors: [String: String] = [:]

    /// A part.
    package init(step: TutorialStep, test: Data, reference: [String: String], mutants: [Mutant]) {
      self.step = step
      self.test = test
      self.reference = reference
      self.mutants = mutants
    }

    /// The reference app's module.
    package var referenceModule: String { step.moduleStem + "Reference" }
    /// A mutant's module, from 1.
    package func mutantModule(_ number: Int) -> String { step.moduleStem + "Mutant\(number)" }
    /// The test target that runs the learner's test on an app module (nil: the learner's).
    package func testModule(on app: String?) -> String {
      step.moduleStem + "On"
        + (app.map { String($0.dropFirst(step.moduleStem.count)) } ?? "YourApp")
    }

    /// Every app module, with its files.
    package func apps() throws -> [(module: String, files: [String: String])] {
      var result = [(referenceModule, reference)]
      for (index, mutant) in mutants.enumerated() {
        result.append((mutantModule(index + 1), try mutant.apply(to: reference)))
      }
      return result
    }

    /// Every test target, with the app module it runs on (nil: the learner's app).
    package var testTargets: [(module: String, app: String?)] {
      var apps: [String?] = [referenceModule]
      apps += mutants.indices.map { mutantModule($0 + 1) }
      if onYourApp { apps.append(nil) }
      return apps.map { (testModule(on: $0), $0) }.filter { !excluded.contains($0.0) }
    }
  }

  /// The test-first steps' targets, in the manifest.
  private func testFirstTargets(identity: String) -> String {
    let module = TutorialWorkspace.module
    let settings = "swiftSettings: [.defaultIsolation(MainActor.self)"
    var text = ""
    for part in testFirst {
      let apps = (try? part.apps()) ?? []
      for (app, _) in apps {
        text += """
              .target(
                name: "\(app)",
                dependencies: [.product(name: "HeadlessUIKit", package: "\(identity)")],
                path: "Mutants/\(app)", \(settings)]),

          """
      }
      for (test, app) in part.testTargets {
        let alias = app.map { ", .unsafeFlags([\"-module-alias\", \"\(module)=\($0)\"])" } ?? ""
        text += """
              .testTarget(
                name: "\(test)",
                dependencies: [
                  "\(app ?? module)", .product(name: "ViewHarness", package: "\(identity)"),
                  .product(name: "HeadlessUIKit", package: "\(identity)"),
                ],
                path: "Tests/\(test)", \(settings)\(alias)]),

          """
      }
    }
    return text
  }

  /// Writes the package with these steps' structure checks (and no others), touching only
  /// what changed, so the next build recompiles as little as it can.
  package mutating func write(
    structureChecks: [(step: TutorialStep, source: Data)], testFirst: [TestFirstPart] = []
  ) throws {
    self.testFirst = testFirst
    let manager = FileManager.default
    var wantedApps: Set<String> = []
    var wantedTests: Set<String> = ["StepChecks"]
    for part in testFirst {
      for (module, files) in try part.apps() {
        wantedApps.insert(module)
        try writeTree(files, to: folder.appendingPathComponent("Mutants/\(module)"))
      }
      let name = part.step.testFirst?.testFile ?? "Tests.swift"
      for (module, _) in part.testTargets {
        wantedTests.insert(module)
        let target = folder.appendingPathComponent("Tests/\(module)", isDirectory: true)
        try writeTree([name: String(decoding: part.test, as: UTF8.self)], to: target)
      }
    }
    for (parent, wanted) in [("Mutants", wantedApps), ("Tests", wantedTests)] {
      let url = folder.appendingPathComponent(parent)
      for name in (try? manager.contentsOfDirectory(atPath: url.path)) ?? []
      where !wanted.contains(name) {
        try manager.removeItem(at: url.appendingPathComponent(name))
      }
    }
    let tests = folder.appendingPathComponent("Tests/StepChecks", isDirectory: true)
    try manager.createDirectory(at: tests, withIntermediateDirectories: true)
    try writeIfChanged(Data(manifest.utf8), to: folder.appendingPathComponent("Package.swift"))

    let sources = folder.appendingPathComponent("Sources", isDirectory: true)
    try manager.createDirectory(at: sources, withIntermediateDirectories: true)
    let link = sources.appendingPathComponent(TutorialWorkspace.module)
    if (try? manager.destinationOfSymbolicLink(atPath: link.path)) != workspace.sources.path {
      try? manager.removeItem(at: link)
      try manager.createSymbolicLink(at: link, withDestinationURL: workspace.sources)
    }

    var wanted: Set<String> = ["Placeholder.swift"]
    try writeIfChanged(
      Data("// The test target holds no check until a step asks for one.\n".utf8),
      to: tests.appendingPathComponent("Placeholder.swift"))
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
      if relative.hasPrefix("Tests/") {
        // A test-first step's test, built against one app: the learner's own file.
        return StarterApp.testsPath + "/" + url.lastPathComponent
      }
      return relative
    }
    return workspace.learnerPath(url)
  }

  /// Writes files (by path in `folder`) that changed, and removes the folder's others.
  private func writeTree(_ files: [String: String], to root: URL) throws {
    let manager = FileManager.default
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try writeIfChanged(Data(text.utf8), to: url)
    }
    guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: nil) else { return }
    let base = root.standardizedFileURL.path + "/"
    while let url = walker.nextObject() as? URL {
      let relative = url.standardizedFileURL.path.replacingOccurrences(of: base, with: "")
      if url.pathExtension == "swift", files[relative] == nil {
        try manager.removeItem(at: url)
      }
    }
  }

  private func writeIfChanged(_ data: Data, to url: URL) throws {
    if (try? Data(contentsOf: url)) == data { return }
    try data.write(to: url, options: .atomic)
  }
}
