// Benchmark 6: how long a learner waits, in watch mode, from saving a file to the result.

import CommandLineKit
import Foundation
import LessonEngine

/// Times what a learner waits for, from the outside: the built `stepwise` runs in watch mode
/// under a pseudo-terminal, the benchmark saves a file, and the clock stops when the result
/// line is on the terminal. Both courses: the build-along tutorial (a learner's own package
/// made by `stepwise tutorial start`, its first step) and the exercises (a copy of this
/// package, its first exercise). The saves take turns: one adds a comment line, which a build
/// must compile again; the next adds a declaration (a computed property in an extension of
/// the file's class), which changes the module's interface, as most of a learner's edits do,
/// so that everything built against it is compiled again too. The checks fail each time (the
/// files are left as the learner starts them), which is the result a learner waits for most.
///
/// The first run of each builds the kit once (minutes); only the saves after it are timed.
struct LearnerLoop {
  /// The package's folder.
  let packageRoot: URL
  /// How many saves to time in each course.
  let saves: Int

  /// The command that runs this benchmark.
  static let command = "swift run -c release stepwise-bench learner"

  /// Times both courses.
  func run() throws -> LearnerLoopResult {
    let tool = try builtTool()
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepwise-bench-learner-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }

    var result = LearnerLoopResult()
    result.firstCheck = try firstCheck(in: scratch.appendingPathComponent("newcomer"))
    let learner = scratch.appendingPathComponent("MyChecklists")
    try runTool(tool, ["tutorial", "start", learner.path], in: scratch)
    // Each course twice, side by side: its builds through SwiftPM (the baseline), and
    // replayed as the tool does (the measured side); the order turns between the courses.
    // The tutorial a third time, replayed with the kit linked whole at every save: each
    // replayed side starts from a plan remembered afresh, in its own way.
    func tutorial(throughSwiftPM: Bool, linksWhole: Bool = false) throws
      -> LearnerLoopResult.Course
    {
      for folder in [packageRoot, learner] {
        forgetReplays(in: folder.appendingPathComponent(".build/stepwise-replays"))
      }
      return try time(
        tool, ["tutorial", "watch"], in: learner,
        editing: learner.appendingPathComponent("Sources/Checklists/AppDelegate.swift"),
        extending: "AppDelegate", result: "a check did not hold", throughSwiftPM: throughSwiftPM,
        linksWhole: linksWhole)
    }
    result.tutorialThroughSwiftPM = try tutorial(throughSwiftPM: true)
    result.tutorialLinkingWhole = try tutorial(throughSwiftPM: false, linksWhole: true)
    result.tutorial = try tutorial(throughSwiftPM: false)

    let copy = scratch.appendingPathComponent("course")
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
    try runCommand(
      "/bin/cp", ["-R", "-P", "Package.swift", "Sources", "Tests", "Chapters", copy.path],
      in: packageRoot)
    func exercises(throughSwiftPM: Bool) throws -> LearnerLoopResult.Course {
      try time(
        tool, ["exercises", "watch"], in: copy,
        editing: copy.appendingPathComponent(
          "Chapters/Exercises/checklists-01/item-count/ChecklistViewController.swift"),
        extending: "ChecklistViewController", result: "tests failed",
        throughSwiftPM: throughSwiftPM)
    }
    result.exercises = try exercises(throughSwiftPM: false)
    result.exercisesThroughSwiftPM = try exercises(throughSwiftPM: true)
    return result
  }

  /// A newcomer's first hour, timed as the README has them type it: a fresh `git clone` of
  /// this package, `swift run stepwise tutorial start` in it (its first build builds the
  /// tool), then `stepwise tutorial` in the new package, as `start` prints it (its first
  /// build builds the kit for the checks), until the first step's result. `swift run
  /// Checklists` is left out: it is optional, and waits at the simulator's prompt.
  func firstCheck(in folder: URL) throws -> LearnerLoopResult.FirstCheck {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var result = LearnerLoopResult.FirstCheck()
    let clock = ContinuousClock()
    var start = clock.now
    try runCommand(
      "/usr/bin/env", ["git", "clone", "-q", packageRoot.path, "stepwise"], in: folder)
    result.cloneSeconds = (clock.now - start).seconds
    let clone = folder.appendingPathComponent("stepwise")
    start = clock.now
    try runCommand("/usr/bin/env", ["swift", "run", "stepwise", "tutorial", "start"], in: clone)
    result.startSeconds = (clock.now - start).seconds
    let tool = clone.appendingPathComponent(".build/debug/stepwise")
    start = clock.now
    // The starter app fails the first step: the check ran, and its result is what counts.
    let said = try runCommand(
      tool.path, ["tutorial"], in: folder.appendingPathComponent("MyChecklists"),
      allowingFailure: true)
    result.checkSeconds = (clock.now - start).seconds
    guard said.contains("checklists-01/01-title") && said.contains("✗") else {
      throw BenchmarkError.commandFailed("stepwise tutorial", -1, String(said.suffix(4_000)))
    }
    return result
  }

  /// Removes the records of the plans a folder of replays keeps, so that the next build is
  /// SwiftPM's and its plan is remembered again.
  private func forgetReplays(in folder: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where name.hasSuffix(".json") {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }

  /// Saves `file` `saves` times of each kind while `arguments` watch (a comment, then a
  /// declaration in an extension of the class `extending`, in turns), timing each save to the
  /// line that contains `result`; returns the seconds and what the tool itself said it
  /// measured. `throughSwiftPM` has the tool build every save through SwiftPM, as it did
  /// before it replayed SwiftPM's plan; `linksWhole`, link every object at every replay.
  private func time(
    _ tool: URL, _ arguments: [String], in folder: URL, editing file: URL, extending type: String,
    result: String, throughSwiftPM: Bool, linksWhole: Bool = false
  ) throws -> LearnerLoopResult.Course {
    let (process, terminal) = try start(
      tool, arguments, in: folder, throughSwiftPM: throughSwiftPM, linksWhole: linksWhole)
    defer { if process.isRunning { process.terminate() } }

    let banner = "for saves"
    let first = terminal.read(timeout: 1_800) { $0.contains(banner) }
    guard first.contains(banner) else {
      throw BenchmarkError.commandFailed(
        "stepwise " + arguments.joined(separator: " "), -1, String(first.suffix(4_000)))
    }
    var course = LearnerLoopResult.Course()
    let original = try String(contentsOf: file, encoding: .utf8)
    defer { try? original.write(to: file, atomically: true, encoding: .utf8) }
    // Each save adds to the one before, so that a comment saved keeps the declarations saved
    // before it, and the module's interface stays as it was.
    var edited = original
    for save in 1...(2 * max(saves, 1)) {
      let changesInterface = save.isMultiple(of: 2)
      edited +=
        changesInterface
        ? "extension \(type) {\n  var stepwiseBenchSave\(save): Int { \(save) }\n}\n"
        : "// stepwise-bench learner: save \(save)\n"
      let clock = ContinuousClock()
      let start = clock.now
      try edited.write(to: file, atomically: true, encoding: .utf8)
      var seen = terminal.read(timeout: 300) { $0.contains(result) }
      let seconds = (clock.now - start).seconds
      guard seen.contains(result) else {
        throw BenchmarkError.commandFailed(
          "stepwise " + arguments.joined(separator: " "), -1, String(seen.suffix(4_000)))
      }
      if changesInterface {
        course.declarationSeconds.append(seconds)
      } else {
        course.seconds.append(seconds)
      }
      // The banner after the result may have come in the same read as the result.
      if !seen.contains(banner) {
        seen += terminal.read(timeout: 300) { (seen + $0).contains(banner) }
      }
      let said = seen.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n")
        .first { $0.hasPrefix("Result ") }
      if changesInterface {
        course.declarationReported.append(said.map(String.init) ?? "")
      } else {
        course.reported.append(said.map(String.init) ?? "")
      }
    }
    terminal.type("quit\n")
    _ = terminal.read(timeout: 30) { _ in false }
    process.waitUntilExit()
    return course
  }

  /// Starts the tool under a pseudo-terminal of its own, without colours, building through
  /// SwiftPM or linking whole as asked.
  private func start(
    _ tool: URL, _ arguments: [String], in folder: URL, throughSwiftPM: Bool, linksWhole: Bool
  ) throws -> (Process, PseudoTerminal) {
    let terminal = try PseudoTerminal()
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["TERM"] = "xterm"
    environment[swiftPMBuildsVariable] = throughSwiftPM ? "1" : nil
    environment[wholeLinksVariable] = linksWhole ? "1" : nil
    process.environment = environment
    try terminal.start(process)
    return (process, terminal)
  }

  /// The `stepwise` a learner runs with `swift run stepwise`, built if it is not.
  private func builtTool() throws -> URL {
    try runCommand("/usr/bin/env", ["swift", "build", "--product", "stepwise"], in: packageRoot)
    let path = try runCommand(
      "/usr/bin/env", ["swift", "build", "--show-bin-path"], in: packageRoot)
    return URL(fileURLWithPath: path.trimmingCharacters(in: .whitespacesAndNewlines))
      .appendingPathComponent("stepwise")
  }

  @discardableResult
  private func runTool(_ tool: URL, _ arguments: [String], in folder: URL) throws -> String {
    try runCommand(tool.path, arguments, in: folder)
  }

  /// Runs a program to its end and returns what it printed; throws when it fails.
  @discardableResult
  private func runCommand(
    _ program: String, _ arguments: [String], in folder: URL, allowingFailure: Bool = false
  ) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let output = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0 || allowingFailure else {
      throw BenchmarkError.commandFailed(
        ([program] + arguments).joined(separator: " "), process.terminationStatus,
        String(output.suffix(4_000)))
    }
    return output
  }
}

/// The seconds from a save to its result, in each course.
package struct LearnerLoopResult: Sendable {
  /// One course's saves.
  package struct Course: Sendable {
    /// Each save of a comment's seconds to the result, as the benchmark timed it.
    package var seconds: [Double] = []
    /// Each save of a declaration's seconds to the result (the module's interface changed).
    package var declarationSeconds: [Double] = []
    /// What the tool printed after each comment's result ("Result 0.9 s after the save (…)").
    package var reported: [String] = []
    /// What the tool printed after each declaration's result.
    package var declarationReported: [String] = []
  }

  /// A newcomer's way from `git clone` to the first tutorial check's result.
  package struct FirstCheck: Sendable {
    /// `git clone`.
    package var cloneSeconds: Double = 0
    /// `swift run stepwise tutorial start`: the tool's first build, and the package made.
    package var startSeconds: Double = 0
    /// The first `stepwise tutorial`: the check package's first build (the kit), the check.
    package var checkSeconds: Double = 0
    /// All of it.
    package var totalSeconds: Double { cloneSeconds + startSeconds + checkSeconds }
  }

  /// Clone to the first check, when it was measured.
  package var firstCheck: FirstCheck?
  /// The build-along tutorial.
  package var tutorial = Course()
  /// The exercises.
  package var exercises = Course()
  /// The tutorial with every save built through SwiftPM, the baseline.
  package var tutorialThroughSwiftPM = Course()
  /// The tutorial replayed with every object linked at every save, as before the kit was
  /// linked once into a library.
  package var tutorialLinkingWhole = Course()
  /// The exercises with every save built through SwiftPM, the baseline.
  package var exercisesThroughSwiftPM = Course()

  /// The longest the median save may take, to the step's verdict (issue #42's goal).
  package static let limit = 0.6
  /// The longest clone to the first check's result may take (issue #42's goal).
  package static let firstCheckLimit = 60.0
}
