// Notes what the app's code changed in the cells on screen: the checkmark set, a label's text.

import HeadlessUIKitCore

/// What each cell on screen shows, by table and row, so that a change the app's code makes
/// to a cell it already shows (`cell.accessoryType = .checkmark` in
/// `tableView(_:didSelectRowAt:)`, a label's text) can be drawn as the controller's call back
/// to the view:
///
/// ```
/// view: row [0, 0] accessoryType: .none → .checkmark
/// view: row [0, 2] label 1001: "" → "√"
/// ```
///
/// A cell is compared only with itself at the same row: a cell dequeued for another row, or
/// made anew, is the table's own doing, which its `tableView(_:cellForRowAt:)` line shows.
@MainActor
struct CellWatch {
  /// One cell as it was seen.
  struct Seen: Equatable {
    /// The cell's identity.
    var cell: ObjectIdentifier
    /// Its values, by name: `accessoryType`, `label 1000`.
    var values: [String: String]
  }

  /// The cells seen, by table and row.
  private(set) var seen: [ObjectIdentifier: [IndexPath: Seen]] = [:]

  /// Takes what the cells show now as the starting point.
  mutating func start(_ application: UIApplication?) {
    seen = Self.look(application)
  }

  /// What changed in the cells that stayed on their rows since the last look, then takes
  /// what they show now.
  mutating func changes(_ application: UIApplication?) -> [TaggedLine] {
    let now = Self.look(application)
    var lines: [TaggedLine] = []
    for (table, rows) in now {
      guard let before = seen[table] else { continue }
      for indexPath in rows.keys.sorted() {
        guard let old = before[indexPath], let new = rows[indexPath], old.cell == new.cell
        else { continue }
        let row = "row [\(indexPath.section), \(indexPath.row)]"
        lines += StateWatch.differences(from: old.values, to: new.values).map {
          TaggedLine(.view, "\(row) \($0)")
        }
      }
    }
    seen = now
    return lines
  }

  /// What every cell laid out in the window's tables shows.
  static func look(_ application: UIApplication?) -> [ObjectIdentifier: [IndexPath: Seen]] {
    guard let application, application.isRunning, let window = application.window else {
      return [:]
    }
    var result: [ObjectIdentifier: [IndexPath: Seen]] = [:]
    for table in window.tables {
      var rows: [IndexPath: Seen] = [:]
      for (indexPath, cell) in table.laidOutCells {
        rows[indexPath] = Seen(cell: ObjectIdentifier(cell), values: values(of: cell))
      }
      result[ObjectIdentifier(table)] = rows
    }
    return result
  }

  /// The values of a cell a user sees: its accessory, and its labels' texts.
  static func values(of cell: UITableViewCell) -> [String: String] {
    var values = ["accessoryType": ".\(cell.accessoryTypeShown)"]
    if let label = cell.textLabelIfCreated {
      values["textLabel"] = ScriptQuoting.quote(label.text ?? "")
    }
    if let label = cell.detailTextLabelIfCreated {
      values["detailTextLabel"] = ScriptQuoting.quote(label.text ?? "")
    }
    for (index, label) in CellParts(of: cell).labels.enumerated()
    where label !== cell.textLabelIfCreated {
      let name = label.tag != 0 ? "label \(label.tag)" : "label #\(index + 1)"
      values[name] = ScriptQuoting.quote(label.text ?? "")
    }
    return values
  }
}
