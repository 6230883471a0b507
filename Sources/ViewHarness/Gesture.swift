// One thing the simulated user does, as a value: performed on a device or written as a script.

import Foundation

/// A gesture or a life event, as a value that can be stored, replayed and written down.
///
/// The fuzzers record what they did as gestures, so that a failure can be replayed on a fresh
/// device, shrunk, and printed as a walkthrough script (``scriptLine``) in the language of
/// `stepwise play`.
///
/// ```swift
/// let steps: [Gesture] = [.tap("+"), .type("Milk"), .tap("Done"), .crash, .relaunch]
/// for step in steps { try step.perform(on: device) }
/// ```
public enum Gesture: Equatable, Hashable, Sendable {
  /// Taps a button, bar button or alert action by its title.
  case tap(String)
  /// Taps a row by its position.
  case tapRow(Int)
  /// Taps a row's accessory button.
  case tapAccessory(row: Int)
  /// Swipes a row and taps Delete.
  case deleteRow(Int)
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
  /// Turns the date picker to a minute written `yyyy-MM-dd HH:mm` in the picker's time zone.
  case pickDate(String)
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

  /// Performs the gesture on a device.
  @MainActor
  public func perform(on device: Device) throws {
    switch self {
    case .tap(let title): try device.tap(title)
    case .tapRow(let row): try device.tapRow(row)
    case .tapAccessory(let row): try device.tapAccessory(row: row)
    case .deleteRow(let row): try device.deleteRow(row)
    case .type(let text): try device.type(text)
    case .paste(let text): try device.paste(text)
    case .backspace(let count): try device.backspace(count)
    case .clear: try device.clear()
    case .pressReturn: try device.pressReturn()
    case .replace(let location, let length, let text):
      try device.replaceCharacters(in: NSRange(location: location, length: length), with: text)
    case .pickDate(let minute): try device.pickDate(minute: minute)
    case .goBack: try device.goBack()
    case .background: try device.background()
    case .foreground: try device.foreground()
    case .terminate: try device.terminate()
    case .crash: try device.crash()
    case .relaunch: try device.relaunch()
    }
  }

  /// The gesture without its row, text or count (`tap row`, `type`), but with a button's
  /// title (`tap "+"`): what the fuzzers count.
  public var name: String {
    switch self {
    case .tap(let title): "tap \(Self.quote(title))"
    case .tapRow: "tap row"
    case .tapAccessory: "accessory row"
    case .deleteRow: "delete row"
    case .type: "type"
    case .paste: "paste"
    case .backspace: "backspace"
    case .replace: "replace"
    case .pickDate: "pick date"
    default: scriptLine
    }
  }

  /// Whether the gesture stops the running app.
  public var stopsTheApp: Bool {
    switch self {
    case .terminate, .crash, .relaunch: true
    default: false
    }
  }
}
