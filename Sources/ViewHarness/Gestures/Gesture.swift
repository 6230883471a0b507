// One thing the simulated user does, as a value: stored, replayed, or written as a script line.

import Foundation

/// A gesture or a life event, as a value that can be stored, replayed and written down.
///
/// This is the one vocabulary of the simulated user: the walkthrough-script language reads a
/// line such as `tap row "Groceries"` into a gesture, the fuzzers choose and shrink gestures,
/// and ``description`` writes a gesture back as the line `stepwise play` reads.
///
/// ```swift
/// let steps: [Gesture] = [.tap("+"), .type("Milk"), .tap("Done"), .crash, .relaunch]
/// for step in steps { try device.perform(step) }
/// ```
public enum Gesture: Equatable, Hashable, Sendable {
  /// Taps a button, bar button or alert action by its title.
  case tap(String)
  /// Taps a row.
  case tapRow(RowReference)
  /// Taps a row's accessory button.
  case tapAccessory(row: RowReference)
  /// Swipes a row and taps Delete; in editing mode, taps its red minus, then Delete.
  case deleteRow(RowReference)
  /// Swipes a row to reveal its buttons: to the left the trailing ones (Delete and the
  /// delegate's trailing actions), to the right the leading ones.
  case swipeRow(RowReference, SwipeDirection)
  /// Swipes a row all the way across: the first of its buttons on that side runs.
  case fullSwipeRow(RowReference, SwipeDirection)
  /// In editing mode, taps a row's editing control: the red minus reveals the row's Delete
  /// button, the green plus inserts.
  case tapEditingControl(row: RowReference)
  /// In editing mode, drags a row by its reorder control and drops it at a position.
  case moveRow(RowReference, to: Int)
  /// Flips the switch beside this text.
  case toggleSwitch(String)
  /// Slides a slider to a value: the only one on screen (nil), or the one named by its
  /// accessibility label or the label just before it.
  case slide(String?, to: Double)
  /// Taps a text field, named by its placeholder, the label beside it or its text: it
  /// takes the keyboard.
  case tapField(String)
  /// Scrolls the table until a row (counted from 0) is on screen.
  case scroll(toRow: RowReference)
  /// Types text into the focused field, one keystroke per character.
  case type(String)
  /// Pastes text into the focused field as one edit.
  case paste(String)
  /// Presses backspace a number of times.
  case backspace(Int)
  /// Taps the focused field's clear button.
  case clear
  /// Presses the return key.
  case pressReturn
  /// Sends a raw edit of a UTF-16 range, as the system may.
  case replace(location: Int, length: Int, with: String)
  /// Turns the date picker on screen to a minute, in the picker's time zone.
  case pickDate(ScriptDate)
  /// Taps the background of the screen, where there is no control: the screen's view is sent
  /// `touchesBegan(_:with:)` and `touchesEnded(_:with:)`.
  case tapBackground
  /// Taps the back button.
  case goBack
  /// The app goes to the background.
  case background
  /// The app comes back from the background.
  case foreground
  /// The system terminates the app (its delegate is told).
  case terminate
  /// The app stops with no callback at all.
  case crash
  /// Terminates the app if it runs, then launches it again in the same sandbox.
  case relaunch
  /// The system is low on memory: the app is told.
  case memoryWarning
  /// The user picks the device's language in Settings (`ja`, `en-GB`): a running app is
  /// terminated and launched again, and shows its strings in that language.
  case language(String)
  /// Time passes on the device's clock, in seconds; notifications that fall due arrive.
  case wait(seconds: Int)
  /// The device's clock moves on to a minute, in the device's time zone; notifications that
  /// fall due arrive.
  case waitUntil(ScriptDate)

  /// The gesture without its row, text or count (`tap row`, `type`), but with a button's
  /// title (`tap "+"`): what the fuzzers count.
  public var name: String {
    switch self {
    case .tap, .toggleSwitch, .tapBackground, .goBack, .clear, .pressReturn, .background,
      .foreground, .terminate,
      .crash, .relaunch, .memoryWarning:
      description
    case .wait: "wait"
    case .waitUntil: "wait until"
    case .language: "language"
    case .tapRow: "tap row"
    case .tapField: "tap field"
    case .tapAccessory: "accessory row"
    case .deleteRow: "delete row"
    case .swipeRow(_, let direction): "swipe \(direction) on row"
    case .fullSwipeRow(_, let direction): "full swipe \(direction) on row"
    case .tapEditingControl: "editing control row"
    case .moveRow: "move row"
    case .scroll: "scroll to row"
    case .type: "type"
    case .paste: "paste"
    case .backspace: "backspace"
    case .replace: "replace"
    case .pickDate: "pick date"
    case .slide: "slide"
    }
  }

  /// Whether the gesture stops the running app.
  public var stopsTheApp: Bool {
    switch self {
    case .terminate, .crash, .relaunch, .language: true
    default: false
    }
  }
}

extension Gesture: CustomStringConvertible {
  /// The gesture as a line of a walkthrough script, such as `tap row 2`.
  public var description: String {
    let quote = ScriptQuoting.quote
    return switch self {
    case .tap(let title): "tap \(quote(title))"
    case .tapRow(let row): "tap row \(row)"
    case .tapAccessory(let row): "accessory row \(row)"
    case .deleteRow(let row): "delete row \(row)"
    case .swipeRow(let row, let direction): "swipe \(direction) on row \(row)"
    case .fullSwipeRow(let row, let direction): "full swipe \(direction) on row \(row)"
    case .tapEditingControl(let row): "editing control row \(row)"
    case .moveRow(let row, let destination): "move row \(row) to \(destination)"
    case .toggleSwitch(let title): "toggle switch \(quote(title))"
    case .slide(let title, let value):
      "slide \(title.map { quote($0) + " " } ?? "")to \(ScriptNumber.text(value))"
    case .tapField(let name): "tap field \(quote(name))"
    case .scroll(let row): "scroll to row \(row)"
    case .type(let text): "type \(quote(text))"
    case .paste(let text): "paste \(quote(text))"
    case .backspace(let count): count == 1 ? "backspace" : "backspace \(count)"
    case .clear: "clear"
    case .pressReturn: "return"
    case .replace(let location, let length, let text):
      "replace \(location) \(length) with \(quote(text))"
    case .pickDate(let date): "pick date \(date)"
    case .tapBackground: "tap background"
    case .goBack: "back"
    case .background: "background"
    case .foreground: "foreground"
    case .terminate: "terminate"
    case .crash: "crash"
    case .relaunch: "relaunch"
    case .memoryWarning: "memory warning"
    case .language(let language): "language \(language)"
    case .wait(let seconds): "wait \(Self.duration(seconds))"
    case .waitUntil(let minute): "wait until \(minute)"
    }
  }

  /// A number of seconds as a script writes it, in the largest unit that divides it:
  /// `5 minutes`, `1 day`, `90 seconds`.
  static func duration(_ seconds: Int) -> String {
    let units = [("day", 86_400), ("hour", 3_600), ("minute", 60), ("second", 1)]
    let (unit, size) = units.first { seconds % $0.1 == 0 && seconds != 0 } ?? ("second", 1)
    let count = seconds / size
    return "\(count) \(unit)\(count == 1 ? "" : "s")"
  }

  /// The gesture as a line of a walkthrough script; the same as ``description``.
  public var scriptLine: String { description }

  /// A whole walkthrough script: `launch <app>`, then one line per gesture.
  public static func script(appID: String, _ gestures: [Gesture]) -> String {
    (["launch \(appID)"] + gestures.map(\.description)).joined(separator: "\n")
  }
}
