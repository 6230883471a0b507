// Exercise todo-archiver/checked-to-bottom: done to-dos sink to the bottom, undone ones rise.

import Testing
import ViewHarness

@testable import TodoArchiverCheckedToBottom

@MainActor
@Suite(.attachesTranscripts)
struct TodoArchiverCheckedToBottomTests {
  /// Launches and adds three to-dos; each new one goes on top, so they read C, B, A.
  func threeTodos() throws -> Device {
    let device = try launch(TodoArchiver.app)
    for title in ["A", "B", "C"] {
      try device.tap("+")
      try device.type(title)
      try device.tap("OK")
    }
    #expect(device.rowTexts == ["C", "B", "A"])
    return device
  }

  @Test func aCheckedTodoMovesToTheBottom() throws {
    let device = try threeTodos()
    try device.tapRow("C")
    #expect(device.rowTexts == ["B", "A", "C"])
    #expect(device.rows.map(\.isChecked) == [false, false, true])
  }

  @Test func anUncheckedTodoMovesBackToTheTop() throws {
    let device = try threeTodos()
    try device.tapRow("C")
    try device.tapRow("B")
    #expect(device.rowTexts == ["A", "C", "B"])
    try device.tapRow("C")
    #expect(device.rowTexts == ["C", "A", "B"])
    #expect(device.rows.map(\.isChecked) == [false, false, true])
  }

  @Test func checkingTheLastTodoLeavesItLast() throws {
    let device = try threeTodos()
    try device.tapRow("A")
    #expect(device.rowTexts == ["C", "B", "A"])
    #expect(device.rows[2].isChecked)
  }

  @Test func theOrderIsSavedWithTheCheckmarks() throws {
    let device = try threeTodos()
    try device.tapRow("C")
    try device.relaunch()
    #expect(device.rowTexts == ["B", "A", "C"])
    #expect(device.rows.map(\.isChecked) == [false, false, true])
  }
}
