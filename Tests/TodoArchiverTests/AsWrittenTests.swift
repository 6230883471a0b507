// The article's version lets an empty to-do in; the main version does not.

import Testing
import ViewHarness

@testable import TodoArchiver

@MainActor
@Suite struct AsWrittenTests {
  @Test func asWrittenOKWithAnEmptyFieldAddsAnEmptyTodo() throws {
    let device = try Device(app: TodoArchiver.asWritten)
    try device.tap("+")
    try device.tap("OK")
    #expect(device.rowTexts == [""])
    try device.crash()
    try device.relaunch()
    #expect(device.rows.count == 1)
  }

  @Test func mainVersionOKWithAnEmptyFieldCannotBeTapped() throws {
    let device = try Device(app: TodoArchiver.app)
    try device.tap("+")
    let error = try #require(throws: GestureError.self) { try device.tap("OK") }
    #expect(error.message == "the alert's \"OK\" button is disabled")
    try device.tap("cancel")
    #expect(device.rows.isEmpty)
  }
}
