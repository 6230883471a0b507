// A rectangle on screen that holds other views.

import Foundation

/// A view in the hierarchy: it has a superview, subviews, a tag and a hidden flag.
///
/// HeadlessUIKit has no geometry: subviews are drawn top to bottom in the order they were
/// added, which is all the text screen needs. A view keeps the ``frame`` it is given, but
/// nothing is laid out by it.
@preconcurrency @MainActor
open class UIView: UIResponder {
  /// The views inside this one, in the order they were added.
  public private(set) var subviews: [UIView] = []

  /// The view that contains this one.
  ///
  /// Unowned rather than weak: a weak reference gives the view it points to a side table,
  /// which makes every retain and release of that view slower, and every view that has
  /// subviews would have one. A view sets it back to nil in its subviews when it goes away,
  /// so it reads as a weak reference would.
  public var superview: UIView? { containingView }

  nonisolated(unsafe) private unowned var containingView: UIView?

  /// A number the app can use to find this view with ``viewWithTag(_:)``.
  open var tag = 0

  /// A hidden view is not drawn and cannot be tapped.
  open var isHidden = false {
    didSet { MainThreadChecker.check("-[UIView setHidden:]") }
  }

  /// The view's rectangle in its superview; stored, never used for layout here.
  open var frame: CGRect = .zero

  /// The colour behind the view's content; nil, the default, is transparent.
  open var backgroundColor: UIColor? {
    didSet { MainThreadChecker.check("-[UIView setBackgroundColor:]") }
  }

  /// The layer the view draws with: its corners, border and shadow.
  public private(set) lazy var layer = CALayer()

  private var ownTintColor: UIColor?

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The colour of the view's highlights, inherited from the superview unless set.
  ///
  /// UIKit declares it `UIColor!`: reading it never gives nil (the nearest ancestor's tint,
  /// else the system blue) and assigning nil makes the view inherit again.
  open var tintColor: UIColor! {
    get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
    set { ownTintColor = newValue }
  }

  /// What VoiceOver reads for the view: the one set, else what UIKit derives from the view
  /// (a button's title, a label's text, a cell's text label).
  open var accessibilityLabel: String? {
    get { ownAccessibilityLabel ?? derivedAccessibilityLabel }
    set { ownAccessibilityLabel = newValue }
  }

  /// The name UI tests find the view by; nil unless the app sets one.
  open var accessibilityIdentifier: String?

  /// The view's value as VoiceOver reads it: the one set, else what UIKit derives (a text
  /// field's text, a switch's "1" or "0").
  open var accessibilityValue: String? {
    get { ownAccessibilityValue ?? derivedAccessibilityValue }
    set { ownAccessibilityValue = newValue }
  }

  /// What kind of element the view is to VoiceOver: the traits set, else UIKit's (a button
  /// is `.button`, and `.notEnabled` while disabled; a label is `.staticText`).
  open var accessibilityTraits: UIAccessibilityTraits {
    get { ownAccessibilityTraits ?? derivedAccessibilityTraits }
    set { ownAccessibilityTraits = newValue }
  }

  /// Whether VoiceOver reads the view as one element: as set, else true for UIKit's standard
  /// controls and labels and false for other views.
  open var isAccessibilityElement: Bool {
    get { ownIsAccessibilityElement ?? isAccessibilityElementByDefault }
    set { ownIsAccessibilityElement = newValue }
  }

  private var ownAccessibilityLabel: String?
  /// Whether the app set the label, rather than leaving UIKit's.
  package final var hasOwnAccessibilityLabel: Bool { ownAccessibilityLabel != nil }
  private var ownAccessibilityValue: String?
  private var ownAccessibilityTraits: UIAccessibilityTraits?
  private var ownIsAccessibilityElement: Bool?

  /// The label UIKit derives for this kind of view when none is set.
  var derivedAccessibilityLabel: String? { nil }
  /// The value UIKit derives for this kind of view when none is set.
  var derivedAccessibilityValue: String? { nil }
  /// The traits UIKit gives this kind of view when none are set.
  var derivedAccessibilityTraits: UIAccessibilityTraits { .none }
  /// Whether this kind of view is an accessibility element when the app does not say.
  var isAccessibilityElementByDefault: Bool { false }

  /// The controller whose root view this is, if any.
  weak var owningViewController: UIViewController?

  /// Creates an empty view with a zero frame.
  ///
  /// UIKit gives this initializer through `NSObject`; HeadlessUIKit keeps it designated so
  /// that a subclass can override it. A subclass that overrides only `init(frame:)` is
  /// created with `init(frame:)`.
  public override init() {
    super.init()
  }

  /// Creates an empty view with a frame.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// Creates a view from a storyboard or nib. Every subclass that declares an initializer
  /// must implement it too, as in UIKit.
  public required init?(coder: NSCoder) {
    super.init()
  }

  deinit {
    // Every subview's containing view is this one (a view leaves `subviews` when it leaves
    // its superview); reading it now would trap, so it is only cleared.
    for subview in subviews { subview.containingView = nil }
  }

  /// The window this view is in, or nil while it is not on screen.
  open var window: UIWindow? { superview?.window }

  open override var next: UIResponder? {
    owningViewController ?? superview
  }

  /// Adds a view at the end of this view's subviews, taking it from its old superview.
  open func addSubview(_ view: UIView) {
    MainThreadChecker.check("-[UIView addSubview:]")
    view.removeFromSuperview()
    subviews.append(view)
    view.containingView = self
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
    MainThreadChecker.check("-[UIView removeFromSuperview]")
    guard let superview else { return }
    window?.resignFirstResponderIfInside(self)
    superview.subviews.removeAll { $0 === self }
    containingView = nil
  }

  /// Ends editing in this view: the first responder inside it, if any, resigns.
  ///
  /// - Parameter force: Resign without asking the text field's delegate
  ///   (`textFieldShouldEndEditing(_:)`).
  /// - Returns: Whether a first responder inside the view resigned; false when none was
  ///   editing or its delegate refused.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    guard let responder = window?.firstResponder as? UIView, responder.isDescendant(of: self)
    else { return false }
    if force, let field = responder as? UITextField {
      return field.resignFirstResponder(asking: false)
    }
    if force, let textView = responder as? UITextView {
      return textView.resignFirstResponder(asking: false)
    }
    return responder.resignFirstResponder()
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

  /// The first view of a kind, depth first, this view first, without listing the others.
  ///
  /// The harness looks for the table on screen before and after every gesture; the loops
  /// here call no closure, since each call of a closure made on the main actor checks that
  /// it runs there.
  package func firstView<View: UIView>(ofType type: View.Type) -> View? {
    if let match = self as? View { return match }
    for subview in subviews {
      if let match = subview.firstView(ofType: type) { return match }
    }
    return nil
  }

  /// Every view of a kind, depth first, this view first.
  package func views<View: UIView>(ofType type: View.Type) -> [View] {
    var found: [View] = []
    appendViews(ofType: type, to: &found)
    return found
  }

  private func appendViews<View: UIView>(ofType type: View.Type, to found: inout [View]) {
    if let match = self as? View { found.append(match) }
    for subview in subviews { subview.appendViews(ofType: type, to: &found) }
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
