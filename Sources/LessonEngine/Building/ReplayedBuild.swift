// A build made again without SwiftPM: the commands SwiftPM planned for it, run again as planned.

import CommandLineKit
import Foundation
import StepwiseBasics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Half a second of a learner's one-line rebuild is SwiftPM's own: it loads the packages and
/// plans the build before the compiler starts. While nothing SwiftPM plans from has changed
/// since it last built the goal (the app, or the app and its tests) — the plan it wrote, the
/// manifests, which files the learner's folder holds, every file of the build outside that
/// folder — its plan still stands, and the commands that compile the learner's folder and
/// what imports it, wrap the modules and link the programs are run again as SwiftPM would run
/// them (a link or a module's wrapping as the driver's own jobs, ``DriverJobs``); the
/// compiler's own incremental build does the rest, as under SwiftPM. At any change or doubt
/// the build is SwiftPM's again.
///
/// ```swift
/// let replay = ReplayedBuild(goal: .product("Checklists"), package: folder, scratch: build,
///   sources: folder.appendingPathComponent("Sources/Checklists"), manifests: [manifest])
/// // Replayed while SwiftPM's plan stands; else SwiftPM's build, whose plan is remembered.
/// let build = try replay.build(timeLimit: 600, swiftPM: swiftBuild.run)
/// ```
package struct ReplayedBuild: Sendable {
  /// What is built: an executable product, or everything `--build-tests` builds.
  package let goal: Goal

  /// What a replay builds: an executable product (`swift build --product`), or everything
  /// `swift build --build-tests` builds.
  package enum Goal: Hashable, Sendable {
    case product(String)
    case tests
  }
  /// The package's folder.
  package let package: URL
  /// The build folder (`--scratch-path`), where SwiftPM writes its plan, `debug.yaml`.
  package let scratch: URL
  /// The folder whose files' contents may change between SwiftPM's builds, named as the
  /// plan names it (the learner's app, through the check package's link to it).
  package let sources: URL
  /// The manifests SwiftPM plans from: a change to one means planning again.
  package let manifests: [URL]
  /// Folders of other modules compiled with the goal whose changes a replay leaves to SwiftPM
  /// (the learner's own tests, whose list of tests SwiftPM finds), and which are guarded as
  /// ``sources`` is against the compiler's rule of the second (see `compiling`).
  package var guarded: [URL] = []
  /// Whether the objects no replay writes are linked once into a library (``KitLibrary``),
  /// as they are unless the environment's ``wholeLinksVariable`` is `1`.
  package var linksKitOnce = ProcessInfo.processInfo.environment[wholeLinksVariable] != "1"

  package init(goal: Goal, package: URL, scratch: URL, sources: URL, manifests: [URL]) {
    self.goal = goal
    self.package = package
    self.scratch = scratch
    self.sources = sources
    self.manifests = manifests
  }

  /// What SwiftPM's last build of the goal left to replay, and what it must find as it
  /// was.
  struct Record: Codable {
    /// The commands, in order, each with the files it reads and writes.
    var commands: [BuildPlan.Command]
    /// The files the commands do not write (but the learner's), each as it was then.
    var stamps: [String: FileStamp]
    /// The files in the learner's folder, by their paths in it.
    var sourceFiles: [String]
    /// The names in each other folder the build compiles Swift from (the checks', a test
    /// target's, the kit's), by the folder's path: SwiftPM plans from which files a target's
    /// folder holds, so a file added there (a step's check written again) or removed means
    /// planning again. Nil in a record kept before folders were listed.
    var folders: [String: [String]]?
  }

  /// Where the record is kept: in the build folder, named after the package and goal.
  var recordFile: URL {
    let key = SHA256.hexDigest(of: Data((package.standardizedFileURL.path + "\n" + "\(goal)").utf8))
    return scratch.appendingPathComponent("stepwise-replays/\(key.prefix(24)).json")
  }

  var planFile: URL { scratch.appendingPathComponent("debug.yaml") }

  /// Keeps SwiftPM's plan for the goal, and for `others` its build also built, after SwiftPM
  /// built them. Forgets any older record when the plan cannot be read or replayed.
  ///
  /// `asBuilt` are the learner's files' stamps as the build began: a file saved while it ran
  /// may not be what it compiled, and is compiled again by the next build.
  ///
  /// After a build that failed (`failedSince`, when it started: the learner's code, or a
  /// check, does not compile), the plan is kept so that the next save is replayed rather than
  /// planned and built by SwiftPM again, but only a plan SwiftPM wrote during that build (it
  /// planned, then a command failed) and whose every file a command reads but does not write
  /// is there. None of its commands then counts as run: the next replay runs each again (the
  /// compiler's own incremental build keeps that short), as SwiftPM's next build would.
  package func remember(
    with others: [ReplayedBuild] = [], asBuilt: [String: FileStamp]? = nil,
    failedSince: Date? = nil
  ) {
    let planStamp = FileStamp(path: planFile.path)
    // A failed build that left the plan before it (it stopped before planning) says nothing.
    if let failedSince, planStamp.modified < failedSince { return }
    let plan = try? BuildPlan(text: String(contentsOf: planFile, encoding: .utf8))
    // The plan read is the plan stamped: SwiftPM did not write another meanwhile.
    let current = FileStamp(path: planFile.path) == planStamp ? plan : nil
    for replay in [self] + others {
      try? FileManager.default.removeItem(at: replay.recordFile)
      guard let current, let record = try? replay.makeRecord(from: current, planStamp: planStamp),
        failedSince == nil || record.stamps.values.allSatisfy({ $0.size >= 0 })
      else { continue }
      KeptJSON(file: replay.recordFile).write(record)
      // SwiftPM has just run every command of the goal on the files as they are; or, after
      // a failure, none counts as run.
      var ran = RanCommands(file: ranFile)
      for command in record.commands {
        ran.inputs[command.name] =
          failedSince == nil ? stamps(of: command.inputs, asBuilt: asBuilt) : nil
      }
      ran.save()
    }
  }

  /// The stamps of a command's input files, by path: now, or for the learner's files, as
  /// `asBuilt` has them when given (missing there: a stamp no file has).
  func stamps(of inputs: [String], asBuilt: [String: FileStamp]? = nil) -> [String: FileStamp] {
    let folder = sources.path + "/"
    var stamps: [String: FileStamp] = [:]
    for input in inputs {
      let path = URL(fileURLWithPath: input).path
      if let asBuilt, input.hasPrefix(folder) {
        stamps[path] =
          asBuilt[String(input.dropFirst(folder.count))]
          ?? FileStamp(modified: .distantPast, size: -2)
      } else {
        stamps[path] = FileStamp(path: path)
      }
    }
    return stamps
  }

  /// Where the files each replayed command read when it last ran are kept, for every goal of
  /// the package.
  var ranFile: URL {
    let key = SHA256.hexDigest(of: Data(package.standardizedFileURL.path.utf8))
    return scratch.appendingPathComponent("stepwise-replays/\(key.prefix(24)).ran")
  }

  /// Builds the goal: SwiftPM's commands replayed while its plan stands, else `swiftPM`,
  /// whose plan is then remembered when it succeeds, with that of `others` it also builds.
  package func build(
    timeLimit: TimeInterval, alsoBuilding others: [ReplayedBuild] = [],
    swiftPM: () throws -> ExternalCommand.Outcome
  ) throws -> ExternalCommand.Outcome {
    try compiling { asBuilt in
      if let replayed = try run(timeLimit: timeLimit) { return replayed }
      let start = Date()
      let built = try swiftPM()
      remember(with: others, asBuilt: asBuilt, failedSince: built.status == 0 ? nil : start)
      return built
    }
  }

  /// The last build that compiled the learner's folder: when it started and ended, and each
  /// file's stamp as it started, in the learner's folder and in each guarded folder.
  struct LastCompile: Codable {
    var start: Date
    var end: Date
    var stamps: [String: FileStamp]
    /// The guarded folders' stamps, by the folder's path (missing in a record kept before
    /// folders were guarded).
    var guardedStamps: [String: [String: FileStamp]]?
  }

  /// Where the last compile of the learner's folder is kept, whatever the goal.
  var lastCompileFile: URL {
    let key = SHA256.hexDigest(
      of: Data((package.standardizedFileURL.path + "\n" + sources.path).utf8))
    return scratch.appendingPathComponent("stepwise-replays/\(key.prefix(24)).compiled")
  }

  /// The compiler's incremental build takes a file whose modification time, in whole seconds,
  /// is the one it compiled as unchanged: a file saved again within the second of its last
  /// save (a double save, an editor's save beside the learner's) would be judged as it was.
  /// Such a file makes the build forget the compiler's record of the folder's module, so that
  /// all of it is compiled again. So does a file of a ``guarded`` folder, for its module.
  ///
  /// `build` is given the learner's files' stamps as it begins.
  private func compiling(
    _ build: ([String: FileStamp]) throws -> ExternalCommand.Outcome
  ) throws -> ExternalCommand.Outcome {
    let kept = KeptJSON<LastCompile>(file: lastCompileFile)
    if let last = kept.read() {
      if savedInTheSecond(last, before: last.stamps, now: currentStamps()) {
        forgetCompilerRecord(of: sources)
      }
      for folder in guarded
      where savedInTheSecond(
        last, before: last.guardedStamps?[folder.path] ?? [:], now: currentStamps(in: folder))
      {
        forgetCompilerRecord(of: folder)
      }
    }
    let start = Date()
    let stamps = currentStamps()
    var guardedStamps: [String: [String: FileStamp]] = [:]
    for folder in guarded { guardedStamps[folder.path] = currentStamps(in: folder) }
    let outcome = try build(stamps)
    kept.write(
      LastCompile(start: start, end: Date(), stamps: stamps, guardedStamps: guardedStamps))
    return outcome
  }

  /// Each file of the learner's folder's stamp, by its path in the folder.
  func currentStamps() -> [String: FileStamp] { currentStamps(in: sources) }

  /// Each file of a folder's stamp, by its path in the folder.
  func currentStamps(in folder: URL) -> [String: FileStamp] {
    let root = folder.resolvingSymlinksInPath()
    var stamps: [String: FileStamp] = [:]
    for path in Self.files(in: folder) ?? [] {
      stamps[path] = FileStamp(path: root.appendingPathComponent(path).path)
    }
    return stamps
  }

  /// Whether a file changed since the last build stamped it (`before`), within the same
  /// second, or was saved while it ran, in a second it ended in or before.
  func savedInTheSecond(
    _ last: LastCompile, before: [String: FileStamp], now: [String: FileStamp]
  ) -> Bool {
    func second(_ date: Date) -> Double { date.timeIntervalSince1970.rounded(.down) }
    return now.contains { path, stamp in
      if let before = before[path], before != stamp,
        second(before.modified) == second(stamp.modified)
      {
        return true
      }
      return stamp.modified > last.start && second(stamp.modified) <= second(last.end)
    }
  }

  /// Removes the compiler's record of the last build of a folder's module (its `.priors`),
  /// so that the next build compiles every file of it.
  func forgetCompilerRecord(of sources: URL) {
    let folder = scratch.appendingPathComponent("debug/\(sources.lastPathComponent).build")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for file in files where file.hasSuffix(".priors") {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(file))
    }
  }

  /// Builds the goal by replaying SwiftPM's commands, or returns nil when SwiftPM must
  /// build it (no record, something it plans from changed, or SwiftPM holds the folder). The
  /// outcome's output is the compiler's and the linker's, as SwiftPM would have shown them.
  package func run(timeLimit: TimeInterval) throws -> ExternalCommand.Outcome? {
    // Held from the check to the last command, so that no SwiftPM build plans or builds
    // in the folder meanwhile.
    guard let lock = FolderLock(scratch) else { return nil }
    defer { lock.release() }
    guard let record = KeptJSON<Record>(file: recordFile).read(), isCurrent(record),
      record.commands.allSatisfy({ !$0.arguments.isEmpty })
    else { return nil }
    return try DriverTemporaryFolder.run(in: recordFile.deletingLastPathComponent()) {
      var replay = Replay(
        build: self, record: record, environment: $0, timeLimit: timeLimit,
        ran: RanCommands(file: ranFile))
      defer { replay.ran.save() }
      return try replay.run()
    }
  }

  /// Whether SwiftPM would plan the build as recorded, and find the files outside the
  /// learner's folder as they were.
  func isCurrent(_ record: Record) -> Bool {
    guard record.sourceFiles == sourceFiles(), let folders = record.folders,
      folders.allSatisfy({ folder, names in Self.names(in: folder) == names })
    else { return false }
    return record.stamps.allSatisfy { path, stamp in FileStamp(path: path) == stamp }
  }

  /// The names in a folder (not in its subfolders), sorted; empty when it cannot be read.
  static func names(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  /// The files in the learner's folder, by their paths in it, sorted; nil when it cannot be
  /// read.
  func sourceFiles() -> [String]? { Self.files(in: sources) }

  /// The files in a folder, by their paths in it, sorted; nil when it cannot be read.
  static func files(in folder: URL) -> [String]? {
    let root = folder.resolvingSymlinksInPath()
    guard let walk = FileManager.default.enumerator(atPath: root.path) else { return nil }
    return walk.compactMap { $0 as? String }.sorted()
  }

  /// The commands to replay and the stamps to check, from SwiftPM's plan.
  func makeRecord(from plan: BuildPlan, planStamp: FileStamp) throws -> Record {
    guard let files = sourceFiles() else { throw BuildPlan.Unreadable(reason: "no sources") }
    var replayed = try plan.commands(replaying: sources.path + "/", for: goal)
    for index in replayed.commands.indices {
      replayed.commands[index].jobs = DriverJobs.jobs(
        of: replayed.commands[index].arguments, in: package,
        temporary: recordFile.deletingLastPathComponent())
    }
    var stamps: [String: FileStamp] = [planFile.path: planStamp]
    for manifest in manifests { stamps[manifest.path] = FileStamp(path: manifest.path) }
    for path in replayed.unchanged { stamps[path] = FileStamp(path: path) }
    // The objects no command writes, linked once (`KitLibrary`): the library is then a file
    // the record finds as it was.
    let written = Set(replayed.commands.flatMap(\.outputs))
    for index in replayed.commands.indices where linksKitOnce {
      guard let jobs = replayed.commands[index].jobs,
        let linked = KitLibrary.link(
          jobs, written: written, scratch: scratch, folder: recordFile.deletingLastPathComponent())
      else { continue }
      replayed.commands[index].jobs = linked.jobs
      stamps[linked.library.path] = FileStamp(path: linked.library.path)
    }
    var folders: [String: [String]] = [:]
    for path in replayed.unchanged where path.hasSuffix(".swift") {
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
      folders[folder] = folders[folder] ?? Self.names(in: folder)
    }
    return Record(
      commands: replayed.commands, stamps: stamps, sourceFiles: files, folders: folders)
  }
}

/// A value kept as JSON in a file of the build folder: read when the file holds one (nil
/// when it is missing or damaged, as after a full disk), and written whole, atomically, or
/// not at all.
struct KeptJSON<Value: Codable> {
  let file: URL

  func read() -> Value? {
    (try? Data(contentsOf: file)).flatMap { try? JSONDecoder().decode(Value.self, from: $0) }
  }

  func write(_ value: Value) {
    guard let data = try? JSONEncoder().encode(value) else { return }
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? data.write(to: file, options: .atomic)
  }
}

/// SwiftPM's exclusive hold on a build folder (the `flock` its own commands take), taken
/// without waiting: nil while SwiftPM holds it.
private struct FolderLock {
  let descriptors: [Int32]

  init?(_ folder: URL) {
    var held: [Int32] = []
    for path in SharedBuildFolder.lockFiles(of: folder) {
      let descriptor = open(path, O_RDWR | O_CREAT, 0o644)
      guard descriptor >= 0 else { continue }
      guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
        close(descriptor)
        held.forEach { flock($0, LOCK_UN) }
        held.forEach { close($0) }
        return nil
      }
      held.append(descriptor)
    }
    descriptors = held
  }

  func release() {
    for descriptor in descriptors {
      flock(descriptor, LOCK_UN)
      close(descriptor)
    }
  }
}

/// Set to `1` in the environment, every build of a learner's saves is SwiftPM's, as before
/// replays: `stepwise-bench learner` times the saves both ways, side by side.
package let swiftPMBuildsVariable = "STEPWISE_SWIFTPM_BUILDS"

/// Set to `1` in the environment, a replay links every object again, as SwiftPM does, rather
/// than the kit's from a library made once (``KitLibrary``): `stepwise-bench learner` times a
/// tutorial's declarations both ways, side by side. Read when SwiftPM's plan is remembered.
package let wholeLinksVariable = "STEPWISE_WHOLE_LINKS"

extension ReplayedBuild {
  /// Whether a learner's builds may be replayed, in this environment: unless
  /// ``swiftPMBuildsVariable`` is `1`.
  package static func isOn(in environment: [String: String]) -> Bool {
    environment[swiftPMBuildsVariable] != "1"
  }
}
