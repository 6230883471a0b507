// The gestures the screen allows right now, weighted towards the interesting ones.

import Foundation
import HeadlessUIKitCore

/// Reads the device's screen and lists the gestures a user could make on it, each with a
/// weight: adding, confirming and touching rows come up most, life events regularly.
///
/// Only what the user sees decides: enabled bar buttons and buttons, the rows, the alert's
/// enabled actions, the back button, the focused field, the switches, the date picker. A gesture the menu
/// offers must never fail as impossible; if it does, the menu has a bug.
@MainActor
struct GestureMenu {
  let device: Device
  /// The texts typing chooses from.
  let texts: [String]
  /// Screens (by controller type) whose rows turned out to offer no swipe.
  let unswipeable: Set<ObjectIdentifier>

  /// The weighted choices for the screen as it is now.
  func choices(using random: inout SplitMix64) -> [(Gesture, weight: Int)] {
    guard device.isRunning else { return [(.relaunch, 1)] }
    if device.isInBackground {
      return [(.foreground, 80), (.crash, 20), (.terminate, 20)]
    }
    var menu: [(Gesture, weight: Int)] = [
      (.background, 10), (.crash, 6), (.terminate, 4), (.relaunch, 2),
    ]
    if let alert = device.presentedAlert {
      for action in alert.actions where action.isEnabled {
        menu.append((.tap(action.title ?? ""), 60))
      }
      menu += keyboardChoices(using: &random)
      return menu
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
    menu += keyboardChoices(using: &random)
    return menu
  }

  private func rowChoices(using random: inout SplitMix64) -> [(Gesture, weight: Int)] {
    guard let table = device.visibleTable, table.numberOfSections > 0 else { return [] }
    let count = table.numberOfRows(inSection: 0)
    guard count > 0 else { return [] }
    var menu: [(Gesture, weight: Int)] = []
    if table.allowsSelection {
      menu.append((.tapRow(.index(random.next(below: count))), 50))
    }
    if let controller = device.visibleController,
      !unswipeable.contains(ObjectIdentifier(type(of: controller)))
    {
      menu.append((.deleteRow(.index(random.next(below: count))), 20))
    }
    let row = random.next(below: count)
    if table.probeCell(at: IndexPath(row: row, section: 0))?.accessoryType.isButton == true {
      menu.append((.tapAccessory(row: .index(row)), 30))
    }
    return menu
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
