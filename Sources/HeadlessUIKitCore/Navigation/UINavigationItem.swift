// What a view controller shows in the navigation bar while it is on top.

/// The title and buttons a view controller puts in the navigation bar.
@preconcurrency @MainActor
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

  /// The search controller whose search bar the navigation bar shows under the title.
  open var searchController: UISearchController?

  /// Whether the search bar hides while the content scrolls (it always shows here).
  open var hidesSearchBarWhenScrolling = true

  /// The buttons on the left, the first at the left edge and the others to its right.
  ///
  /// They replace the back button unless ``leftItemsSupplementBackButton`` is true.
  open var leftBarButtonItems: [UIBarButtonItem]?

  /// The buttons on the right, the first at the right edge and the others to its left.
  open var rightBarButtonItems: [UIBarButtonItem]?

  /// The first of ``leftBarButtonItems``; setting it replaces them with this one button.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first of ``rightBarButtonItems`` (the one at the right edge); setting it replaces
  /// them with this one button.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Whether the left buttons show to the right of the back button instead of replacing it.
  open var leftItemsSupplementBackButton = false

  /// The title the back button shows when another controller is pushed over this one.
  open var backButtonTitle: String?

  /// Whether the back button is hidden.
  open var hidesBackButton = false

  /// When the title is shown large, if the navigation bar prefers large titles.
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

  /// Sets the left button (the simulator does not animate).
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets the right button (the simulator does not animate).
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// Sets the left buttons (the simulator does not animate).
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets the right buttons (the simulator does not animate).
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// Whether the back button shows: the item does not hide it, and no left button replaces it.
  package var showsBackButton: Bool {
    !hidesBackButton && (leftItemsSupplementBackButton || (leftBarButtonItems ?? []).isEmpty)
  }

  /// Creates an empty navigation item.
  public init(title: String? = nil) {
    self.title = title
  }
}
