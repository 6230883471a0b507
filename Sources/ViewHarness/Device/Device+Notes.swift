// What the device notes in the transcript as a gesture ends: rows that no longer agree with
// their data source, and the model's and the files' changes when they are watched.

import HeadlessUIKitCore
import StepwiseBasics

extension Device {
  /// Notes the rows that have come to disagree with their data source since the last
  /// gesture, and those noted before that now show something else: their cell was reused or
  /// the row reloaded, and what was set on the cell alone is gone.
  func noteDisagreements(in tables: [UITableView]) {
    let found = cellDisagreements(in: tables)
    var stillNoted = found
    for old in notedDisagreements {
      let now = found.first { $0.table == old.table && $0.indexPath == old.indexPath }
      guard now?.shown.description != old.shown.description else { continue }
      // A row scrolled off screen bites when it comes back.
      guard let table = tables.first(where: { ObjectIdentifier($0) == old.table }),
        let cell = table.cellForRow(at: old.indexPath)
      else {
        stillNoted.append(old)
        continue
      }
      let name =
        old.indexPath.section == 0
        ? localized("row \(old.indexPath.row)")
        : localized("row \(old.indexPath.row) in section \(old.indexPath.section)")
      let shown = ScreenReader.row(for: cell, at: old.indexPath)
      note(
        localized(
          """
          \(name) showed "\(old.shown)" and now shows "\(shown)": what was set on its cell \
          alone went with the cell (reused or reloaded)
          """))
    }
    for new in found
    where !notedDisagreements.contains(where: {
      $0.table == new.table && $0.indexPath == new.indexPath
        && $0.shown.description == new.shown.description
    }) {
      note(
        localized(
          "\(new.message); iOS shows the cell as it is, until the cell is reused or the row reloaded"
        ))
    }
    notedDisagreements = stillNoted
  }

  /// Adds a note to the transcript and to ``notes``.
  func note(_ text: String) {
    transcript.append("  note: " + text)
    notes.append("note: " + text)
  }

  /// Adds the changes of the model and the files since the last look, when watched.
  func noteStateChanges() {
    guard let stateWatch else { return }
    for line in stateWatch.changes(application ?? UIApplication.running) {
      transcript.append(line)
    }
  }
}
