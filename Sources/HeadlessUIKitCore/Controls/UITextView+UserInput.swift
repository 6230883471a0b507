// The simulated user's keyboard typing into a text view: each edit asked of its delegate.

import Foundation

/// A view the simulated keyboard types into: a text field or a text view.
@MainActor
package protocol KeyboardInput: UIView {
  /// Types characters one keystroke at a time; returns how many were accepted.
  func simulateTyping(_ string: String) throws(KeyboardRefusal) -> Int
  /// Pastes a string at the end in one edit.
  func simulatePaste(_ string: String) throws(KeyboardRefusal) -> Bool
  /// Removes the last grapheme.
  func simulateBackspace() throws(KeyboardRefusal) -> Bool
  /// The text as it is, in characters.
  var keyboardText: String { get }
  /// Sends a raw edit (FIDELITY 19).
  @discardableResult
  func simulateReplacement(in range: NSRange, with string: String) -> Bool
  /// Taps the clear button.
  func simulateClearButton() throws(KeyboardRefusal) -> Bool
  /// Presses return.
  func simulateReturnKey() throws(KeyboardRefusal) -> Bool
}

extension KeyboardInput {
  /// Presses backspace `count` times, each removing one whole character; refused, with
  /// nothing removed, when the text holds fewer characters than that (or none).
  package func simulateBackspaces(_ count: Int) throws(KeyboardRefusal) {
    let characters = keyboardText.count
    guard characters > 0 else { throw .nothingToDelete }
    guard count <= characters else { throw .moreThanTheTextHolds(characters: characters) }
    for _ in 0..<count { _ = try simulateBackspace() }
  }
}

extension UITextField: KeyboardInput {
  package var keyboardText: String { text ?? "" }
}

extension UITextView: KeyboardInput {
  package var keyboardText: String { text ?? "" }

  /// Types characters one keystroke at a time, each asked of the delegate.
  package func simulateTyping(_ string: String) throws(KeyboardRefusal) -> Int {
    guard isFirstResponder else { throw .notEditing }
    var accepted = 0
    for character in string {
      let range = NSRange(location: text.utf16.count, length: 0)
      if simulateReplacement(in: range, with: String(character)) { accepted += 1 }
    }
    return accepted
  }

  /// Pastes a string at the end in one edit.
  package func simulatePaste(_ string: String) throws(KeyboardRefusal) -> Bool {
    guard isFirstResponder else { throw .notEditing }
    return simulateReplacement(in: NSRange(location: text.utf16.count, length: 0), with: string)
  }

  /// Presses backspace: removes the last grapheme, whose range may be several units long.
  package func simulateBackspace() throws(KeyboardRefusal) -> Bool {
    guard isFirstResponder else { throw .notEditing }
    guard let last = text.last else { throw .nothingToDelete }
    let length = last.utf16.count
    return simulateReplacement(
      in: NSRange(location: text.utf16.count - length, length: length), with: "")
  }

  /// Sends an edit: asks `textView(_:shouldChangeTextIn:replacementText:)`, applies it to the
  /// UTF-16 units (clamped to the text) when accepted, then tells `textViewDidChange(_:)`.
  @discardableResult
  package func simulateReplacement(in range: NSRange, with string: String) -> Bool {
    UIKitRuntime.trace(
      "textView(_:shouldChangeTextIn: {\(range.location), \(range.length)}, replacementText: "
        + "\(debugQuoted(string)))", from: .textViewDelegate)
    if let delegate,
      !delegate.textView(self, shouldChangeTextIn: range, replacementText: string)
    {
      UIKitRuntime.trace("  the delegate refused the edit", from: .textViewDelegate)
      return false
    }
    var units = Array(text.utf16)
    let start = min(max(range.location, 0), units.count)
    let end = min(max(start + max(range.length, 0), start), units.count)
    units.replaceSubrange(start..<end, with: Array(string.utf16))
    text = String(decoding: units, as: UTF16.self)
    UIKitRuntime.trace("textViewDidChange(_:)", from: .textViewDelegate)
    delegate?.textViewDidChange(self)
    return true
  }

  /// A text view has no clear button.
  package func simulateClearButton() throws(KeyboardRefusal) -> Bool {
    throw .noClearButton
  }

  /// Presses return: in a text view it types a new line, asked of the delegate as any
  /// keystroke (a delegate that refuses "\n" and resigns is the usual way to end editing).
  package func simulateReturnKey() throws(KeyboardRefusal) -> Bool {
    guard isFirstResponder else { throw .notEditing }
    return simulateReplacement(in: NSRange(location: text.utf16.count, length: 0), with: "\n")
  }
}
