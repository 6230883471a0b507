// Any text a keyboard can type keeps Done right and never crashes the detail screen.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists03

@MainActor
@Suite struct TypingTests {
  @Test func emojiAccentedAndCJKTextIsSavedExactly() throws {
    let device = try Device(app: Checklists03.app)
    try device.tap("+")
    try device.type("Café 🍰 日本語")
    #expect(device.barButtons.last?.isEnabled == true)
    try device.tap("Done")
    #expect(device.rowTexts.last == "Café 🍰 日本語")
  }

  @Test func backspacingOverASkinToneEmojiRemovesItWhole() throws {
    let device = try Device(app: Checklists03.app)
    try device.tap("+")
    // One character, four UTF-16 units: the backspace's range is {0, 4}.
    try device.type("👍🏽")
    try device.backspace()
    #expect(
      device.transcript.lastGesture.contains { $0.contains("shouldChangeCharactersIn: {0, 4}") })
    #expect(device.fields.first?.text == "")
    #expect(device.barButtons.last?.isEnabled == false)
  }

  @Test func backspacingOverAFlagKeepsDoneRight() throws {
    let device = try Device(app: Checklists03.app)
    try device.tap("+")
    try device.type("Go 🇯🇵")
    try device.backspace()
    #expect(device.fields.first?.text == "Go ")
    #expect(device.barButtons.last?.isEnabled == true)
    try device.backspace(3)
    #expect(device.barButtons.last?.isEnabled == false)
  }

  @Test func editingAnEmojiOnlyItemDownToNothingDisablesDone() throws {
    let device = try Device(app: Checklists03.app)
    try device.tap("+")
    try device.type("🇫🇷👨‍👩‍👧")
    try device.tap("Done")
    try device.tapAccessory(row: 5)
    try device.backspace(2)
    #expect(device.fields.first?.text == "")
    #expect(device.barButtons.last?.isEnabled == false)
  }

  @Test func anEditWhoseRangeSplitsACharacterIsRefusedInsteadOfCrashing() throws {
    let device = try Device(app: Checklists03.app)
    try device.tap("+")
    try device.type("👍🏽")
    // No keystroke sends this, but a raw range inside the emoji is where the book's
    // `Range(range, in: oldText)!` would stop the app. Here the edit is refused.
    try device.replaceCharacters(in: NSRange(location: 1, length: 2), with: "")
    #expect(device.isRunning)
    #expect(device.fields.first?.text == "👍🏽")
    #expect(device.barButtons.last?.isEnabled == true)
  }

  @Test func aRangeNoSystemSendsIsRefusedBeforeTheAppSeesIt() throws {
    let device = try Device(app: Checklists03.app)
    try device.tap("+")
    try device.type("abc")
    // Ends past the largest offset: Foundation's `Range(range, in:)` traps computing its
    // end, as no keyboard on a device can make it ask.
    for range in [
      NSRange(location: 1, length: .max), NSRange(location: .max, length: 1),
      NSRange(location: .min, length: -1),
    ] {
      let error = try #require(throws: GestureError.self) {
        try device.replaceCharacters(in: range, with: "x")
      }
      #expect(error.kind == .impossible)
      #expect(error.message.contains("the system sends no range at \(range.location)"))
    }
    #expect(device.isRunning)
    #expect(device.fields.first?.text == "abc")
  }
}
