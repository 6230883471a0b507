// Exercise checklists-04/first-launch-samples: sample items on the first launch, never again.

import Testing
import ViewHarness

@testable import Checklists04FirstLaunchSamples

@MainActor
@Suite(.attachesTranscripts)
struct Checklists04FirstLaunchSamplesTests {
  let samples = ["Walk the dog", "Brush my teeth", "Learn iOS development"]

  @Test func theFirstLaunchShowsThreeSampleItems() throws {
    let device = try launch(Checklists04.app)
    #expect(device.rowTexts == samples)
    #expect(device.rows.allSatisfy { !$0.isChecked })
  }

  @Test func deletingEverySampleLeavesTheListEmptyAfterARelaunch() throws {
    let device = try launch(Checklists04.app)
    try device.deleteRow(0)
    try device.deleteRow(0)
    try device.deleteRow(0)
    #expect(device.rows.isEmpty)
    try device.relaunch()
    #expect(device.rows.isEmpty)
  }

  @Test func aCheckedSampleStaysCheckedAfterARelaunch() throws {
    let device = try launch(Checklists04.app)
    try device.tapRow("Brush my teeth")
    try device.relaunch()
    #expect(device.rowTexts == samples)
    #expect(device.rows.map(\.isChecked) == [false, true, false])
  }

  @Test func aNewItemJoinsTheSamplesAndStays() throws {
    let device = try launch(Checklists04.app)
    try device.tap("+")
    try device.type("Buy milk")
    try device.tap("Done")
    try device.crash()
    try device.launch()
    #expect(device.rowTexts == samples + ["Buy milk"])
  }
}
