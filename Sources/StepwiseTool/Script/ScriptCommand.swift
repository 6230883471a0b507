// One command of the walkthrough-script language, as the parser reads it.

/// A command of a walkthrough script or of the interactive simulator.
///
/// Its ``description`` is the command spelled the way a script writes it, so that parsing
/// the description gives the same command back:
///
/// ```swift
/// ScriptCommand.tapRow(.text("Groceries")).description  // tap row "Groceries"
/// ```
enum ScriptCommand: Equatable, Sendable {
  /// Starts an app: the one named, else the session's own app.
  case launch(appID: String?)
  /// Terminates the app if it is running, then launches it again in the same sandbox.
  case relaunch
  /// The app enters the background and stays running.
  case background
  /// The app comes back from the background.
  case foreground
  /// The app delegate is told, then the app stops.
  case terminate
  /// The app stops with no callback at all.
  case crash
  /// Taps a button, bar button or alert action by its title.
  case tap(String)
  /// Taps the back button.
  case back
  /// Taps a row.
  case tapRow(RowReference)
  /// Taps a row's accessory button.
  case tapAccessory(RowReference)
  /// Swipes a row and taps Delete.
  case deleteRow(RowReference)
  /// Types text into the focused field, one keystroke per character.
  case type(String)
  /// Presses backspace this many times.
  case backspace(Int)
  /// Taps the focused field's clear button.
  case clear
  /// Presses the return key.
  case pressReturn
  /// Turns the date picker on screen to a date and time.
  case pickDate(ScriptDate)
  /// Checks what the screen shows.
  case expect(Expectation)
  /// Prints the screen.
  case show
  /// Lists the commands (interactive simulator only).
  case help
  /// Leaves the interactive simulator.
  case quit

  /// Whether the command changes what is on screen (so the screen is worth printing after
  /// it).
  var changesScreen: Bool {
    switch self {
    case .expect, .show, .help, .quit: false
    default: true
    }
  }
}

extension ScriptCommand: CustomStringConvertible {
  /// The command as a script writes it.
  var description: String {
    switch self {
    case .launch(let appID): appID.map { "launch \($0)" } ?? "launch"
    case .relaunch: "relaunch"
    case .background: "background"
    case .foreground: "foreground"
    case .terminate: "terminate"
    case .crash: "crash"
    case .tap(let title): "tap \(ScriptQuoting.quote(title))"
    case .back: "back"
    case .tapRow(let row): "tap row \(row)"
    case .tapAccessory(let row): "accessory row \(row)"
    case .deleteRow(let row): "delete row \(row)"
    case .type(let text): "type \(ScriptQuoting.quote(text))"
    case .backspace(let count): "backspace \(count)"
    case .clear: "clear"
    case .pressReturn: "return"
    case .pickDate(let date): "pick date \(date)"
    case .expect(let expectation): "expect \(expectation)"
    case .show: "show"
    case .help: "help"
    case .quit: "quit"
    }
  }
}
