// What a scene's delegate is told about the scene's life (iOS 13).

import Foundation

/// What a scene delegate is told about its scene. Every method has a default that does
/// nothing.
///
/// With scenes, these replace the app delegate's foreground and background methods, which
/// UIKit then does not call. The order, for an iPhone app's one scene: at launch
/// `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)`,
/// `sceneDidBecomeActive(_:)`; going to the background `sceneWillResignActive(_:)`,
/// `sceneDidEnterBackground(_:)`; coming back `sceneWillEnterForeground(_:)`,
/// `sceneDidBecomeActive(_:)`.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
  /// Told when the scene is added to the app: set up its window here.
  func scene(
    _ scene: UIScene,
    willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// Told when the scene was removed from the app: when the user closes it, or when the
  /// system reclaims it.
  func sceneDidDisconnect(_ scene: UIScene)
  /// Told when the scene became active.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// Told when the scene is about to stop being active.
  func sceneWillResignActive(_ scene: UIScene)
  /// Told when the scene is about to come on screen.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// Told when the scene went to the background; save here.
  func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
  /// By default nothing happens.
  public func scene(
    _ scene: UIScene,
    willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  /// By default nothing happens.
  public func sceneDidDisconnect(_ scene: UIScene) {}
  /// By default nothing happens.
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  /// By default nothing happens.
  public func sceneWillResignActive(_ scene: UIScene) {}
  /// By default nothing happens.
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  /// By default nothing happens.
  public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// The delegate of a scene that shows windows: it keeps the scene's window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's window. A storyboard app gets one before `scene(_:willConnectTo:options:)`;
  /// a code-only app makes it there with `UIWindow(windowScene:)`.
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  /// A delegate that declares no window has none.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
