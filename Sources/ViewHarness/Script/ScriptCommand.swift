// One line of the walkthrough-script language: a gesture, a check, or a session command.

/// A command of a walkthrough script or of the interactive simulator.
///
/// A line is a ``Gesture`` (what the user does), an ``Expectation`` (what the screen must
/// show), or one of the few commands about the session itself. Its ``description`` is the
/// line as a script writes it, so that parsing the description gives the same command back:
///
/// ```swift
/// ScriptCommand.gesture(.tapRow("Groceries")).description  // tap row "Groceries"
/// ```
public enum ScriptCommand: Equatable, Sendable {
  /// Something the user does, or a life event of the app.
  case gesture(Gesture)
  /// Checks what the screen shows.
  case expect(Expectation)
  /// Starts an app: the one named, else the session's own app.
  case launch(appID: String?)
  /// Prints the screen.
  case show
  /// Lists the commands (interactive simulator only).
  case help
  /// Leaves the interactive simulator.
  case quit

  /// Whether the command changes what is on screen (so the screen is worth printing after
  /// it).
  public var changesScreen: Bool {
    switch self {
    case .gesture, .launch: true
    case .expect, .show, .help, .quit: false
    }
  }
}

extension ScriptCommand: CustomStringConvertible {
  /// The command as a script writes it.
  public var description: String {
    switch self {
    case .gesture(let gesture): gesture.description
    case .expect(let expectation): "expect \(expectation)"
    case .launch(let appID): appID.map { "launch \($0)" } ?? "launch"
    case .show: "show"
    case .help: "help"
    case .quit: "quit"
    }
  }
}
