// What a view controller shows in the navigation bar while it is on top.

/// The title and buttons a view controller puts in the navigation bar.
@MainActor
open class UINavigationItem {
  /// When the bar shows this item's title large (only when the bar prefers large titles).
  public enum LargeTitleDisplayMode: Sendable {
    /// Like the item below it in the stack; large for the root item.
    case automatic
    /// Always large.
    case always
    /// Never large.
    case never
    /// In the bar, at the normal size.
    case inline
  }

  /// The title; when nil the bar shows the view controller's `title`.
  open var title: String?

  /// The button on the left, replacing the back button.
  open var leftBarButtonItem: UIBarButtonItem?

  /// The button on the right.
  open var rightBarButtonItem: UIBarButtonItem?

  /// The title the back button shows when another controller is pushed over this one.
  open var backButtonTitle: String?

  /// Whether the back button is hidden.
  open var hidesBackButton = false

  /// When the title is shown large, if the navigation bar prefers large titles.
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

  /// Creates an empty navigation item.
  public init(title: String? = nil) {
    self.title = title
  }
}
