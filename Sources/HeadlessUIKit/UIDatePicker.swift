// A control for choosing a date and time.

import Foundation

/// A control the user turns to pick a date, a time, or both.
@MainActor
open class UIDatePicker: UIControl {
  /// What the picker lets the user choose.
  public enum Mode: Sendable {
    case time
    case date
    case dateAndTime
  }

  /// The chosen date, at first the current one. Setting it in code sends no action.
  open var date = UIKitRuntime.now()

  /// What the picker shows.
  open var datePickerMode: Mode = .dateAndTime

  /// The time zone the wheels show; nil means the current one.
  open var timeZone: TimeZone?

  /// The locale the wheels use; nil means the current one.
  open var locale: Locale?

  /// Creates a picker showing the current date.
  public override init() {
    super.init()
  }

  /// Creates a picker showing the current date, with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a picker from a storyboard.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The user turns the wheels to a date: sends `.valueChanged`.
  package func simulateUserPick(_ date: Date) -> Bool {
    guard isUserInteractionPossible else { return false }
    self.date = date
    UIKitRuntime.trace("date picker value changed")
    sendActions(for: .valueChanged)
    return true
  }
}
