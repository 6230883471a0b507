// A rectangle on screen that holds other views.

/// A view in the hierarchy: it has a superview, subviews, a tag and a hidden flag.
///
/// HeadlessUIKit has no geometry: subviews are drawn top to bottom in the order they were
/// added, which is all the text screen needs.
@MainActor
open class UIView: UIResponder {
  /// The views inside this one, in the order they were added.
  public private(set) var subviews: [UIView] = []

  /// The view that contains this one.
  public private(set) weak var superview: UIView?

  /// A number the app can use to find this view with ``viewWithTag(_:)``.
  open var tag = 0

  /// A hidden view is not drawn and cannot be tapped.
  open var isHidden = false

  /// The controller whose root view this is, if any.
  weak var owningViewController: UIViewController?

  /// Creates an empty view.
  public override init() {
    super.init()
  }

  /// The window this view is in, or nil while it is not on screen.
  open var window: UIWindow? { superview?.window }

  open override var next: UIResponder? {
    owningViewController ?? superview
  }

  /// Adds a view at the end of this view's subviews, taking it from its old superview.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    if window != nil { view.notifyDidMoveToWindow() }
  }

  /// Called after the view was added to a window (directly or with an ancestor).
  open func didMoveToWindow() {}

  private func notifyDidMoveToWindow() {
    didMoveToWindow()
    for subview in subviews { subview.notifyDidMoveToWindow() }
  }

  /// Removes this view from its superview. A first responder in it resigns.
  open func removeFromSuperview() {
    guard let superview else { return }
    window?.resignFirstResponderIfInside(self)
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
  }

  /// Returns this view or the first subview, depth first, whose tag matches (FIDELITY 10).
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let match = subview.viewWithTag(tag) { return match }
    }
    return nil
  }

  /// Whether `view` is this view or one of its descendants.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// All views below this one, depth first, this view first.
  ///
  /// The harness walks the whole window after every gesture, so the walk fills one array
  /// instead of joining an array per level.
  package var allViews: [UIView] {
    var views: [UIView] = []
    appendViews(to: &views)
    return views
  }

  private func appendViews(to views: inout [UIView]) {
    views.append(self)
    for subview in subviews { subview.appendViews(to: &views) }
  }

  /// Whether this view and all its ancestors are visible.
  package var isVisibleInHierarchy: Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate.isHidden { return false }
      current = candidate.superview
    }
    return true
  }
}
