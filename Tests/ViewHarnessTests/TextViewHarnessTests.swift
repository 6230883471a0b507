// The simulated user types into a text view as into a text field: tap it, type, return.

import Foundation
import HeadlessUIKit
import Testing

@testable import ViewHarness

@MainActor
@Suite struct TextViewHarnessTests {
  static let descriptor = AppDescriptor(
    id: "notes", title: "Notes", summary: "A text view to type into, for the tests.",
    chapter: "none", makeDelegate: { ShelfAppDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "Notes", initialScene: "Navigation",
        scenes: [
          .navigationController("Navigation", root: "Notes"),
          .viewController(
            "Notes", NoteViewController.self, title: "Note",
            content: [.textView(outlet: \.textView)]),
        ])
    })

  @Test func tappingATextViewGivesItTheKeyboardAndReturnTypesANewLine() throws {
    let device = try Device(app: Self.descriptor)
    let controller = try #require(device.visibleController as? NoteViewController)

    try device.tapField("")
    try device.type("Milk")
    try device.pressReturn()
    try device.type("Eggs")
    try device.backspace()

    #expect(controller.textView?.text == "Milk\nEgg")
    #expect(controller.changes == 10, "one textViewDidChange per accepted keystroke")
    #expect(Expectation.textInUse(on: device) == "Milk⏎Egg")
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │                   Note                   │
        ├──────────────────────────────────────────┤
        │ [Milk⏎Egg▌                             ] │
        ╰──────────────────────────────────────────╯
        """)
    let error = try #require(throws: GestureError.self) { try device.clear() }
    #expect(error.message == "the field shows no clear button")
  }

  /// More backspaces than the text holds are refused before any is pressed: a refused
  /// gesture changes nothing, so a recorded script replays what happened.
  @Test func moreBackspacesThanTheTextHoldsAreRefusedAndDeleteNothing() throws {
    let device = try Device(app: Self.descriptor)
    let controller = try #require(device.visibleController as? NoteViewController)
    try device.tapField("")
    try device.type("abc")

    let error = try #require(throws: GestureError.self) { try device.backspace(4) }

    #expect(
      error.message
        == "the field holds 3 characters: that many backspaces at most, and none was pressed")
    #expect(controller.textView?.text == "abc")
    try device.backspace(3)
    #expect(controller.textView?.text == "")
    let empty = try #require(throws: GestureError.self) { try device.backspace() }
    #expect(empty.message == "the field is empty: nothing to delete")
  }

  @Test func uiTestsSeeATextViewAsATextView() throws {
    let device = try Device(app: Self.descriptor)
    try device.tapField("")
    try device.type("Milk")

    let elements = device.accessibilityTree?.descendantsAndSelf ?? []
    let textView = try #require(elements.first { $0.kind == .textView })
    #expect(textView.value == "Milk")
    #expect(textView.hasFocus)
    #expect(!elements.contains { $0.kind == .textField })
  }
}

/// A note: a text view whose delegate counts the user's changes.
final class NoteViewController: UIViewController, UITextViewDelegate {
  var textView: UITextView?
  var changes = 0

  func textViewDidChange(_ textView: UITextView) {
    changes += 1
  }
}
