// Watching the model and the files: the transcript says what changed between UIKit's calls.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing

@testable import ViewHarness

@MainActor
@Suite struct StateWatchTests {
  @Test func tappingARowNotesTheModelChangeBeforeTheTableIsTold() throws {
    let device = try Device(app: FruitApp.descriptor)
    device.watchesModelAndStorage = true

    try device.tapRow(0)

    let lines = device.transcript.lastGesture
    let change = try #require(
      lines.firstIndex(of: "  model: FruitListViewController.fruit[0].isChecked: false → true"),
      "\(lines)")
    let reload = try #require(lines.firstIndex { $0.contains("reloadRows") })
    #expect(change < reload)
  }

  @Test func goingToTheBackgroundNotesTheFileAndThePreferenceWritten() throws {
    let device = try Device(app: FruitApp.descriptor)
    device.watchesModelAndStorage = true

    try device.background()

    let lines = device.transcript.lastGesture
    #expect(lines.contains("  storage: created Documents/Fruit.txt (23 bytes)"), "\(lines)")
    #expect(lines.contains("  storage: preferences BackgroundEvents: 2 (new)"), "\(lines)")
  }

  @Test func addingAFruitNotesTheNewValuesButNotTheScreensThatCameAndWent() throws {
    let device = try Device(app: FruitApp.descriptor)
    device.watchesModelAndStorage = true
    try device.tap("+")
    try device.type("Fig")

    try device.tap("Done")

    let changes = device.transcript.lastGesture.filter { $0.hasPrefix("  model: ") }
    #expect(
      changes == [
        "  model: FruitListViewController.fruit.count: 3 → 4",
        "  model: FruitListViewController.fruit[3].isChecked: false (new)",
        "  model: FruitListViewController.fruit[3].name: \"Fig\" (new)",
      ])
  }

  @Test func aLaunchSetsPropertiesButNothingGoesAway() throws {
    let device = try Device(app: FruitApp.descriptor)
    device.watchesModelAndStorage = true

    try device.relaunch()

    let changes = device.transcript.lastGesture.filter { $0.hasPrefix("  model: ") }
    #expect(changes.contains("  model: FruitAppDelegate.events[0]: \"launched\" (new)"))
    #expect(!changes.contains { $0.hasSuffix("(gone)") }, "\(changes)")
  }

  @Test func withoutWatchingTheTranscriptHoldsOnlyUIKitsCalls() throws {
    let device = try Device(app: FruitApp.descriptor)

    try device.tapRow(0)
    try device.background()

    #expect(
      !device.transcript.lines.contains { $0.contains("model: ") || $0.contains("storage: ") })
  }

  @Test func eachDeviceInAProcessWritesToItsOwnSandbox() throws {
    let first = try Device(app: FruitApp.descriptor)
    let second = try Device(app: FruitApp.descriptor)

    // The fruit app finds its file through UIApplication.shared when it saves.
    try first.deleteRow(0)
    try first.background()

    let file = "Documents/Fruit.txt"
    #expect(
      FileManager.default.fileExists(atPath: first.sandbox.root.appendingPathComponent(file).path))
    #expect(
      !FileManager.default.fileExists(atPath: second.sandbox.root.appendingPathComponent(file).path)
    )
  }
}

@MainActor
@Suite struct TranscriptMarkTests {
  @Test func theLinesSinceAMarkHoldEveryGestureOfARelaunch() throws {
    let device = try Device(app: FruitApp.descriptor)
    let mark = device.transcript.appendedCount

    try device.relaunch()

    let lines = device.transcript.lines(since: mark)
    #expect(lines.first == "▶ terminate")
    #expect(lines.contains("▶ launch fruit"))
    #expect(device.transcript.lastGesture.first == "▶ launch fruit")
    #expect(device.transcript.lines(since: device.transcript.appendedCount) == [])
  }
}
