// Random gestures and Unicode edits on the checklist with its Add Item screen.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists02

@MainActor
@Suite struct ReliabilityTests {
  @Test func randomGesturesNeverCrashNorSplitTheTableFromTheItems() {
    let subject = FuzzSubject(app: Checklists02.app, durability: .nothing)
    let report = ReliabilityCheck.randomGestures(subject)
    // Every file the app wrote, and every folder, is its owner's alone.
    #expect(report.itemsOpenToOthers.isEmpty, "\(report.itemsOpenToOthers)")
  }

  @Test func anyEditOfTheNewItemKeepsDoneRightAndDoneAddsExactlyThatText() {
    var fuzzer = TextEditFuzzer(app: Checklists02.app, reach: [.tap("+")])
    fuzzer.check = TextEditFuzzer.button("Done", isEnabledWhen: { !$0.isEmpty })
    fuzzer.finish = TextEditFuzzer.confirm(tapping: "Done", orElse: "Cancel") { device, text in
      let rows = device.rootListRows.map(\.text)
      let expected = Array(rows.prefix(5)) + (text.map { [$0] } ?? [])
      return rows == expected && rows.count == expected.count
        ? nil : "the list shows \(rows) after \(text.debugDescription)"
    }
    ReliabilityCheck.edits(fuzzer, field: "Add Item")
  }
}
