// One tab's session: its simulator, the script of what it did, and the flow of the last command.

import Foundation
import HeadlessUIKitCore
import StepwiseBasics
import ViewHarness

/// What one browser tab drives: a ``SimulatorSession`` of its own, fed script lines.
///
/// Every line the page sends is read by the script language's parser and run by the
/// session, the same way `stepwise run` and `stepwise play` run it. What worked is kept as
/// a walkthrough script; the transcript of the last command, with the model's and the
/// files' changes, is kept as its flow.
@MainActor
final class TabSession {
  /// What became of a line the page sent.
  enum Outcome: Equatable {
    /// It ran.
    case done
    /// The harness could not make it: its message.
    case refused(String)
  }

  /// The session's id, in the page's address.
  let id: String
  /// What the tab drives: the simulator, or an app's own program.
  let driver: any AppDriver
  /// Whether its container is a temporary one, deleted when the session ends.
  let temporaryRoot: URL?
  /// When the tab last asked for anything.
  var lastUsed = Date()

  /// The commands that worked, in order; consecutive typing and backspaces merged.
  private(set) var commands: [String] = []
  private var lastRecorded: ScriptCommand?
  /// The last command, as the script language writes it.
  private(set) var lastCommand: String?
  /// The harness's message for the last command, when it could not be made.
  private(set) var message: String?
  /// The flow of the last command.
  private(set) var flow: [FlowStep] = []
  /// Whether the app's last end was a crash.
  private(set) var crashed = false
  /// The command the script says replays it (``ReplayCommand``).
  let replayCommand: String

  init(
    id: String, driver: any AppDriver, temporaryRoot: URL?,
    replayCommand: String = ReplayCommand.course
  ) {
    self.id = id
    self.driver = driver
    self.temporaryRoot = temporaryRoot
    self.replayCommand = replayCommand
  }

  /// Runs a command: a gesture or `launch`, as the script language reads them.
  func perform(_ command: ScriptCommand) -> Outcome {
    lastUsed = Date()
    lastCommand = command.description
    let result = driver.perform(command)
    let outcome: Outcome
    if let refusal = result.refusal {
      if result.crashed {
        // A script cannot make the app crash in the same way, but `crash` stops it as
        // abruptly: the replay goes on from the same point.
        record(.gesture(.crash), comment: "\(command) crashed the app")
      }
      outcome = .refused(refusal)
    } else {
      record(command)
      outcome = .done
    }
    message = if case .refused(let text) = outcome { text } else { nil }
    flow = FlowClassifier.steps(result.transcript, origins: result.origins, tags: result.tags)
    if case .gesture(.crash) = command { crashed = true } else { crashed = result.crashed }
    return outcome
  }

  /// What the phone says once the app has ended (crashed or terminated), above a Relaunch
  /// button; nil while it runs, or before any app was launched.
  var relaunchOffer: String? {
    let view = driver.view
    guard !view.isRunning, let app = view.appTitle ?? view.appID else { return nil }
    return crashed
      ? localized("\(app) crashed: the app has ended. Relaunch it to go on.")
      : localized("\(app) is not running. Relaunch it to go on.")
  }

  /// Keeps a command that worked; typing after typing, and backspaces after backspaces,
  /// become one line.
  private func record(_ command: ScriptCommand, comment: String? = nil) {
    var command = command
    switch (lastRecorded, command) {
    case (.gesture(.type(let before))?, .gesture(.type(let after)))
    where (before + after).count <= ScriptParser.maximumTypedText:
      // One line for what was typed key by key, as long as a `type` line may be.
      command = .gesture(.type(before + after))
      commands.removeLast()
    case (.gesture(.backspace(let before))?, .gesture(.backspace(let after))):
      command = .gesture(.backspace(before + after))
      commands.removeLast()
    default:
      break
    }
    lastRecorded = comment == nil ? command : nil
    let oneLine = comment.map {
      "  # "
        + $0.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
    }
    commands.append(command.description + (oneLine ?? ""))
  }

  /// The commands so far as a walkthrough script, ending with what the screen shows now
  /// as expectations, so that the replay command its first line names (`stepwise play`
  /// for the course's apps, the app's own `--play` for a learner's) replays and checks it.
  var script: String {
    var lines = ["# Made in stepwise serve; replay it with: \(replayCommand)"] + commands
    let view = driver.view
    if view.isRunning, !view.alertShown {
      lines.append("# what the screen showed last")
      if let title = view.title, !title.isEmpty {
        lines.append(ScriptCommand.expect(.title(title)).description)
      }
      let rows = view.rows
      if !rows.isEmpty {
        lines.append(ScriptCommand.expect(.rows(rows)).description)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Terminates the app if it runs (its delegate is told, so it can save), and deletes
  /// the container when it was a temporary one.
  func finish() {
    driver.finish()
    if let temporaryRoot { try? FileManager.default.removeItem(at: temporaryRoot) }
  }
}
