// A tappable button with a title.

/// A button the user taps to run an action.
@MainActor
open class UIButton: UIControl {
  /// The look of a button.
  public enum ButtonType: Sendable {
    case system
    case custom
  }

  /// The button's type.
  public let buttonType: ButtonType

  private var normalTitle: String?

  /// Creates a button, optionally with an action run on tap.
  public init(type: ButtonType = .system, primaryAction: UIAction? = nil) {
    self.buttonType = type
    super.init()
    if let primaryAction {
      normalTitle = primaryAction.title.isEmpty ? nil : primaryAction.title
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// The states a button can show a title for; HeadlessUIKit draws the normal one.
  public struct State: OptionSet, Sendable {
    /// The raw bits of the option set.
    public let rawValue: UInt
    /// Creates a value from its raw representation.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The normal, enabled state.
    public static let normal = State([])
  }

  /// Sets the title shown in a state.
  open func setTitle(_ title: String?, for state: State) {
    normalTitle = title
  }

  /// The title shown in a state.
  open func title(for state: State) -> String? {
    normalTitle
  }

  /// The title shown now.
  open var currentTitle: String? { normalTitle }

  /// A user's tap: refused when the button is disabled or hidden (FIDELITY 21).
  package func simulateUserTap() -> Bool {
    guard isUserInteractionPossible else { return false }
    UIKitRuntime.trace("button \"\(currentTitle ?? "")\" sends its actions")
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
    return true
  }
}
