// A view that sends actions when the user interacts with it.

/// A view such as a button, text field or date picker that sends actions for events.
@MainActor
open class UIControl: UIView {
  /// The events a control sends actions for.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The raw bits of the option set.
    public let rawValue: UInt
    /// Creates a value from its raw representation.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A tap that ends inside the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The control's value changed (date pickers, switches).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action (a button tap, the return key in a text field).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A text field gained focus.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The user changed a text field's text.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// A text field lost focus.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// The return key ended editing in a text field.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
  }

  /// Whether the user can interact with the control. Code can still send its actions.
  open var isEnabled = true

  private var actions: [(action: UIAction, events: Event)] = []

  /// Adds an action to run for the given events.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  /// Removes an action for the given events.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.action === action && $0.events == controlEvents }
  }

  /// Whether any action is attached for one of these events.
  func hasActions(for controlEvents: Event) -> Bool {
    actions.contains { !$0.events.isDisjoint(with: controlEvents) }
  }

  /// Runs the actions attached for the given events, as the control would.
  open func sendActions(for controlEvents: Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.perform(sender: self)
    }
  }

  /// Whether a user could touch this control now: enabled, visible and on screen.
  package var isUserInteractionPossible: Bool {
    isEnabled && isVisibleInHierarchy && window != nil
  }
}
