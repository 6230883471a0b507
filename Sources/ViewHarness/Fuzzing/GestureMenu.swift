// The gestures the screen allows right now, weighted towards the interesting ones.

import Foundation
import HeadlessUIKitCore
import StepwiseBasics

/// Reads the device's screen and lists the gestures a user could make on it, each with a
/// weight: adding, confirming and touching rows come up most, life events regularly.
///
/// Only what the user sees decides: enabled bar buttons and buttons, the rows (with their
/// swipes, and in editing mode their controls and grips), the buttons a swipe revealed, the
/// alert's enabled actions, the back button, the focused field, the switches, the date
/// picker. A gesture the menu offers must never fail as impossible; if it does, the menu has
/// a bug.
@MainActor
struct GestureMenu {
  let device: Device
  /// The texts typing chooses from.
  let texts: [String]
  /// Screens (by controller type) whose rows turned out to offer no swipe.
  let unswipeable: Set<ObjectIdentifier>
  /// Screens (by controller type) whose rows turned out not to move.
  var unmovable: Set<ObjectIdentifier> = []

  /// The weighted choices for the screen as it is now.
  func choices(using random: inout SplitMix64) -> [(Gesture, weight: Int)] {
    guard device.isRunning else { return [(.relaunch, 1)] }
    let wait = Gesture.wait(seconds: 60 * random.next(in: 1...180))
    if device.isInBackground {
      return [(.foreground, 80), (.crash, 20), (.terminate, 20), (wait, 10)]
    }
    var menu: [(Gesture, weight: Int)] = [
      (.background, 10), (.crash, 6), (.terminate, 4), (.relaunch, 2), (.memoryWarning, 3),
      (wait, 3),
    ]
    if let alert = device.presentedAlert {
      for action in alert.actions where action.isEnabled {
        menu.append((.tap(action.title ?? ""), 60))
      }
      menu += fieldChoices()
      menu += keyboardChoices(using: &random)
      return menu
    }
    for button in device.revealedActions?.actions.actions ?? [] {
      menu.append((.tap(button.title), 60))
    }
    for button in device.barButtons where button.isEnabled {
      menu.append((.tap(button.title), button.title == "+" ? 80 : 60))
    }
    for title in device.tappableButtonTitles {
      menu.append((.tap(title), 60))
    }
    if device.backButtonTitle != nil {
      menu.append((.goBack, 30))
    }
    for control in device.reader?.switches ?? [] where control.control.isUserInteractionPossible {
      menu.append((.toggleSwitch(control.state.title), 30))
    }
    if let picker = device.visibleDatePicker {
      menu.append((.pickDate(randomMinute(in: picker.timeZone ?? .current, using: &random)), 30))
    }
    menu += rowChoices(using: &random)
    menu += fieldChoices()
    menu += keyboardChoices(using: &random)
    return menu
  }

  private func rowChoices(using random: inout SplitMix64) -> [(Gesture, weight: Int)] {
    guard let table = device.visibleTable, table.numberOfSections > 0 else { return [] }
    let count = table.numberOfRows(inSection: 0)
    guard count > 0 else { return [] }
    var menu: [(Gesture, weight: Int)] = []
    let selects =
      table.isEditing
      ? table.allowsSelectionDuringEditing || table.allowsMultipleSelectionDuringEditing
      : table.allowsSelection
    if selects {
      menu.append((.tapRow(.index(random.next(below: count))), 50))
    }
    let screen = device.visibleController.map { ObjectIdentifier(type(of: $0)) }
    let swipes = screen.map { !unswipeable.contains($0) } ?? false
    let deleted = random.next(below: count)
    if swipes, canDelete(row: deleted, of: table) {
      menu.append((.deleteRow(.index(deleted)), 20))
    }
    let row = random.next(below: count)
    if table.probeCell(at: IndexPath(row: row, section: 0))?.accessoryType.isButton == true {
      menu.append((.tapAccessory(row: .index(row)), 30))
    }
    if table.isEditing {
      menu += editingChoices(
        table, count: count, movable: screen.map { !unmovable.contains($0) } ?? false,
        using: &random)
    } else if swipes {
      menu += swipeChoices(table, row: random.next(below: count))
    }
    return menu
  }

  /// Whether the row offers a Delete: the red minus in editing mode, else a swipe that
  /// reveals the standard Delete or a destructive action. (Whether the data source
  /// implements `commit` only a try can tell: a refusal marks the screen.)
  private func canDelete(row: Int, of table: UITableView) -> Bool {
    let indexPath = IndexPath(row: row, section: 0)
    if table.isEditing { return table.editingStyle(forRowAt: indexPath) == .delete }
    if let configuration = table.delegate?.tableView(
      table, trailingSwipeActionsConfigurationForRowAt: indexPath)
    {
      return configuration.actions.contains { $0.style == .destructive }
    }
    return !table.swipeActionTitles(on: indexPath, edge: .trailing).isEmpty
  }

  /// In editing mode: a row's editing control, and a drag to anywhere the table allows.
  private func editingChoices(
    _ table: UITableView, count: Int, movable: Bool, using random: inout SplitMix64
  ) -> [(Gesture, weight: Int)] {
    var menu: [(Gesture, weight: Int)] = []
    let row = random.next(below: count)
    if table.editingStyle(forRowAt: IndexPath(row: row, section: 0)) != .none {
      menu.append((.tapEditingControl(row: .index(row)), 15))
    }
    let source = random.next(below: count)
    if movable,
      table.dataSource?.tableView(table, canMoveRowAt: IndexPath(row: source, section: 0)) == true
    {
      menu.append((.moveRow(.index(source), to: random.next(below: count)), 25))
    }
    return menu
  }

  /// Swipes that reveal something on a row, both ways, and full swipes that run something.
  private func swipeChoices(_ table: UITableView, row: Int) -> [(Gesture, weight: Int)] {
    var menu: [(Gesture, weight: Int)] = []
    let indexPath = IndexPath(row: row, section: 0)
    for direction in [SwipeDirection.left, .right] {
      let edge: SwipeEdge = direction == .left ? .trailing : .leading
      guard !table.swipeActionTitles(on: indexPath, edge: edge).isEmpty else { continue }
      menu.append((.swipeRow(.index(row), direction), 10))
      let configuration =
        direction == .left
        ? table.delegate?.tableView(table, trailingSwipeActionsConfigurationForRowAt: indexPath)
        : table.delegate?.tableView(table, leadingSwipeActionsConfigurationForRowAt: indexPath)
      if configuration?.performsFirstActionWithFullSwipe ?? true {
        menu.append((.fullSwipeRow(.index(row), direction), 6))
      }
    }
    return menu
  }

  /// A tap on each enabled field that does not have the keyboard, by a name only it has.
  private func fieldChoices() -> [(Gesture, weight: Int)] {
    let fields = device.reader?.touchableFields ?? []
    return fields.compactMap { field, names in
      guard field.isUserInteractionPossible, !field.isFirstResponder, let name = names.first,
        fields.filter({ $0.names.contains(name) }).count == 1
      else { return nil }
      return (.tapField(name), 20)
    }
  }

  private func keyboardChoices(using random: inout SplitMix64) -> [(Gesture, weight: Int)] {
    guard let field = device.visibleFocusedField else { return [] }
    let text = field.text ?? ""
    var menu: [(Gesture, weight: Int)] = [(.type(random.pick(texts)), 80)]
    if !text.isEmpty {
      let most = min(text.count, 6)
      menu.append((.backspace(most > 1 && random.oneIn(3) ? random.next(in: 2...most) : 1), 30))
    }
    if field.isClearButtonVisible {
      menu.append((.clear, 10))
    }
    if field.isReturnKeyEnabled {
      menu.append((.pressReturn, 30))
    }
    return menu
  }

  /// A minute between 2020 and 2035, written as a script writes it.
  private func randomMinute(in timeZone: TimeZone, using random: inout SplitMix64) -> ScriptDate {
    let start = 1_577_836_800  // 2020-01-01 00:00 UTC
    let minutes = random.next(below: 15 * 365 * 24 * 60)
    let date = Date(timeIntervalSince1970: TimeInterval(start + minutes * 60))
    return ScriptDate(date, in: timeZone)
  }
}
