//
//  SceneDelegate.swift
//  Journal
//

import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let _ = (scene as? UIWindowScene) else { return }
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    // Save changes in the application's managed object context when the application
    // transitions to the background.
    (UIApplication.shared.delegate as? AppDelegate)?.saveContext()
  }
}
