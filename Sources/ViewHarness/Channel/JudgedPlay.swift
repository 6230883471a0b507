// A check played on an app's own program over the launch channel, judged by the tool.

import Foundation
import StepwiseBasics

/// Plays a check's script on an app's program over the ``AppChannel`` and decides each
/// expectation itself, on the screens the program answers with.
///
/// The program's exit status decides nothing: a program that never launches the app, ends
/// early, or prints answers it did not make (without this run's secret, or out of order)
/// fails with a plain message, and the names the script types are this run's own
/// (``ScriptNames``), so that fixed screens fail too.
package struct JudgedPlay: Sendable {
  /// The app's program.
  package var executable: URL
  /// The folder it runs in.
  package var folder: URL
  /// Variables added to the program's environment.
  package var environment: [String: String] = [:]
  /// The longest the whole script may take.
  package var timeLimit: TimeInterval = 30
  /// How long the program has to end by itself once its input ends.
  package var stopGrace: TimeInterval = 5
  /// The user whose rights the app's program runs with, when not the tool's (a grade's).
  package var user: ChildUser?

  /// A check of the program `executable`, run in `folder`.
  package init(executable: URL, folder: URL) {
    self.executable = executable
    self.folder = folder
  }

  /// What a play decided.
  package struct Verdict: Sendable {
    /// How it ended.
    package enum Result: Equatable, Sendable {
      /// Every command ran and every expectation held.
      case passed(commands: Int, expectations: Int)
      /// A command could not be made, or an expectation did not hold: the report says
      /// which line, what was expected, what the screen showed.
      case failed(String)
      /// The program ended by a signal (the app's code crashed it).
      case crashed
      /// The script did not finish within the time limit.
      case timedOut
      /// The program did not play the check: it ended before answering, or answered with
      /// lines that are not this run's answers.
      case notPlayed(String)
    }

    /// How it ended.
    package var result: Result
    /// Everything the program printed that is not an answer (its crash report included).
    package var output: String
    /// The names this run typed.
    package var names: ScriptNames

    /// Whether the check passed.
    package var passed: Bool {
      if case .passed = result { true } else { false }
    }
  }

  /// Plays `script` (named `scriptName` in reports) on the program, its app's container in
  /// `sandbox`, with names drawn from `generator`.
  package func play(
    _ script: Script, named scriptName: String, sandbox: URL,
    using generator: inout some RandomNumberGenerator
  ) -> Verdict {
    let names = ScriptNames(for: script, using: &generator)
    let script = names.applied(to: script)
    let connection: AppChannel.Connection
    do {
      connection = try AppChannel.Connection(
        executable: executable,
        arguments: ["--sandbox", sandbox.path, "--judged", "--strict-cells"], folder: folder,
        environment: environment, user: user)
    } catch {
      return Verdict(
        result: .notPlayed(localized("The app could not be started: \(error)")), output: "",
        names: names)
    }
    var play = Playing(
      script: script, scriptName: scriptName, connection: connection,
      deadline: Date(timeIntervalSinceNow: timeLimit), names: names)
    var result = play.run()
    let ending = connection.finish(grace: stopGrace)
    if case .passed = result, ending.endedBySignal, !ending.wasStopped { result = .crashed }
    if case .notPlayed = result, ending.endedBySignal { result = .crashed }
    return Verdict(
      result: result, output: connection.output.joined(separator: "\n"), names: names)
  }
}

/// One play in progress.
private struct Playing {
  let script: Script
  let scriptName: String
  let connection: AppChannel.Connection
  let deadline: Date
  let names: ScriptNames
  /// The screen after the last command answered.
  var observation: ScreenObservation?
  /// The transcript of the last command answered.
  var transcript: [String] = []

  mutating func run() -> JudgedPlay.Verdict.Result {
    var expectations = 0
    if let first = script.lines.first?.command, case .launch = first {
    } else if let failure = send(.launch(appID: nil), line: nil) {
      return failure
    }
    for line in script.lines {
      if case .expect(let expectation) = line.command {
        guard let observation else {
          return failed(line.command.description, line: line.number, SessionFailure.noApp)
        }
        if let failure = observation.failure(of: expectation) {
          return failed(line.command.description, line: line.number, failure)
        }
        expectations += 1
        continue
      }
      if case .quit = line.command { break }
      if let failure = send(line.command, line: line.number) { return failure }
    }
    return .passed(commands: script.lines.count, expectations: expectations)
  }

  /// Sends a command; the result that ends the play, or nil to go on.
  private mutating func send(_ command: ScriptCommand, line: Int?) -> JudgedPlay.Verdict.Result? {
    switch connection.send(command.description, before: deadline) {
    case .reply(let reply):
      if let seen = reply.observation { observation = seen }
      transcript = reply.transcript
      if let refusal = reply.refusal {
        return failed(command.description, line: line, .cannotRun(refusal))
      }
      guard reply.offMainQueue.isEmpty else {
        return failed(command.description, line: line, Self.offMainQueue(reply.offMainQueue))
      }
      return nil
    case .timedOut:
      return .timedOut
    case .forged(let why):
      return .notPlayed(
        localized(
          "Your program printed \(why): the check's verdict comes only from the app's answers."
        ))
    case .ended:
      if connection.sent == 1, observation == nil {
        return .notPlayed(
          localized(
            "Your program ended without running the app: an app's program must start it with UIApplicationMain (or @main on its app delegate) and leave it running."
          ))
      }
      return .notPlayed(
        localized(
          "Your program ended during \(command.description), before the check was over: the app must run until its input ends."
        ))
    }
  }

  /// A command during which the app's code used UIKit off the main queue: on a device it
  /// may work, or draw half a change, or crash, at random; Xcode's Main Thread Checker
  /// reports each such call, and a check fails on it.
  static func offMainQueue(_ reports: [String]) -> SessionFailure {
    .cannotRun(
      localized(
        "Your app's code used UIKit off the main queue during this command, which iOS does not allow: UIKit is used only on the main queue. A completion handler that iOS runs on a queue of its own hands its UIKit work back with DispatchQueue.main.async { … }. Xcode's Main Thread Checker said:"
      ) + reports.map { "\n    " + $0 }.joined())
  }

  /// The report of a command that failed, as `stepwise play` writes it.
  private func failed(_ command: String, line: Int?, _ failure: SessionFailure)
    -> JudgedPlay.Verdict.Result
  {
    let (heading, details) = failure.reportLines(script: scriptName, line: line, command: command)
    var report = [heading] + details
    if let observation {
      report.append(localized("The screen:"))
      report.append(observation.screen)
    }
    if !transcript.isEmpty {
      report.append(localized("The last gesture, as the harness saw it:"))
      report.append(TranscriptText.inCurrentLanguage(transcript.joined(separator: "\n")))
    }
    if let note = names.note { report.append(note) }
    return .failed(report.joined(separator: "\n"))
  }
}
