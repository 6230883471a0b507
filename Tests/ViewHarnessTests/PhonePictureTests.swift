// The SVG pictures: drawn from the screen's state, escaped, and the same every time.

import AppTestSupport
import Foundation
import HeadlessUIKitCore
import StepwiseBasics
import Testing

@testable import ViewHarness

@MainActor
@Suite struct PhonePictureTests {
  typealias Snapshot = ScreenSnapshot

  func picture(_ snapshot: Snapshot) -> String {
    PhonePicture(snapshot: snapshot, caption: "test").svg()
  }

  func bar(
    title: String, left: Snapshot.BarButton? = nil, right: Snapshot.BarButton? = nil,
    back: String? = nil
  ) -> Snapshot.NavigationBar {
    Snapshot.NavigationBar(backTitle: back, left: left, title: title, right: right)
  }

  @Test func theSnapshotReadsTheDevicesBarRowsAndFields() throws {
    let device = try Device(app: FruitApp.descriptor)
    try device.tapRow("Cherry")
    try device.tap("+")
    try device.type("Fig")

    let snapshot = device.snapshot

    #expect(
      snapshot.navigationBar
        == bar(
          title: "Add Fruit",
          left: .init(title: "Cancel", isEnabled: true, isProminent: false, isAddButton: false),
          right: .init(title: "Done", isEnabled: true, isProminent: true, isAddButton: false)))
    #expect(
      snapshot.elements == [
        .row(
          Row(
            indexPath: IndexPath(row: 0, section: 0),
            content: .field(
              .init(text: "Fig", placeholder: "Name", isEditing: true, showsClearButton: true)),
            detail: nil, showsDetailBelow: false, accessory: .none, isSelected: false)),
        .row(
          Row(
            indexPath: IndexPath(row: 0, section: 1),
            content: .datePicker("2027-01-15 17:00"), detail: nil, showsDetailBelow: false,
            accessory: .none, isSelected: false)),
      ])
    #expect(snapshot.alert == nil)
  }

  @Test func theSnapshotReadsAnAlertAndAStoppedApp() throws {
    let device = try Device(app: FruitApp.descriptor)
    try device.tap("Clear")
    let withAlert = device.snapshot
    try device.crash()
    let stopped = device.snapshot

    #expect(
      withAlert.alert
        == .init(
          title: "Remove all fruit?", message: nil, fields: [],
          actions: [
            .init(title: "Cancel", isEnabled: true, isCancel: true, isDestructive: false),
            .init(title: "Remove", isEnabled: true, isCancel: false, isDestructive: true),
          ]))
    #expect(
      stopped
        == .init(
          stoppedReason: "fruit is not running", navigationBar: nil, elements: [], alert: nil))
  }

  @Test func theSameScreenAlwaysGivesTheSameBytes() throws {
    let first = try Device(app: FruitApp.descriptor)
    let second = try Device(app: FruitApp.descriptor)

    #expect(picture(first.snapshot) == picture(second.snapshot))
  }

  @Test func aDisabledBarButtonIsGreyAndAnEnabledOneTinted() {
    let snapshot = Snapshot(
      stoppedReason: nil,
      navigationBar: bar(
        title: "Add Item",
        left: .init(title: "Cancel", isEnabled: true, isProminent: false, isAddButton: false),
        right: .init(title: "Done", isEnabled: false, isProminent: true, isAddButton: false)),
      elements: [], alert: nil)

    let svg = picture(snapshot)

    #expect(svg.contains("fill=\"\(PhonePicture.tint)\">Cancel</text>"))
    #expect(svg.contains("fill=\"\(PhonePicture.disabled)\">Done</text>"))
  }

  @Test func textIsEscapedAndAnyUnicodeKept() {
    let row = Row(
      indexPath: IndexPath(row: 0, section: 0), content: .labels(["√", "Tom & \"Jerry\" 👨‍👩‍👧 家族"]),
      detail: "it's",
      showsDetailBelow: true, accessory: .detailDisclosureButton, isSelected: false)
    let snapshot = Snapshot(
      stoppedReason: nil, navigationBar: bar(title: "<b>A&B</b>", back: "<Back>"),
      elements: [.row(row)], alert: nil)

    let svg = picture(snapshot)

    #expect(svg.contains(">Tom &amp; &quot;Jerry&quot; 👨‍👩‍👧 家族</text>"))
    #expect(svg.contains(">&lt;b&gt;A&amp;B&lt;/b&gt;</text>"))
    #expect(svg.contains(">&lt;Back&gt;</text>"))
    #expect(svg.contains(">it&apos;s</text>"))
    #expect(!svg.contains("√"), "the checkmark label is drawn, not written")
  }

  @Test func anAlertDimsTheScreenUnderIt() throws {
    let alert = Snapshot.Alert(
      title: "New to-do", message: "What is there to do?",
      fields: [.init(text: "", placeholder: "Milk", isEditing: true, showsClearButton: false)],
      actions: [
        .init(title: "Cancel", isEnabled: true, isCancel: true, isDestructive: false),
        .init(title: "OK", isEnabled: false, isCancel: false, isDestructive: false),
      ])
    let snapshot = Snapshot(
      stoppedReason: nil, navigationBar: bar(title: "To-dos"), elements: [.emptyTable],
      alert: alert)

    let svg = picture(snapshot)

    let dim = try #require(svg.range(of: "fill=\"#000000\" fill-opacity=\"0.4\""))
    let title = try #require(svg.range(of: ">New to-do</text>"))
    #expect(dim.lowerBound < title.lowerBound)
    #expect(svg.contains("fill=\"\(PhonePicture.disabled)\">OK</text>"))
    #expect(svg.contains("font-weight=\"600\" fill=\"\(PhonePicture.tint)\">Cancel</text>"))
    #expect(svg.contains(">Milk</tspan>"))
  }

  @Test func numbersAreWrittenWithAPointAndAtMostOneDecimal() {
    #expect(SVGWriter.number(12) == "12")
    #expect(SVGWriter.number(12.25) == "12.3")
    #expect(SVGWriter.number(-0.04) == "0")
    #expect(SVGWriter.number(-3.5) == "-3.5")
    #expect("a\u{0}b\u{7}c\nd".xmlEscaped() == "abc d")
  }

  @Test func cjkTextHasFontsWithItsGlyphsToFallBackOnAndTakesTwiceTheWidth() {
    let picture = PhonePicture(
      snapshot: ScreenSnapshot(
        stoppedReason: nil, navigationBar: bar(title: "タスク一覧"), elements: [], alert: nil),
      caption: "tasks"
    ).svg()
    for font in ["'Hiragino Sans'", "'Yu Gothic'", "'Noto Sans CJK JP'", "'Microsoft YaHei'"] {
      #expect(picture.contains(font))
    }
    #expect(TextMetrics.width("一覧", size: 10) >= 20, "a CJK character takes a whole em")
    #expect("タスク一覧".displayWidth == 10)
  }

  @Test func japaneseTextOnThePhoneBreaksWhereJapaneseLineBreakingAllows() {
    let text = "チェックリストのショートカット（フォーカス）はちょっと「キャッシュ」します。"
    for width in stride(from: 30.0, through: 200.0, by: 7.0) {
      let lines = TextMetrics.wrapped(text, width: width, size: 13)
      #expect(lines.joined() == text, "width \(width)")
      for line in lines.dropFirst() {
        #expect(!(line.first?.isNeverFirstOnALine ?? false), "width \(width): \(line)")
      }
      for line in lines.dropLast() {
        #expect(!(line.last?.isNeverLastOnALine ?? false), "width \(width): \(line)")
      }
    }
  }
}
