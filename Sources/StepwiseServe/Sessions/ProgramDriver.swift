// A tab on an app's own program: `stepwise serve --dir` drives a learner's app this way.

import AppProgram
import Foundation
import ViewHarness

/// A learner's app in a program of its own, driven through its `--remote` mode: each
/// command is written to the program's input, and its answer (``RemoteReply``) read back.
/// The page thus runs the learner's own code, built by their package, while the tool serves
/// it.
///
/// When the program ends (the app's code crashed the process), the command says so with the
/// last lines the program wrote, and the next command starts the program again.
@MainActor
final class ProgramDriver: AppDriver {
  /// The app's executable.
  let executable: URL
  /// The container the program runs the app in; nil for the program's own default (the
  /// one `swift run` uses).
  let sandbox: URL?
  /// Whether the first start empties the container.
  private var isFresh: Bool
  /// The longest one command may take.
  let commandTimeLimit: TimeInterval

  private var process: Process?
  private var input: FileHandle?
  private var lines: ProgramLines?
  private var last = RemoteReply()

  init(executable: URL, sandbox: URL?, fresh: Bool = false, commandTimeLimit: TimeInterval = 60) {
    self.executable = executable
    self.sandbox = sandbox
    self.isFresh = fresh
    self.commandTimeLimit = commandTimeLimit
    last.phone = PhonePicture(
      snapshot: .stopped("no app launched"), caption: "no app", marksTouches: true
    ).svg()
  }

  func perform(_ command: ScriptCommand) -> DriverResult {
    if process?.isRunning != true {
      do {
        try start()
      } catch {
        return DriverResult(refusal: "cannot start \(executable.lastPathComponent): \(error)")
      }
      // A program started again (after its crash) launches the app before the gesture.
      if case .launch = command {
      } else {
        let launched = exchange(.launch(appID: nil))
        if launched.refusal != nil { return launched }
      }
    }
    return exchange(command)
  }

  /// Sends one command to the running program and reads its answer.
  private func exchange(_ command: ScriptCommand) -> DriverResult {
    guard let input, let lines else { return DriverResult(refusal: "the app's program is gone") }
    // A program that ended closes the pipe: the write fails, and the reading below says why.
    try? input.write(contentsOf: Data((command.description + "\n").utf8))
    let deadline = Date(timeIntervalSinceNow: commandTimeLimit)
    var printed: [String] = []
    while let line = lines.next(before: deadline) {
      if let reply = RemoteReply.read(line) {
        last = reply
        return DriverResult(
          refusal: reply.refusal, crashed: reply.crashed,
          transcript: reply.transcript + printed.map { "  print: \($0)" })
      }
      printed.append(line)
    }
    // The output's end is the program's: it ended, rather than ran out of time.
    let ended = lines.hasEnded || process?.isRunning != true
    stop()
    last.isRunning = false
    last.phone = PhonePicture(
      snapshot: .stopped("the app's program ended"), caption: "no app", marksTouches: true
    ).svg()
    let tail = printed.suffix(12).joined(separator: "\n")
    let why =
      ended
      ? "the app's program ended during \(command)"
      : "the app's program did not answer "
        + "\(command) within \(Int(commandTimeLimit)) seconds and was stopped"
    return DriverResult(
      refusal: why + (tail.isEmpty ? "" : ":\n" + tail), crashed: true,
      transcript: printed.map { "  print: \($0)" } + ["  *** " + why])
  }

  var view: DriverView {
    DriverView(
      appID: last.appID, appTitle: last.appTitle, isRunning: last.isRunning, phone: last.phone,
      sandbox: last.sandbox.isEmpty ? nil : URL(fileURLWithPath: last.sandbox),
      title: last.title, rows: last.rows, alertShown: last.alertShown)
  }

  func finish() {
    guard let process, process.isRunning else { return }
    // The end of input: the program terminates the app properly, so its delegate saves.
    try? input?.close()
    let deadline = Date(timeIntervalSinceNow: 10)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    stop()
  }

  /// Starts the program in its container.
  private func start() throws {
    stop()
    // A write to a program that has ended must fail, not stop the server.
    signal(SIGPIPE, SIG_IGN)
    let process = Process()
    process.executableURL = executable
    process.arguments =
      ["--remote"] + (sandbox.map { ["--sandbox", $0.path] } ?? []) + (isFresh ? ["--fresh"] : [])
    isFresh = false
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    // UIKit's reason reaches the output even when the app's code crashes mid-gesture.
    environment["STEPWISE_ECHO_EXCEPTIONS"] = "1"
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stdout
    try Self.run(process)
    self.process = process
    input = stdin.fileHandleForWriting
    lines = ProgramLines(stdout.fileHandleForReading)
  }

  /// Runs a process, trying again for a moment while the system says its file is busy
  /// (ETXTBSY): a program just written, by the linker or a test, can still be open for
  /// writing in a child another thread of this process forked meanwhile.
  static func run(_ process: Process) throws {
    var attempts = 0
    while true {
      do {
        return try process.run()
      } catch let error as NSError {
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
        let busy = [error, underlying].contains {
          $0?.domain == NSPOSIXErrorDomain && $0?.code == Int(ETXTBSY)
        }
        attempts += 1
        guard busy, attempts < 40 else { throw error }
        usleep(50_000)
      }
    }
  }

  /// Stops the program if it still runs: asked with SIGTERM, killed if it has not ended
  /// within five seconds (an app's code can ignore the signal or hang).
  private func stop() {
    if let process, process.isRunning {
      process.terminate()
      let deadline = Date(timeIntervalSinceNow: 5)
      while process.isRunning, Date() < deadline { usleep(10_000) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
    }
    try? input?.close()
    process = nil
    input = nil
    lines = nil
  }
}

/// The lines a program writes, read as they come, with a deadline.
final class ProgramLines: @unchecked Sendable {
  private let condition = NSCondition()
  private var buffer = Data()
  private var ended = false

  init(_ handle: FileHandle) {
    handle.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      guard let self else { return }
      self.condition.lock()
      if data.isEmpty {
        self.ended = true
        handle.readabilityHandler = nil
      } else {
        self.buffer.append(data)
      }
      self.condition.broadcast()
      self.condition.unlock()
    }
  }

  /// Whether the program closed its output.
  var hasEnded: Bool {
    condition.lock()
    defer { condition.unlock() }
    return ended
  }

  /// The next whole line, or nil when the program ended or the deadline passed first.
  func next(before deadline: Date) -> String? {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let end = buffer.firstIndex(of: 0x0A) {
        let line = String(decoding: buffer[buffer.startIndex..<end], as: UTF8.self)
        buffer.removeSubrange(buffer.startIndex...end)
        return line
      }
      if ended || !condition.wait(until: deadline) { return nil }
    }
  }
}
