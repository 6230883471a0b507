// The simulated user's gestures, each taking UIKit's full path.

import Foundation
import HeadlessUIKitCore
import StepwiseBasics

extension Device {
  /// Performs a gesture, as the user would make it.
  ///
  /// ```swift
  /// try device.perform(.tapRow("Groceries"))
  /// ```
  public func perform(
    _ gesture: Gesture, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      switch gesture {
      case .tap(let title): try tap(title)
      case .tapRow(let row): try tapRow(row)
      case .tapAccessory(let row): try tapAccessory(row: row)
      case .deleteRow(let row): try deleteRow(row)
      case .swipeRow(let row, let direction): try swipeRow(row, direction)
      case .fullSwipeRow(let row, let direction): try fullSwipeRow(row, direction)
      case .tapEditingControl(let row): try tapEditingControl(row: row)
      case .moveRow(let row, let destination): try moveRow(row, to: destination)
      case .toggleSwitch(let title): try toggleSwitch(title)
      case .tapBackground: try tapBackground()
      case .slide(let title, let value): try slide(title, to: value)
      case .tapField(let name): try tapField(name)
      case .scroll(let row): try scroll(toRow: row)
      case .type(let text): try type(text)
      case .paste(let text): try paste(text)
      case .backspace(let count): try backspace(count)
      case .clear: try clear()
      case .pressReturn: try pressReturn()
      case .replace(let location, let length, let text):
        try replaceCharacters(in: NSRange(location: location, length: length), with: text)
      case .pickDate(let minute): try pickDate(minute)
      case .goBack: try goBack()
      case .background: try background()
      case .foreground: try foreground()
      case .terminate: try terminate()
      case .crash: try crash()
      case .relaunch: try relaunch()
      case .memoryWarning: try simulateMemoryWarning()
      case .language(let language): try setLanguage(language)
      case .wait(let seconds): try wait(seconds)
      case .waitUntil(let minute): try wait(until: minute)
      }
    }
  }

  // MARK: - Buttons

  /// Taps a button by its title: one a swipe revealed on a row, an alert's action when an
  /// alert is up (nothing behind an alert can be touched), else a bar button ("+" for the add
  /// button) or a button on the screen. A disabled or hidden button cannot be tapped
  /// (FIDELITY 21).
  public func tap(
    _ title: String, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      let revealed = begin(Gesture.tap(title))
      _ = try applicationOnScreen()
      if let revealed,
        let action = revealed.actions.actions.first(where: { shows($0.title, as: title) })
      {
        try tapRevealed(action, of: revealed)
        return
      }
      if let alert = presentedAlert {
        guard let action = alert.actions.first(where: { shows($0.title, as: title) }) else {
          let titles = alert.actions.map { "\"\($0.title ?? "")\"" }.joined(separator: ", ")
          throw failure(
            .impossible, localized("the alert has no button \"\(title)\" (it has \(titles))"))
        }
        guard action.isEnabled else {
          throw failure(.impossible, localized("the alert's \"\(title)\" button is disabled"))
        }
        try perform { _ = alert.simulateTap(on: action) }
        return
      }
      if let item = barButtonItems.first(where: { shows($0.shownTitle, as: title) }) {
        guard item.showsEnabled else {
          throw failure(.impossible, localized("\"\(title)\" is disabled"))
        }
        try perform { _ = item.simulateUserTap() }
        return
      }
      let buttons = visibleButtons
      if let button = buttons.first(where: { shows($0.currentTitle, as: title) }) {
        guard button.isEnabled else {
          throw failure(.impossible, localized("\"\(title)\" is disabled"))
        }
        try perform { _ = button.simulateUserTap() }
        return
      }
      if title == backButtonTitle.map({ "‹ \($0)" }) || (title == backButtonTitle) {
        try goBackInside()
        return
      }
      let available = (barButtons.map(\.title) + buttons.compactMap(\.currentTitle))
        .map { "\"\($0)\"" }
      let list = available.isEmpty ? localized("no buttons") : available.joined(separator: ", ")
      throw failure(
        .impossible, localized("there is no button \"\(title)\" on screen (it shows \(list))"))
    }
  }

  /// The buttons on the screen the user sees.
  var visibleButtons: [UIButton] {
    (reader?.visibleViews ?? []).compactMap { $0 as? UIButton }
  }

  /// Taps the back button (FIDELITY 13).
  public func goBack(
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.goBack)
      _ = try applicationOnScreen()
      try goBackInside()
    }
  }

  /// Taps the background of the screen, away from its controls: the screen's view is sent
  /// `touchesBegan(_:with:)` and `touchesEnded(_:with:)`, which go up the responder chain to
  /// its controller unless a view on the way handles them (a controller that hides the
  /// keyboard there calls `view.endEditing(true)`). A screen that a table fills has no
  /// background to tap.
  public func tapBackground(
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.tapBackground)
      _ = try applicationOnScreen()
      guard presentedAlert == nil else {
        throw failure(.impossible, localized("an alert is up; tap one of its buttons first"))
      }
      guard let view = visibleController?.view, !(view is UITableView) else {
        throw failure(
          .impossible, localized("this screen has no background to tap: a table fills it"))
      }
      try perform { UITouch.simulateTap(onEmptySpaceOf: view) }
    }
  }

  private func goBackInside() throws {
    guard presentedAlert == nil else {
      throw failure(.impossible, localized("an alert is up; tap one of its buttons first"))
    }
    guard backButtonTitle != nil, let navigationController = visibleNavigationController else {
      throw failure(.impossible, localized("there is no back button on this screen"))
    }
    try perform { _ = navigationController.simulateBackButton() }
  }

  // MARK: - Rows

  /// Taps a row, named by its position (counted like `IndexPath.row` from 0) or its text.
  public func tapRow(
    _ row: RowReference, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      let revealed = begin(.tapRow(row))
      let (table, indexPath) = try locateRow(row)
      guard revealed == nil else { return noteTapOnlyClosedButtons() }
      try tableGesture { try table.simulateTap(on: indexPath) }
    }
  }

  /// Taps the row at a position (in a section: the first by default).
  public func tapRow(
    _ row: Int, section: Int = 0, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      let revealed = begin(.tapRow(.index(row)))
      let (table, indexPath) = try locateRow(row, section: section)
      guard revealed == nil else { return noteTapOnlyClosedButtons() }
      try tableGesture { try table.simulateTap(on: indexPath) }
    }
  }

  /// Taps a row's accessory button (FIDELITY 8).
  public func tapAccessory(
    row: RowReference, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      let revealed = begin(.tapAccessory(row: row))
      let (table, indexPath) = try locateRow(row)
      guard revealed == nil else { return noteTapOnlyClosedButtons() }
      try tableGesture { try table.simulateAccessoryTap(on: indexPath) }
    }
  }

  /// Taps the accessory button of the row at a position.
  public func tapAccessory(
    row: Int, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      try tapAccessory(row: .index(row))
    }
  }

  /// Notes that a tap on the table only closed the buttons a swipe revealed, as on iOS: the
  /// row under the finger is not selected.
  private func noteTapOnlyClosedButtons() {
    transcript.append("  the tap only closes them: no row is selected")
  }

  /// Swipes the row at a position and taps Delete.
  public func deleteRow(
    _ row: Int, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      try deleteRow(.index(row))
    }
  }

  /// Swipes a row and taps Delete (FIDELITY 9); in editing mode, where rows do not swipe,
  /// taps the row's red minus and then its Delete button.
  public func deleteRow(
    _ row: RowReference, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.deleteRow(row))
      let (table, indexPath) = try locateRow(row)
      if table.isEditing {
        transcript.append("  editing mode: the row's red minus, then its Delete button")
      }
      try tableGesture { try table.simulateSwipeToDelete(on: indexPath) }
    }
  }

  /// A row by number or by text, as the user names it.
  func locateRow(_ row: RowReference) throws -> (UITableView, IndexPath) {
    switch row {
    case .index(let index): try locateRow(index, section: 0)
    case .indexPath(let row, let section): try locateRow(row, section: section)
    case .text(let text): try locateRow(text)
    }
  }

  /// Scrolls the table so that a row is on screen.
  public func scroll(
    toRow row: Int, section: Int = 0, file: String = #filePath, line: Int = #line,
    column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      try scroll(toRow: section == 0 ? .index(row) : .indexPath(row: row, section: section))
    }
  }

  /// Scrolls the table so that a row, by number, by number in a section, or by its text, is
  /// on screen.
  public func scroll(
    toRow row: RowReference, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.scroll(toRow: row))
      let (table, indexPath) = try locateRow(row)
      try tableGesture { try table.simulateScrollIntoView(indexPath) }
    }
  }

  func locateRow(_ row: Int, section: Int) throws -> (UITableView, IndexPath) {
    let table = try tableForGesture()
    guard section == 0 || section < table.numberOfSections else {
      let sections = table.numberOfSections
      let range =
        sections == 1
        ? localized("the only section is 0") : localized("sections are 0 to \(sections - 1)")
      throw failure(.impossible, localized("there is no section \(section) (\(range))"))
    }
    let count = section < table.numberOfSections ? table.numberOfRows(inSection: section) : 0
    guard row >= 0, row < count else {
      let range =
        switch count {
        case 0: section == 0 ? localized("the table is empty") : localized("the section is empty")
        case 1: localized("the only row is 0")
        default: localized("rows are 0 to \(count - 1)")
        }
      if section == 0, let (flatRow, flatSection) = Self.position(ofRow: row, in: table) {
        // `expect row count` counts every section's rows: the user counted the same way.
        throw failure(
          .impossible,
          localized(
            "there is no row \(row) in section 0 (\(range)): counting every section's rows, as expect row count does, it is row \(flatRow) in section \(flatSection)"
          ))
      }
      let message =
        section == 0
        ? localized("there is no row \(row) (\(range))")
        : localized("there is no row \(row) in section \(section) (\(range))")
      throw failure(.impossible, message)
    }
    return (table, IndexPath(row: row, section: section))
  }

  /// Where a row counted through every section is, as `(row, section)`; nil when the table
  /// has one section or fewer rows.
  static func position(ofRow row: Int, in table: UITableView) -> (Int, Int)? {
    guard row >= 0, table.numberOfSections > 1 else { return nil }
    var left = row
    for section in 0..<table.numberOfSections {
      let count = table.numberOfRows(inSection: section)
      if left < count { return (left, section) }
      left -= count
    }
    return nil
  }

  /// The one row on screen showing this text; none, or several, is a mistake that says
  /// which rows there are.
  private func locateRow(_ text: String) throws -> (UITableView, IndexPath) {
    let table = try tableForGesture()
    let matches = rows.filter { $0.text == text }
    guard let row = matches.first else {
      let shown = rowTexts.map { "\"\($0)\"" }.joined(separator: ", ")
      throw failure(
        .impossible,
        localized(
          "no row on screen shows \"\(text)\" (rows: \(shown.isEmpty ? localized("none") : shown))")
      )
    }
    guard matches.count == 1 else {
      throw failure(.impossible, Self.ambiguousRowMessage(text, rows: matches.map(\.indexPath.row)))
    }
    return (table, row.indexPath)
  }

  /// What to say when several rows show the same text.
  nonisolated static func ambiguousRowMessage(_ text: String, rows: [Int]) -> String {
    let numbers =
      rows.dropLast().map(String.init).joined(separator: ", ") + localized(" and ")
      + String(rows.last ?? 0)
    return localized(
      """
      rows \(numbers) all show "\(text)": name the one you mean by its number, \
      such as row \(rows.first ?? 0)
      """)
  }

  func tableForGesture() throws -> UITableView {
    _ = try applicationOnScreen()
    guard presentedAlert == nil else {
      throw failure(.impossible, localized("an alert is up; tap one of its buttons first"))
    }
    guard let table = visibleTable else {
      throw failure(.impossible, localized("this screen has no table"))
    }
    return table
  }

  /// Runs a gesture on a table; a refusal from the table becomes a failure that says why.
  func tableGesture(_ body: () throws -> Void) throws {
    var refusal: TableGestureRefusal?
    defer { lastUnoffered = refusal == .swipeNotOffered ? .swipe : nil }
    try perform {
      do {
        try body()
      } catch let error as TableGestureRefusal {
        refusal = error
      }
    }
    guard let refusal else { return }
    let message =
      switch refusal {
      case .noSuchRow: localized("there is no such row")
      case .selectionNotAllowed: localized("rows on this screen cannot be selected")
      case .noAccessoryButton: localized("that row has no accessory button to tap")
      case .swipeNotOffered:
        localized(
          """
          that row cannot be swiped to delete (the data source does not implement \
          tableView(_:commit:forRowAt:) or canEditRowAt says no)
          """)
      }
    throw failure(.impossible, message)
  }
}

extension Gesture {
  /// Performs the gesture on a device; the same as `device.perform(gesture)`.
  @MainActor
  public func perform(
    on device: Device, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try device.perform(self, file: file, line: line, column: column)
  }
}
