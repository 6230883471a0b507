// The flow's Model lane reads the app's own model, not the insides of the preferences it holds.

import AppTestSupport
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists08

@MainActor
@Suite struct ModelWatchTests {
  @Test func aPreferenceSetIsStorageNotModelInsideTheUserDefaults() throws {
    let device = try Device(app: Checklists08.app)
    device.watchesModelAndStorage = true

    // Back to the lists: the data model sets "ChecklistIndex" to -1 in its UserDefaults.
    try device.goBack()

    let lines = device.transcript.lastGesture
    #expect(
      lines.contains { $0.hasPrefix("  storage: preferences ChecklistIndex: 0 → -1") }, "\(lines)")
    // The data model holds UserDefaults.standard: its own bookkeeping (the kit's writer, its
    // dictionary) is no part of the app's model.
    #expect(!lines.contains { $0.hasPrefix("  model: ") && $0.contains(".defaults") }, "\(lines)")
  }
}
