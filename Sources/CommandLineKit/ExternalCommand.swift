// Runs another program (swift, git) to its end, with a time limit, and keeps what it printed.

import Foundation
import StepwiseBasics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program to run: found on `PATH`, run in a folder, its output and errors kept together.
///
/// ```swift
/// let build = try ExternalCommand("swift", ["build", "--build-tests"], in: folder).run()
/// if build.status != 0 { print(build.output) }
/// ```
package struct ExternalCommand: Sendable {
  /// What one run did.
  package struct Outcome: Sendable {
    /// The exit status (or the signal's number when it was stopped by one).
    package var status: Int32
    /// Whether a signal stopped it (a crash, or the time limit), rather than an exit.
    package var endedBySignal = false
    /// Standard output and standard error, interleaved as written; standard output alone
    /// when ``keepsErrorsApart`` is set.
    package var output: String
    /// Standard error, when ``keepsErrorsApart`` is set; else empty.
    package var errors = ""
    /// Whether the time limit stopped it.
    package var timedOut: Bool
    /// How long it ran, in seconds.
    package var duration: TimeInterval
  }

  /// The program's name, looked up on `PATH`, or its path.
  package let program: String
  /// Its arguments.
  package let arguments: [String]
  /// The folder it runs in.
  package let folder: URL
  /// Variables added to the tool's own environment.
  package var extraEnvironment: [String: String] = [:]
  /// The most seconds it may run before it is stopped.
  package var timeLimit: TimeInterval = 600
  /// How long a program asked to stop (as Control-C asks) may take before it is killed.
  package var stopGrace: TimeInterval = 5
  /// Whether standard error is kept apart from the output: for a program whose output is
  /// data (`swift package dump-package` prints JSON, and the manifest's warnings beside it).
  package var keepsErrorsApart = false
  /// The user whose rights it runs with, when not the tool's (a student's build in a grade).
  package var user: ChildUser?

  package init(
    _ program: String, _ arguments: [String], in folder: URL,
    extraEnvironment: [String: String] = [:], timeLimit: TimeInterval = 600,
    user: ChildUser? = nil
  ) {
    self.program = program
    self.arguments = arguments
    self.folder = folder
    self.extraEnvironment = extraEnvironment
    self.timeLimit = timeLimit
    self.user = user
  }

  /// Runs the program and waits for it to end or to run out of time.
  package func run() throws -> Outcome {
    let (outputFile, handle) = try Self.logFile(for: program, "log")
    defer { try? FileManager.default.removeItem(at: outputFile) }
    defer { try? handle.close() }
    let (errorFile, errorHandle) =
      keepsErrorsApart ? try Self.logFile(for: program, "errors") : (outputFile, handle)
    defer { if keepsErrorsApart { try? FileManager.default.removeItem(at: errorFile) } }
    defer { if keepsErrorsApart { try? errorHandle.close() } }

    // What the program leaves running when it ends carries its run's mark, and is stopped.
    let run = marksItsProcesses ? UUID().uuidString : nil
    defer { if let run { ChildProcesses.stopLeftovers(ofRun: run) } }
    let process = self.process(writingTo: handle, errorsTo: errorHandle, run: run)
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }

    let start = Date()
    try process.run()
    ChildProcesses.started(process.processIdentifier)
    defer { ChildProcesses.ended(process.processIdentifier) }
    let (ended, timedOut) = waitForEnd(of: process, finished, run: run)
    let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
    let errors =
      keepsErrorsApart ? (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "" : ""
    guard ended else {
      // Something outlived every kill and keeps the program's pipe: do not wait for it.
      return Outcome(
        status: SIGKILL, endedBySignal: true, output: output, errors: errors, timedOut: true,
        duration: Date().timeIntervalSince(start))
    }
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus,
      endedBySignal: process.terminationReason == .uncaughtSignal, output: output,
      errors: errors, timedOut: timedOut, duration: Date().timeIntervalSince(start))
  }

  /// A new file in the temporary folder for what `program` writes, and a handle writing it.
  private static func logFile(for program: String, _ kind: String) throws -> (URL, FileHandle) {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "stepwise-\(URL(fileURLWithPath: program).lastPathComponent)-\(UUID().uuidString)"
          + ".\(kind)")
    _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    return (file, try FileHandle(forWritingTo: file))
  }

  /// The process that runs the program, as `user` when given, in `folder`, with the extra
  /// environment (and the run's mark), no input, and its output and errors to these handles.
  private func process(writingTo output: FileHandle, errorsTo errors: FileHandle, run: String?)
    -> Process
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    if let user {
      let launch = user.launch(program, arguments)
      process.arguments = [launch.program] + launch.arguments
    } else if program.hasPrefix("/"), FileManager.default.isExecutableFile(atPath: program) {
      // A path needs no lookup: started as it is, without `env` in between (a replayed
      // build's compiler and linker, a few milliseconds each at every save).
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = arguments
    } else {
      process.arguments = [program] + arguments
    }
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(extraEnvironment) { $1 }
      .merging(user?.environment ?? [:]) { $1 }
      .merging(run.map { [ChildProcesses.runVariable: $0] } ?? [:]) { $1 }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    return process
  }

  /// Waits for a started process to end (`finished` is signalled) within the time limit;
  /// past it, asks it to stop, then stops it and what it started. Whether it ended, and
  /// whether it ran out of time.
  private func waitForEnd(of process: Process, _ finished: DispatchSemaphore, run: String?)
    -> (ended: Bool, timedOut: Bool)
  {
    let ended = Self.wait(for: finished, until: .now() + timeLimit) {
      // The program has ended, but a process it left running holds what Foundation watches
      // to learn so: stopped, the end is seen.
      if ChildProcesses.hasEnded(process.processIdentifier), let run {
        ChildProcesses.stopLeftovers(ofRun: run)
      }
    }
    guard !ended else { return (true, false) }
    // Asked first, as Control-C would; then whatever is left of it, and of what it started
    // (found while it still runs, since they are orphans once it ends), killed.
    let started = ChildProcesses.descendants(of: process.processIdentifier)
    ChildProcesses.interrupt(process.processIdentifier)
    var stopped = finished.wait(timeout: .now() + stopGrace) == .success
    ChildProcesses.stop(process.processIdentifier, started: started)
    if !stopped { stopped = finished.wait(timeout: .now() + 10) == .success }
    return (stopped, true)
  }
}

extension ExternalCommand {
  /// Whether the processes it starts carry a mark of its run (``ChildProcesses/runVariable``),
  /// by which those left running after it ended are found and stopped. Not SwiftPM's `build`
  /// and `package` run with the tool's rights: SwiftPM keeps the manifests it evaluated in a
  /// cache keyed by its whole environment (but for a few terminal variables), so a value new
  /// at every run made it compile and run every manifest again at every build (1.5 s of a
  /// no-op build's 2.0 s, for a package and the course it depends on). They build; the code
  /// they run of a learner's or a student's (an app, a test) is run marked, and a student's
  /// build run as another user is marked too (and its user's processes all stopped after).
  package var marksItsProcesses: Bool {
    guard user == nil, URL(fileURLWithPath: program).lastPathComponent == "swift",
      let command = arguments.first
    else { return true }
    return !["build", "package"].contains(command)
  }

  /// Waits for the program's end until the deadline, looking at it every fifth of a second
  /// meanwhile; true when it ended.
  private static func wait(
    for finished: DispatchSemaphore, until deadline: DispatchTime, meanwhile: () -> Void
  ) -> Bool {
    while DispatchTime.now() < deadline {
      let slice = min(deadline, .now() + 0.2)
      if finished.wait(timeout: slice) == .success { return true }
      meanwhile()
    }
    return false
  }
}

extension ExternalCommand.Outcome {
  /// An outcome of commands run another way (a build replayed command by command).
  package init(status: Int32, output: String, duration: TimeInterval) {
    self.init(status: status, output: output, timedOut: false, duration: duration)
  }
}
