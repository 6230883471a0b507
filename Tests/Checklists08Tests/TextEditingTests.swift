// The detail screens' text fields: blank text is never saved, and no range stops the app.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists08

/// A small random number generator that gives the same numbers for the same seed, so a
/// failing run can be replayed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  /// SplitMix64.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@MainActor
@Suite struct TextEditingTests {
  /// Launches the app and opens Add Item on the first list.
  func openAddItem() throws -> Device {
    let device = try Device(app: Checklists08.app)
    try device.tap("+")
    return device
  }

  /// Whether Done is enabled exactly when the focused field holds more than spaces.
  func doneMatchesTheText(on device: Device) -> Bool {
    let text = device.focusedField?.text ?? ""
    return device.isDoneEnabled == !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
  }

  @Test func spacesAloneLeaveDoneOff() throws {
    let device = try openAddItem()
    try device.type("   ")
    #expect(!device.isDoneEnabled)
    try device.paste("\t ")
    #expect(!device.isDoneEnabled)
    try device.type("x")
    #expect(device.isDoneEnabled)
    try device.backspace()
    #expect(!device.isDoneEnabled)
  }

  @Test func theReturnKeySavesNoBlankItem() throws {
    let device = try openAddItem()
    try device.type("  ")
    // The return key is on as soon as the field holds anything, even a space.
    try device.pressReturn()
    #expect(device.title == "Add Item")
    #expect(device.focusedField != nil)
    try device.tap("Cancel")
    #expect(device.rows.isEmpty)
    #expect(try device.sandbox.savedLists().map(\.summary) == ["List (No Icon): "])
  }

  @Test func spacesAroundTheTextAreNotSaved() throws {
    let device = try openAddItem()
    try device.type("  Buy milk  ")
    try device.tap("Done")
    #expect(device.rowTexts == ["Buy milk"])
    #expect(try device.sandbox.savedLists().map(\.summary) == ["List (No Icon): Buy milk"])
  }

  @Test func aListCannotBeRenamedToSpaces() throws {
    let device = try Device(app: Checklists08.app)
    try device.goBack()
    try device.tapAccessory(row: "List")
    try device.clear()
    try device.type(" ")
    #expect(!device.isDoneEnabled)
    try device.pressReturn()
    #expect(device.title == "Edit Checklist")
    try device.type(" Trips ")
    try device.tap("Done")
    #expect(device.rowTexts == ["Trips"])
  }

  @Test func editingAnItemWithBlankTextStartsWithDoneOff() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    try sandbox.writeLists([Checklist(name: "List", items: [ChecklistItem(text: "  ")])])
    try sandbox.writePreferences(
      xmlBody: "<key>ChecklistIndex</key><integer>0</integer><key>FirstTime</key><false/>")

    let device = try Device(app: Checklists08.app, sandbox: sandbox)
    try device.tapAccessory(row: 0)
    #expect(device.title == "Edit Item")
    #expect(!device.isDoneEnabled)
  }

  @Test(arguments: [
    NSRange(location: 2, length: 1),  // half of the thumb's surrogate pair
    NSRange(location: 3, length: 2),  // the skin tone without its thumb
    NSRange(location: 5, length: 3),  // runs past the end
    NSRange(location: 9, length: 0),  // starts past the end
    NSRange(location: -1, length: 1),  // starts before the text: Range(_:in:) traps here
    NSRange(location: NSNotFound, length: 0),
    NSRange(location: 0, length: Int.max),
  ])
  func aRangeNoKeystrokeSendsIsRefusedAndNothingBreaks(range: NSRange) throws {
    let device = try openAddItem()
    // "a", a thumbs-up with a skin tone (4 UTF-16 units), "b": 6 units in all.
    try device.type("a👍🏽b")
    try device.replaceCharacters(in: range, with: "x")
    #expect(device.isRunning)
    #expect(device.focusedField?.text == "a👍🏽b")
    #expect(device.isDoneEnabled)
  }

  @Test func aRangeInsideTheTextStillEditsIt() throws {
    let device = try openAddItem()
    try device.type("a👍🏽b")
    try device.replaceCharacters(in: NSRange(location: 1, length: 4), with: " ")
    #expect(device.focusedField?.text == "a b")
    try device.replaceCharacters(in: NSRange(location: 0, length: 3), with: "  ")
    #expect(device.focusedField?.text == "  ")
    #expect(!device.isDoneEnabled)
  }

  @Test(arguments: ["Add Item", "Add Checklist"])
  func doneAlwaysMatchesTheTextWhateverTheEdits(screen: String) throws {
    let device = try Device(app: Checklists08.app)
    if screen == "Add Checklist" { try device.goBack() }
    try device.tap("+")
    #expect(device.title == screen)
    var generator = SeededGenerator(seed: 8)
    let pieces = ["a", " ", "  ", "\t", "é", "👍🏽", "🇯🇵", "日本", "\n", "x y"]
    for _ in 0..<300 {
      let text = device.focusedField?.text ?? ""
      let length = text.utf16.count
      switch Int.random(in: 0..<6, using: &generator) {
      case 0:
        try device.type(pieces.randomElement(using: &generator) ?? "a")
      case 1 where !text.isEmpty:
        try device.backspace()
      case 2 where !text.isEmpty:
        try device.clear()
      case 3:
        try device.paste(pieces.randomElement(using: &generator) ?? " ")
      default:
        let location = Int.random(in: -2...(length + 2), using: &generator)
        let range = NSRange(location: location, length: Int.random(in: 0...3, using: &generator))
        try device.replaceCharacters(
          in: range, with: pieces.randomElement(using: &generator) ?? "")
      }
      #expect(doneMatchesTheText(on: device), "after \(device.transcript.lastGesture)")
    }
  }
}
