// A learner's test on trial: built against the course's app and each planted bug, in one package.

import CommandLineKit
import Foundation
import StepwiseBasics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A learner's test judged by planted bugs: the course's reference app and each ``Mutant``
/// as a module of its own, and the learner's test file compiled once against each (each test
/// target sees its app under the name the test imports, through `-module-alias`), all in
/// one package and one build.
///
/// Both courses use it: a tutorial's test-first step (which also runs the test on the
/// learner's own app) and a "write the test" exercise.
///
/// The test cannot tell which app it runs on but by what the app does: the modules are
/// numbered by a shuffle (``places``), not named after what they hold, so a module's name,
/// the paths of its files (`#fileID`, `#filePath`) and the order the runs go in say
/// nothing of it, and the apps' sources are out of the package while the test runs
/// (``withAppsHidden(in:user:_:)``). The shuffle stays the same through one run of the tool (a learner's
/// session builds each app once) and is new in the next; a grade, one run, cannot be
/// learned beforehand.
package struct MutantTrial: Sendable {
  /// The prefix of the trial's modules: `Checklists01ToggleTest`.
  package var stem: String
  /// The module the learner's test imports, which each test target's app stands for.
  package var appModule: String
  /// The test file's name, as each test target holds it.
  package var testFileName: String
  /// The learner's test file.
  package var test: Data
  /// The reference app's files, by path in its folder.
  package var reference: [String: String]
  /// The planted bugs.
  package var mutants: [Mutant]
  /// Whether the test is also built against ``appModule`` itself (the learner's own app).
  package var onOwnApp = false
  /// The test targets left out (their test did not compile with their app).
  package var excluded: Set<String> = []
  /// The compiler's errors of each excluded test target, at the learner's lines.
  package var errors: [String: String] = [:]
  /// How the reference app and each mutant are launched as their test targets' hosts.
  package var hostLaunch: TestHosts.Launch = .appDelegate("AppDelegate")
  /// How the learner's own app is launched as its test target's host: through its `@main`
  /// app delegate, whatever its name.
  package var ownAppHostLaunch: TestHosts.Launch = .appDelegate("AppDelegate")
  /// The number in module names of each app, by its place: 0 the reference app, `k` the
  /// `k`th mutant, and the last the learner's own app.
  package var places: [Int]

  /// A trial.
  package init(
    stem: String, appModule: String, testFileName: String, test: Data,
    reference: [String: String], mutants: [Mutant]
  ) {
    self.stem = stem
    self.appModule = appModule
    self.testFileName = testFileName
    self.test = test
    self.reference = reference
    self.mutants = mutants
    places = Self.shuffle(count: mutants.count + 2, for: stem)
  }

  /// The reference app's module.
  package var referenceModule: String { appModule(at: 0) }
  /// A mutant's module, from 1.
  package func mutantModule(_ number: Int) -> String { appModule(at: number) }
  /// The module of the app at a place (0 the reference app, `k` the `k`th mutant).
  func appModule(at place: Int) -> String { stem + "App\(places[place] + 1)" }
  /// The test target that runs the test on an app module (nil: ``appModule`` itself).
  package func testModule(on app: String?) -> String {
    let place =
      app.flatMap { app in places.indices.first { appModule(at: $0) == app } }
      ?? mutants.count + 1
    return stem + Self.runMark + "\(places[place] + 1)"
  }

  /// The file of Foundation's names for the app's container in each test target.
  package static let sandboxNamesFile = "SandboxNames.swift"

  /// What a test target's name has after the stem: `Checklists01ToggleTestRun3`.
  package static let runMark = "Run"

  /// A shuffle of `count` places for a trial: the same for a stem throughout this run of
  /// the tool, and drawn anew in the next.
  static func shuffle(count: Int, for stem: String) -> [Int] {
    var draws = TrialDraws(seed: runKey + Array(stem.utf8))
    return Array(0..<count).shuffled(using: &draws)
  }

  /// This run's key for the shuffles: random, and only in the tool's memory.
  static let runKey: [UInt8] = (0..<32).map { _ in UInt8.random(in: .min ... .max) }

  /// Every app module, with its files.
  package func apps() throws -> [(module: String, files: [String: String])] {
    var result = [(referenceModule, reference)]
    for (index, mutant) in mutants.enumerated() {
      result.append((mutantModule(index + 1), try mutant.apply(to: reference)))
    }
    return result
  }

  /// Every test target, with the app module it runs on (nil: ``appModule`` itself), in the
  /// order of their numbers.
  package var testTargets: [(module: String, app: String?)] {
    var apps: [(place: Int, app: String?)] = [(0, referenceModule)]
    apps += mutants.indices.map { ($0 + 1, mutantModule($0 + 1)) }
    if onOwnApp { apps.append((mutants.count + 1, nil)) }
    return apps.sorted { places[$0.place] < places[$1.place] }
      .map { (testModule(on: $0.app), $0.app) }.filter { !excluded.contains($0.0) }
  }

  /// Each test target's host: the app it is built against.
  package var hosts: [TestHosts.Host] {
    testTargets.map {
      TestHosts.Host(
        testModule: $0.module, appModule: $0.app ?? appModule,
        launch: $0.app == nil ? ownAppHostLaunch : hostLaunch)
    }
  }

  /// The trial's targets, for a manifest's `targets:` list: each app in `Mutants/<module>`,
  /// each test target in `Tests/<module>`, using the kit's products from `kitPackage`; the
  /// apps with `appSettings`, the test targets with `testSettings`. The test targets depend
  /// on the package's ``TestHosts`` target, which launches each one's app as its host.
  package func manifestTargets(
    kitPackage: String, appSettings: [String] = [], testSettings: [String] = []
  ) -> String {
    let kit = "package: \"\(kitPackage)\""
    // An app with a data model imports Core Data, and keeps the model as a resource.
    let models = dataModels
    let coreData = models.isEmpty ? "" : ", .product(name: \"HeadlessCoreData\", \(kit))"
    let copies = models.map { ".copy(\"\($0)\")" }.joined(separator: ", ")
    let resources = models.isEmpty ? "" : ", resources: [\(copies)]"
    var text = ""
    for (app, _) in (try? apps()) ?? [] {
      let settings =
        appSettings.isEmpty ? "" : ", swiftSettings: [\(appSettings.joined(separator: ", "))]"
      text += """
            .target(
              name: "\(app)",
              dependencies: [.product(name: "HeadlessUIKit", \(kit))\(coreData)],
              path: "Mutants/\(app)"\(resources)\(settings)),

        """
    }
    for (test, app) in testTargets {
      var settings = testSettings
      if let app { settings.append(".unsafeFlags([\"-module-alias\", \"\(appModule)=\(app)\"])") }
      let list = settings.isEmpty ? "" : ", swiftSettings: [\(settings.joined(separator: ", "))]"
      text += """
            .testTarget(
              name: "\(test)",
              dependencies: [
                "\(app ?? appModule)", "\(TestHosts.targetName)",
                .product(name: "ViewHarness", \(kit)),
                .product(name: "HeadlessUIKit", \(kit))\(coreData),
              ],
              path: "Tests/\(test)"\(list)),

        """
    }
    return text
  }

  /// Writes the apps into `Mutants/` and the test into each test target's folder of the
  /// package at `folder`, touching only what changed; returns the folders it wrote.
  package func write(in folder: URL) throws -> (apps: Set<String>, tests: Set<String>) {
    var apps: Set<String> = []
    var tests: Set<String> = []
    for (module, files) in try self.apps() {
      apps.insert(module)
      try Self.writeTree(files, to: folder.appendingPathComponent("Mutants/\(module)"))
    }
    for (module, _) in testTargets {
      tests.insert(module)
      // Beside the learner's test, Foundation's names for the app's folders and preferences,
      // as their own test target has them in its TestHost.swift.
      var files = [Self.sandboxNamesFile: TestHostFile.sandboxNamesText]
      files[testFileName] = String(decoding: test, as: UTF8.self)
      try Self.writeTree(
        files, to: folder.appendingPathComponent("Tests/\(module)", isDirectory: true))
    }
    return (apps, tests)
  }

  /// The data models of the reference app, by folder name (`TodoList.xcdatamodeld`).
  var dataModels: [String] {
    Set(reference.keys.filter(Self.isDataModelFile).compactMap { $0.split(separator: "/").first })
      .map(String.init).sorted()
  }

  /// Leaves out each test target whose errors are among a failed build's (as the compiler
  /// printed them), keeping them shown at `shownPath`; returns how many it left out.
  package mutating func excludeUncompiled(
    _ printed: [CompilerDiagnostics.Diagnostic], shownPath: (String) -> String
  ) -> Int {
    var count = 0
    for (module, _) in testTargets {
      let marker = "/Tests/\(module)/"
      let errors = printed.filter { $0.printedPath.contains(marker) }
      guard !errors.isEmpty else { continue }
      excluded.insert(module)
      self.errors[module] = plain(
        errors.map {
          $0.text.replacingOccurrences(of: $0.printedPath, with: shownPath($0.printedPath))
        }.joined(separator: "\n\n"))
      count += 1
    }
    return count
  }

  /// `text` with the trial's numbered modules named as the learner knows them: an app's
  /// (`Checklists07TestRemainingApp2`, in a type's name) as ``appModule``, a test module's
  /// (`…Run4`) as ``appModule`` with `Tests`. The numbers are the shuffle's, the same
  /// through the tool's run: shown to the learner, the course's app's number would let a
  /// test tell that app apart by its types' names for the rest of the session.
  package func plain(_ text: String) -> String {
    guard text.contains(stem) else { return text }
    var result = text
    for (kind, name) in [("App", appModule), ("Run", appModule + "Tests")] {
      guard let numbered = try? Regex(stem + kind + "[0-9]+") else { continue }
      result = result.replacing(numbered, with: name)
    }
    return result
  }

  /// Outcomes whose messages name the trial's modules as ``plain(_:)`` does.
  func plain(_ outcomes: [TestOutcome]) -> [TestOutcome] {
    outcomes.map { outcome in
      var outcome = outcome
      outcome.issues = outcome.issues.map { issue in
        var issue = issue
        issue.message = plain(issue.message)
        issue.comment = issue.comment.map(plain)
        return issue
      }
      return outcome
    }
  }

  /// The folder, in a trial's package at `folder`, that keeps the apps' containers while the
  /// trial runs (``run(keepingContainersIn:user:_:)``).
  package static func containers(in folder: URL) -> URL {
    folder.appendingPathComponent("containers", isDirectory: true)
  }

  /// Runs the built test on each app, each in a process of its own (an app's crash ends only
  /// its own run), with `runTests`, which runs one test module with its container kept in
  /// the folder it is given, and reads its outcomes.
  ///
  /// Then, on each app where a test passed, it runs the test again in the container the
  /// first run left, as Xcode's next run of the tests finds the simulator's container: a
  /// test that passes on the course's app only when it starts from a new install would fail
  /// in Xcode from its second run on (``MutantTrialResults/referenceRerun``). The second runs
  /// on the planted bugs and the learner's app say nothing to the verdict; they are there so
  /// that a second run (the files it finds) does not tell the test which app is the course's.
  /// Each app's container is a folder of its own in `containers`, handed to `user`.
  package func run(
    keepingContainersIn containers: URL, user: ChildUser? = nil,
    _ runTests: (_ module: String, _ container: URL) -> [TestOutcome]
  ) -> MutantTrialResults {
    var results = MutantTrialResults()
    let manager = FileManager.default
    try? manager.removeItem(at: containers)
    defer { try? manager.removeItem(at: containers) }
    func container(of module: String) -> URL {
      let folder = containers.appendingPathComponent(module, isDirectory: true)
      // A first run that made its container a link, or a file, is given a new, empty one,
      // never the place a link points to.
      let kind = (try? manager.attributesOfItem(atPath: folder.path))?[.type]
      if let kind = kind as? FileAttributeType, kind != .typeDirectory {
        try? manager.removeItem(at: folder)
      }
      try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
      try? user?.handOver(containers)
      return folder
    }
    // Run in the order of the modules' numbers: the shuffle's, so that a test keeping count
    // of its runs learns nothing either.
    var ran: [String: [TestOutcome]] = [:]
    for (module, _) in testTargets {
      ran[module] = plain(runTests(module, container(of: module)))
    }
    var again: [String: [TestOutcome]] = [:]
    for (module, _) in testTargets {
      guard let first = ran[module], first.contains(where: { $0.status == .pass }) else { continue }
      again[module] = plain(runTests(module, container(of: module)))
    }
    func outcomes(on app: String?) -> [TestOutcome]? { ran[testModule(on: app)] }
    results.reference = outcomes(on: referenceModule)
    results.referenceRerun = again[testModule(on: referenceModule)]
    results.compileErrors = errors[testModule(on: referenceModule)]
    results.mutants = mutants.enumerated().map { index, mutant in
      (mutant, outcomes(on: mutantModule(index + 1)))
    }
    results.onYourApp = onOwnApp
    if onOwnApp {
      results.yours = outcomes(on: nil)
      results.yoursCompileErrors = errors[testModule(on: nil)]
    }
    return results
  }

  /// Runs `body` with the apps' sources (`Mutants/`) taken out of the package at `folder`,
  /// and puts them back after: a test run on an app cannot read which app it runs on from
  /// its sources (a test that compared them with the course's passed on the course's app
  /// and failed on every planted bug, whatever it checked). The built apps stay. Run as
  /// another `user`, the sources wait in a folder of the grader's, closed to that user;
  /// run as the grader, the learner's code could look for them, as it could read anything
  /// of the grader's.
  ///
  /// The hiding place is named after this process: one left by a process that no longer
  /// runs (killed during its trial) is removed by the next trial of the package.
  package static func withAppsHidden<T>(
    in folder: URL, user: ChildUser? = nil, _ body: () -> T
  ) -> T {
    let manager = FileManager.default
    let apps = folder.appendingPathComponent("Mutants")
    let prefix = ".\(folder.lastPathComponent)-apps-"
    removeHidingPlacesLeftBehind(beside: folder, prefix: prefix)
    let hidden = folder.deletingLastPathComponent().appendingPathComponent(
      "\(prefix)\(getpid())-\(UUID().uuidString)")
    guard manager.fileExists(atPath: apps.path),
      (try? manager.moveItem(at: apps, to: hidden)) != nil
    else { return body() }
    defer {
      try? manager.moveItem(at: hidden, to: apps)
      try? user?.handOver(apps)
    }
    try? user?.takeBack(hidden)
    return body()
  }

  /// Removes the hiding places beside `folder` whose process no longer runs: `prefix`, its
  /// process's number, a dash, and more.
  static func removeHidingPlacesLeftBehind(beside folder: URL, prefix: String) {
    let parent = folder.deletingLastPathComponent()
    let manager = FileManager.default
    for name in (try? manager.contentsOfDirectory(atPath: parent.path)) ?? []
    where name.hasPrefix(prefix) {
      let number = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" })
      if let number, number > 0, kill(number, 0) == 0 || errno == EPERM { continue }
      try? manager.removeItem(at: parent.appendingPathComponent(name))
    }
  }
}

/// The numbers a trial's shuffle draws: SHA-256 of this run's key, the trial's stem and a
/// count, so that one stem gets the same shuffle throughout a run.
private struct TrialDraws: RandomNumberGenerator {
  let seed: [UInt8]
  var count: UInt64 = 0

  mutating func next() -> UInt64 {
    count += 1
    let counted = seed + withUnsafeBytes(of: count.bigEndian, Array.init)
    return SHA256.digest(of: Data(counted)).prefix(8).reduce(0) { $0 << 8 | UInt64($1) }
  }
}
