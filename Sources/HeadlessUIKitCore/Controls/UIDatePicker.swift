// A control for choosing a date and time.

import Foundation

/// How a date picker is drawn.
public enum UIDatePickerStyle: Sendable {
  /// The system's choice: compact for every mode HeadlessUIKit has.
  case automatic
  /// Turning wheels.
  case wheels
  /// A button that opens a calendar.
  case compact
  /// A calendar shown in place.
  case inline
}

/// A control the user turns to pick a date, a time, or both.
///
/// Setting ``date`` or calling ``setDate(_:animated:)`` in code sends no action; the user's
/// pick sends `.valueChanged`. The user cannot pick outside ``minimumDate`` and
/// ``maximumDate``: a pick beyond a bound lands on it. A date set in code is kept as given,
/// even outside the bounds (what iOS shows then is not documented; do not rely on it). A new
/// picker shows the current date; its initializers are `UIView`'s, inherited.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  /// What the picker lets the user choose.
  public enum Mode: Sendable {
    /// An hour and a minute.
    case time
    /// A day, month and year.
    case date
    /// A day and a time.
    case dateAndTime
  }

  /// The chosen date, at first the current one. Setting it in code sends no action.
  open var date = UIKitRuntime.now()

  /// What the picker shows.
  open var datePickerMode: Mode = .dateAndTime

  /// The earliest date the user can pick; nil for no bound.
  open var minimumDate: Date?

  /// The latest date the user can pick; nil for no bound.
  open var maximumDate: Date?

  /// How the app would like the picker drawn.
  open var preferredDatePickerStyle: UIDatePickerStyle = .automatic

  /// How the picker is drawn: the preferred style, with `.automatic` resolved to `.compact`.
  open var datePickerStyle: UIDatePickerStyle {
    preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
  }

  /// The time zone the wheels show; nil means the current one.
  open var timeZone: TimeZone?

  /// The locale the wheels use; nil means the current one.
  open var locale: Locale?

  /// Shows a date without sending an action; `animated` makes no difference here.
  open func setDate(_ date: Date, animated: Bool) {
    self.date = date
  }

  /// The picker's day at the hour and minute `time` has, in the picker's time zone.
  private func sameDay(at time: Date) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone ?? UIKitRuntime.timeZone
    let clock = calendar.dateComponents([.hour, .minute], from: time)
    return calendar.date(
      bySettingHour: clock.hour ?? 0, minute: clock.minute ?? 0, second: 0, of: self.date) ?? time
  }

  /// A date moved inside the bounds, as the wheels would stop. Bounds in the wrong order
  /// (minimum after maximum) are both ignored, as in UIKit.
  func clamped(_ date: Date) -> Date {
    if let minimumDate, let maximumDate, minimumDate > maximumDate { return date }
    if let minimumDate, date < minimumDate { return minimumDate }
    if let maximumDate, date > maximumDate { return maximumDate }
    return date
  }

  /// The user turns the wheels to a date: it lands inside the bounds, then `.valueChanged`
  /// is sent. A picker of times alone has wheels for the time of day only, so the user
  /// changes that and the day stays the one the picker holds.
  package func simulateUserPick(_ date: Date) -> Bool {
    guard isUserInteractionPossible else { return false }
    self.date = clamped(datePickerMode == .time ? sameDay(at: date) : date)
    UIKitRuntime.trace("date picker value changed", from: .view)
    sendActions(for: .valueChanged)
    return true
  }
}
