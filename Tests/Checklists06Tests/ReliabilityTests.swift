// Random gestures and Unicode edits on the DataModel app, saved on background and terminate.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists06

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

    /// Where the confirmed text should be: the names of the lists, or the first list's items.
    @MainActor func texts(on device: Device) -> [String] {
      let lists = ReliabilityTests.allLists(on: device)
      switch self {
      case .addChecklist, .editChecklist: return lists.map(\.name)
      case .addItem, .editItem: return lists.first?.items.map(\.text) ?? []
      }
    }

    /// What ``texts(on:)`` should be after Done with `text` (nil: after Cancel).
    func expected(after text: String?) -> [String] {
      switch self {
      case .addItem: text.map { [$0] } ?? []
      case .editItem: [text ?? "Milk"]
      case .addChecklist: ["List"] + (text.map { [$0] } ?? [])
      case .editChecklist: [text ?? "List"]
      }
    }
  }

  /// The lists, as the data model holds them.
  static func allLists(on device: Device) -> [Checklist] {
    (device.application?.delegate as? AppDelegate)?.dataModel.lists ?? []
  }

  /// Every list and its items, as lines.
  static func lists(on device: Device) -> [String] {
    allLists(on: device).flatMap { list in
      [list.name] + list.items.map { "\(list.name) / \($0.text)\($0.checked ? " ✓" : "")" }
    }
  }

  @Test func randomGesturesNeverCrashAndLoseOnlyWhatAForegroundCrashTakes() {
    let subject = FuzzSubject(
      app: Checklists06.app, durability: .backgroundAndTerminate, snapshot: Self.lists)
    let report = ReliabilityCheck.randomGestures(subject)
    // The book's `data.write(to:options: .atomic)` asks for a file everyone may read (644);
    // the device, like iOS, keeps an app's files its own.
    #expect(report.itemsOpenToOthers.isEmpty, "\(report.itemsOpenToOthers)")
  }
  @Test func aCrashAtAnyPointOfAWalkLosesOnlyWhatTheBackgroundSaveMissed() {
    let subject = FuzzSubject(
      app: Checklists06.app, durability: .backgroundAndTerminate, snapshot: Self.lists)
    ReliabilityCheck.crashAtEveryPoint(subject)
  }

  @Test(arguments: Field.allCases)
  func anyEditKeepsDoneRightAndTheTextSurvivesTheBackground(_ field: Field) {
    var fuzzer = TextEditFuzzer(app: Checklists06.app, reach: field.reach)
    fuzzer.check = TextEditFuzzer.button("Done", isEnabledWhen: { !$0.isEmpty })
    fuzzer.finish = TextEditFuzzer.confirm(tapping: "Done", orElse: "Cancel") { device, text in
      let shown = field.texts(on: device)
      try device.background()
      try device.crash()
      try device.relaunch()
      let kept = field.texts(on: device)
      let expected = field.expected(after: text)
      return shown == expected && kept == expected
        ? nil : "after \(text.debugDescription) the app holds \(shown), and \(kept) at relaunch"
    }
    ReliabilityCheck.edits(fuzzer, field: "\(field.rawValue)")
  }
}
