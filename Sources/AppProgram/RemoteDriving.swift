// An app driven over the launch channel: one script line in, the screen (and the flow) out.

import Foundation
import HeadlessUIKitCore
import ViewHarness

/// Reads script lines on standard input until it ends, and answers each with an
/// ``AppChannel/Reply`` on standard output, signed with the run's secret, with the command's
/// number. For the page (`--remote`) the answer holds the phone drawn and the flow (the
/// model and the files watched); for a check (`--judged`), the screen as data, which the tool
/// judges. A relaunch starts the program again, as on a phone; the new process launches the
/// app and answers the relaunch, so that the conversation goes on.
@MainActor
struct RemoteDriving {
  /// The simulator, on the app.
  let session: SimulatorSession
  /// Whether the answers are for the page: the phone drawn, the model and files watched.
  var forPage = true
  /// The secret the tool handed to this run.
  var secret: String?
  /// How many commands were read before this process started (across relaunches).
  var answered = 0
  /// Saves the preferences after each command.
  var afterEachCommand: () -> Void = {}
  /// Starts the program again after a relaunch, handing it the count of commands answered.
  var relaunchProcess: ((Int) -> Never)?

  /// Answers every line, then terminates the app properly. In a process started again by
  /// a relaunch, launches the app first and answers the relaunch.
  func run(readLine: () -> String? = { Swift.readLine(strippingNewline: true) }) {
    var count = answered
    if answered > 0 {
      write(answer(.launch(appID: nil), sequence: count))
    }
    while let line = readLine() {
      count += 1
      if let relaunchProcess {
        session.relaunchProcess = { [count] in relaunchProcess(count) }
      }
      let reply = answer(line, sequence: count)
      afterEachCommand()
      write(reply)
    }
    session.finish()
  }

  private func write(_ reply: AppChannel.Reply) {
    FileHandle.standardOutput.write(Data((reply.line(signedWith: secret) + "\n").utf8))
  }

  /// Runs one line and says what it did. `accessibility` alone (the channel's own
  /// command, ``AppChannel/readAccessibility``) does nothing and says what is on screen.
  func answer(_ line: String, sequence: Int = 0) -> AppChannel.Reply {
    let words = line.split(whereSeparator: \.isWhitespace)
    if words.first.map(String.init) == AppChannel.readAccessibility {
      guard words.count == 1 else {
        return reply(
          sequence: sequence,
          refusal: "\(AppChannel.readAccessibility) takes nothing after it, not \(words[1])")
      }
      return answer(nil, sequence: sequence)
    }
    do {
      guard let command = try ScriptParser.parseLine(line) else {
        return reply(sequence: sequence, refusal: "the line holds no command")
      }
      return answer(command, sequence: sequence)
    } catch {
      return reply(sequence: sequence, refusal: "column \(error.column): \(error.message)")
    }
  }

  /// Runs one command and says what it did.
  /// Runs one command (none: only looks) and says what it did.
  func answer(_ command: ScriptCommand?, sequence: Int) -> AppChannel.Reply {
    var reply = reply(sequence: sequence, refusal: nil)
    let device = session.device
    device?.watchesModelAndStorage = forPage
    let mark = device?.transcript.appendedCount ?? 0
    let reported = device?.mainThreadReports.count ?? 0
    do {
      if let command { try session.perform(command) }
      Device.settleMainQueue()
    } catch {
      if case .gesture(let gestureError) = error, case .crashed = gestureError.kind {
        reply.crashed = true
      }
      reply.refusal = error.message
    }
    reply.language = session.preferredLanguages.first ?? AppStrings.defaultLanguage
    reply.languages = AppStrings.localizations(in: AppStrings.folders(of: .main))
    let current = session.device
    if let current {
      current.watchesModelAndStorage = forPage
      reply.observation = current.observation
      let since = current === device ? mark : 0
      reply.transcript = current.transcript.lines(since: since)
      reply.offMainQueue = Array(
        current.mainThreadReports.dropFirst(current === device ? reported : 0))
      if forPage {
        reply.origins = current.transcript.origins(since: since)
        reply.tags = current.transcript.tags(since: since)
      }
      reply.appID = current.app.id
      reply.appTitle = current.app.title
      reply.isRunning = current.isRunning
      reply.title = current.title
      reply.rows = current.isRunning ? current.rowTexts : []
      reply.alertShown = current.presentedAlert != nil
      reply.sandbox = current.sandbox.root.path
    }
    guard forPage else {
      reply.accessibility = current?.accessibilityTree
      return reply
    }
    let snapshot = current?.snapshot ?? .stopped("no app launched")
    let caption = current.map { "\($0.app.title): \($0.title ?? "")" } ?? "no app"
    reply.phone = PhonePicture(snapshot: snapshot, caption: caption, marksTouches: true).svg()
    return reply
  }

  /// An answer with the command's number.
  private func reply(sequence: Int, refusal: String?) -> AppChannel.Reply {
    var reply = AppChannel.Reply()
    reply.sequence = sequence
    reply.refusal = refusal
    return reply
  }
}
