// Tapping a text field to give it the keyboard: the gesture the harness lacked.

import Foundation
import HeadlessUIKit
import Testing

@testable import ViewHarness

@MainActor
@Suite struct FieldFocusTests {
  func profile() throws -> (Device, ProfileViewController) {
    let device = try Device(app: ProfileApp.descriptor)
    let controller = try #require(device.visibleController as? ProfileViewController)
    return (device, controller)
  }

  func message(_ gesture: () throws -> Void) throws -> String {
    try #require(throws: GestureError.self) { try gesture() }.message
  }

  @Test func f22_aTappedFieldBecomesFirstResponderAndTheKeyboardTypesThere() throws {
    let (device, controller) = try profile()
    #expect(device.focusedField == nil)

    try device.tapField("Name")
    try device.type("Hanako")

    #expect(device.focusedField === controller.nameField)
    #expect(controller.nameField?.text == "Hanako")
    #expect(controller.calls == ["shouldBegin name", "didBegin name"])
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │                 Profile           Rename │
        ├──────────────────────────────────────────┤
        │ Name                                     │
        │ [Hanako▌                              ⊗] │
        │ Email                                    │
        │ [‹name@example.com›                    ] │
        │ [1234                                  ] │
        ╰──────────────────────────────────────────╯
        """)
  }

  @Test func movingTheKeyboardAsksTheNewFieldThenEndsTheOldOneFirst() throws {
    let (device, controller) = try profile()
    try device.tapField("Name")
    controller.calls = []

    // By its placeholder this time.
    try device.perform(.tapField("name@example.com"))

    #expect(device.focusedField === controller.emailField)
    #expect(
      controller.calls == ["shouldBegin email", "shouldEnd name", "didEnd name", "didBegin email"])
  }

  @Test func aFieldThatWillNotLetGoKeepsTheKeyboard() throws {
    let (device, controller) = try profile()
    try device.tapField("Email")
    controller.emailMayEnd = false

    try device.tapField("Name")

    #expect(device.focusedField === controller.emailField)
    #expect(
      device.transcript.lastGesture.last
        == "  the keyboard stays where it was: textFieldShouldBeginEditing, or the focused "
        + "field's textFieldShouldEndEditing, said no")
  }

  @Test func aFieldTheUserCannotTapSaysWhy() throws {
    let (device, _) = try profile()

    #expect(
      try message { try device.tapField("Phone") }
        == "there is no text field \"Phone\" on screen "
        + "(fields: \"Your name\", \"name@example.com\", \"Member number\")")
    #expect(
      try message { try device.tapField("Member number") }
        == "the field \"Member number\" is disabled")
    #expect(try message { try device.tapField("1234") } == "the field \"1234\" is disabled")
    #expect(
      try message { try Device(app: ShelfApp.descriptor).tapField("Name") }
        == "there is no text field on screen")
  }

  @Test func withAnAlertUpOnlyItsFieldsCanBeTapped() throws {
    let (device, _) = try profile()
    try device.tap("Rename")

    #expect(
      try message { try device.tapField("Your name") }
        == "there is no text field \"Your name\" in the alert (fields: \"Nickname\")")
    try device.tapField("Nickname")
    #expect(device.transcript.lastGesture.last == "  the field has the keyboard already")
  }

  @Test func aScriptTapsAFieldAndTypesIntoIt() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let session = SimulatorSession(apps: [ProfileApp.descriptor]) { _ in sandbox }
    let script = try Script(
      parsing: """
        launch profile
        tap field "Email"
        type "hanako@example.com"
        expect field "hanako@example.com"
        tap field "Your name"
        type "Hanako"
        expect field "Hanako"
        """)
    for line in script.lines { try session.perform(line.command) }

    #expect(script.lines[1].command == .gesture(.tapField("Email")))
    #expect(script.lines[1].command.description == #"tap field "Email""#)
    #expect(
      ScriptCompletion.candidates(for: "tap field \"E", device: session.device) == [
        "tap field \"Email\""
      ])
  }

  @Test func theFuzzerTapsEveryFieldItCan() {
    let subject = FuzzSubject(app: ProfileApp.descriptor, durability: .nothing) { _ in [] }
    let report = GestureFuzzer(subject).run(FuzzBudget(steps: 300, walkLength: 100))
    #expect(report.failure == nil, "\(report.failureDescription)")
    #expect(report.statistics.gestureCounts["tap field", default: 0] > 0)
    #expect(report.statistics.driverMistakes == 0)
  }
}
