// Stands between a table and its data source and counts every question asked.

import Foundation
import HeadlessUIKitCore

/// A data source that forwards every call to the app's own data source and counts them.
///
/// Put in front of a table that the app already set up, it counts what the table and the
/// harness ask, whoever asks: the table laying out its cells, and the harness checking after
/// each gesture that the visible rows match the model.
@MainActor
final class CountingDataSource: UITableViewDataSource {
  /// The app's data source, which answers.
  let wrapped: any UITableViewDataSource

  /// How many times a cell was asked for.
  private(set) var cellRequests = 0

  /// How many other questions were asked (sections, rows, titles, editing).
  private(set) var otherQuestions = 0

  /// Every call counted so far.
  var totalCalls: Int { cellRequests + otherQuestions }

  /// Wraps an app's data source.
  init(wrapping wrapped: any UITableViewDataSource) {
    self.wrapped = wrapped
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    otherQuestions += 1
    return wrapped.numberOfSections(in: tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    otherQuestions += 1
    return wrapped.tableView(tableView, numberOfRowsInSection: section)
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    cellRequests += 1
    return wrapped.tableView(tableView, cellForRowAt: indexPath)
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    otherQuestions += 1
    return wrapped.tableView(tableView, titleForHeaderInSection: section)
  }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    otherQuestions += 1
    return wrapped.tableView(tableView, canEditRowAt: indexPath)
  }

  func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    otherQuestions += 1
    wrapped.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
  }
}
