// What one gesture costs in exact counts: data-source calls, window walks, transcript moves.

import AppTestSupport
import Foundation
import HeadlessUIKitCore
import Testing

@testable import ViewHarness

/// The harness runs after every gesture in every test, so its work is counted here exactly;
/// a change that makes it ask more, or keep more, fails these tests long before anyone
/// notices the suite getting slower.
@MainActor
@Suite struct GestureCostTests {
  @Test func aTapOnARowAsksForTheCountsAndEachVisibleRowOnce() throws {
    let device = try Device(app: FruitApp.descriptor)
    let table = try #require(device.visibleTable)
    let spy = try DataSourceSpy(on: table)

    try device.tapRow(0)

    // The app reloads the tapped row: the table asks the counts to check the update and
    // the one cell again. Then the harness asks the counts and each of the 3 rows on screen.
    #expect(spy.cellRequests == 1 + 3)
    #expect(spy.countQuestions == 2 + 2)
    #expect(table.createdCellCount == 3)
  }

  @Test func typingIntoAFormChecksItsStaticCellsOncePerGesture() throws {
    let device = try Device(app: FruitApp.descriptor)
    try device.tap("+")
    let form = try #require(device.visibleTable)
    let spy = try DataSourceSpy(on: form)

    try device.type("Kiwi")
    try device.backspace(2)

    // Two gestures, each checking the form's two static cells (the name and the date) and
    // asking the row counts of its two sections and the number of sections.
    #expect(spy.cellRequests == 2 * 2)
    #expect(spy.countQuestions == 2 * 3)
    #expect(device.fields.first?.text == "Ki")
  }

  @Test func aLongSessionKeepsTheLastLinesAndDropsOldOnesInBatches() {
    var transcript = Transcript()
    for number in 1...20_000 {
      transcript.append("line \(number)")
    }
    #expect(transcript.lines.count == Transcript.capacity)
    #expect(transcript.lines.first == "line 16001")
    #expect(transcript.lines.last == "line 20000")
    #expect(transcript.suffix(2) == "line 19999\nline 20000")
    // Dropping the oldest line on every new one would move 4,000 lines each time; dropping
    // 4,000 at once whenever 8,000 are held moves them once per 4,000 new lines.
    #expect(transcript.trimCount == 4)
    #expect(transcript.storedLineCount == Transcript.capacity)
  }

  @Test func theLastGestureIsFoundInATrimmedTranscript() {
    var transcript = Transcript()
    for number in 1...(2 * Transcript.capacity - 1) {
      transcript.append("  call \(number)")
    }
    transcript.beginGesture("tap \"+\"")
    transcript.append("  bar button \"+\" tapped")
    #expect(transcript.trimCount == 1)
    #expect(transcript.lastGesture == ["▶ tap \"+\"", "  bar button \"+\" tapped"])
  }
}
