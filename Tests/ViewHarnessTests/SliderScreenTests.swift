// A slider end to end: drawn in text and as a picture, slid by a gesture or a script line, and
// named by the label before it when a screen has several.

import Foundation
import HeadlessUIKitCore
import Testing

@testable import ViewHarness

/// A game screen: a slider from 1 to 100 whose moves the screen reports in a label, and a
/// button that pushes a screen of two named sliders (one of them disabled).
enum TargetApp {
  static let descriptor = AppDescriptor(
    id: "target", title: "Target", summary: "Sliders for the harness's tests.",
    chapter: "none", makeDelegate: { SettingsAppDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "Target", initialScene: "Navigation",
        scenes: [
          .navigationController("Navigation", root: "Game"),
          .viewController(
            "Game", TargetViewController.self, title: "Game",
            content: [
              .slider(
                value: 50, minimumValue: 1, maximumValue: 100, outlet: \.slider,
                onChange: { $0.sliderMoved($1) }),
              .label("Value: 50", outlet: \.valueLabel),
              .button(
                "Colours", action: { $0.performSegue(withIdentifier: "Colours", sender: nil) }),
            ],
            segues: [.show("Colours", to: "Colours")]),
          .viewController(
            "Colours", ColoursViewController.self, title: "Colours",
            content: [
              .label("Red"), .slider(value: 0.25),
              .label("Green"), .slider(value: 1, outlet: \.greenSlider),
            ]),
        ])
    })
}

@MainActor
final class TargetViewController: UIViewController {
  var slider: UISlider?
  var valueLabel: UILabel?

  func sliderMoved(_ slider: UISlider) {
    valueLabel?.text = "Value: \(lroundf(slider.value))"
  }
}

@MainActor
final class ColoursViewController: UIViewController {
  var greenSlider: UISlider?

  override func viewDidLoad() {
    super.viewDidLoad()
    greenSlider?.isEnabled = false
  }
}

@MainActor
@Suite struct SliderScreenTests {
  @Test func aSliderIsDrawnWithItsValueAndSlidByTheUser() throws {
    let device = try Device(app: TargetApp.descriptor)
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │                   Game                   │
        ├──────────────────────────────────────────┤
        │ [=====o-----] 50                         │
        │ Value: 50                                │
        │ [ Colours ]                              │
        ╰──────────────────────────────────────────╯
        """)

    try device.slide(to: 75.4)

    #expect(device.screen.contains("│ [========o--] 75.4                       │"))
    #expect(device.screen.contains("│ Value: 75                                │"))
    #expect(
      device.transcript.lastGesture == [
        "▶ slide to 75.4", "  slider moved to 75.4: sends .valueChanged",
      ])
    try device.slide(to: 500)
    #expect(device.screen.contains("│ Value: 100                               │"), "pinned")
  }

  @Test func slidersAreNamedByTheLabelBeforeThemAndADisabledOneCannotBeSlid() throws {
    let device = try Device(app: TargetApp.descriptor)
    try device.tap("Colours")
    #expect(device.screen.contains("│ Red                                      │"))
    #expect(device.screen.contains("│ [===o-------] 0.25                       │"))
    #expect(device.screen.contains("│ (==========o) 1                          │"))

    let unnamed = try #require(throws: GestureError.self) { try device.slide(to: 0.5) }
    #expect(unnamed.message == "there are 2 sliders on screen; name one (\"Red\", \"Green\")")
    try device.slide("Red", to: 0.5)
    #expect(device.screen.contains("│ [=====o-----] 0.5                        │"))
    let disabled = try #require(throws: GestureError.self) { try device.slide("Green", to: 0) }
    #expect(disabled.message == "the slider is disabled")
    let missing = try #require(throws: GestureError.self) { try device.slide("Blue", to: 0) }
    #expect(
      missing.message == "there is no slider \"Blue\" on screen (sliders: \"Red\", \"Green\")")
  }

  @Test func theSnapshotThePictureAndAccessibilityShowTheSlider() throws {
    let device = try Device(app: TargetApp.descriptor)

    #expect(
      device.snapshot.elements.first
        == .slider(.init(title: "", value: 50, minimum: 1, maximum: 100, isEnabled: true)))
    let picture = PhonePicture(snapshot: device.snapshot, caption: "game").svg()
    #expect(picture.contains(">50</text>"))
    #expect(picture.contains("fill=\"\(PhonePicture.tint)\""))
    let tree = device.snapshot.accessibilityTree(appTitle: "Target")
    let slider = tree.descendantsAndSelf.first { $0.kind == .slider }
    #expect(slider?.value == "49%")
  }

  @Test func aScriptSlidesASlider() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let session = SimulatorSession(apps: [TargetApp.descriptor]) { _ in sandbox }
    let script = try Script(
      parsing: """
        launch target
        slide to 64
        expect text "Value: 64"
        tap "Colours"
        slide "Red" to 0.75
        """)
    for line in script.lines { try session.perform(line.command) }

    #expect(script.lines[1].command.description == "slide to 64")
    #expect(script.lines[4].command.description == #"slide "Red" to 0.75"#)
    #expect(throws: (any Error).self) { try Script(parsing: "slide to nan") }
    #expect(throws: (any Error).self) { try Script(parsing: "slide \"Red\" to") }
  }
}
