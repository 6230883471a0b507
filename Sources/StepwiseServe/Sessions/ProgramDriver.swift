// A tab on an app's own program: `stepwise serve --dir` drives a learner's app this way.

import Foundation
import StepwiseBasics
import ViewHarness

/// A learner's app in a program of its own, driven over the launch channel
/// (``AppChannel``) in its `--remote` mode: each command is written to the program's input,
/// and its answer read back, with this run's secret and the command's number.
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

  private var connection: AppChannel.Connection?
  private var last = AppChannel.Reply()

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
    if connection?.isRunning != true {
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

  /// A line's values, one for each of `count` lines: the program sends none unless it drives
  /// the page, and the lines it printed follow the transcript's.
  private static func padded<Value>(_ values: [Value?], to count: Int) -> [Value?] {
    Array(values.prefix(count)) + Array(repeating: nil, count: max(0, count - values.count))
  }

  /// Sends one command to the running program and reads its answer.
  private func exchange(_ command: ScriptCommand) -> DriverResult {
    guard let connection else { return DriverResult(refusal: "the app's program is gone") }
    let mark = connection.outputCount
    let answer = connection.send(
      command.description, before: Date(timeIntervalSinceNow: commandTimeLimit))
    // What the program printed meanwhile, after the command the connection notes first.
    let printed = connection.output(after: mark + 1)
    let why: String
    switch answer {
    case .reply(let reply):
      last = reply
      return DriverResult(
        refusal: reply.refusal, crashed: reply.crashed,
        transcript: reply.transcript + printed.map { "  " + TaggedLine(.print, $0).shown },
        origins: Self.padded(reply.origins, to: reply.transcript.count)
          + printed.map { _ in nil },
        tags: Self.padded(reply.tags, to: reply.transcript.count) + printed.map { _ in .print })
    case .ended:
      why = "the app's program ended during \(command)"
    case .timedOut:
      why =
        "the app's program did not answer "
        + "\(command) within \(Int(commandTimeLimit)) seconds and was stopped"
    case .forged(let what):
      why = "the app's program printed \(what) and was stopped"
    }
    stop()
    last.isRunning = false
    last.phone = PhonePicture(
      snapshot: .stopped("the app's program ended"), caption: "no app", marksTouches: true
    ).svg()
    let tail = printed.suffix(12).joined(separator: "\n")
    return DriverResult(
      refusal: why + (tail.isEmpty ? "" : ":\n" + tail), crashed: true,
      transcript: printed.map { "  print: \($0)" } + ["  *** " + why])
  }

  var view: DriverView {
    DriverView(
      appID: last.appID, appTitle: last.appTitle, isRunning: last.isRunning, phone: last.phone,
      sandbox: last.sandbox.isEmpty ? nil : URL(fileURLWithPath: last.sandbox),
      title: last.title, rows: last.rows, alertShown: last.alertShown, language: last.language,
      languages: last.languages)
  }

  func finish() {
    guard let connection, connection.isRunning else { return }
    // The end of input: the program terminates the app properly, so its delegate saves.
    _ = connection.finish(grace: 10, stopWithin: 5)
    self.connection = nil
  }

  /// Starts the program in its container.
  private func start() throws {
    stop()
    connection = try AppChannel.Connection(
      executable: executable,
      arguments: ["--remote"] + (sandbox.map { ["--sandbox", $0.path] } ?? [])
        + (isFresh ? ["--fresh"] : []),
      folder: nil,
      // UIKit's reason reaches the output even when the app's code crashes mid-gesture.
      environment: ["NO_COLOR": "1", "STEPWISE_ECHO_EXCEPTIONS": "1"])
    isFresh = false
  }

  /// Stops the program if it still runs: asked with SIGTERM, killed if it has not ended
  /// within five seconds (an app's code can ignore the signal or hang).
  private func stop() {
    connection?.stop(within: 5)
    connection = nil
  }
}
