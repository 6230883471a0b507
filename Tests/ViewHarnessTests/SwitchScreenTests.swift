// A switch end to end: drawn in text and as a picture, flipped by a gesture or a script line,
// checked by an expectation, and found by the fuzzer.

import Foundation
import HeadlessUIKitCore
import Testing

@testable import ViewHarness

/// A settings screen: a switch whose flips the screen reports in a label, and a button that
/// pushes a table of sound settings with a switch in each row (one of them disabled).
enum SettingsApp {
  static let descriptor = AppDescriptor(
    id: "settings", title: "Settings", summary: "Switches for the harness's tests.",
    chapter: "none", makeDelegate: { SettingsAppDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "Settings", initialScene: "Navigation",
        scenes: [
          .navigationController("Navigation", root: "Settings"),
          .viewController(
            "Settings", SettingsViewController.self, title: "Settings",
            content: [
              .switch("Remind Me", outlet: \.remindSwitch, onChange: { $0.remindToggled() }),
              .label("Reminders are off", outlet: \.statusLabel),
              .button("Sounds", action: { $0.performSegue(withIdentifier: "Sounds", sender: nil) }),
            ],
            segues: [.show("Sounds", to: "Sounds")]),
          .tableViewController(
            "Sounds", SoundsViewController.self, title: "Sounds",
            staticCells: [
              [.switch("Vibrate", isOn: true), .switch("Silent", outlet: \.silentSwitch)]
            ]),
        ])
    })
}

@MainActor
final class SettingsAppDelegate: UIApplicationDelegate {
  var window: UIWindow?
}

@MainActor
final class SettingsViewController: UIViewController {
  var remindSwitch: UISwitch?
  var statusLabel: UILabel?

  func remindToggled() {
    statusLabel?.text = remindSwitch?.isOn == true ? "Reminders are on" : "Reminders are off"
  }
}

@MainActor
final class SoundsViewController: UITableViewController {
  var silentSwitch: UISwitch?

  override func viewDidLoad() {
    super.viewDidLoad()
    silentSwitch?.isEnabled = false
  }
}

@MainActor
@Suite struct SwitchScreenTests {
  @Test func aSwitchIsDrawnWithItsLabelAndFlippedByItsTitle() throws {
    let device = try Device(app: SettingsApp.descriptor)
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │                 Settings                 │
        ├──────────────────────────────────────────┤
        │ Remind Me                          [off] │
        │ Reminders are off                        │
        │ [ Sounds ]                               │
        ╰──────────────────────────────────────────╯
        """)

    try device.toggleSwitch("Remind Me")

    #expect(device.screen.contains("│ Remind Me                          [ on] │"))
    #expect(device.screen.contains("│ Reminders are on                         │"))
    #expect(
      device.transcript.lastGesture == [
        "▶ toggle switch \"Remind Me\"", "  switch turned on: sends .valueChanged",
      ])
  }

  @Test func switchesInRowsAreDrawnAtTheRightAndADisabledOneCannotBeFlipped() throws {
    let device = try Device(app: SettingsApp.descriptor)
    try device.tap("Sounds")
    #expect(device.screen.contains("│ Vibrate                            [ on] │"))
    #expect(device.screen.contains("│ Silent                             (off) │"))
    #expect(
      device.rows.map(\.toggle) == [
        ScreenSnapshot.Switch(title: "Vibrate", isOn: true, isEnabled: true),
        ScreenSnapshot.Switch(title: "Silent", isOn: false, isEnabled: false),
      ])

    try device.perform(.toggleSwitch("Vibrate"))
    let refused = try #require(throws: GestureError.self) { try device.toggleSwitch("Silent") }

    #expect(device.rows.first?.toggle?.isOn == false)
    #expect(refused.message == "the switch \"Silent\" is disabled")
    let missing = try #require(throws: GestureError.self) { try device.toggleSwitch("Loud") }
    #expect(missing.message == "there is no switch \"Loud\" on screen (\"Vibrate\", \"Silent\")")
  }

  @Test func theSnapshotAndThePictureShowTheSwitch() throws {
    let device = try Device(app: SettingsApp.descriptor)
    let off = device.snapshot
    try device.toggleSwitch("Remind Me")
    let on = device.snapshot

    #expect(
      off.elements.first == .toggle(.init(title: "Remind Me", isOn: false, isEnabled: true)))
    #expect(on.elements.first == .toggle(.init(title: "Remind Me", isOn: true, isEnabled: true)))
    let picture = PhonePicture(snapshot: on, caption: "on").svg()
    #expect(picture.contains("fill=\"\(PhonePicture.switchOn)\""))
    #expect(picture.contains(">Remind Me</text>"))
    #expect(!PhonePicture(snapshot: off, caption: "off").svg().contains(PhonePicture.switchOn))
  }

  @Test func aScriptFlipsAndChecksASwitch() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let session = SimulatorSession(apps: [SettingsApp.descriptor]) { _ in sandbox }
    let script = try Script(
      parsing: """
        launch settings
        expect switch "Remind Me" off
        toggle switch "Remind Me"
        expect switch "Remind Me" on
        expect text "Reminders are on"
        """)
    for line in script.lines { try session.perform(line.command) }

    #expect(script.lines[2].command.description == #"toggle switch "Remind Me""#)
    #expect(script.lines[3].command.description == #"expect switch "Remind Me" on"#)
    #expect(throws: SessionFailure.self) {
      try session.perform(.expect(.switchIsOn("Remind Me", false)))
    }
    let missing = try #require(throws: SessionFailure.self) {
      try session.perform(.expect(.switchIsOn("Loud", true)))
    }
    #expect(
      missing.message
        == "expected the switch \"Loud\" on, but there is no switch \"Loud\" on screen "
        + "(switches: \"Remind Me\")")
  }

  @Test func theFuzzerFlipsSwitches() {
    let subject = FuzzSubject(app: SettingsApp.descriptor, durability: .nothing) { _ in [] }
    let report = GestureFuzzer(subject).run(FuzzBudget(steps: 300, walkLength: 100))
    #expect(report.failure == nil, "\(report.failureDescription)")
    #expect(report.statistics.gestureCounts["toggle switch \"Remind Me\"", default: 0] > 0)
    #expect(report.statistics.gestureCounts["toggle switch \"Silent\""] == nil)
  }

  /// A table of two static cells: a switch alone, and a switch with its label after it.
  static let unlabelledSwitches = AppDescriptor(
    id: "unlabelled", title: "Unlabelled", summary: "Switches with no label before them.",
    chapter: "none", makeDelegate: { SettingsAppDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "Unlabelled", initialScene: "Options",
        scenes: [
          .tableViewController(
            "Options", UITableViewController.self, title: "Options",
            staticCells: [
              [
                .switch(isOn: true),
                .view { _ in
                  let row = UIView()
                  row.addSubview(UISwitch())
                  row.addSubview(UILabel(text: "Sound"))
                  return row
                },
              ]
            ])
        ])
    })

  @Test func aSwitchWithNoLabelBeforeItIsNamedByItsRow() throws {
    let device = try Device(app: Self.unlabelledSwitches)

    #expect(
      device.rows.map(\.toggle) == [
        ScreenSnapshot.Switch(title: "", isOn: true, isEnabled: true),
        ScreenSnapshot.Switch(title: "Sound", isOn: false, isEnabled: true),
      ])
    try device.toggleSwitch("Sound")
    #expect(device.rows.last?.toggle?.isOn == true)
  }
}
