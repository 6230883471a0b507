// Random gestures on the single-array checklist: no crash, no disagreement, nothing kept.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists01

@MainActor
@Suite struct ReliabilityTests {
  @Test func randomGesturesNeverCrashNorSplitTheTableFromTheItems() {
    let subject = FuzzSubject(app: Checklists01.app, durability: .nothing)
    let report = ReliabilityCheck.randomGestures(subject)
    // Every file the app wrote, and every folder, is its owner's alone.
    #expect(report.itemsOpenToOthers.isEmpty, "\(report.itemsOpenToOthers)")
  }
}
