// The controller of one screen: it loads its view lazily and is told when it appears.

import Foundation

/// The controller of one screen of content.
///
/// Its ``view`` loads the first time it is used (FIDELITY 11): outlets are connected, then
/// ``viewDidLoad()`` runs, once. Until then every outlet is nil, which is why
/// `prepare(for:sender:)` must hand data to properties, not to outlets.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  /// The storyboard that created this controller, if any.
  public internal(set) var storyboard: UIStoryboard?

  /// The storyboard scene this controller was created from.
  var scene: Scene?

  /// The objects its scene made beside it (``SceneObject``), kept alive as long as it is.
  var sceneObjects: [AnyObject] = []

  /// The identifier of the scene this controller was created from.
  public var storyboardIdentifier: String? { scene?.identifier }

  private var loadedView: UIView?

  /// The controller that contains this one, such as its navigation controller.
  public internal(set) weak var parent: UIViewController?

  private var ownPresentedViewController: UIViewController?
  private weak var ownPresentingViewController: UIViewController?

  /// How this controller is shown when presented.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  /// Whether this controller's view is covered when a controller in it presents another
  /// over the current context (a search controller's results); kept, as nothing is drawn.
  open var definesPresentationContext = false

  /// Whether the view is currently appearing or on screen.
  package private(set) var appearance: Appearance = .disappeared

  /// The steps of a view's appearance.
  package enum Appearance {
    case disappeared
    case appearing
    case appeared
    case disappearing
  }

  /// The title; setting it also sets the navigation item's title, and the tab bar item's, as
  /// in UIKit.
  open var title: String? {
    didSet {
      MainThreadChecker.check("-[UIViewController setTitle:]")
      navigationItem.title = title
      ownTabBarItem?.title = title
    }
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// What a tab bar shows for this controller: made on first use with the controller's title.
  open var tabBarItem: UITabBarItem! {
    get {
      if let ownTabBarItem { return ownTabBarItem }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      ownTabBarItem = item
      return item
    }
    set { ownTabBarItem = newValue }
  }

  private var ownTabBarItem: UITabBarItem?

  /// The title and buttons this controller shows in a navigation bar.
  public let navigationItem = UINavigationItem()

  /// The items the navigation controller's toolbar shows while this controller is on top,
  /// when the toolbar is not hidden (`UINavigationController.isToolbarHidden`).
  open var toolbarItems: [UIBarButtonItem]?

  /// Sets ``toolbarItems``.
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }

  private var editing = false
  private var ownEditButtonItem: UIBarButtonItem?

  /// Creates a controller in code.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a controller in code.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller from a storyboard. Storyboards always use this initializer.
  public required init?(coder: NSCoder) {
    super.init()
  }

  // MARK: - The view

  /// The root view, loaded on first access (FIDELITY 11).
  open var view: UIView {
    get {
      loadViewIfNeeded()
      return loadedView ?? UIView()
    }
    set {
      loadedView = newValue
      newValue.owningViewController = self
    }
  }

  /// The view if it has loaded, without loading it.
  public var viewIfLoaded: UIView? { loadedView }

  /// Whether the view has loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view if it has not loaded yet, then calls ``viewDidLoad()``.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = UIView() }
    UIKitRuntime.trace("\(typeName).viewDidLoad()")
    viewDidLoad()
  }

  /// Creates the view: from the storyboard scene (connecting outlets), or an empty view.
  open func loadView() {
    view = scene?.makeView(for: self) ?? UIView()
  }

  /// Called once, after the view loaded and its outlets were connected.
  open func viewDidLoad() {}

  /// Called before the view appears on screen.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view appeared on screen.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view leaves the screen.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view left the screen.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called when the app receives a low-memory warning, on every controller whose view has
  /// loaded. Views are not unloaded (they have not been since iOS 6).
  open func didReceiveMemoryWarning() {}

  // MARK: - Editing

  /// Whether the controller is in editing mode; setting it is
  /// `setEditing(_:animated: false)`.
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }

  /// Enters or leaves editing mode and updates ``editButtonItem``. A subclass overrides it
  /// to update its views, calling `super`; `UITableViewController` also puts its table in
  /// editing mode.
  open func setEditing(_ editing: Bool, animated: Bool) {
    UIKitRuntime.trace("\(typeName).setEditing(\(editing), animated:)")
    self.editing = editing
    ownEditButtonItem?.title = editing ? "Done" : "Edit"
    ownEditButtonItem?.style = editing ? .done : .plain
  }

  /// A bar button item that says Edit, or Done in editing mode, and toggles editing mode
  /// with `setEditing(!isEditing, animated: true)`. The same item every time.
  ///
  /// ```swift
  /// navigationItem.rightBarButtonItem = editButtonItem
  /// ```
  public var editButtonItem: UIBarButtonItem {
    if let ownEditButtonItem { return ownEditButtonItem }
    let item = UIBarButtonItem(
      title: editing ? "Done" : "Edit", style: editing ? .done : .plain,
      primaryAction: UIAction { [weak self] _ in
        guard let self else { return }
        setEditing(!isEditing, animated: true)
      })
    ownEditButtonItem = item
    return item
  }

  // MARK: - Segues

  /// Asked before a segue triggered by a storyboard control runs; true by default.
  /// Not asked for `performSegue(withIdentifier:sender:)` (FIDELITY 15).
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    true
  }

  /// Called before a segue shows its destination, whose view has not loaded yet: its
  /// outlets are still nil (FIDELITY 11).
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Called on the containers on the way back of an unwind segue, to show the controller
  /// the segue goes towards: a navigation controller pops to it. Other controllers do
  /// nothing.
  open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

  // MARK: - Containment

  /// The nearest navigation controller that contains this controller.
  public var navigationController: UINavigationController? {
    var current = parent
    while let candidate = current {
      if let navigationController = candidate as? UINavigationController {
        return navigationController
      }
      current = candidate.parent
    }
    return nil
  }

  /// The controllers this one contains.
  open var children: [UIViewController] { [] }

  /// The child that receives appearance calls with this controller.
  var appearanceChild: UIViewController? { nil }

  /// Whether the appearance change under way is animated: what the call that started it
  /// said (FIDELITY 28), passed on to its did-appear or did-disappear call.
  private var appearanceIsAnimated = false

  /// Starts an appearance change: calls viewWillAppear or viewWillDisappear with the
  /// `animated` flag of the call that caused it (a segue's push or presentation animates, a
  /// launch does not).
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool = false) {
    if isAppearing {
      guard appearance == .disappeared || appearance == .disappearing else { return }
      appearance = .appearing
      UIKitRuntime.trace("\(typeName).viewWillAppear(_:)")
      viewWillAppear(animated)
    } else {
      guard appearance == .appeared || appearance == .appearing else { return }
      appearance = .disappearing
      UIKitRuntime.trace("\(typeName).viewWillDisappear(_:)")
      viewWillDisappear(animated)
    }
    appearanceIsAnimated = animated
    if isAppearing { installAppearanceChildView() }
    appearanceChild?.beginAppearanceTransition(isAppearing, animated: animated)
    didBeginAppearanceTransition(isAppearing, animated: animated)
  }

  /// Ends an appearance change: calls viewDidAppear or viewDidDisappear, animated as the
  /// change began.
  public func endAppearanceTransition() {
    let animated = appearanceIsAnimated
    switch appearance {
    case .appearing:
      appearance = .appeared
      UIKitRuntime.trace("\(typeName).viewDidAppear(_:)")
      viewDidAppear(animated)
      appearanceChild?.endAppearanceTransition()
      didEndAppearanceTransition(true, animated: animated)
    case .disappearing:
      appearance = .disappeared
      UIKitRuntime.trace("\(typeName).viewDidDisappear(_:)")
      viewDidDisappear(animated)
      appearanceChild?.endAppearanceTransition()
      didEndAppearanceTransition(false, animated: animated)
    case .appeared, .disappeared:
      break
    }
  }

  /// A hook for containers: puts the child's view in place before it appears.
  func installAppearanceChildView() {}

  /// A hook for containers that report their own appearance (navigation delegates).
  func didBeginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {}

  /// A hook for containers that report their own appearance (navigation delegates).
  func didEndAppearanceTransition(_ isAppearing: Bool, animated: Bool) {}

  /// The class name, for transcripts; worked out once per controller, since the harness asks
  /// for it on every lifecycle call. (Interpolation names the type about ten times faster
  /// than `String(describing:)`, which first looks for description conformances.)
  private(set) lazy var typeName = "\(type(of: self))"

  // MARK: - Presentation

  /// The controller this one, or an ancestor, presented.
  public var presentedViewController: UIViewController? {
    ownPresentedViewController ?? parent?.presentedViewController
  }

  /// The controller that presented this one, or one of its ancestors.
  public var presentingViewController: UIViewController? {
    ownPresentingViewController ?? parent?.presentingViewController
  }

  /// The controller at the root of this one's containment: the one that presents.
  var presentationRoot: UIViewController {
    var root = self
    while let parent = root.parent { root = parent }
    return root
  }

  func setPresented(_ controller: UIViewController?) {
    ownPresentedViewController = controller
  }

  func setPresenting(_ controller: UIViewController?) {
    ownPresentingViewController = controller
  }

  // Declared here, not in an extension, so that subclasses (a test's mock) can override
  // them, as UIKit's can.

  /// Presents a controller over this one's screen (FIDELITY 14).
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    MainThreadChecker.check("-[UIViewController presentViewController:animated:completion:]")
    presentOverScreen(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses the controller this one presented or, when it presented nothing, asks its
  /// presenter to dismiss it.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    MainThreadChecker.check("-[UIViewController dismissViewControllerAnimated:completion:]")
    dismissPresented(animated: flag, completion: completion)
  }

  /// Shows a controller in the primary context: pushed by the navigation controller this
  /// one is in (or is), else presented.
  open func show(_ vc: UIViewController, sender: Any?) {
    if let navigation = self as? UINavigationController ?? navigationController {
      navigation.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }

  /// Shows a controller in the secondary (detail) context: with no split view controller
  /// around, it is presented.
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    present(vc, animated: true)
  }
}

/// How a presented controller covers the screen.
public enum UIModalPresentationStyle: Sendable {
  /// The system's choice: a sheet.
  case automatic
  /// A card over the presenter, which stays on screen underneath.
  case pageSheet
  /// A card over the presenter, which stays on screen underneath.
  case formSheet
  /// Covers the whole screen; the presenter's view leaves the window.
  case fullScreen

  /// Whether the presenter's view leaves the screen (FIDELITY 14).
  package var hidesPresenter: Bool { self == .fullScreen }
}
