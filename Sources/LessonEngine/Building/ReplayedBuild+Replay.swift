// A replay: the commands of SwiftPM's plan that are not up to date, run again as its build
// engine and the driver would run them.

import CommandLineKit
import Foundation

extension ReplayedBuild {
  /// One replay of a record: each command whose files changed since it last ran is run again,
  /// in the plan's order, until one fails. As SwiftPM's build engine and the driver would, a
  /// command that nothing after it waits on runs beside the commands after it, and a compile
  /// whose module the next command imports lets that command start once the module's
  /// interface is written (``WrittenInterface``).
  struct Replay {
    let build: ReplayedBuild
    let record: Record
    /// Added to the tool's own environment for each command.
    let environment: [String: String]
    let timeLimit: TimeInterval
    let start = Date()
    /// Writes the link's list of libraries again when nothing it is made from changed.
    let autolink: ReusedAutolink
    /// The files each command read when it last ran; saved by the caller.
    var ran: RanCommands
    /// What the commands said, in order.
    private var output = ""
    /// The first command that failed, else the last that ran.
    private var result: ExternalCommand.Outcome?
    /// The command running beside the ones after it, if any: one at a time.
    private var beside:
      (command: BuildPlan.Command, before: [String: FileStamp], run: BackgroundRun)?

    init(
      build: ReplayedBuild, record: Record, environment: [String: String],
      timeLimit: TimeInterval, ran: RanCommands
    ) {
      self.build = build
      self.record = record
      self.environment = environment
      self.timeLimit = timeLimit
      self.ran = ran
      autolink = ReusedAutolink(
        written: record.commands.flatMap(\.outputs),
        folder: build.recordFile.deletingLastPathComponent())
    }

    /// Runs the commands; the outcome's output is all they said, its status the first
    /// failure's.
    mutating func run() throws -> ExternalCommand.Outcome {
      defer { _ = try? beside?.run.wait() }
      let commands = record.commands
      var index = 0
      while index < commands.count {
        let command = commands[index]
        let before = build.stamps(of: command.inputs)
        if isUpToDate(command, before) {
          index += 1
        } else if beside == nil, index < commands.count - 1, isApart(index) {
          beside = (command, before, background(command))
          index += 1
        } else if index + 1 < commands.count,
          let interface = WrittenInterface(of: command, before: commands[index + 1])
        {
          guard let ran = try runPipelined(index, before: before, interface) else { break }
          index += ran
        } else {
          guard finished(command, before: before, try Run(command, at: self)) else { break }
          index += 1
        }
      }
      if let (command, before, run) = beside {
        beside = nil
        _ = finished(command, before: before, try run.wait())
      }
      guard var result else { return ExternalCommand.Outcome(status: 0, output: "", duration: 0) }
      result.output = output
      result.duration = Date().timeIntervalSince(start)
      return result
    }

    /// The seconds left of the time limit.
    var secondsLeft: TimeInterval { timeLimit - Date().timeIntervalSince(start) }

    /// As SwiftPM's build engine does: a command runs when a file it reads changed since it
    /// last ran, or a file it writes is missing.
    private func isUpToDate(_ command: BuildPlan.Command, _ before: [String: FileStamp]) -> Bool {
      ran.inputs[command.name] == before
        && command.outputs.allSatisfy { FileManager.default.fileExists(atPath: $0) }
    }

    /// Whether no command after this one reads what it writes or writes what it reads (the
    /// app's link, beside its tests' compiles), so that it can run beside them.
    private func isApart(_ index: Int) -> Bool {
      let command = record.commands[index]
      return record.commands[(index + 1)...].allSatisfy {
        Set($0.inputs).isDisjoint(with: command.outputs)
          && Set($0.outputs).isDisjoint(with: command.inputs)
      }
    }

    /// A command started on a thread of its own.
    private func background(_ command: BuildPlan.Command) -> BackgroundRun {
      let (package, environment, left, autolink) = (
        build.package, environment, secondsLeft, autolink
      )
      return BackgroundRun {
        try Run(
          command, in: package, environment: environment, timeLimit: left, autolink: autolink)
      }
    }

    /// Keeps a command's outcome; false when it failed, which ends the build.
    private mutating func finished(
      _ command: BuildPlan.Command, before: [String: FileStamp], _ run: Run
    ) -> Bool {
      output += run.outcome.output
      if result?.status ?? 0 == 0 { result = run.outcome }
      // A command that fails ends the build, and runs again next time; the compiler's own
      // state stands, and SwiftPM's next build finds what is left to do as it would after its
      // own failed build.
      ran.inputs[command.name] = run.outcome.status == 0 ? before : nil
      return run.outcome.status == 0
    }

    /// Runs the compile at `index`, and the next command once the compile has written the
    /// module's interface it imports, while the rest of the compile goes on, as the driver's
    /// own pipelining would start it. Returns how many commands ran (the compile alone, when
    /// it ended first or the next is up to date; or both), or nil when one failed.
    private mutating func runPipelined(
      _ index: Int, before: [String: FileStamp], _ interface: WrittenInterface
    ) throws -> Int? {
      let command = record.commands[index]
      let next = record.commands[index + 1]
      let run = background(command)
      defer { _ = try? run.wait() }
      while !run.hasEnded(waiting: 0.005), !interface.isWritten {}
      var nextBefore = build.stamps(of: next.inputs)
      guard !run.hasEnded(waiting: 0), !isUpToDate(next, nextBefore) else {
        return finished(command, before: before, try run.wait()) ? 1 : nil
      }
      let read = interface.stamps
      var nextRun = try Run(next, at: self)
      // SwiftPM would not have run the next command after a failed compile: its words are
      // left out, and it runs again next time.
      guard finished(command, before: before, try run.wait()) else {
        ran.inputs[next.name] = nil
        return nil
      }
      // The module's files written again after the next command read them: it runs again.
      if interface.stamps != read {
        nextBefore = build.stamps(of: next.inputs)
        nextRun = try Run(next, at: self)
      }
      return finished(next, before: nextBefore, nextRun) ? 2 : nil
    }
  }

  /// One command of a record run: its jobs (``DriverJobs``) when the record has them, else
  /// the command itself; as the driver does, the first job that fails ends it, its output
  /// after the driver's line.
  struct Run: Sendable {
    var outcome = ExternalCommand.Outcome(status: 0, output: "", duration: 0)

    /// `autolink`, when given, writes an autolink job's file again as it was when the job
    /// reads what it read then (``ReusedAutolink``).
    init(
      _ command: BuildPlan.Command, in package: URL, environment: [String: String] = [:],
      timeLimit: TimeInterval, autolink: ReusedAutolink? = nil
    ) throws {
      let start = Date()
      var output = ""
      for job in command.jobs ?? [command.arguments] {
        let left = timeLimit - Date().timeIntervalSince(start)
        let run = {
          try ExternalCommand(
            job[0], Array(job.dropFirst()), in: package, extraEnvironment: environment,
            timeLimit: max(left, 1)
          ).run()
        }
        outcome = try autolink?.run(job, run) ?? run()
        if command.jobs != nil, outcome.status != 0, !outcome.timedOut {
          output += DriverJobs.failure(of: job, outcome)
        }
        output += outcome.output
        guard outcome.status == 0 else { break }
      }
      outcome.output = output
    }

    /// Runs a command of a replay, in its package and environment, within the time it has left.
    init(_ command: BuildPlan.Command, at replay: Replay) throws {
      try self.init(
        command, in: replay.build.package, environment: replay.environment,
        timeLimit: replay.secondsLeft, autolink: replay.autolink)
    }
  }
}

/// The files each command read when it last ran, by the command's name.
struct RanCommands {
  let kept: KeptJSON<[String: [String: FileStamp]]>
  var inputs: [String: [String: FileStamp]]

  init(file: URL) {
    kept = KeptJSON(file: file)
    inputs = kept.read() ?? [:]
  }

  func save() { kept.write(inputs) }
}
