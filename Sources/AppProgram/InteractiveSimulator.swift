// The interactive simulator: shows the screen, reads a command, acts, shows the screen again.

import CommandLineKit
import ViewHarness

/// A read–act–show loop over a ``SimulatorSession``.
///
/// Mistakes (an unknown command, a row that does not exist, a disabled button) print one
/// line and the session goes on; an `expect` that does not hold is a mistake too. End of
/// input or `quit` terminates the app properly, so its delegate is told. The session's
/// mistakes decide the exit status, as `play`'s do: 1 when there was any.
@MainActor
package final class InteractiveSimulator {
  /// The session the commands run in.
  package let session: SimulatorSession
  /// Where commands come from and the screen goes.
  package let console: Console
  /// Colour, if any.
  package let style: TextStyle
  /// The mistakes so far and the typed lines, carried over when the app's process starts
  /// again.
  package private(set) var progress: RunProgress
  /// Runs after every command: an app's process saves Foundation's preferences there.
  package var afterEachCommand: @MainActor () -> Void = {}

  /// The prompt before each command.
  package static let prompt = "> "

  /// A simulator on a session, taking over `progress` from a process that started again.
  package init(
    session: SimulatorSession, console: Console, style: TextStyle,
    progress: RunProgress = RunProgress()
  ) {
    self.session = session
    self.console = console
    self.style = style
    self.progress = progress
    console.lineEditor?.history = progress.history
  }

  /// Launches the session's app, then reads commands until `quit` or the end of input, and
  /// returns how many commands could not run or did not hold.
  package func run() -> Int {
    if !perform(.launch(appID: nil)) { progress.mistakes += 1 }
    afterEachCommand()
    while true {
      guard let line = readLine() else { break }
      if let editor = console.lineEditor { progress.history = editor.history }
      let command: ScriptCommand?
      do {
        command = try ScriptParser.parseLine(line, isInteractive: true)
      } catch {
        let place = error.column > 1 ? "column \(error.column): " : ""
        console.print(style.red("✗ \(place)\(error.message)"))
        progress.mistakes += 1
        continue
      }
      guard let command else { continue }
      if command == .quit { break }
      if !perform(command) { progress.mistakes += 1 }
      afterEachCommand()
    }
    let mistakes = progress.mistakes
    let wasRunning = session.device?.isRunning == true
    session.finish()
    if let device = session.device {
      let ending = wasRunning ? "\(device.app.id) terminated" : "\(device.app.id) stopped"
      console.print(style.dim("\(ending); its sandbox stays at \(device.sandbox.root.path)"))
    }
    if mistakes > 0 {
      let what = mistakes == 1 ? "1 command" : "\(mistakes) commands"
      console.print(style.dim("\(what) could not run or did not hold: exit status 1"))
    }
    return mistakes
  }

  /// The next command line: edited at a terminal (arrows, history, Tab completing commands
  /// and what the screen shows), else read as it comes, and shown after the prompt so that
  /// piped output reads like a session. Nil at the end of input.
  private func readLine() -> String? {
    if let editor = console.lineEditor {
      return editor.readLine(prompt: style.bold(Self.prompt)) { typed in
        ScriptCompletion.candidates(for: typed, device: session.device)
      }
    }
    if console.isInputTerminal { console.writeOutput(style.bold(Self.prompt)) }
    guard let line = console.readLine() else {
      if console.isInputTerminal { console.print() }
      return nil
    }
    if !console.isInputTerminal { console.print(style.bold(Self.prompt) + line) }
    return line
  }

  /// Runs one command and shows what it did; false when it could not run or did not hold.
  private func perform(_ command: ScriptCommand) -> Bool {
    switch command {
    case .help:
      let glossary = (session.device?.app ?? session.app)?.glossary ?? [:]
      console.writeOutput(ScriptLanguage.simulatorCommands(bold: style.bold, glossary: glossary))
      return true
    case .show:
      console.print(session.screen)
      return true
    default:
      break
    }
    defer {
      for line in session.newConsoleLines() { console.print(style.dim("console: \(line)")) }
      for note in session.newNotes() { console.print(style.dim(note)) }
    }
    do {
      try session.perform(command)
      if case .expect = command {
        console.print(style.green("✓ holds"))
      } else {
        console.print(session.screen)
      }
      return true
    } catch {
      console.print(style.red("✗ \(error.message)"))
      if case .gesture(let gestureError) = error, gestureError.kind != .impossible,
        gestureError.kind != .notRunning
      {
        console.print(session.screen)
      }
      return false
    }
  }
}
