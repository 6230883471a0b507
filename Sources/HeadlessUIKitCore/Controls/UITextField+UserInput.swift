// The simulated user's keyboard: how keystrokes reach a text field and its delegate.

import Foundation

/// Why the keyboard could not make an edit.
package enum KeyboardRefusal: Error, Equatable {
  case notEditing
  case nothingToDelete
  /// More backspaces than the text has characters: pressed, the last would find nothing.
  case moreThanTheTextHolds(characters: Int)
  case returnKeyDisabled
  case noClearButton
}

extension UITextField {
  /// The text's length in UTF-16 units, the unit of every `NSRange` UIKit sends.
  var utf16Length: Int {
    if let knownUTF16Length { return knownUTF16Length }
    let length = (text ?? "").utf16.count
    knownUTF16Length = length
    return length
  }

  /// Types characters one keystroke at a time, each asked of the delegate.
  ///
  /// - Returns: How many keystrokes the delegate accepted.
  package func simulateTyping(_ string: String) throws(KeyboardRefusal) -> Int {
    guard isFirstResponder else { throw .notEditing }
    var accepted = 0
    for character in string {
      let range = NSRange(location: utf16Length, length: 0)
      if simulateReplacement(in: range, with: String(character)) { accepted += 1 }
    }
    return accepted
  }

  /// Pastes a string at the end in one edit.
  package func simulatePaste(_ string: String) throws(KeyboardRefusal) -> Bool {
    guard isFirstResponder else { throw .notEditing }
    return simulateReplacement(in: NSRange(location: utf16Length, length: 0), with: string)
  }

  /// Presses backspace: removes the last grapheme, whose range may be several units long.
  package func simulateBackspace() throws(KeyboardRefusal) -> Bool {
    guard isFirstResponder else { throw .notEditing }
    guard let last = (text ?? "").last else { throw .nothingToDelete }
    let length = last.utf16.count
    return simulateReplacement(
      in: NSRange(location: utf16Length - length, length: length), with: "")
  }

  /// Sends a raw edit, as the system might (FIDELITY 19): the range may split a surrogate
  /// pair or reach past the end, and the delegate must cope.
  ///
  /// When the delegate accepts, the edit is applied to the UTF-16 units, clamped to the text.
  @discardableResult
  package func simulateReplacement(in range: NSRange, with string: String) -> Bool {
    UIKitRuntime.trace(Self.shouldChangeLine(range, string), from: .textFieldDelegate)
    if let delegate,
      !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: string)
    {
      UIKitRuntime.trace("  the delegate refused the edit", from: .textFieldDelegate)
      return false
    }
    let length = utf16Length
    let start = min(max(range.location, 0), length)
    // Clamped before it is added, so that no length overflows the end.
    let end = start + min(max(range.length, 0), length - start)
    if start == length {
      // A keystroke at the end, the usual case: appended in place and its length added, so
      // that typing stays linear however long the text grows.
      if text == nil { text = "" }
      text?.append(string)
      knownUTF16Length = length + string.utf16.count
    } else {
      var units = Array((text ?? "").utf16)
      units.replaceSubrange(start..<end, with: Array(string.utf16))
      text = String(decoding: units, as: UTF16.self)
    }
    sendActions(for: .editingChanged)
    return true
  }

  /// The transcript's line for one edit asked of the delegate:
  /// `textField(_:shouldChangeCharactersIn: {3, 0}, replacementString: "m")`.
  ///
  /// Every keystroke makes one, so it is built with appends into one buffer, which takes
  /// about half the time of an interpolation joined to a second string.
  static func shouldChangeLine(_ range: NSRange, _ string: String) -> String {
    var line = "textField(_:shouldChangeCharactersIn: {"
    line.reserveCapacity(72 + string.utf8.count)
    line += String(range.location)
    line += ", "
    line += String(range.length)
    line += "}, replacementString: "
    line += debugQuoted(string)
    line += ")"
    return line
  }

  /// Taps the clear button: asks `textFieldShouldClear` (FIDELITY 20).
  package func simulateClearButton() throws(KeyboardRefusal) -> Bool {
    guard isClearButtonVisible else { throw .noClearButton }
    UIKitRuntime.trace("textFieldShouldClear(_:)", from: .textFieldDelegate)
    if delegate?.textFieldShouldClear(self) == false { return false }
    text = ""
    sendActions(for: .editingChanged)
    return true
  }

  /// Presses return: asks `textFieldShouldReturn`, then sends did-end-on-exit (FIDELITY 20).
  package func simulateReturnKey() throws(KeyboardRefusal) -> Bool {
    guard isFirstResponder else { throw .notEditing }
    guard isReturnKeyEnabled else { throw .returnKeyDisabled }
    UIKitRuntime.trace("textFieldShouldReturn(_:)", from: .textFieldDelegate)
    if delegate?.textFieldShouldReturn(self) == false { return false }
    let endsEditing = hasActions(for: .editingDidEndOnExit)
    sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
    if endsEditing { resignFirstResponder() }
    return true
  }
}
