// The scratch package under .build/exercises: each exercise's app with the learner's files.

import Foundation
import StepwiseBasics

/// The package `stepwise exercises` builds and tests exercises in, written under
/// `.build/exercises/` of the learner's package.
///
/// For each exercise it holds one module: a link to the stage's folder (`Stage`, with the
/// exercise's files left out) and the exercise's files, either links to the learner's files
/// or the starters as shipped. The tests' module holds the exercises' test files, copied
/// once their SHA-256 has been checked, and runs in the runner program (``runnerModule``).
/// The package depends on the learner's package for `HeadlessUIKit` and `ViewHarness`
/// through `.package(path:)`, so after the first build only the exercise's own module and its
/// tests are compiled again.
package struct ScratchPackage {
  /// The package's name, which names its test bundle.
  package static let name = "StepwiseExercises"

  /// The module of the exercises' tests, as shipped: the only tests whose outcomes judge an
  /// exercise (a learner's module may declare a suite of the same name).
  package static let testModule = "ExerciseTests"

  /// The program that runs the exercises' tests and signs what they report (its `main.swift`
  /// calls ``CourseTestRun``), so that the learner's code, which runs in the same process,
  /// cannot write their results.
  package static let runnerModule = "ExerciseTestsRunner"

  /// The runner's `main.swift`.
  static let runnerMain = """
    // Written by `stepwise exercises`: runs the exercises' tests and signs what they report.
    import ViewHarness

    await CourseTestRun.main()

    """

  /// One exercise to build, with the files its module takes.
  package struct Member: Sendable {
    /// The exercise.
    package var exercise: Exercise
    /// The contents of the exercise's files, in the order of `exercise.files`; nil to link
    /// to the learner's files, so that every save is seen.
    package var starters: [Data]?
    /// The test file's contents, already checked against its SHA-256 (empty for a "write
    /// the test" exercise).
    package var tests: Data
    /// A "write the test" exercise's planted bugs, read from their files (already checked).
    package var mutants: [Mutant]?
    /// Whether the member's files are the exercise's reference solution (`exercises verify`
    /// builds the solutions), so that messages name the solution's files, not the starters.
    package var isSolution = false

    /// The path messages show for one of the exercise's files (by its path or its name).
    package func shownPath(of file: String) -> String {
      isSolution ? exercise.solutionPath(file) : exercise.starterPath(file)
    }

    /// A member.
    package init(exercise: Exercise, starters: [Data]?, tests: Data, mutants: [Mutant]? = nil) {
      self.exercise = exercise
      self.starters = starters
      self.tests = tests
      self.mutants = mutants
    }
  }

  /// The learner's package.
  package let workspace: ExerciseWorkspace

  /// The scratch package of a workspace, in `folder` (the workspace's `.build/exercises`
  /// unless given: a grade builds in a folder of its own, and its own `.build`).
  package init(workspace: ExerciseWorkspace, folder: URL? = nil) {
    self.workspace = workspace
    self.folder = folder ?? workspace.scratchFolder
    let own = self.folder.appendingPathComponent(".build")
    buildFolder =
      folder == nil ? SharedBuildFolder.choose(course: workspace.root, own: own) : own
  }

  /// The package's folder.
  package let folder: URL

  /// Where it is built: the course's `.build`, where `swift run stepwise` compiled the kit,
  /// when it can be shared (the first build then compiles only the exercises and their
  /// tests), else its own (see ``SharedBuildFolder``).
  package let buildFolder: URL

  /// The build's arguments that put it in ``buildFolder``.
  package var scratchArguments: [String] { ["--scratch-path", buildFolder.path] }

  /// Whether a build has left the kit compiled in ``buildFolder``.
  package var hasBuilt: Bool { SharedBuildFolder.holdsTheKit(buildFolder) }

  /// The name the learner's package is known by in the scratch package's manifest.
  package var dependencyName: String { workspace.root.standardizedFileURL.lastPathComponent }

  /// The build of one exercise's module and the tests without SwiftPM, while SwiftPM's plan
  /// for it stands (see ``ReplayedBuild``); nil for a "write the test" exercise, whose
  /// learner's file is a test, outside the module.
  package func replayedBuild(of member: Member) -> ReplayedBuild? {
    guard member.mutants == nil else { return nil }
    return ReplayedBuild(
      goal: .tests, package: folder, scratch: buildFolder,
      sources: folder.appendingPathComponent("Sources/\(member.exercise.module)"),
      manifests: [
        folder.appendingPathComponent("Package.swift"),
        workspace.root.appendingPathComponent("Package.swift"),
      ])
  }

  /// Writes the package for these exercises (and the support files), leaving untouched
  /// every file that already has the right contents, so that nothing is rebuilt for
  /// nothing.
  package func write(_ members: [Member], support: [(name: String, contents: Data)]) throws {
    let manager = FileManager.default
    let testsFolder = folder.appendingPathComponent("Tests/ExerciseTests", isDirectory: true)
    try manager.createDirectory(
      at: testsFolder.appendingPathComponent("Support"), withIntermediateDirectories: true)

    var trials: [MutantTrial] = []
    var wantedApps: Set<String> = []
    var wantedTests: Set<String> = ["ExerciseTests"]
    for member in members {
      guard let trial = try trial(for: member) else { continue }
      trials.append(trial)
      let written = try trial.write(in: folder)
      wantedApps.formUnion(written.apps)
      wantedTests.formUnion(written.tests)
    }
    try MutantTrial.removeOthers(in: folder, keeping: wantedApps, wantedTests)
    try TestHosts(trials.flatMap(\.hosts)).write(in: folder)

    for member in members where member.mutants == nil {
      try writeModule(of: member, testsIn: testsFolder)
    }
    // Only these exercises' tests may be in the test target.
    let wanted = Set(members.map { "\($0.exercise.module)Tests.swift" })
    for name in (try? manager.contentsOfDirectory(atPath: testsFolder.path)) ?? []
    where name.hasSuffix(".swift") && !wanted.contains(name) {
      try manager.removeItem(at: testsFolder.appendingPathComponent(name))
    }
    for file in support {
      try writeIfChanged(
        file.contents, to: testsFolder.appendingPathComponent("Support/\(file.name)"))
    }
    let runner = folder.appendingPathComponent("Sources/\(Self.runnerModule)")
    try manager.createDirectory(at: runner, withIntermediateDirectories: true)
    try writeIfChanged(Data(Self.runnerMain.utf8), to: runner.appendingPathComponent("main.swift"))
    try writeIfChanged(
      Data(
        manifest(for: members.filter { $0.mutants == nil }.map(\.exercise), trials: trials).utf8),
      to: folder.appendingPathComponent("Package.swift"))
  }

  /// Writes an exercise's module (the stage through a link, a data model copied in, the
  /// learner's files linked or the starters given) and its tests.
  private func writeModule(of member: Member, testsIn testsFolder: URL) throws {
    let manager = FileManager.default
    let exercise = member.exercise
    let moduleFolder = folder.appendingPathComponent("Sources/\(exercise.module)")
    try manager.createDirectory(at: moduleFolder, withIntermediateDirectories: true)
    try link(
      moduleFolder.appendingPathComponent("Stage"),
      to: workspace.url("Sources/\(exercise.stage)"))
    // A data model is copied in, not kept through the link: graded as another user,
    // SwiftPM cannot copy a resource out of a folder that user does not own.
    let models = dataModels(ofStage: exercise.stage)
    if !models.isEmpty {
      let stage = try MutantTrial.readTree(workspace.url("Sources/\(exercise.stage)"))
      for (path, text) in stage where models.contains(where: { path.hasPrefix($0 + "/") }) {
        let url = moduleFolder.appendingPathComponent(path)
        try manager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try writeIfChanged(Data(text.utf8), to: url)
      }
    }
    for (index, file) in exercise.files.enumerated() {
      let destination = moduleFolder.appendingPathComponent(Exercise.name(of: file))
      if let starters = member.starters {
        try writeIfChanged(starters[index], to: destination)
      } else {
        try link(destination, to: workspace.url(exercise.starterPath(file)))
      }
    }
    try writeIfChanged(
      member.tests, to: testsFolder.appendingPathComponent("\(exercise.module)Tests.swift"))
  }

  /// A "write the test" member's trial: the stage as the course's app, its planted bugs, and
  /// the learner's test (their file, or the starter given); nil for other members.
  package func trial(for member: Member) throws -> MutantTrial? {
    guard let mutants = member.mutants else { return nil }
    let exercise = member.exercise
    let file = exercise.files[0]
    let test = member.starters?.first ?? workspace.contents(exercise.starterPath(file)) ?? Data()
    var trial = MutantTrial(
      stem: exercise.module, appModule: exercise.stage, testFileName: Exercise.name(of: file),
      test: test, reference: try MutantTrial.readTree(workspace.url("Sources/\(exercise.stage)")),
      mutants: mutants)
    // A stage describes itself as `<Stage>.app`, as the tool launches it.
    trial.hostLaunch = .descriptor("\(exercise.stage).app")
    return trial
  }

  /// The scratch package's `Package.swift`.
  package func manifest(for exercises: [Exercise], trials: [MutantTrial] = []) -> String {
    let package = Self.quoted(dependencyName)
    var targets = ""
    var usesCoreData = false
    for exercise in exercises {
      // An app with a data model imports Core Data, and keeps the model as a resource: the
      // module's copy of it, not the one through the stage's link.
      let models = dataModels(ofStage: exercise.stage)
      let excluded = (exercise.files + models).map { Self.quoted("Stage/\($0)") }
        .joined(separator: ", ")
      usesCoreData = usesCoreData || !models.isEmpty
      let coreData =
        models.isEmpty ? "" : ", .product(name: \"HeadlessCoreData\", package: \(package))"
      let copies = models.map { ".copy(" + Self.quoted($0) + ")" }
      let resources =
        models.isEmpty ? "" : ",\n      resources: [" + copies.joined(separator: ", ") + "]"
      targets += """
            .target(
              name: \(Self.quoted(exercise.module)),
              dependencies: [.product(name: "HeadlessUIKit", package: \(package))\(coreData)],
              path: \(Self.quoted("Sources/\(exercise.module)")),
              exclude: [\(excluded)]\(resources)),

        """
    }
    let modules = exercises.map { Self.quoted($0.module) + ", " }.joined()
    let coreDataForTests =
      usesCoreData ? "\n        .product(name: \"HeadlessCoreData\", package: \(package))," : ""
    let trialTargets =
      trials.map { $0.manifestTargets(kitPackage: dependencyName) }.joined()
      + TestHosts(trials.flatMap(\.hosts)).manifestTarget(kitPackage: dependencyName)
    return """
      // swift-tools-version: 6.0
      // Written by `stepwise exercises` on every run: do not edit. Each module is a stage's
      // app with an exercise's files in it; the tests are the exercises' tests as shipped.
      import PackageDescription

      let package = Package(
        name: "\(Self.name)",
        platforms: [.macOS(.v14)],
        dependencies: [.package(path: \(Self.quoted(workspace.root.standardizedFileURL.path)))],
        targets: [
      \(targets)    .target(
            name: "\(Self.testModule)",
            dependencies: [
              \(modules).product(name: "ViewHarness", package: \(package)),
              .product(name: "HeadlessUIKit", package: \(package)),\(coreDataForTests)
            ],
            path: "Tests/ExerciseTests"),
          // The exercises' tests run in a program of the tool's, which signs their results.
          .executableTarget(
            name: "\(Self.runnerModule)",
            dependencies: ["\(Self.testModule)", .product(name: "ViewHarness", package: \(package))],
            path: "Sources/\(Self.runnerModule)",
            // On Linux, the toolchain's lld, which links the tests with the kit in about two
            // thirds of the time of gold, Swift's default there, on every save.
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]),
      \(trialTargets)  ],
        swiftLanguageModes: [.v6]
      )

      """
  }

  /// The data models (`<name>.xcdatamodeld`) in a stage's folder of the learner's package.
  func dataModels(ofStage stage: String) -> [String] {
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: workspace.url("Sources/\(stage)").path)) ?? []
    return names.filter { $0.hasSuffix(".xcdatamodeld") }.sorted()
  }

  /// A Swift string literal holding `text`.
  static func quoted(_ text: String) -> String {
    "\"" + SwiftStringLiteral.escaped(text) + "\""
  }

  /// Makes `url` a symbolic link to `target`, unless it is one already.
  private func link(_ url: URL, to target: URL) throws {
    let manager = FileManager.default
    if let existing = try? manager.destinationOfSymbolicLink(atPath: url.path),
      existing == target.path
    {
      return
    }
    if (try? manager.attributesOfItem(atPath: url.path)) != nil {
      try manager.removeItem(at: url)
    }
    try manager.createSymbolicLink(at: url, withDestinationURL: target)
  }

  /// Writes a file unless it already holds exactly these bytes (a link is replaced).
  private func writeIfChanged(_ data: Data, to url: URL) throws {
    let manager = FileManager.default
    let isLink = (try? manager.destinationOfSymbolicLink(atPath: url.path)) != nil
    if !isLink, (try? Data(contentsOf: url)) == data { return }
    if isLink { try manager.removeItem(at: url) }
    try data.write(to: url, options: .atomic)
  }
}

extension ScratchPackage.Member {
  /// Why an exercise cannot be built: its tests, or its planted bugs, are not as shipped.
  package struct Refusal: Error {
    /// What the learner reads.
    package var message: String
  }

  /// The member that builds an exercise of `catalog` in `workspace` with these starters
  /// (nil: the learner's own files), with its tests, or its planted bugs, read once they are
  /// known to be as shipped.
  package static func make(
    for exercise: Exercise, starters: [Data]?, catalog: ExerciseCatalog,
    workspace: ExerciseWorkspace
  ) -> Result<Self, Refusal> {
    let changed = ChangedTestFile.find(for: exercise, in: catalog, workspace: workspace)
    guard changed.isEmpty else {
      return .failure(Refusal(message: ChangedTestFile.refusal(changed, exercise: exercise)))
    }
    if let writeTheTest = exercise.writeTheTest {
      do {
        let mutants = try writeTheTest.mutants.map { entry in
          let data = workspace.contents(exercise.mutantPath(entry.name)) ?? Data()
          return try Mutant(name: entry.name, text: String(decoding: data, as: UTF8.self))
        }
        return .success(
          Self(exercise: exercise, starters: starters, tests: Data(), mutants: mutants))
      } catch {
        return .failure(Refusal(message: "The planted bugs cannot be read: \(error)"))
      }
    }
    guard let tests = workspace.contents(exercise.testPath) else {
      return .failure(Refusal(message: ChangedTestFile.refusal(changed, exercise: exercise)))
    }
    return .success(Self(exercise: exercise, starters: starters, tests: tests))
  }
}
