// Random gestures and Unicode edits on the checklist that is saved after every change.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists04

@MainActor
@Suite struct ReliabilityTests {
  /// The item detail screen, reached two ways.
  enum Field: String, CaseIterable, Sendable {
    case addItem = "Add Item"
    case editItem = "Edit Item"

    var reach: [Gesture] {
      switch self {
      case .addItem: [.tap("+")]
      case .editItem: [.tap("+"), .type("Milk"), .tap("Done"), .tapAccessory(row: 0)]
      }
    }

    /// The texts the list should show after Done with `text` (nil: after Cancel).
    func rows(after text: String?) -> [String] {
      switch self {
      case .addItem: text.map { [$0] } ?? []
      case .editItem: [text ?? "Milk"]
      }
    }
  }

  @Test func randomGesturesNeverCrashAndEveryChangeSurvivesACrash() {
    let subject = FuzzSubject(app: Checklists04.app, durability: .everyChange)
    let report = ReliabilityCheck.randomGestures(subject)
    // The book's `data.write(to:options: .atomic)` asks for a file everyone may read (644);
    // the device, like iOS, keeps an app's files its own.
    #expect(report.itemsOpenToOthers.isEmpty, "\(report.itemsOpenToOthers)")
  }
  @Test func aCrashAtAnyPointOfAWalkLosesNothing() {
    let subject = FuzzSubject(app: Checklists04.app, durability: .everyChange)
    ReliabilityCheck.crashAtEveryPoint(subject)
  }

  @Test(arguments: Field.allCases)
  func anyEditKeepsDoneRightAndTheTextSurvivesACrashByteForByte(_ field: Field) {
    var fuzzer = TextEditFuzzer(app: Checklists04.app, reach: field.reach)
    fuzzer.check = TextEditFuzzer.button("Done", isEnabledWhen: { !$0.isEmpty })
    fuzzer.finish = TextEditFuzzer.confirm(tapping: "Done", orElse: "Cancel") { device, text in
      let shown = device.rootListRows.map(\.text)
      try device.crash()
      try device.relaunch()
      let kept = device.rootListRows.map(\.text)
      let expected = field.rows(after: text)
      return shown == expected && kept == expected
        ? nil : "after \(text.debugDescription) the list shows \(shown), and \(kept) after a crash"
    }
    ReliabilityCheck.edits(fuzzer, field: "\(field.rawValue)")
  }
}
