// A button in a navigation bar.

/// A button placed on a navigation item: the system "+" or a titled button.
@MainActor
open class UIBarButtonItem {
  /// The system-provided bar button items.
  public enum SystemItem: Sendable, CaseIterable {
    case add
    case done
    case cancel
    case save
    case edit

    /// The text HeadlessUIKit shows for the item.
    public var title: String {
      switch self {
      case .add: "+"
      case .done: "Done"
      case .cancel: "Cancel"
      case .save: "Save"
      case .edit: "Edit"
      }
    }
  }

  /// How a titled item is drawn.
  public enum Style: Sendable {
    case plain
    case done
  }

  /// The system item this is, if any.
  public let systemItem: SystemItem?

  /// The item's title; for system items, the system title.
  open var title: String?

  /// The item's style.
  open var style: Style = .plain

  /// Whether the user can tap the item. Code can still run its action.
  open var isEnabled = true

  /// A hidden item is not shown and cannot be tapped.
  open var isHidden = false

  /// The action the item runs when tapped.
  open var primaryAction: UIAction?

  /// The storyboard segue the item triggers, if it was declared with one.
  var segueIdentifier: String?

  /// Creates a system item such as "+" or "Done".
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.systemItem = systemItem
    self.title = systemItem.title
    self.style = systemItem == .done ? .done : .plain
    self.primaryAction = primaryAction
  }

  /// Creates a titled item.
  public init(title: String?, style: Style = .plain, primaryAction: UIAction? = nil) {
    self.systemItem = nil
    self.title = title
    self.style = style
    self.primaryAction = primaryAction
  }

  /// The controller whose navigation item holds this item, set when it is shown.
  weak var owner: UIViewController?

  /// A user's tap: refused when the item is disabled or hidden (FIDELITY 21).
  package func simulateUserTap() -> Bool {
    guard isEnabled, !isHidden else { return false }
    UIKitRuntime.trace("bar button \"\(title ?? "")\" tapped")
    if let segueIdentifier, let owner {
      owner.performTriggeredSegue(withIdentifier: segueIdentifier, sender: self)
    }
    primaryAction?.perform(sender: self)
    return true
  }
}
