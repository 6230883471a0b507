// A tap on the screen's background: the touch goes up the responder chain to the controller,
// whose touchesBegan(_:with:) hides the keyboard, the way many first apps do it.

import Foundation
import HeadlessUIKitCore
import Testing

@testable import ViewHarness

/// A shopping screen whose controller ends editing when the user touches outside the field.
enum KeyboardApp {
  static let descriptor = AppDescriptor(
    id: "keyboard", title: "Keyboard", summary: "A tap outside the field hides the keyboard.",
    chapter: "none", makeDelegate: { SettingsAppDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "Keyboard", initialScene: "Shopping",
        scenes: [
          .viewController(
            "Shopping", ShoppingViewController.self, title: "Shopping",
            content: [.textField(placeholder: "What do we need?"), .label("Milk")])
        ])
    })
}

@MainActor
final class ShoppingViewController: UIViewController {
  var touches: [UITouch.Phase] = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    self.touches += touches.map(\.phase)
    view.endEditing(true)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    self.touches += touches.map(\.phase)
  }
}

@MainActor
@Suite struct BackgroundTapTests {
  @Test func aTapOnTheBackgroundReachesTheControllerWhichHidesTheKeyboard() throws {
    let device = try Device(app: KeyboardApp.descriptor)
    try device.tapField("What do we need?")
    try device.type("Eggs")
    #expect(device.snapshot.elements.first.map(Self.isEditing) == true)

    try device.tapBackground()

    #expect(device.snapshot.elements.first.map(Self.isEditing) == false)
    let controller = try #require(device.visibleController as? ShoppingViewController)
    #expect(controller.touches == [.began, .ended])
    #expect(
      device.transcript.lastGesture.prefix(2) == [
        "▶ tap background",
        "  a finger touches the view's empty space: touchesBegan(_:with:)",
      ])
  }

  @Test func aScriptTapsTheBackground() throws {
    let script = try Script(parsing: "tap background")
    #expect(script.lines.first?.command.description == "tap background")
  }

  static func isEditing(_ element: ScreenSnapshot.Element) -> Bool {
    if case .field(let field) = element { return field.isEditing }
    return false
  }
}
