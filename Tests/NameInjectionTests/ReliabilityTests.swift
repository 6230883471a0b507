// Random gestures and edits on the name hand-over screens.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import NameInjection

@MainActor
@Suite struct ReliabilityTests {
  @Test func randomGesturesNeverCrashNorSplitTheTableFromTheWays() {
    let subject = FuzzSubject(app: NameInjection.app, durability: .nothing)
    let report = ReliabilityCheck.randomGestures(subject)
    // Every file the app wrote, and every folder, is its owner's alone.
    #expect(report.itemsOpenToOthers.isEmpty, "\(report.itemsOpenToOthers)")
  }

  @Test func anyEditOfTheNameReachesTheNameScreenWhole() {
    var fuzzer = TextEditFuzzer(app: NameInjection.app, reach: [.tapRow(2)])
    // The name field has no delegate: like UIKit, it applies any range, so a range that
    // splits a surrogate pair leaves a broken character (U+FFFD) in the text.
    fuzzer.keepsCharactersWhole = false
    fuzzer.finish = { device in
      let text = device.visibleFocusedField?.text ?? ""
      try device.pressReturn()
      let shown = (device.visibleController as? NameCheckViewController)?.nameLabel?.text
      let wanted = text.isEmpty ? "名無し" : text
      return shown == wanted
        ? nil : "the name screen shows \(shown.debugDescription) for \(text.debugDescription)"
    }
    ReliabilityCheck.edits(fuzzer, field: "the name field")
  }
}
