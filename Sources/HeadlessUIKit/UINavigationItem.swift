// What a view controller shows in the navigation bar while it is on top.

/// The title and buttons a view controller puts in the navigation bar.
@MainActor
open class UINavigationItem {
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

  /// Creates an empty navigation item.
  public init(title: String? = nil) {
    self.title = title
  }
}
