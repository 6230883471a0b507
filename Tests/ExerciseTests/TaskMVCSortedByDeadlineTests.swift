// Exercise tasks/sorted-by-deadline: the task list shows the nearest deadline first.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import TaskMVCSortedByDeadline

@MainActor
@Suite(.attachesTranscripts)
struct TaskMVCSortedByDeadlineTests {
  let utc = TimeZone(identifier: "UTC") ?? .current

  /// The app with a clock stopped at 2026/11/22 09:00 UTC, in UTC.
  func app() -> AppDescriptor {
    let now = date(2026, 11, 22, 9, 0)
    return TaskMVC.makeApp(environment: TaskEnvironment(now: { now }, timeZone: utc))
  }

  /// A moment in UTC.
  func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    let components = DateComponents(
      year: year, month: month, day: day, hour: hour, minute: minute)
    return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
  }

  /// Creates a task on the create screen and comes back to the list.
  func createTask(_ text: String, due deadline: Date, on device: Device) throws {
    try device.tap("+")
    try device.type(text)
    try device.pickDate(deadline)
    try device.tap("保存する")
    try device.tap("OK")
  }

  @Test func theNearestDeadlineComesFirst() throws {
    let device = try launch(app())
    try createTask("Send the cards", due: date(2026, 12, 20, 12, 0), on: device)
    try createTask("Buy a tree", due: date(2026, 12, 1, 9, 0), on: device)
    try createTask("Wrap the presents", due: date(2026, 12, 24, 18, 30), on: device)
    #expect(device.rowTexts == ["Buy a tree", "Send the cards", "Wrap the presents"])
    #expect(
      device.rows.map(\.detail) == ["2026/12/01 09:00", "2026/12/20 12:00", "2026/12/24 18:30"])
  }

  @Test func theOrderHoldsAfterARelaunch() throws {
    let device = try launch(app())
    try createTask("Later", due: date(2026, 12, 24, 18, 30), on: device)
    try createTask("Sooner", due: date(2026, 12, 1, 9, 0), on: device)
    try device.relaunch()
    #expect(device.rowTexts == ["Sooner", "Later"])
  }

  @Test func aSingleTaskIsListedAsBefore() throws {
    let device = try launch(app())
    try createTask("Buy a tree", due: date(2026, 12, 1, 9, 0), on: device)
    #expect(device.rowTexts == ["Buy a tree"])
    #expect(device.rows.first?.detail == "2026/12/01 09:00")
  }
}
