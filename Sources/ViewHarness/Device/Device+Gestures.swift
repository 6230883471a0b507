// The simulated user's gestures, each taking UIKit's full path.

import Foundation
import HeadlessUIKitCore

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
      _ = try runningApplication()
      if let revealed,
        let action = revealed.actions.actions.first(where: { shows($0.title, as: title) })
      {
        try tapRevealed(action, of: revealed)
        return
      }
      if let alert = presentedAlert {
        guard let action = alert.actions.first(where: { shows($0.title, as: title) }) else {
          let titles = alert.actions.map { "\"\($0.title ?? "")\"" }.joined(separator: ", ")
          throw failure(.impossible, "the alert has no button \"\(title)\" (it has \(titles))")
        }
        guard action.isEnabled else {
          throw failure(.impossible, "the alert's \"\(title)\" button is disabled")
        }
        try perform { _ = alert.simulateTap(on: action) }
        return
      }
      if let item = barButtonItems.first(where: { shows($0.shownTitle, as: title) }) {
        guard item.showsEnabled else {
          throw failure(.impossible, "\"\(title)\" is disabled")
        }
        try perform { _ = item.simulateUserTap() }
        return
      }
      let buttons = visibleButtons
      if let button = buttons.first(where: { shows($0.currentTitle, as: title) }) {
        guard button.isEnabled else {
          throw failure(.impossible, "\"\(title)\" is disabled")
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
      let list = available.isEmpty ? "no buttons" : available.joined(separator: ", ")
      throw failure(.impossible, "there is no button \"\(title)\" on screen (it shows \(list))")
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
      _ = try runningApplication()
      try goBackInside()
    }
  }

  private func goBackInside() throws {
    guard presentedAlert == nil else {
      throw failure(.impossible, "an alert is up; tap one of its buttons first")
    }
    guard backButtonTitle != nil, let navigationController = visibleNavigationController else {
      throw failure(.impossible, "there is no back button on this screen")
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
      begin(.scroll(toRow: row))
      let (table, indexPath) = try locateRow(row, section: section)
      try tableGesture { try table.simulateScrollIntoView(indexPath) }
    }
  }

  func locateRow(_ row: Int, section: Int) throws -> (UITableView, IndexPath) {
    let table = try tableForGesture()
    guard section == 0 || section < table.numberOfSections else {
      let sections = table.numberOfSections
      let range = sections == 1 ? "the only section is 0" : "sections are 0 to \(sections - 1)"
      throw failure(.impossible, "there is no section \(section) (\(range))")
    }
    let count = section < table.numberOfSections ? table.numberOfRows(inSection: section) : 0
    guard row >= 0, row < count else {
      let range =
        switch count {
        case 0: section == 0 ? "the table is empty" : "the section is empty"
        case 1: "the only row is 0"
        default: "rows are 0 to \(count - 1)"
        }
      let name = section == 0 ? "row \(row)" : "row \(row) in section \(section)"
      throw failure(.impossible, "there is no \(name) (\(range))")
    }
    return (table, IndexPath(row: row, section: section))
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
        "no row on screen shows \"\(text)\" (rows: \(shown.isEmpty ? "none" : shown))")
    }
    guard matches.count == 1 else {
      throw failure(.impossible, Self.ambiguousRowMessage(text, rows: matches.map(\.indexPath.row)))
    }
    return (table, row.indexPath)
  }

  /// What to say when several rows show the same text.
  static func ambiguousRowMessage(_ text: String, rows: [Int]) -> String {
    let numbers =
      rows.dropLast().map(String.init).joined(separator: ", ") + " and "
      + String(rows.last ?? 0)
    return "rows \(numbers) all show \"\(text)\": name the one you mean by its number, "
      + "such as row \(rows.first ?? 0)"
  }

  func tableForGesture() throws -> UITableView {
    _ = try runningApplication()
    guard presentedAlert == nil else {
      throw failure(.impossible, "an alert is up; tap one of its buttons first")
    }
    guard let table = visibleTable else {
      throw failure(.impossible, "this screen has no table")
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
      case .noSuchRow: "there is no such row"
      case .selectionNotAllowed: "rows on this screen cannot be selected"
      case .noAccessoryButton: "that row has no accessory button to tap"
      case .swipeNotOffered:
        "that row cannot be swiped to delete (the data source does not implement "
          + "tableView(_:commit:forRowAt:) or canEditRowAt says no)"
      }
    throw failure(.impossible, message)
  }

  // MARK: - Keyboard

  /// Types text into the focused field, one keystroke per character (FIDELITY 18).
  public func type(
    _ text: String, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.type(text))
      try keyboard { field in _ = try field.simulateTyping(text) }
    }
  }

  /// Pastes text into the focused field as one edit.
  public func paste(
    _ text: String, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.paste(text))
      try keyboard { field in _ = try field.simulatePaste(text) }
    }
  }

  /// Presses backspace `count` times; each removes one whole character (FIDELITY 19).
  public func backspace(
    _ count: Int = 1, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.backspace(count))
      try keyboard { field in
        for _ in 0..<count { _ = try field.simulateBackspace() }
      }
    }
  }

  /// Taps the clear button of the focused field (FIDELITY 20).
  public func clear(
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.clear)
      try keyboard { field in _ = try field.simulateClearButton() }
    }
  }

  /// Presses the return key (FIDELITY 20).
  public func pressReturn(
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.pressReturn)
      try keyboard { field in _ = try field.simulateReturnKey() }
    }
  }

  /// Sends a raw edit to the focused field, as the system may (FIDELITY 19): the range is in
  /// UTF-16 units and may split a character or run past the end.
  public func replaceCharacters(
    in range: NSRange, with text: String, file: String = #filePath, line: Int = #line,
    column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(
        .replace(location: range.location, length: range.length, with: text))
      try keyboard { field in _ = field.simulateReplacement(in: range, with: text) }
    }
  }

  private func keyboard(_ edit: (UITextField) throws -> Void) throws {
    _ = try runningApplication()
    guard let field = focusedField else {
      throw failure(.impossible, "no text field has the keyboard")
    }
    var refusal: KeyboardRefusal?
    try perform {
      do {
        try edit(field)
      } catch let error as KeyboardRefusal {
        refusal = error
      }
    }
    guard let refusal else { return }
    let message =
      switch refusal {
      case .notEditing: "no text field has the keyboard"
      case .nothingToDelete: "the field is empty: nothing to delete"
      case .returnKeyDisabled: "the return key is disabled while the field is empty"
      case .noClearButton: "the field shows no clear button"
      }
    throw failure(.impossible, message)
  }

  // MARK: - Switches

  /// Flips the switch beside this text: in a row of the table or on the screen
  /// (FIDELITY 21: not when it is disabled or hidden).
  public func toggleSwitch(
    _ title: String, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.toggleSwitch(title))
      _ = try runningApplication()
      guard presentedAlert == nil else {
        throw failure(.impossible, "an alert is up; tap one of its buttons first")
      }
      let switches = reader?.switches ?? []
      guard let control = switches.first(where: { shows($0.state.title, as: title) })?.control
      else {
        let titles = switches.map { "\"\($0.state.title)\"" }.joined(separator: ", ")
        throw failure(
          .impossible,
          "there is no switch \"\(title)\" on screen (\(titles.isEmpty ? "no switches" : titles))")
      }
      guard control.isEnabled else {
        throw failure(.impossible, "the switch \"\(title)\" is disabled")
      }
      try perform { _ = control.simulateUserToggle() }
    }
  }

  // MARK: - Date picker

  /// Turns the date picker on screen to a minute, in the picker's time zone.
  public func pickDate(
    _ minute: ScriptDate, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.pickDate(minute))
      let picker = try pickerForGesture()
      let date = minute.date(in: picker.timeZone ?? UIKitRuntime.timeZone)
      try perform { _ = picker.simulateUserPick(date) }
    }
  }

  /// Turns the date picker to a minute written `yyyy-MM-dd HH:mm` in the picker's time zone,
  /// as a script's `pick date` does.
  public func pickDate(
    minute: String, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      guard let date = ScriptDate(minute) else {
        begin("pick date \(minute)")
        throw failure(
          .impossible, "\(minute.debugDescription) is not a date written yyyy-MM-dd HH:mm")
      }
      try pickDate(date)
    }
  }

  /// Turns the date picker on screen to a date.
  public func pickDate(
    _ date: Date, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin("pick date \(date)")
      let picker = try pickerForGesture()
      try perform { _ = picker.simulateUserPick(date) }
    }
  }

  private func pickerForGesture() throws -> UIDatePicker {
    _ = try runningApplication()
    guard presentedAlert == nil else {
      throw failure(.impossible, "an alert is up; tap one of its buttons first")
    }
    guard let picker = visibleDatePicker else {
      throw failure(.impossible, "there is no date picker on screen")
    }
    return picker
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
