// An app driven by a page server: one script line in, the screen and the flow out.

import Foundation
import HeadlessUIKitCore
import ViewHarness

/// What an app's program answers, in `--remote` mode, for each script line it reads: the
/// screen, drawn, and what the command did, with the model, the cells on screen and the
/// files watched. `stepwise serve --dir` drives a learner's own app this way, so the page
/// (which the tool serves) shows the learner's code running in its own program.
///
/// Each answer is one line: ``marker``, then the JSON. Anything else the program prints
/// (what the app prints between gestures) is not an answer.
package struct RemoteReply: Codable, Equatable, Sendable {
  /// What starts an answer's line.
  package static let marker = "\u{1E}stepwise-reply "

  /// The harness's message when the command could not be made.
  package var refusal: String?
  /// Whether the command crashed the app.
  package var crashed = false
  /// The command's transcript lines, with the watch's `view:`, `model:` and `storage:` lines.
  package var transcript: [String] = []
  /// The phone, as SVG.
  package var phone = ""
  /// The running app's id and name.
  package var appID: String?
  /// The running app's name.
  package var appTitle: String?
  /// Whether the app runs.
  package var isRunning = false
  /// The title on screen.
  package var title: String?
  /// The rows on screen.
  package var rows: [String] = []
  /// Whether an alert is shown.
  package var alertShown = false
  /// The app's container.
  package var sandbox = ""

  /// An answer that says nothing yet.
  package init() {}

  /// The answer as the line the program prints.
  package var line: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    return Self.marker + json
  }

  /// The answer a line holds; nil for any other line.
  package static func read(_ line: String) -> RemoteReply? {
    guard line.hasPrefix(marker) else { return nil }
    return try? JSONDecoder().decode(
      RemoteReply.self, from: Data(line.dropFirst(marker.count).utf8))
  }
}

/// Reads script lines on standard input until it ends, and answers each with a
/// ``RemoteReply`` on standard output. A relaunch starts the app again in this process, as
/// the page does for the course's apps, so that the conversation goes on.
@MainActor
struct RemoteDriving {
  /// The simulator, on the app.
  let session: SimulatorSession
  /// Saves the preferences after each command.
  var afterEachCommand: () -> Void = {}

  /// Answers every line, then terminates the app properly.
  func run(readLine: () -> String? = { Swift.readLine(strippingNewline: true) }) {
    while let line = readLine() {
      let reply = answer(line)
      afterEachCommand()
      FileHandle.standardOutput.write(Data((reply.line + "\n").utf8))
    }
    session.finish()
  }

  /// Runs one line and says what it did.
  func answer(_ line: String) -> RemoteReply {
    var reply = RemoteReply()
    let device = session.device
    device?.watchesModelAndStorage = true
    let mark = device?.transcript.appendedCount ?? 0
    do {
      if let command = try ScriptParser.parseLine(line) {
        try session.perform(command)
      } else {
        reply.refusal = "the line holds no command"
      }
    } catch let error as ScriptSyntaxError {
      reply.refusal = "column \(error.column): \(error.message)"
    } catch let error as SessionFailure {
      if case .gesture(let gestureError) = error, case .crashed = gestureError.kind {
        reply.crashed = true
      }
      reply.refusal = error.message
    } catch {
      reply.refusal = "\(error)"
    }
    let current = session.device
    if let current {
      current.watchesModelAndStorage = true
      reply.transcript =
        current === device ? current.transcript.lines(since: mark) : current.transcript.lines
      reply.appID = current.app.id
      reply.appTitle = current.app.title
      reply.isRunning = current.isRunning
      reply.title = current.title
      reply.rows = current.isRunning ? current.rowTexts : []
      reply.alertShown = current.presentedAlert != nil
      reply.sandbox = current.sandbox.root.path
    }
    let snapshot = current?.snapshot ?? .stopped("no app launched")
    let caption = current.map { "\($0.app.title): \($0.title ?? "")" } ?? "no app"
    reply.phone = PhonePicture(snapshot: snapshot, caption: caption, marksTouches: true).svg()
    return reply
  }
}
