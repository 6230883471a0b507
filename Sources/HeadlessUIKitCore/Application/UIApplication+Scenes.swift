// The life of the one scene of an app that uses scenes (iOS 13): connect, background,
// foreground, disconnect.

import Foundation

extension UIApplication {
  /// Connects the app's scene at launch: the app delegate chooses the configuration, the
  /// scene delegate gets the storyboard's window (if there is a storyboard) and is told
  /// `scene(_:willConnectTo:options:)`, the window is shown, then the scene comes to the
  /// foreground and becomes active.
  ///
  /// Every launch makes a new session, so `configurationForConnecting` is asked every time.
  /// (iOS restores the last session after the app was killed in the background, and then
  /// does not ask; HeadlessUIKit keeps no sessions between launches.)
  func connectScene() {
    guard let delegate, let makeSceneDelegate = descriptor.makeSceneDelegate else { return }
    let session = UISceneSession(role: .windowApplication)
    let options = UIScene.ConnectionOptions()
    UIKitRuntime.trace("application(_:configurationForConnecting:options:)")
    let configuration = delegate.application(
      self, configurationForConnecting: session, options: options)
    guard isRunning else { return }
    session.configuration = configuration
    let scene = UIWindowScene(session: session, connectionOptions: options)
    session.scene = scene
    self.scene = scene
    let sceneDelegate = makeSceneDelegate()
    scene.delegate = sceneDelegate
    var storyboardWindow: UIWindow?
    if let storyboard = configuration.storyboard ?? descriptor.makeStoryboard() {
      let window = UIWindow(windowScene: scene)
      window.rootViewController = storyboard.instantiateInitialViewController()
      (sceneDelegate as? any UIWindowSceneDelegate)?.window = window
      storyboardWindow = window
    }
    guard isRunning else { return }
    UIKitRuntime.trace("scene(_:willConnectTo:options:)")
    sceneDelegate.scene(scene, willConnectTo: session, options: options)
    guard isRunning else { return }
    storyboardWindow?.makeKeyAndVisible()
    guard isRunning else { return }
    scene.activationState = .foregroundInactive
    UIKitRuntime.trace("sceneWillEnterForeground(_:)")
    sceneDelegate.sceneWillEnterForeground(scene)
    post(UIScene.willEnterForegroundNotification, of: scene)
    guard isRunning else { return }
    becomeActive(scene)
  }

  /// The scene resigns active, then enters the background.
  func enterBackground(_ scene: UIWindowScene) {
    UIKitRuntime.trace("sceneWillResignActive(_:)")
    scene.delegate?.sceneWillResignActive(scene)
    setState(.foregroundInactive, of: scene)
    post(UIScene.willDeactivateNotification, of: scene, then: Self.willResignActiveNotification)
    guard isRunning else { return }
    UIKitRuntime.trace("sceneDidEnterBackground(_:)")
    setState(.background, of: scene)
    scene.delegate?.sceneDidEnterBackground(scene)
    post(
      UIScene.didEnterBackgroundNotification, of: scene, then: Self.didEnterBackgroundNotification)
  }

  /// The scene comes back to the foreground, then becomes active.
  func enterForeground(_ scene: UIWindowScene) {
    UIKitRuntime.trace("sceneWillEnterForeground(_:)")
    scene.delegate?.sceneWillEnterForeground(scene)
    setState(.foregroundInactive, of: scene)
    post(
      UIScene.willEnterForegroundNotification, of: scene, then: Self.willEnterForegroundNotification
    )
    guard isRunning else { return }
    becomeActive(scene)
  }

  private func becomeActive(_ scene: UIWindowScene) {
    UIKitRuntime.trace("sceneDidBecomeActive(_:)")
    setState(.foregroundActive, of: scene)
    scene.delegate?.sceneDidBecomeActive(scene)
    post(UIScene.didActivateNotification, of: scene, then: Self.didBecomeActiveNotification)
  }

  /// The scene reaches `state`, and the app the state that goes with it.
  private func setState(_ state: UIScene.ActivationState, of scene: UIWindowScene) {
    scene.activationState = state
    applicationState =
      switch state {
      case .foregroundActive: .active
      case .background: .background
      default: .inactive
      }
  }

  /// Posts the scene's notification of a change, then the application's for the same change.
  private func post(
    _ sceneNotification: NSNotification.Name, of scene: UIScene,
    then notification: NSNotification.Name
  ) {
    post(sceneNotification, of: scene)
    post(notification)
  }

  /// The user closes the app in the app switcher: the scene disconnects and the app
  /// delegate is told its session was discarded. (Termination follows.)
  func disconnect(_ scene: UIWindowScene) {
    UIKitRuntime.trace("sceneDidDisconnect(_:)")
    scene.delegate?.sceneDidDisconnect(scene)
    scene.activationState = .unattached
    guard isRunning else { return }
    UIKitRuntime.trace("application(_:didDiscardSceneSessions:)")
    delegate?.application(self, didDiscardSceneSessions: [scene.session])
  }
}
