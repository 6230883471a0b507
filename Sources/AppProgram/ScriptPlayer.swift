// Plays a parsed script on a session: prints each step, stops at the first failure.

import CommandLineKit
import StepwiseBasics
import ViewHarness

/// Plays a script, printing each command and the screen after it.
///
/// Standard output gets the walk (`> tap row 0`, the screen, `✓ expect …`); at the first
/// failure, standard error gets the report: the line, what was expected, what the screen
/// shows, and the transcript of the last gesture.
@MainActor
package final class ScriptPlayer {
  /// The session the script runs in.
  package let session: SimulatorSession
  /// Where the walk and the report go.
  package let console: Console
  /// Colour for standard output.
  package let style: TextStyle
  /// Colour for standard error.
  package let errorStyle: TextStyle
  /// The script's name as the user gave it, for `name:line` references.
  package let scriptName: String
  /// Where the session's app comes from, said beside the launch the player adds itself:
  /// `from --app`, in the language of the task that made the player.
  package var launchNote = localized("from --app")
  /// Where the script is and what held so far, carried over when the app's process starts
  /// again.
  package private(set) var progress: RunProgress
  /// Runs after every command: an app's process saves Foundation's preferences there.
  package var afterEachCommand: @MainActor () -> Void = {}

  /// A player on a session, taking over `progress` from a process that started again.
  package init(
    session: SimulatorSession, console: Console, style: TextStyle, errorStyle: TextStyle,
    scriptName: String, progress: RunProgress = RunProgress()
  ) {
    self.session = session
    self.console = console
    self.style = style
    self.errorStyle = errorStyle
    self.scriptName = scriptName
    self.progress = progress
  }

  /// Plays the script: success when every command ran and every expectation held.
  package func play(_ script: Script) -> ExitCode {
    defer { session.finish() }
    guard launchesFirst(script) else { return .failure }
    while progress.nextLine < script.lines.count {
      let line = script.lines[progress.nextLine]
      progress.nextLine += 1
      defer { afterEachCommand() }
      guard perform(line) else { return .failure }
    }
    let count = script.lines.count
    let expectations = progress.expectationsHeld
    console.print(
      style.green(localized("passed: "))
        + (count == 1 ? localized("1 command, ") : localized("\(count) commands, "))
        + (expectations == 1
          ? localized("1 expectation held") : localized("\(expectations) expectations held")))
    return .success
  }

  /// Launches the app before the script's first line: again in a process started again at a
  /// relaunch, or when the script does not begin with its own `launch`. False when the
  /// launch failed (reported).
  private func launchesFirst(_ script: Script) -> Bool {
    if progress.nextLine > 0 {
      // The process started again at a relaunch: the app comes up in this one.
      do {
        try session.perform(.launch(appID: nil))
      } catch {
        report(error, command: "relaunch", line: script.lines[progress.nextLine - 1].number)
        return false
      }
      console.print(session.screen)
    } else if let app = session.app {
      if case .launch = script.lines.first?.command { return true }
      console.print(style.cyan("> launch \(app.id)") + style.dim("   (\(launchNote))"))
      do {
        try session.perform(.launch(appID: nil))
      } catch {
        report(error, command: "launch \(app.id)", line: nil)
        return false
      }
      console.print(session.screen)
    }
    return true
  }

  /// Performs one line of the script, printing it and what came of it: an expectation's
  /// tick, or the command, the app's console and the screen it changed. False when it
  /// failed (reported).
  private func perform(_ line: Script.Line) -> Bool {
    let command = line.command
    if case .expect = command {
      do {
        try session.perform(command)
        progress.expectationsHeld += 1
        console.print(style.green("✓ ") + command.description)
        return true
      } catch {
        console.print(style.red("✗ ") + command.description)
        report(error, command: command.description, line: line.number)
        return false
      }
    }
    var heading = style.cyan("> \(command)")
    if case .launch(let id) = command, let app = session.app, id != nil, id != app.id {
      heading += style.dim("   " + localized("(playing \(app.id), \(launchNote))"))
    }
    console.print(heading)
    do {
      try session.perform(command)
    } catch {
      report(error, command: command.description, line: line.number)
      return false
    }
    for line in session.newConsoleLines() { console.print(style.dim("console: \(line)")) }
    for note in session.newNotes() { console.print(style.dim(note)) }
    if command.changesScreen || command == .show {
      console.print(session.screen)
    }
    return true
  }

  /// Writes the failure report to standard error.
  private func report(_ failure: SessionFailure, command: String, line: Int?) {
    let (heading, details) = failure.reportLines(script: scriptName, line: line, command: command)
    console.printError(errorStyle.red(heading))
    details.forEach(console.printError)
    guard let device = session.device else { return }
    console.printError(errorStyle.bold(localized("The screen:")))
    console.printError(device.screen)
    console.printError(errorStyle.bold(localized("The last gesture, as the harness saw it:")))
    console.printError(
      TranscriptText.inCurrentLanguage(device.transcript.lastGesture.joined(separator: "\n")))
  }
}
