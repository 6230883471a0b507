// The window: the root of what is on screen, and the keeper of the first responder.

/// The app's window. Its root view controller's view, and the views of controllers
/// presented over it, are its subviews.
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The responder that currently receives keyboard input.
  public private(set) weak var firstResponder: UIResponder?

  /// Whether ``makeKeyAndVisible()`` has been called.
  public private(set) var isKeyWindow = false

  /// The scene the window belongs to, for an app that uses scenes.
  public internal(set) weak var windowScene: UIWindowScene?

  /// The controller whose view fills the window.
  open var rootViewController: UIViewController? {
    didSet {
      oldValue?.viewIfLoaded?.removeFromSuperview()
      if isKeyWindow { installRootView() }
    }
  }

  /// Creates a window for a scene, as a scene delegate does in
  /// `scene(_:willConnectTo:options:)`. Keep it in the delegate's `window` property, then call
  /// ``makeKeyAndVisible()``.
  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: .zero)
    self.windowScene = windowScene
    windowScene.add(self)
  }

  open override var window: UIWindow? { self }

  /// Shows the window, and makes it its scene's key window: the root view controller's view
  /// loads and appears.
  open func makeKeyAndVisible() {
    guard !isKeyWindow else { return }
    isKeyWindow = true
    windowScene?.keyWindow = self
    installRootView()
  }

  private func installRootView() {
    guard let rootViewController else { return }
    let rootView = rootViewController.view
    addSubview(rootView)
    rootViewController.beginAppearanceTransition(true)
    rootViewController.endAppearanceTransition()
  }

  func setFirstResponder(_ responder: UIResponder?) {
    firstResponder = responder
  }

  func resignFirstResponderIfInside(_ view: UIView) {
    guard let current = firstResponder as? UIView, current.isDescendant(of: view) else {
      return
    }
    if let field = current as? UITextField {
      _ = field.resignFirstResponder(asking: false)
    } else if let textView = current as? UITextView {
      _ = textView.resignFirstResponder(asking: false)
    } else {
      current.resignFirstResponder()
    }
  }
}

extension UIWindow {
  /// The tables in the window, depth first.
  package var tables: [UITableView] {
    views(ofType: UITableView.self)
  }
}
