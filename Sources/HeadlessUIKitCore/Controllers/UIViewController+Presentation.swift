// Presenting a controller over another, and dismissing it (FIDELITY 14).

extension UIViewController {
  /// Presents a controller over this one's screen: what ``present(_:animated:completion:)``
  /// does unless a subclass overrides it.
  ///
  /// Does nothing but log UIKit's warning when this controller's view is not in the window,
  /// or when it is already presenting something.
  func presentOverScreen(
    _ viewControllerToPresent: UIViewController,
    animated flag: Bool,
    completion: (() -> Void)?
  ) {
    let presenter = presentationRoot
    guard let window = viewIfLoaded?.window ?? presenter.viewIfLoaded?.window else {
      UIKitRuntime.log(
        "Attempt to present \(objectDescription(viewControllerToPresent)) on "
          + "\(objectDescription(presenter)) (from \(objectDescription(self))) "
          + "whose view is not in the window hierarchy.")
      return
    }
    if let current = presenter.presentedViewController {
      UIKitRuntime.log(
        "Attempt to present \(objectDescription(viewControllerToPresent)) on "
          + "\(objectDescription(presenter)) (from \(objectDescription(self))) "
          + "which is already presenting \(objectDescription(current)).")
      return
    }
    UIKitRuntime.trace(
      "present \(viewControllerToPresent.typeName) over \(presenter.typeName)")
    let hidesPresenter = viewControllerToPresent.presentationStyleInEffect.hidesPresenter
    presenter.setPresented(viewControllerToPresent)
    viewControllerToPresent.setPresenting(presenter)
    let presentedView = viewControllerToPresent.view
    if hidesPresenter { presenter.beginAppearanceTransition(false, animated: flag) }
    window.addSubview(presentedView)
    viewControllerToPresent.beginAppearanceTransition(true, animated: flag)
    if hidesPresenter {
      presenter.viewIfLoaded?.removeFromSuperview()
      presenter.endAppearanceTransition()
    }
    viewControllerToPresent.endAppearanceTransition()
    completion?()
  }

  /// Dismisses the controller this one presented or, when it presented nothing, asks its
  /// presenter to dismiss it: what ``dismiss(animated:completion:)`` does unless a subclass
  /// overrides it.
  func dismissPresented(animated flag: Bool, completion: (() -> Void)?) {
    let presenter: UIViewController
    let presented: UIViewController
    if let ownPresented = presentationRoot.presentedViewController {
      presenter = presentationRoot
      presented = ownPresented
    } else if let presentingViewController {
      presenter = presentingViewController
      presented = presentationRoot
    } else {
      completion?()
      return
    }
    if let deeper = presented.presentedViewController {
      deeper.presentationRoot.dismiss(animated: false)
    }
    UIKitRuntime.trace("dismiss \(presented.typeName)")
    let hidesPresenter = presented.presentationStyleInEffect.hidesPresenter
    let window = presented.viewIfLoaded?.window
    presented.viewIfLoaded?.window?.resignFirstResponderIfInside(presented.view)
    presented.beginAppearanceTransition(false, animated: flag)
    if hidesPresenter, let window {
      window.insertBeneathTop(presenter.view)
      presenter.beginAppearanceTransition(true, animated: flag)
    }
    presented.viewIfLoaded?.removeFromSuperview()
    presented.endAppearanceTransition()
    if hidesPresenter { presenter.endAppearanceTransition() }
    presenter.setPresented(nil)
    presented.setPresenting(nil)
    completion?()
  }

  /// The style a presentation really uses: alerts never hide their presenter.
  package var presentationStyleInEffect: UIModalPresentationStyle {
    self is UIAlertController ? .formSheet : modalPresentationStyle
  }
}

extension UIWindow {
  /// Puts a view back under the topmost subview, where a presenter's view belongs.
  func insertBeneathTop(_ view: UIView) {
    let top = subviews.last
    addSubview(view)
    if let top, top !== view { addSubview(top) }
  }
}
