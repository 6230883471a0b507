// A switch, whole: what the user sees of it, how the two screens draw it, the finger that
// flips it, and the script's check of it.

import Foundation
import HeadlessUIKitCore
import StepwiseBasics

// MARK: - What the user sees

extension ScreenSnapshot {
  /// A switch and the label beside it.
  public struct Switch: Codable, Equatable, Sendable {
    /// The text of the label beside it (or of its row).
    public var title: String
    /// Whether it is on.
    public var isOn: Bool
    /// Whether the user can flip it.
    public var isEnabled: Bool
  }
}

extension ScreenReader {
  /// The switches on screen, in rows or not, each with what the user sees of it.
  var switches: [(control: UISwitch, state: ScreenSnapshot.Switch)] {
    visibleViews.compactMap { $0 as? UISwitch }.map { ($0, Self.switchState($0)) }
  }

  /// What the user sees of a switch: its state, and the text that names it (the label just
  /// before it, else the text of the row it sits in).
  ///
  /// ``row(for:at:isEditing:)`` names a switch without asking for its state, so a switch
  /// with no label beside it names itself by its row's text without looping.
  static func switchState(_ control: UISwitch) -> ScreenSnapshot.Switch {
    var title = control.labelBeside?.text
    var view = control.superview
    while title == nil, let current = view {
      if let cell = current as? UITableViewCell {
        title = row(for: cell, at: IndexPath(row: 0, section: 0)).text
      }
      view = current.superview
    }
    return ScreenSnapshot.Switch(
      title: title ?? "", isOn: control.isOn, isEnabled: control.isEnabled)
  }
}

extension UIView {
  /// Whether this view is the label naming the switch after it, drawn with the switch.
  var isSwitchTitle: Bool {
    guard self is UILabel, let siblings = superview?.subviews,
      let index = siblings.firstIndex(where: { $0 === self }), index + 1 < siblings.count
    else { return false }
    return siblings[index + 1] is UISwitch
  }
}

// MARK: - Drawn

extension TextScreen {
  /// A switch as `[on]` or `[off]`, in parentheses when it is disabled.
  func switchText(_ control: ScreenSnapshot.Switch) -> String {
    let state = control.isOn ? " on" : "off"
    return control.isEnabled ? "[\(state)]" : "(\(state))"
  }
}

extension PhonePicture {
  /// Draws a switch ending at `right` and returns where the space left of it ends.
  func drawSwitch(
    _ control: ScreenSnapshot.Switch, right: Double, middle: Double, into svg: inout SVGWriter
  ) -> Double {
    let width = 46.0
    let height = 28.0
    let left = right - width
    let track = control.isOn ? (control.isEnabled ? Self.switchOn : "#a5e3b5") : "#e9e9ea"
    svg.rect(
      x: left, y: middle - height / 2, width: width, height: height, radius: height / 2,
      fill: track)
    let knob = control.isOn ? right - height / 2 : left + height / 2
    svg.circle(
      cx: knob, cy: middle, radius: height / 2 - 2, fill: "#ffffff", stroke: "#d1d1d6",
      strokeWidth: 0.5)
    return left - 10
  }
}

// MARK: - Flipped

extension Device {
  /// Flips the switch beside this text: in a row of the table or on the screen
  /// (FIDELITY 21: not when it is disabled or hidden).
  public func toggleSwitch(
    _ title: String, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.toggleSwitch(title))
      _ = try applicationOnScreen()
      guard presentedAlert == nil else {
        throw failure(.impossible, localized("an alert is up; tap one of its buttons first"))
      }
      let switches = reader?.switches ?? []
      guard let control = switches.first(where: { shows($0.state.title, as: title) })?.control
      else {
        let titles = switches.map { "\"\($0.state.title)\"" }.joined(separator: ", ")
        throw failure(
          .impossible,
          localized(
            "there is no switch \"\(title)\" on screen (\(titles.isEmpty ? localized("no switches") : titles))"
          ))
      }
      guard control.isEnabled else {
        throw failure(.impossible, localized("the switch \"\(title)\" is disabled"))
      }
      try perform { _ = control.simulateUserToggle() }
    }
  }
}

// MARK: - Checked

extension Expectation {
  /// What `expect switch "Title" on` finds instead: no such switch (with the switches on
  /// screen), or the switch in the other position; nil when it holds.
  static func switchMismatch(_ title: String, isOn: Bool, in screen: ScreenObservation)
    -> String?
  {
    let quote = ScriptQuoting.quote
    let switches = screen.snapshot.elements.compactMap { element -> ScreenSnapshot.Switch? in
      switch element {
      case .toggle(let control): control
      case .row(let row): row.toggle
      default: nil
      }
    }
    guard let control = switches.first(where: { screen.shows($0.title, as: title) }) else {
      let titles = switches.map { quote($0.title) }.joined(separator: ", ")
      return localized("there is no switch \(quote(title)) on screen")
        + (switches.isEmpty ? "" : localized(" (switches: \(titles))"))
    }
    guard control.isOn != isOn else { return nil }
    return control.isOn
      ? localized("the switch \(quote(title)) is on")
      : localized("the switch \(quote(title)) is off")
  }
}
