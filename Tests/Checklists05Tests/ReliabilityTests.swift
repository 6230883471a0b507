// Random gestures and Unicode edits on the lists of lists, which saves nothing yet.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists05

@MainActor
@Suite struct ReliabilityTests {
  /// The two detail screens, each reached to add and to edit.
  enum Field: String, CaseIterable, Sendable {
    case addChecklist = "Add Checklist"
    case editChecklist = "Edit Checklist"
    case addItem = "Add Item"
    case editItem = "Edit Item"

    var reach: [Gesture] {
      switch self {
      case .addChecklist: [.tap("+")]
      case .editChecklist: [.tapAccessory(row: 0)]
      case .addItem: [.tapRow(0), .tap("+")]
      case .editItem: [.tapRow(0), .tapAccessory(row: 0)]
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
      let names = ["Birthdays", "Groceries", "Cool Apps", "To Do"]
      let items = ["Buy a present for Anna"]
      switch self {
      case .addChecklist: return names + (text.map { [$0] } ?? [])
      case .editChecklist: return [text ?? names[0]] + names.dropFirst()
      case .addItem: return items + (text.map { [$0] } ?? [])
      case .editItem: return [text ?? items[0]]
      }
    }
  }

  /// The lists, as the all-lists screen holds them.
  static func allLists(on device: Device) -> [Checklist] {
    let navigation = device.application?.window?.rootViewController as? UINavigationController
    return (navigation?.viewControllers.first as? AllListsViewController)?.lists ?? []
  }

  /// Every list and its items, as lines.
  static func lists(on device: Device) -> [String] {
    allLists(on: device).flatMap { list in
      [list.name] + list.items.map { "\(list.name) / \($0.text)\($0.checked ? " ✓" : "")" }
    }
  }

  @Test func randomGesturesNeverCrashNorSplitTheTablesFromTheLists() {
    let subject = FuzzSubject(app: Checklists05.app, durability: .nothing, snapshot: Self.lists)
    let report = ReliabilityCheck.randomGestures(subject)
    // Every file the app wrote, and every folder, is its owner's alone.
    #expect(report.itemsOpenToOthers.isEmpty, "\(report.itemsOpenToOthers)")
  }

  @Test(arguments: Field.allCases)
  func anyEditKeepsDoneRightAndDoneKeepsExactlyThatText(_ field: Field) {
    var fuzzer = TextEditFuzzer(app: Checklists05.app, reach: field.reach)
    fuzzer.check = TextEditFuzzer.button("Done", isEnabledWhen: { !$0.isEmpty })
    fuzzer.finish = TextEditFuzzer.confirm(tapping: "Done", orElse: "Cancel") { device, text in
      let texts = field.texts(on: device)
      return texts == field.expected(after: text)
        ? nil : "after \(text.debugDescription) the app holds \(texts)"
    }
    ReliabilityCheck.edits(fuzzer, field: "\(field.rawValue)")
  }
}
