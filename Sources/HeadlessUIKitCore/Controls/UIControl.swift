// A view that sends actions when the user interacts with it.

/// A view such as a button, text field or date picker that sends actions for events.
@preconcurrency @MainActor
open class UIControl: UIView {
  /// The events a control sends actions for.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The raw bits of the option set.
    public let rawValue: UInt
    /// Creates a value from its raw representation.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A finger touched the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A tap that ends inside the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch that ends outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The system cancelled a touch.
    public static let touchCancel = Event(rawValue: 1 << 8)
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
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// The states a control can be in; a button can show a different title and colour in each.
  public struct State: OptionSet, Hashable, Sendable {
    /// The raw bits of the option set.
    public let rawValue: UInt
    /// Creates a value from its raw representation.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The normal, enabled state: no other bit set.
    public static let normal = State([])
    /// A finger is down on the control.
    public static let highlighted = State(rawValue: 1 << 0)
    /// The control is disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// The control is selected.
    public static let selected = State(rawValue: 1 << 2)
  }

  /// Whether the user can interact with the control. Code can still send its actions.
  open var isEnabled = true {
    didSet { MainThreadChecker.check("-[UIControl setEnabled:]") }
  }

  /// Whether the control is selected.
  open var isSelected = false

  /// Whether a finger is down on the control.
  open var isHighlighted = false

  /// The control's state, from ``isEnabled``, ``isHighlighted`` and ``isSelected``.
  open var state: State {
    var state = State.normal
    if !isEnabled { state.insert(.disabled) }
    if isHighlighted { state.insert(.highlighted) }
    if isSelected { state.insert(.selected) }
    return state
  }

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

  /// The target–action pairs connected by name, as a storyboard's action connections are:
  /// each target held weakly, as UIKit holds it, with its method's selector name.
  private var targetActions: [(target: WeakTarget, selector: String, events: Event)] = []

  /// A target a control does not keep alive.
  private struct WeakTarget {
    weak var object: AnyObject?
  }

  /// Connects an action method of `target`, by its Objective-C selector name (`save:`), for
  /// the events, as loading a storyboard's action connection does: `perform` calls the
  /// method (Linux has no Objective-C runtime to call it by name), and
  /// ``actions(forTarget:forControlEvent:)`` and ``allTargets`` report the connection.
  package func addTarget(
    _ target: AnyObject, selectorName: String, for controlEvents: Event, perform: UIAction
  ) {
    targetActions.append((WeakTarget(object: target), selectorName, controlEvents))
    addAction(perform, for: controlEvents)
  }

  /// The selector names of the action methods of `target` sent for one event, or nil when
  /// there are none (and always for a nil target), as UIKit answers.
  public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    guard let target = target as AnyObject? else { return nil }
    let names = targetActions.filter { entry in
      entry.target.object === target && !entry.events.isDisjoint(with: controlEvent)
    }.map(\.selector)
    return names.isEmpty ? nil : names
  }

  /// Every object an action is sent to by target and action (not the `UIAction`s).
  public var allTargets: Set<AnyHashable> {
    Set(targetActions.compactMap { $0.target.object.flatMap { $0 as? AnyHashable } })
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

  // A control is an accessibility element, not enabled while disabled, selected while
  // selected.
  override var isAccessibilityElementByDefault: Bool { true }
  override var derivedAccessibilityTraits: UIAccessibilityTraits {
    var traits = UIAccessibilityTraits.none
    if !isEnabled { traits.insert(.notEnabled) }
    if isSelected { traits.insert(.selected) }
    return traits
  }
}
