// A button in a navigation bar or a toolbar.

/// A button placed on a navigation item or in a toolbar: a system item such as "+", or a
/// titled button. The flexible and fixed spaces are items too: they only space a toolbar's
/// buttons out, and cannot be tapped.
@MainActor
open class UIBarButtonItem {
  /// The system-provided bar button items.
  public enum SystemItem: Sendable, CaseIterable {
    case add
    case done
    case cancel
    case save
    case edit
    case flexibleSpace
    case fixedSpace
    case compose
    case reply
    case action
    case organize
    case bookmarks
    case search
    case refresh
    case stop
    case camera
    case trash
    case play
    case pause
    case rewind
    case fastForward
    case undo
    case redo
    case close

    /// The text HeadlessUIKit shows for the item (UIKit draws most of them as icons; this is
    /// the name VoiceOver reads). The spaces have none.
    public var title: String {
      switch self {
      case .add: "+"
      case .done: "Done"
      case .cancel: "Cancel"
      case .save: "Save"
      case .edit: "Edit"
      case .flexibleSpace, .fixedSpace: ""
      case .compose: "Compose"
      case .reply: "Reply"
      case .action: "Share"
      case .organize: "Organize"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .refresh: "Refresh"
      case .stop: "Stop"
      case .camera: "Camera"
      case .trash: "Trash"
      case .play: "Play"
      case .pause: "Pause"
      case .rewind: "Rewind"
      case .fastForward: "Fast Forward"
      case .undo: "Undo"
      case .redo: "Redo"
      case .close: "Close"
      }
    }

    /// Whether the item only spaces out a toolbar's buttons.
    public var isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }
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

  /// A flexible space, which pushes the toolbar items on either side of it apart.
  public static func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(systemItem: .flexibleSpace)
  }

  /// The controller whose navigation item or toolbar holds this item, set when a storyboard
  /// makes it.
  weak var owner: UIViewController?

  /// A user's tap: refused when the item is disabled or hidden (FIDELITY 21), or a space.
  package func simulateUserTap() -> Bool {
    guard isEnabled, !isHidden, systemItem?.isSpace != true else { return false }
    UIKitRuntime.trace("bar button \"\(title ?? "")\" tapped")
    if let segueIdentifier, let owner {
      owner.performTriggeredSegue(withIdentifier: segueIdentifier, sender: self)
    }
    primaryAction?.perform(sender: self)
    return true
  }
}
