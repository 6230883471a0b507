// Stands in front of an app's data source and counts what the table and the harness ask.

import Foundation
import HeadlessUIKitCore

/// Forwards every data-source call to the app's own data source, counting them.
@MainActor
final class DataSourceSpy: UITableViewDataSource {
  let wrapped: any UITableViewDataSource
  var cellRequests = 0
  var countQuestions = 0

  /// Puts a spy in front of a table's data source; keep the spy alive (the table holds it
  /// weakly).
  init(on table: UITableView) throws {
    guard let dataSource = table.dataSource else { throw SpyError.noDataSource }
    wrapped = dataSource
    table.dataSource = self
  }

  enum SpyError: Error {
    case noDataSource
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    countQuestions += 1
    return wrapped.numberOfSections(in: tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    countQuestions += 1
    return wrapped.tableView(tableView, numberOfRowsInSection: section)
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    cellRequests += 1
    return wrapped.tableView(tableView, cellForRowAt: indexPath)
  }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    wrapped.tableView(tableView, canEditRowAt: indexPath)
  }

  func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    wrapped.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
  }
}
