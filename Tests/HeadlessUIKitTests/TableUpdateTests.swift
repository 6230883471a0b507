// FIDELITY 1–3: table updates are checked against the data source, with UIKit's wording.

import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct TableUpdateTests {
  @Test func f01_insertingARowTheModelDoesNotHaveFailsWithUIKitsMessage() {
    let screen = TableOnScreen(count: 3)
    let recorder = UIKitRecorder()
    recorder.record {
      screen.table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
    }
    #expect(
      recorder.reason
        == "attempt to insert row 3 into section 0, but there are only 3 rows in section 0 "
        + "after the update")
    // A row inside the table the model does not have either: only the counts show it.
    let inside = UIKitRecorder()
    inside.record {
      screen.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }
    #expect(
      inside.reason
        == "Invalid update: invalid number of rows in section 0. The number of rows contained "
        + "in an existing section after the update (3) must be equal to the number of rows "
        + "contained in that section before the update (3), plus or minus the number of rows "
        + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (0 moved in, 0 moved out).")
  }

  @Test func f01_changingTheModelWithoutTellingTheTableFailsWithUIKitsMessage() {
    let screen = TableOnScreen(count: 3)
    screen.dataSource.items.append("Extra")
    screen.dataSource.items.append("Another")
    let recorder = UIKitRecorder()
    recorder.record {
      screen.table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
    }
    #expect(
      recorder.reason
        == "Invalid update: invalid number of rows in section 0. The number of rows contained "
        + "in an existing section after the update (5) must be equal to the number of rows "
        + "contained in that section before the update (3), plus or minus the number of rows "
        + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (0 moved in, 0 moved out).")
  }

  @Test func f01_aConsistentInsertShowsTheNewRow() {
    let screen = TableOnScreen(count: 2)
    screen.dataSource.items.append("New")
    let recorder = UIKitRecorder()
    recorder.record {
      screen.table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
    }
    #expect(recorder.exceptions.isEmpty)
    #expect(screen.visibleTexts == ["Item 0", "Item 1", "New"])
  }

  @Test func f02_deletionsUseOldIndexPathsAndInsertionsNewOnes() {
    let screen = TableOnScreen(dataSource: CountingDataSource(items: ["a", "b", "c"]))
    screen.dataSource.items = ["b", "c", "x"]
    let recorder = UIKitRecorder()
    recorder.record {
      screen.table.performBatchUpdates {
        // Listed insert-first on purpose: the order of calls inside a batch does not matter.
        screen.table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        screen.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      }
    }
    #expect(recorder.exceptions.isEmpty)
    #expect(screen.visibleTexts == ["b", "c", "x"])
    #expect(screen.table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "b")
  }

  @Test func f02_aDeletionGivenWithAnAfterUpdateIndexPathIsOutOfRange() {
    let screen = TableOnScreen(dataSource: CountingDataSource(items: ["a", "b"]))
    screen.dataSource.items = ["b", "x", "y"]
    let recorder = UIKitRecorder()
    recorder.record {
      screen.table.performBatchUpdates {
        screen.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        // Wrong: row 2 only exists after the update, but deletions use the old numbering.
        screen.table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        screen.table.insertRows(
          at: [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)], with: .automatic)
      }
    }
    #expect(
      recorder.reason
        == "attempt to delete row 2 from section 0 which only contains 2 rows before the update")
  }

  @Test func f03_insertingPastTheEndFailsWithUIKitsMessage() {
    let screen = TableOnScreen(count: 7)
    screen.dataSource.items.append("Eighth")
    let recorder = UIKitRecorder()
    recorder.record {
      screen.table.insertRows(at: [IndexPath(row: 8, section: 0)], with: .automatic)
    }
    #expect(
      recorder.reason
        == "attempt to insert row 8 into section 0, but there are only 8 rows in section 0 "
        + "after the update")
  }

  @Test func f03_deletingARowThatDoesNotExistFails() {
    let screen = TableOnScreen(count: 3)
    screen.dataSource.items.removeLast()
    let recorder = UIKitRecorder()
    recorder.record {
      screen.table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
    }
    #expect(
      recorder.reason
        == "attempt to delete row 3 from section 0 which only contains 3 rows before the update")
  }
}
