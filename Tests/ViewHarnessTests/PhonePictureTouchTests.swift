// The phone picture for the browser: everything the user can touch carries its script line.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing

@testable import ViewHarness

@MainActor
@Suite struct PhonePictureTouchTests {
  /// The script lines of the picture's touch areas, in the order drawn, unescaped.
  func commands(_ svg: String, attribute: String = "data-command") -> [String] {
    let pattern = attribute + "=\""
    return svg.components(separatedBy: pattern).dropFirst().map { rest in
      String(rest.prefix { $0 != "\"" })
        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }
  }

  func picture(_ device: Device, marksTouches: Bool = true) -> String {
    PhonePicture(snapshot: device.snapshot, caption: "fruit", marksTouches: marksTouches).svg()
  }

  @Test func theListMarksItsBarButtonsRowsAndDetailButtons() throws {
    let device = try Device(app: FruitApp.descriptor)

    let svg = picture(device)

    #expect(
      commands(svg) == [
        #"tap "Clear""#, #"tap "+""#,
        "tap row 0", "accessory row 0", "tap row 1", "tap row 2", "accessory row 2",
      ])
    #expect(
      commands(svg, attribute: "data-swipe") == ["delete row 0", "delete row 1", "delete row 2"])
  }

  @Test func editingControlsAndRevealedButtonsCarryTheirLines() throws {
    let device = try Device(app: ShelfApp.descriptor)
    try device.swipeRow(1, .left)
    let swiped = commands(picture(device))
    #expect(swiped.contains(#"tap "Delete""#) && swiped.contains(#"tap "Archive""#))

    try device.tap("Edit")
    let editing = commands(picture(device))
    #expect(
      editing.filter { $0.hasPrefix("editing control") } == [
        "editing control row 0", "editing control row 1", "editing control row 2",
        "editing control row 3",
      ])
  }

  @Test func theEditorMarksCancelDoneTheClearButtonAndTheDatePicker() throws {
    let device = try Device(app: FruitApp.descriptor)
    try device.tap("+")
    try device.type("Fig")

    let svg = picture(device)

    #expect(commands(svg) == [#"tap "Cancel""#, #"tap "Done""#, "clear"])
    #expect(commands(svg, attribute: "data-pick") == ["2027-01-15 17:00"])
  }

  @Test func anAlertMarksItsActionsAndAPushedScreenItsBackButton() throws {
    let device = try Device(app: FruitApp.descriptor)
    try device.tap("Clear")
    let alert = picture(device)
    let pushed = ScreenSnapshot(
      stoppedReason: nil,
      navigationBar: .init(backTitle: "Fruit", left: nil, title: "Apple", right: nil),
      elements: [], alert: nil)

    #expect(commands(alert).suffix(2) == [#"tap "Cancel""#, #"tap "Remove""#])
    #expect(
      commands(PhonePicture(snapshot: pushed, caption: "", marksTouches: true).svg()) == ["back"])
  }

  @Test func everyMarkedLineIsAGestureTheScriptLanguageReads() throws {
    let device = try Device(app: FruitApp.descriptor)
    for svg in [
      picture(device),
      {
        try? device.tap("Clear"); return picture(device)
      }(),
    ] {
      for line in commands(svg) + commands(svg, attribute: "data-swipe") {
        #expect(throws: Never.self) { try Gesture(scriptLine: line) }
      }
    }
  }

  @Test func aPictureForTheChaptersMarksNothing() throws {
    let device = try Device(app: FruitApp.descriptor)

    let svg = picture(device, marksTouches: false)

    #expect(!svg.contains("data-command"))
    #expect(!svg.contains(PhonePicture.touchClass))
  }
}
