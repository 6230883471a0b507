// What the fuzzers read from the device besides the everyday queries.

import Foundation
import HeadlessUIKitCore

extension Device {
  /// Whether the app is running but in the background, where the user cannot touch it.
  var isInBackground: Bool {
    isRunning && application?.applicationState == .background
  }

  /// Every row of the first screen's list, scrolled off or not, as its data source would show
  /// it now: the data of a one-list app, whatever screen is on top.
  ///
  /// Rows are read with the harness's probe, so the table's cells and counters are untouched.
  public var rootListRows: [Row] {
    guard isRunning, let root = application?.window?.rootViewController else { return [] }
    let first = (root as? UINavigationController)?.viewControllers.first ?? root
    guard let view = first.viewIfLoaded,
      let table = view.firstView(ofType: UITableView.self),
      let dataSource = table.dataSource
    else { return [] }
    let sections = dataSource.numberOfSections(in: table)
    return (0..<sections).flatMap { section in
      (0..<dataSource.tableView(table, numberOfRowsInSection: section)).compactMap { row in
        let indexPath = IndexPath(row: row, section: section)
        return table.probeCell(at: indexPath).map { ScreenReader.row(for: $0, at: indexPath) }
      }
    }
  }

  /// The enabled buttons the user can tap on the screen (not bar buttons, not alert actions).
  var tappableButtonTitles: [String] {
    visibleButtons.filter(\.isUserInteractionPossible).compactMap(\.currentTitle)
  }
}
