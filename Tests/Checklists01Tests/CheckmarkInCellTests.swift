// Why the model exists: checkmarks kept only in cells follow the cells, not the rows.

import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists01

@MainActor
@Suite struct CheckmarkInCellTests {
  @Test func aCheckmarkKeptOnlyInTheCellShowsUpOnAnotherRowAfterScrolling() throws {
    let device = try Device(app: CheckmarkInCellApp.app)
    // Let the wrong way run unchecked, to see what the user would see.
    device.checksInvariants = false
    try device.tapRow("Chore 1")
    #expect(device.rows[0].isChecked)

    // Rows 11 to 20 were never tapped, yet one of them now shows Chore 1's old cell, still
    // checked. Which one depends on the order of the reuse queue.
    try device.scroll(toRow: 19)
    #expect(device.rowTexts.first == "Chore 11")
    #expect(device.rows.filter(\.isChecked).count == 1)

    // Back at the top, the checkmark lands on whichever row gets that cell: Chore 1 only
    // by luck. The user never checked more than one row, and never unchecked it.
    try device.scroll(toRow: 0)
    #expect(device.rows.filter(\.isChecked).count == 1)
  }

  @Test func theInvariantCheckCatchesTheCellDisagreeingWithTheModelAtOnce() throws {
    let device = try Device(app: CheckmarkInCellApp.app)
    // With the check on (the default), the very first tap fails: the data source would
    // draw row 0 unchecked, but its cell shows a checkmark.
    let error = try #require(throws: GestureError.self) { try device.tapRow("Chore 1") }
    #expect(error.kind == .inconsistent)
    #expect(error.message.contains("row 0 shows \"Chore 1 ✓\""))
    #expect(error.message.contains("the cell and the model disagree"))
  }

  @Test func theRealStageKeepsEveryRowInAgreementWithItsItem() throws {
    let device = try Device(app: Checklists01.app)
    // The same gestures on stage 01 pass the check that caught the wrong way.
    try device.tapRow("Walk the dog")
    #expect(device.inconsistency() == nil)
  }
}
