// What the fuzzers read from the device besides the everyday queries.

import Foundation
import HeadlessUIKit

extension Device {
  /// Whether the app is running but in the background, where the user cannot touch it.
  public var isInBackground: Bool {
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
      let table = view.allViews.lazy.compactMap({ $0 as? UITableView }).first,
      let dataSource = table.dataSource
    else { return [] }
    let sections = dataSource.numberOfSections(in: table)
    return (0..<sections).flatMap { section in
      (0..<dataSource.tableView(table, numberOfRowsInSection: section)).compactMap { row in
        let indexPath = IndexPath(row: row, section: section)
        return table.probeCell(at: indexPath).map { Self.row(for: $0, at: indexPath) }
      }
    }
  }

  /// The focused text field, if the user can see it: on the screen or in the alert on top.
  public var visibleFocusedField: UITextField? {
    guard let field = focusedField, field.isVisibleInHierarchy else { return nil }
    if let alert = presentedAlert {
      return alert.textFields?.contains { $0 === field } == true ? field : nil
    }
    guard let view = visibleController?.viewIfLoaded, field.isDescendant(of: view) else {
      return nil
    }
    return field
  }

  /// The enabled buttons the user can tap on the screen (not bar buttons, not alert actions).
  public var tappableButtonTitles: [String] {
    visibleButtons.filter(\.isUserInteractionPossible).compactMap(\.currentTitle)
  }

  /// Whether the alert action, bar button or button with this title is enabled, or nil when
  /// the screen shows none (the alert's actions when an alert is up, as ``tap(_:)`` finds them).
  public func isEnabled(_ title: String) -> Bool? {
    if let alert = presentedAlert {
      return alert.actions.first { $0.title == title }?.isEnabled
    }
    if let item = barButtonItems.first(where: { $0.title == title }) { return item.isEnabled }
    return visibleButtons.first { $0.currentTitle == title }?.isEnabled
  }

  /// The date picker the user can turn, if the screen has one.
  public var visibleDatePicker: UIDatePicker? {
    guard presentedAlert == nil, let view = visibleController?.viewIfLoaded else { return nil }
    return view.allViews.compactMap { $0 as? UIDatePicker }
      .first(where: \.isUserInteractionPossible)
  }

  /// Turns the date picker to a minute written `yyyy-MM-dd HH:mm` in the picker's time zone,
  /// as a script's `pick date` does.
  public func pickDate(minute: String) throws {
    let timeZone = visibleDatePicker?.timeZone ?? .current
    guard let date = Self.date(minute: minute, in: timeZone) else {
      throw failure(
        .impossible, "\(minute.debugDescription) is not a date written yyyy-MM-dd HH:mm")
    }
    try pickDate(date)
  }

  /// A minute written `yyyy-MM-dd HH:mm`, in a time zone.
  static func date(minute: String, in timeZone: TimeZone) -> Date? {
    minuteFormatter(in: timeZone).date(from: minute)
  }

  /// A date written `yyyy-MM-dd HH:mm`, in a time zone.
  static func minute(of date: Date, in timeZone: TimeZone) -> String {
    minuteFormatter(in: timeZone).string(from: date)
  }

  private static func minuteFormatter(in timeZone: TimeZone) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.timeZone = timeZone
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter
  }
}
