// Random gestures, crashes at every point and edits of the alert's field on the Core Data
// to-do list, which loses nothing.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import TodoCoreData

@MainActor
@Suite struct ReliabilityTests {
  @Test func randomGesturesNeverCrashAndEveryChangeSurvivesACrash() {
    let subject = FuzzSubject(app: TodoCoreData.app, durability: .everyChange)
    let report = ReliabilityCheck.randomGestures(subject)
    // Every file the app wrote, and every folder, is its owner's alone.
    #expect(report.itemsOpenToOthers.isEmpty, "\(report.itemsOpenToOthers)")
  }

  @Test func aCrashAtAnyPointOfAWalkLosesNothing() {
    let subject = FuzzSubject(app: TodoCoreData.app, durability: .everyChange)
    ReliabilityCheck.crashAtEveryPoint(subject)
  }

  @Test func anyEditOfTheAlertsFieldKeepsOKRightAndOKKeepsThatText() {
    var fuzzer = TextEditFuzzer(app: TodoCoreData.app, reach: [.tap("+")])
    // The alert's field has no delegate: like UIKit, it applies any range, so a range that
    // splits a surrogate pair leaves a broken character (U+FFFD) in the text. OK must follow.
    fuzzer.keepsCharactersWhole = false
    fuzzer.check = TextEditFuzzer.button(
      "OK",
      isEnabledWhen: {
        !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
      })
    fuzzer.finish = TextEditFuzzer.confirm(tapping: "OK", orElse: "cancel") { device, text in
      let shown = device.rootListRows.map(\.text)
      try device.crash()
      try device.relaunch()
      let kept = device.rootListRows.map(\.text)
      let expected = text.map { [$0] } ?? []
      return shown == expected && kept == expected
        ? nil : "after \(text.debugDescription) the list shows \(shown), and \(kept) after a crash"
    }
    ReliabilityCheck.edits(fuzzer, field: "the alert's field")
  }
}
