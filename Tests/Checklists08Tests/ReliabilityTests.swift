// Random gestures and Unicode edits on the hardened app, which promises to lose nothing.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists08

@MainActor
@Suite struct ReliabilityTests {
  /// The two detail screens, each reached to add and to edit. The first launch opens the
  /// list "List" it creates.
  enum Field: String, CaseIterable, Sendable {
    case addItem = "Add Item"
    case editItem = "Edit Item"
    case addChecklist = "Add Checklist"
    case editChecklist = "Edit Checklist"

    var reach: [Gesture] {
      switch self {
      case .addItem: [.tap("+")]
      case .editItem: [.tap("+"), .type("Milk"), .tap("Done"), .tapAccessory(row: 0)]
      case .addChecklist: [.goBack, .tap("+")]
      case .editChecklist: [.goBack, .tapAccessory(row: 0)]
      }
    }

    /// Where the confirmed text should be: the names of the lists (in any order, since they
    /// are sorted by name), or the first list's items.
    @MainActor func texts(on device: Device) -> [String] {
      let lists = ReliabilityTests.allLists(on: device)
      switch self {
      case .addChecklist, .editChecklist: return lists.map(\.name).sorted()
      case .addItem, .editItem: return lists.first?.items.map(\.text) ?? []
      }
    }

    /// What ``texts(on:)`` should be after Done saved `text` (nil: after Cancel).
    func expected(after text: String?) -> [String] {
      switch self {
      case .addItem: text.map { [$0] } ?? []
      case .editItem: [text ?? "Milk"]
      case .addChecklist: (["List"] + (text.map { [$0] } ?? [])).sorted()
      case .editChecklist: [text ?? "List"]
      }
    }
  }

  /// The lists, as the data model holds them.
  static func allLists(on device: Device) -> [Checklist] {
    (device.application?.delegate as? AppDelegate)?.dataModel.lists ?? []
  }

  /// Every list with its icon and items, as lines.
  static func lists(on device: Device) -> [String] {
    allLists(on: device).flatMap { list in
      ["\(list.name) (\(list.iconName))"]
        + list.items.map { "\(list.name) / \($0.text)\($0.checked ? " ✓" : "")" }
    }
  }

  @Test func randomGesturesNeverCrashAndEveryChangeSurvivesACrash() {
    let subject = FuzzSubject(app: Checklists08.app, durability: .everyChange, snapshot: Self.lists)
    let report = ReliabilityCheck.randomGestures(subject)
    // Every file the app wrote, and every folder, is its owner's alone.
    #expect(report.itemsOpenToOthers.isEmpty, "\(report.itemsOpenToOthers)")
  }
  @Test func aCrashAtAnyPointOfAWalkLosesNothing() {
    let subject = FuzzSubject(app: Checklists08.app, durability: .everyChange, snapshot: Self.lists)
    ReliabilityCheck.crashAtEveryPoint(subject)
  }

  @Test(arguments: Field.allCases)
  func anyEditKeepsDoneRightAndTheTrimmedTextSurvivesACrash(_ field: Field) {
    var fuzzer = TextEditFuzzer(app: Checklists08.app, reach: field.reach)
    // Done is on exactly when Done would save something: the text without the spaces and
    // line breaks around it, which is what is saved.
    fuzzer.check = TextEditFuzzer.button("Done", isEnabledWhen: { !Self.trimmed($0).isEmpty })
    fuzzer.finish = TextEditFuzzer.confirm(tapping: "Done", orElse: "Cancel") { device, text in
      let shown = field.texts(on: device)
      try device.crash()
      try device.relaunch()
      let kept = field.texts(on: device)
      let expected = field.expected(after: text.map(Self.trimmed))
      return shown == expected && kept == expected
        ? nil : "after \(text.debugDescription) the app holds \(shown), and \(kept) at relaunch"
    }
    ReliabilityCheck.edits(fuzzer, field: "\(field.rawValue)")
  }

  // MARK: - Found by the edit fuzzer

  @Test func aZeroWidthSpaceAloneLeavesDoneOffSinceDoneWouldSaveNothing() throws {
    let device = try Device(app: Checklists08.app)
    try device.tap("+")
    try device.type("\u{200B}")
    // Done used to be on here, and tapping it did nothing: the text trimmed to nothing.
    #expect(device.isEnabled("Done") == false)
    try device.tap("Cancel")
    try device.goBack()
    try device.tap("+")
    try device.type("\u{200B}")
    #expect(device.isEnabled("Done") == false)
  }

  @Test func spacesBeforeAJoinerAreNotBlankAndDoneSavesWhatIsLeft() throws {
    let device = try Device(app: Checklists08.app)
    try device.tap("+")
    try device.paste("   ")
    try device.type("\u{200D}")
    // The joiner joins the last space into one character that starts with a space, which
    // Done used to count as blank although the trimmed text keeps the joiner.
    #expect(device.isEnabled("Done") == true)
    try device.tap("Done")
    #expect(Self.allLists(on: device).first?.items.map(\.text) == ["\u{200D}"])
  }

  /// The text as the detail screens save it.
  static func trimmed(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
