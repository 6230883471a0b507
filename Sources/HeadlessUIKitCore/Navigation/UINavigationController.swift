// A stack of controllers with a navigation bar and a back button (FIDELITY 12 and 13).

import Foundation

/// The methods a navigation controller's delegate may implement; both have defaults.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// Told before a controller's view is shown: on push, pop, and the root at launch.
  func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController,
    animated: Bool)
  /// Told after a controller's view was shown.
  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool)
}

extension UINavigationControllerDelegate {
  /// By default nothing happens.
  public func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController,
    animated: Bool
  ) {}
  /// By default nothing happens.
  public func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  ) {}
}

/// A container that shows one controller of a stack at a time, with a navigation bar.
///
/// Pushing calls, in this order (FIDELITY 12): the destination's `viewDidLoad` (if its view
/// was not loaded), the source's `viewWillDisappear`, the destination's `viewWillAppear`,
/// the delegate's `willShow`, the source's `viewDidDisappear`, the destination's
/// `viewDidAppear`, the delegate's `didShow`. Popping mirrors it.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The stack, root first.
  public private(set) var viewControllers: [UIViewController] = []

  /// The object told about every controller shown.
  open weak var delegate: (any UINavigationControllerDelegate)?

  /// The bar above the screens.
  public let navigationBar = UINavigationBar()

  /// Whether the toolbar at the bottom of the screen is hidden; true unless the app or its
  /// storyboard shows it. It shows the ``UIViewController/toolbarItems`` of the controller on top.
  open var isToolbarHidden = true

  /// Shows or hides the toolbar.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    isToolbarHidden = hidden
  }

  /// Creates a navigation controller with a root controller.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    adopt(rootViewController)
    viewControllers = [rootViewController]
  }

  /// Creates an empty navigation controller (storyboards use this).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The controller on top of the stack.
  public var topViewController: UIViewController? { viewControllers.last }

  /// The controller on screen: the top one, or what it presents.
  public var visibleViewController: UIViewController? {
    presentedViewController ?? topViewController
  }

  open override var children: [UIViewController] { viewControllers }

  override var appearanceChild: UIViewController? { topViewController }

  override func installAppearanceChildView() {
    guard let top = topViewController else { return }
    let container = view
    let childView = top.view
    if childView.superview !== container { container.addSubview(childView) }
    showSearchBar(of: top)
  }

  /// Puts the search bar of the top controller's navigation item in the navigation bar's
  /// place, and takes away another's, as the bar shows the top item's.
  func showSearchBar(of top: UIViewController?) {
    guard isViewLoaded else { return }
    let bar = top?.navigationItem.searchController?.searchBar
    for case let shown as UISearchBar in view.subviews where shown !== bar {
      shown.removeFromSuperview()
    }
    if let bar, bar.superview !== view { view.addSubview(bar) }
  }

  /// The controller this controller's own appearance began showing, until it ends.
  private weak var appearingTop: UIViewController?

  override func didBeginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    guard isAppearing, let top = topViewController else { return }
    appearingTop = top
    notifyWillShow(top, animated: animated)
  }

  /// Reports `didShow` for the controller the appearance began with. If the stack changed
  /// meanwhile (a root that pushes in its `viewDidAppear(_:)`), the push has reported its
  /// own `didShow`, and the delegate hears of each controller shown once.
  override func didEndAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    guard isAppearing, let top = topViewController else { return }
    defer { appearingTop = nil }
    guard top === appearingTop else { return }
    notifyDidShow(top, animated: animated)
  }

  /// Replaces the stack without animation or appearance calls for hidden controllers.
  public func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
    for controller in viewControllers { controller.parent = nil }
    viewControllers = []
    for controller in controllers { adopt(controller) }
    viewControllers = controllers
    if isViewLoaded, let top = topViewController {
      for subview in view.subviews { subview.removeFromSuperview() }
      view.addSubview(top.view)
      showSearchBar(of: top)
    }
  }

  /// Pushes a controller on the stack and shows it.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    MainThreadChecker.check("-[UINavigationController pushViewController:animated:]")
    guard !viewControllers.contains(where: { $0 === viewController }) else {
      UIKitRuntime.raiseException(
        .invalidArgument,
        reason: "Pushing the same view controller instance more than once is not supported "
          + "(\(objectDescription(viewController)))")
      return
    }
    UIKitRuntime.trace("push \(viewController.typeName)")
    let source = topViewController
    adopt(viewController)
    viewControllers.append(viewController)
    transition(from: source, to: viewController, animated: animated)
  }

  /// Pops the top controller and shows the one below it.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    MainThreadChecker.check("-[UINavigationController popViewControllerAnimated:]")
    guard viewControllers.count > 1, let popped = viewControllers.popLast() else { return nil }
    UIKitRuntime.trace("pop \(popped.typeName)")
    transition(from: popped, to: topViewController, animated: animated)
    popped.parent = nil
    return popped
  }

  /// Pops the controllers above a controller of the stack and shows it.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = viewControllers.firstIndex(where: { $0 === viewController }),
      index < viewControllers.count - 1, let source = topViewController
    else { return nil }
    let popped = Array(viewControllers[(index + 1)...])
    UIKitRuntime.trace("pop to \(viewController.typeName)")
    viewControllers = Array(viewControllers[...index])
    transition(from: source, to: viewController, animated: animated)
    for controller in popped { controller.parent = nil }
    return popped
  }

  /// Pops back to the controller an unwind segue goes towards.
  open override func unwind(
    for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController
  ) {
    popToViewController(subsequentVC, animated: true)
  }

  /// Pops every controller above the root.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard viewControllers.count > 1, let source = topViewController else { return nil }
    let popped = Array(viewControllers.dropFirst())
    viewControllers = [viewControllers[0]]
    transition(from: source, to: topViewController, animated: animated)
    for controller in popped { controller.parent = nil }
    return popped
  }

  /// Whether the title of the controller on top shows large: the bar must prefer large
  /// titles, and the controller's `largeTitleDisplayMode` (`.automatic` takes the mode of the
  /// controller below; the root shows large) must allow it.
  package var showsLargeTitle: Bool {
    guard navigationBar.prefersLargeTitles else { return false }
    for controller in viewControllers.reversed() {
      switch controller.navigationItem.largeTitleDisplayMode {
      case .always: return true
      case .never, .inline: return false
      case .automatic: continue
      }
    }
    return true
  }

  /// The back button's title on the top screen: the previous controller's title (FIDELITY 13).
  public var backButtonTitle: String? {
    guard viewControllers.count > 1 else { return nil }
    let previous = viewControllers[viewControllers.count - 2]
    return previous.navigationItem.backButtonTitle ?? previous.navigationItem.title ?? "Back"
  }

  private func adopt(_ controller: UIViewController) {
    controller.parent = self
  }

  private func transition(
    from source: UIViewController?,
    to destination: UIViewController?,
    animated: Bool
  ) {
    guard let destination else { return }
    let destinationView = destination.view
    let onScreen = appearance == .appeared || appearance == .appearing
    guard isViewLoaded, onScreen else {
      if isViewLoaded {
        source?.viewIfLoaded?.removeFromSuperview()
        view.addSubview(destinationView)
        showSearchBar(of: destination)
      }
      return
    }
    source?.beginAppearanceTransition(false, animated: animated)
    view.addSubview(destinationView)
    showSearchBar(of: destination)
    destination.beginAppearanceTransition(true, animated: animated)
    notifyWillShow(destination, animated: animated)
    source?.viewIfLoaded?.removeFromSuperview()
    source?.endAppearanceTransition()
    destination.endAppearanceTransition()
    notifyDidShow(destination, animated: animated)
  }

  private func notifyWillShow(_ controller: UIViewController, animated: Bool) {
    guard let delegate else { return }
    UIKitRuntime.trace("navigationController(_:willShow: \(controller.typeName))")
    delegate.navigationController(self, willShow: controller, animated: animated)
  }

  private func notifyDidShow(_ controller: UIViewController, animated: Bool) {
    guard let delegate else { return }
    UIKitRuntime.trace("navigationController(_:didShow: \(controller.typeName))")
    delegate.navigationController(self, didShow: controller, animated: animated)
  }

  /// The user taps the back button (FIDELITY 13).
  package func simulateBackButton() -> Bool {
    guard viewControllers.count > 1, topViewController?.navigationItem.showsBackButton != false
    else { return false }
    UIKitRuntime.trace("back button tapped", from: .view)
    popViewController(animated: true)
    return true
  }
}
