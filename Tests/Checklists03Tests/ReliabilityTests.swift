// Random gestures and Unicode edits on the checklist that adds and edits items.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists03

@MainActor
@Suite struct ReliabilityTests {
  /// The item detail screen, reached two ways.
  enum Field: String, CaseIterable, Sendable {
    case addItem = "Add Item"
    case editItem = "Edit Item"

    var reach: [Gesture] {
      switch self {
      case .addItem: [.tap("+")]
      case .editItem: [.tapAccessory(row: 0)]
      }
    }

    /// The texts the list should show after Done with `text` (nil: after Cancel).
    func rows(after text: String?) -> [String] {
      let samples = [
        "Walk the dog", "Brush my teeth", "Learn iOS development", "Soccer practice",
        "Eat ice cream",
      ]
      guard let text else { return samples }
      switch self {
      case .addItem: return samples + [text]
      case .editItem: return [text] + samples.dropFirst()
      }
    }
  }

  @Test func randomGesturesNeverCrashNorSplitTheTableFromTheItems() {
    let subject = FuzzSubject(app: Checklists03.app, durability: .nothing)
    let report = ReliabilityCheck.randomGestures(subject)
    // Every file the app wrote, and every folder, is its owner's alone.
    #expect(report.itemsOpenToOthers.isEmpty, "\(report.itemsOpenToOthers)")
  }

  @Test(arguments: Field.allCases)
  func anyEditKeepsDoneRightAndDoneKeepsExactlyThatText(_ field: Field) {
    var fuzzer = TextEditFuzzer(app: Checklists03.app, reach: field.reach)
    fuzzer.check = TextEditFuzzer.button("Done", isEnabledWhen: { !$0.isEmpty })
    fuzzer.finish = TextEditFuzzer.confirm(tapping: "Done", orElse: "Cancel") { device, text in
      let rows = device.rootListRows.map(\.text)
      return rows == field.rows(after: text)
        ? nil : "the list shows \(rows) after \(text.debugDescription)"
    }
    ReliabilityCheck.edits(fuzzer, field: "\(field.rawValue)")
  }
}
