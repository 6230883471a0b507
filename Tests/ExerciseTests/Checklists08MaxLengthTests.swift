// Exercise checklists-08/max-length: an item's text is at most 40 characters.

import Testing
import ViewHarness

@testable import Checklists08MaxLength

@MainActor
@Suite(.attachesTranscripts)
struct Checklists08MaxLengthTests {
  /// Opens Add Item in the first list, which the first launch opens.
  func addItemScreen() throws -> Device {
    let device = try launch(Checklists08.app)
    try device.tap("+")
    #expect(device.title == "Add Item")
    return device
  }

  /// What the focused field holds.
  func fieldText(_ device: Device) -> String {
    device.focusedField?.text ?? ""
  }

  @Test func typingStopsAtFortyCharacters() throws {
    let device = try addItemScreen()
    try device.type(String(repeating: "a", count: 45))
    #expect(fieldText(device) == String(repeating: "a", count: 40))
  }

  @Test func anEmojiCountsAsOneCharacter() throws {
    let device = try addItemScreen()
    try device.type(String(repeating: "👍🏽", count: 41))
    #expect(fieldText(device) == String(repeating: "👍🏽", count: 40))
  }

  @Test func aPasteThatWouldGoOverIsRefusedWhole() throws {
    let device = try addItemScreen()
    try device.type(String(repeating: "b", count: 35))
    try device.paste("0123456789")
    #expect(fieldText(device) == String(repeating: "b", count: 35))
    try device.paste("01234")
    #expect(fieldText(device) == String(repeating: "b", count: 35) + "01234")
  }

  @Test func atTheLimitABackspaceMakesRoomForOneMore() throws {
    let device = try addItemScreen()
    try device.type(String(repeating: "c", count: 40))
    try device.backspace()
    try device.type("de")
    #expect(fieldText(device) == String(repeating: "c", count: 39) + "d")
  }

  @Test func aFortyCharacterItemIsSaved() throws {
    let device = try addItemScreen()
    let text = "Pack the tent, the stove and the lantern"
    #expect(text.count == 40)
    try device.type(text + "!")
    try device.tap("Done")
    #expect(device.rowTexts == [text])
  }
}
