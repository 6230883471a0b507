// A button in a navigation bar or a toolbar.

/// A button placed on a navigation item or in a toolbar: a system item such as "+", or a
/// titled button. The flexible and fixed spaces are items too: they only space a toolbar's
/// buttons out, and cannot be tapped.
@preconcurrency @MainActor
open class UIBarButtonItem {
  /// The system-provided bar button items.
  public enum SystemItem: Sendable, CaseIterable {
    /// A plus, to add an item.
    case add
    /// "Done".
    case done
    /// "Cancel".
    case cancel
    /// "Save".
    case save
    /// "Edit".
    case edit
    /// Space that grows to fill the bar.
    case flexibleSpace
    /// Space of a fixed width.
    case fixedSpace
    /// A pencil on paper, to write something new.
    case compose
    /// A curved arrow, to reply.
    case reply
    /// A box with an arrow, to share.
    case action
    /// A folder, to file something.
    case organize
    /// An open book, to show bookmarks.
    case bookmarks
    /// A magnifying glass.
    case search
    /// A circular arrow, to reload.
    case refresh
    /// A cross, to stop loading.
    case stop
    /// A camera.
    case camera
    /// A bin, to delete.
    case trash
    /// Play.
    case play
    /// Pause.
    case pause
    /// Rewind.
    case rewind
    /// Fast forward.
    case fastForward
    /// Undo.
    case undo
    /// Redo.
    case redo
    /// A cross in a circle, to close.
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
    /// Regular weight.
    case plain
    /// Bold, for the button that finishes the screen's task.
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

  /// The object the item sends its ``action`` to when tapped: the controller a storyboard's
  /// action connection names. UIKit holds it weakly.
  open weak var target: AnyObject?

  /// The method the item sends its ``target`` when tapped, by name (`addItem:`), as a
  /// storyboard's action connection sets it. A ``primaryAction`` replaces the pair.
  open var action: Selector?

  /// What sending ``action`` to ``target`` calls, for a pair a storyboard connected (Linux
  /// has no Objective-C runtime to find the method by its name).
  var sendAction: ((AnyObject, UIBarButtonItem) -> Void)?

  /// The storyboard segue the item triggers, if it was declared with one.
  var segueIdentifier: String?

  /// Creates a system item such as "+" or "Done".
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.systemItem = systemItem
    self.title = systemItem.title
    self.style = systemItem == .done ? .done : .plain
    self.primaryAction = primaryAction
  }

  /// Creates an item with no title and no action, as a test makes one to pass as a sender.
  public convenience init() {
    self.init(title: nil)
  }

  /// Creates a titled item.
  public init(title: String?, style: Style = .plain, primaryAction: UIAction? = nil) {
    self.systemItem = nil
    self.title = title
    self.style = style
    self.primaryAction = primaryAction
  }

  /// Creates an item showing a view of its own, such as a button with its own actions.
  ///
  /// The item sends no action of its own: a tap goes to the view (a button sends its
  /// actions). The harness names the item by the button's title, or by the view's
  /// accessibility label.
  public init(customView: UIView) {
    self.systemItem = nil
    self.title = nil
    self.customView = customView
  }

  /// The view the item shows in place of a title, if it was made with one.
  open var customView: UIView?

  /// The name UI tests find the item by; nil unless the app sets one.
  open var accessibilityIdentifier: String?

  /// What VoiceOver reads for the item: the one set, else its title ("Add" for the system
  /// add item, which shows a plus sign).
  open var accessibilityLabel: String? {
    get { ownAccessibilityLabel ?? (systemItem == .add ? "Add" : shownTitle) }
    set { ownAccessibilityLabel = newValue }
  }

  private var ownAccessibilityLabel: String?
  /// Whether the app set the label, rather than leaving the title.
  package final var hasOwnAccessibilityLabel: Bool { ownAccessibilityLabel != nil }

  /// What the user sees on the item: its title, or its custom view's (a button's title, or
  /// the view's accessibility label).
  package var shownTitle: String? {
    guard let customView else { return title }
    return customView.accessibilityLabel ?? (customView as? UIButton)?.currentTitle ?? title
  }

  /// Whether the user sees the item enabled: the item, and its custom view when that is a
  /// control.
  package var showsEnabled: Bool {
    isEnabled && (customView as? UIControl)?.isEnabled != false
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
    if let customView {
      // The view takes the touch (it lies in the bar, not in a screen's view); the item
      // itself sends nothing.
      guard let control = customView as? UIControl, control.isEnabled, !control.isHidden
      else { return false }
      UIKitRuntime.trace(
        "bar button \"\(shownTitle ?? "")\": its custom view sends its actions", from: .view)
      control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
      return true
    }
    UIKitRuntime.trace("bar button \"\(title ?? "")\" tapped", from: .view)
    if let primaryAction {
      // UIKit ignores the item's target and action when it has a primary action, and a
      // storyboard segue is sent through them (FIDELITY 15).
      primaryAction.perform(sender: self)
    } else if let segueIdentifier, let owner {
      owner.performTriggeredSegue(withIdentifier: segueIdentifier, sender: self)
    } else if action != nil, let target, let sendAction {
      sendAction(target, self)
    }
    return true
  }
}
