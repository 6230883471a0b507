// Every step's reference applied in order on the starter app, each stage of it an app of its
// own in one package, so that the whole track is built at once.

import AppTestSupport
import Foundation
import LessonEngine
import ViewHarness

@testable import TutorialCourse

/// The learner's app after each step that has a reference (`Reference/` in its folder): the
/// starter app, then each reference's files put in over the app before it (the files it lists
/// as removed taken out), as a learner who followed `compare` would have it. Each app is an executable target of one package, with
/// the structure checks in force at its step in a test target of its own (the app imported
/// under the learner's module name), so one build and one test run check the whole track.
struct ReferenceTrack {
  /// One app of the track.
  struct App {
    /// The step whose reference made it; nil for the starter app.
    var step: TutorialStep?
    /// Its files, by name in the learner's `Sources/Checklists/`.
    var files: [String: String]
    /// Its module, and executable: the app before's when the step changes nothing.
    var module: String
    /// Its place in the track, from 0.
    var position: Int
    /// Whether its step changes nothing (its reference holds only the marker): the app is
    /// the one before, checked again at this step.
    var unchanged = false
    /// The structure checks' test target, when a step in force at `step` has some.
    var checksModule: String { "\(ReferenceTrack.checksPrefix)\(position)" }
  }

  /// The package's name.
  static let name = "ReferenceTrack"
  /// The start of each checks module's name.
  static let checksPrefix = "ChecksAt"

  let catalog: TutorialCatalog
  let course: URL
  /// The starter app, then one app per referenced step, in the catalog's order.
  private(set) var apps: [App] = []
  /// Steps whose structure checks are built against the app before them, each in a test
  /// target of its own (``redModule(_:)``), to show that they do not compile there.
  var redChecks: [(step: TutorialStep, app: App)] = []

  /// The test target of the `index`th of ``redChecks``.
  func redModule(_ index: Int) -> String { "RedCheck\(index)" }

  /// Reads the starter app and every step's reference.
  init(catalog: TutorialCatalog, course: URL) throws {
    self.catalog = catalog
    self.course = course
    var files: [String: String] = [:]
    for (path, text) in StarterApp.sources {
      files[String(path.dropFirst(TutorialWorkspace.sourcesPath.count + 1))] = text
    }
    apps.append(App(step: nil, files: files, module: "App0", position: 0))
    let manager = FileManager.default
    for step in catalog.steps {
      let reference = course.appendingPathComponent(step.referencePath)
      guard let names = try? manager.contentsOfDirectory(atPath: reference.path) else {
        continue
      }
      if TutorialStep.changesNothing(reference: reference), let before = apps.last {
        apps.append(
          App(
            step: step, files: files, module: before.module, position: apps.count,
            unchanged: true))
        continue
      }
      for name in TutorialStep.removedFiles(inReference: reference) {
        files[name] = nil
      }
      for name in names where !name.hasPrefix(".") {
        files[name] = try String(
          contentsOf: reference.appendingPathComponent(name), encoding: .utf8)
      }
      apps.append(
        App(step: step, files: files, module: "App\(apps.count)", position: apps.count))
    }
  }

  /// Plays each script on its app, a few at a time (each within the tutorial's time limit
  /// for a script); nil for an app that could not be started.
  @MainActor static func play(_ plays: [(script: String, executable: URL)], in folder: URL)
    -> [JudgedPlay.Verdict?]
  {
    let limits = CheckPackageTester(
      workspace: TutorialWorkspace(learner: folder, course: folder))
    let (timeLimit, stopGrace) = (limits.scriptTimeLimit, limits.stopGrace)
    let ahead = PlaysAhead(count: plays.count, width: max(2, PlaysAhead.cores)) { index in
      try CheckPackageTester.play(
        script: plays[index].script, on: plays[index].executable, in: folder,
        timeLimit: timeLimit, stopGrace: stopGrace)
    }
    defer { ahead.finish() }
    return plays.indices.map { try? ahead.verdict(at: $0).get() }
  }

  /// The steps in force at an app's step whose structure checks it must pass.
  func structureSteps(of app: App) -> [TutorialStep] {
    guard let step = app.step else { return [] }
    return catalog.stepsChecked(at: step).filter {
      $0.structureSHA256 != nil && $0.testFirst == nil
    }
  }

  /// The manifest.
  var manifest: String {
    let identity = StarterApp.identity(of: course)
    let path = course.standardizedFileURL.path
    let settings = "swiftSettings: [.defaultIsolation(MainActor.self)"
    var targets = ""
    for app in apps {
      if !app.unchanged {
        targets += """
            .executableTarget(
              name: "\(app.module)",
              dependencies: [.product(name: "HeadlessUIKit", package: "\(identity)")],
              \(settings)]),

          """
      }
      guard !structureSteps(of: app).isEmpty else { continue }
      let alias = ".unsafeFlags([\"-module-alias\", \"\(TutorialWorkspace.module)=\(app.module)\"])"
      targets += """
            .testTarget(
              name: "\(app.checksModule)",
              dependencies: [
                "\(app.module)", .product(name: "HeadlessUIKit", package: "\(identity)"),
              ],
              \(settings), \(alias)]),

        """
    }
    for (index, red) in redChecks.enumerated() {
      let alias =
        ".unsafeFlags([\"-module-alias\", \"\(TutorialWorkspace.module)=\(red.app.module)\"])"
      targets += """
            .testTarget(
              name: "\(redModule(index))",
              dependencies: [
                "\(red.app.module)", .product(name: "HeadlessUIKit", package: "\(identity)"),
              ],
              \(settings), \(alias)]),

        """
    }
    return """
      // swift-tools-version: 6.2
      import PackageDescription

      let package = Package(
        name: "\(Self.name)",
        platforms: [.macOS(.v14)],
        dependencies: [.package(path: "\(path)")],
        targets: [
      \(targets)  ]
      )

      """
  }

  /// Writes the package into `folder`, touching only the files that changed (a kept folder
  /// then rebuilds only the apps whose references changed).
  func write(to folder: URL) throws {
    var files = ["Package.swift": manifest]
    for app in apps {
      if !app.unchanged {
        for (name, text) in app.files { files["Sources/\(app.module)/\(name)"] = text }
      }
      for step in structureSteps(of: app) {
        files["Tests/\(app.checksModule)/\(step.suiteName).swift"] = try String(
          contentsOf: course.appendingPathComponent(step.structurePath), encoding: .utf8)
      }
    }
    for (index, red) in redChecks.enumerated() {
      files["Tests/\(redModule(index))/\(red.step.suiteName).swift"] = try String(
        contentsOf: course.appendingPathComponent(red.step.structurePath), encoding: .utf8)
    }
    let manager = FileManager.default
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      if (try? String(contentsOf: url, encoding: .utf8)) == text { continue }
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    for parent in ["Sources", "Tests"] {
      let root = folder.appendingPathComponent(parent)
      for module in (try? manager.contentsOfDirectory(atPath: root.path)) ?? [] {
        let url = root.appendingPathComponent(module)
        for name in (try? manager.contentsOfDirectory(atPath: url.path)) ?? []
        where files["\(parent)/\(module)/\(name)"] == nil {
          try manager.removeItem(at: url.appendingPathComponent(name))
        }
        if (try? manager.contentsOfDirectory(atPath: url.path))?.isEmpty == true {
          try manager.removeItem(at: url)
        }
      }
    }
  }
}
