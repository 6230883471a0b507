// The checks UIKit makes when a batch of updates ends: every row and section named must
// exist, and the counts must add up (FIDELITY 1 and 3).

import Foundation

extension UITableView {
  /// Checks the batch against the data source, raising UIKit's exceptions.
  func check(_ updates: PendingUpdates, oldCounts: [Int], newCounts: [Int]) -> Bool {
    checkSections(updates, oldCounts: oldCounts, newCounts: newCounts)
      && checkRowsExist(updates, oldCounts: oldCounts, newCounts: newCounts)
      && checkRowCounts(updates, oldCounts: oldCounts, newCounts: newCounts)
  }

  private func checkSections(_ updates: PendingUpdates, oldCounts: [Int], newCounts: [Int])
    -> Bool
  {
    for section in updates.deletedSections.union(updates.reloadedSections)
    where section >= oldCounts.count {
      let verb = updates.deletedSections.contains(section) ? "delete" : "reload"
      UIKitRuntime.raiseException(
        reason: "attempt to \(verb) section \(section), but there are only "
          + "\(oldCounts.count) sections before the update")
      return false
    }
    for section in updates.insertedSections where section >= newCounts.count {
      UIKitRuntime.raiseException(
        reason: "attempt to insert section \(section) but there are only \(newCounts.count) "
          + "sections after the update")
      return false
    }
    let inserted = updates.insertedSections.count
    let deleted = updates.deletedSections.count
    guard newCounts.count == oldCounts.count - deleted + inserted else {
      UIKitRuntime.raiseException(
        reason: "Invalid update: invalid number of sections. The number of sections contained "
          + "in the table view after the update (\(newCounts.count)) must be equal to the "
          + "number of sections contained in the table view before the update "
          + "(\(oldCounts.count)), plus or minus the number of sections inserted or deleted "
          + "(\(inserted) inserted, \(deleted) deleted).")
      return false
    }
    return true
  }

  private func checkRowsExist(_ updates: PendingUpdates, oldCounts: [Int], newCounts: [Int])
    -> Bool
  {
    let before = updates.deletions + updates.reloads + updates.moves.map { $0.from }
    for indexPath in before {
      let section = indexPath.section
      guard oldCounts.indices.contains(section), indexPath.row < oldCounts[section],
        indexPath.row >= 0
      else {
        let verb =
          updates.deletions.contains(indexPath)
          ? "delete" : updates.reloads.contains(indexPath) ? "reload" : "move"
        let count = oldCounts.indices.contains(section) ? oldCounts[section] : 0
        UIKitRuntime.raiseException(
          reason: "attempt to \(verb) row \(indexPath.row) from section \(section) which only "
            + "contains \(count) rows before the update")
        return false
      }
    }
    for indexPath in updates.insertions + updates.moves.map({ $0.to }) {
      let section = indexPath.section
      let count = newCounts.indices.contains(section) ? newCounts[section] : 0
      guard indexPath.row < count, indexPath.row >= 0 else {
        let verb = updates.insertions.contains(indexPath) ? "insert" : "move"
        UIKitRuntime.raiseException(
          reason: "attempt to \(verb) row \(indexPath.row) into section \(section), but there "
            + "are only \(count) rows in section \(section) after the update")
        return false
      }
    }
    return true
  }

  private func checkRowCounts(_ updates: PendingUpdates, oldCounts: [Int], newCounts: [Int])
    -> Bool
  {
    for section in oldCounts.indices where !updates.reloadedSections.contains(section) {
      guard let newSection = map(section: section, through: updates) else { continue }
      let deleted = Set(updates.deletions.filter { $0.section == section }).count
      let inserted = Set(updates.insertions.filter { $0.section == newSection }).count
      let movedOut = updates.moves.filter {
        $0.from.section == section && $0.to.section != newSection
      }.count
      let movedIn = updates.moves.filter {
        $0.to.section == newSection && map(section: $0.from.section, through: updates) != newSection
      }.count
      let expected = oldCounts[section] - deleted + inserted - movedOut + movedIn
      guard newCounts[newSection] == expected else {
        UIKitRuntime.raiseException(
          reason: "Invalid update: invalid number of rows in section \(newSection). The number "
            + "of rows contained in an existing section after the update "
            + "(\(newCounts[newSection])) must be equal to the number of rows contained in that "
            + "section before the update (\(oldCounts[section])), plus or minus the number of "
            + "rows inserted or deleted from that section (\(inserted) inserted, \(deleted) "
            + "deleted) and plus or minus the number of rows moved into or out of that section "
            + "(\(movedIn) moved in, \(movedOut) moved out).")
        return false
      }
    }
    return true
  }
}
