// The software keyboard: on screen while a field is being edited, its keys typing into it.

import ViewHarness
import XCTest

/// The keyboard iOS shows while a field is being edited, as a UI test finds it (Xcode's
/// recorder writes `app.keys["a"].tap()` for a typed letter): a keyboard element holding a
/// key for each letter, "delete", "more" (to the digits and signs, and back) and "space",
/// and the "shift" and "Return" buttons (the return key identified as the field's return key
/// type says: "Return", "done", "go", "next", "search").
///
/// The keyboard lives on the test's side of the launch channel: its layout (letters or
/// digits) and shift are the keyboard's own state, and a key that types sends the app what a
/// user's typing does (`type "a"`, `backspace`, `return`). It starts unshifted, with
/// lower-case letters (the simulated fields do not capitalize a sentence's first letter), and
/// "shift" makes the next letter a capital.
struct SoftwareKeyboard {
  /// Which keys it shows.
  enum Layout {
    /// Letters.
    case letters
    /// Digits and signs.
    case numbers
  }

  /// The keys shown.
  var layout = Layout.letters
  /// Whether the next letter is a capital.
  var isShifted = false
  /// The identifier of the return key: "Return", or the field's return key type's title in
  /// small letters ("done", "go"), as iOS identifies its keyboard's return key; its label
  /// stays "Return", so that it is not taken for the screen's own "Done" button.
  var returnKey = "Return"

  /// What a gesture on the keyboard starts with: the test side handles it, never the app.
  static let gesturePrefix = "keyboard "

  /// The rows of keys that type a character, by layout.
  private var characterRows: [[String]] {
    switch layout {
    case .letters:
      let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map { $0.map(String.init) }
      return isShifted ? rows.map { $0.map { $0.uppercased() } } : rows
    case .numbers:
      return [
        "1234567890".map(String.init), ["-", "/", ":", ";", "(", ")", "$", "&", "@", "\""],
        [".", ",", "?", "!", "'"],
      ]
    }
  }

  /// The keyboard as accessibility exposes it, in a window of its own at the bottom of a
  /// `width` × `height` screen.
  func window(width: Double, height: Double) -> AccessibilityElement {
    let rowHeight = 54.0
    let top = height - 4 * rowHeight - 75
    var keyboard = AccessibilityElement(
      kind: .keyboard, frame: .init(x: 0, y: top, width: width, height: height - top))
    let keyWidth = width / 10
    func key(
      _ name: String, kind: AccessibilityElement.Kind, column: Double, row: Int, span: Double = 1
    )
      -> AccessibilityElement
    {
      var element = AccessibilityElement(
        kind: kind,
        frame: .init(
          x: column * keyWidth, y: top + Double(row) * rowHeight, width: span * keyWidth,
          height: rowHeight))
      element.label = name
      element.gesture = Self.gesturePrefix + name
      return element
    }
    let rows = characterRows
    for (index, characters) in rows.enumerated() {
      let indent = (10 - Double(characters.count)) / 2
      if index == 2 {
        keyboard.children.append(key("shift", kind: .button, column: 0, row: index, span: 1.5))
      }
      for (column, character) in characters.enumerated() {
        keyboard.children.append(
          key(character, kind: .key, column: indent + Double(column), row: index))
      }
      if index == 2 {
        keyboard.children.append(key("delete", kind: .key, column: 8.5, row: index, span: 1.5))
      }
    }
    keyboard.children.append(key("more", kind: .key, column: 0, row: 3, span: 2.5))
    keyboard.children.append(key("space", kind: .key, column: 2.5, row: 3, span: 5))
    var returnButton = key("Return", kind: .button, column: 7.5, row: 3, span: 2.5)
    returnButton.identifier = returnKey
    keyboard.children.append(returnButton)
    var window = AccessibilityElement(
      kind: .window, frame: .init(x: 0, y: 0, width: width, height: height))
    window.children = [keyboard]
    return window
  }

  /// Presses the key named `name`: the script line that makes the app see what it typed,
  /// or nil when the key only changes the keyboard ("shift", "more").
  mutating func press(_ name: String) -> String? {
    switch name {
    case "shift":
      isShifted.toggle()
      return nil
    case "more":
      layout = layout == .letters ? .numbers : .letters
      isShifted = false
      return nil
    case "space": return "type \" \""
    case "delete": return "backspace"
    case "Return": return "return"
    default:
      isShifted = false
      return "type " + ScriptQuoting.quote(name)
    }
  }
}

extension XCUIApplication {
  /// The tree with the keyboard added while a field of it is being edited; the keyboard
  /// starts afresh (letters, unshifted) each time it comes back.
  func addingKeyboard(to tree: AccessibilityElement, of running: RunningApp)
    -> AccessibilityElement
  {
    guard let field = tree.descendantsAndSelf.first(where: \.hasFocus) else {
      running.keyboard = SoftwareKeyboard()
      return tree
    }
    running.keyboard.returnKey = field.returnKey?.lowercased() ?? "Return"
    var tree = tree
    tree.children.append(
      running.keyboard.window(width: tree.frame.width, height: tree.frame.height))
    return tree
  }

  /// Presses a key of the keyboard (a gesture after ``SoftwareKeyboard/gesturePrefix``).
  func pressKey(_ gesture: String, failing failure: String, _ file: StaticString, _ line: UInt) {
    guard let running = Self.running else {
      XCTFail("\(failure): the application is not running", file: file, line: line)
      return
    }
    let name = String(gesture.dropFirst(SoftwareKeyboard.gesturePrefix.count))
    guard let typed = running.keyboard.press(name) else { return }
    perform(typed, failing: failure, file, line)
  }
}
