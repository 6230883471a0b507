//
//  SceneDelegate.swift
//  Checklists
//

import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

  var window: UIWindow?
  let store = DataModel()

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    let navigation = window!.rootViewController as! UINavigationController
    let lists = navigation.viewControllers[0] as! AllListsViewController
    lists.dataModel = store
  }

  func sceneDidDisconnect(_ scene: UIScene) {
    store.save()
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
  }

  func sceneWillResignActive(_ scene: UIScene) {
  }

  func sceneWillEnterForeground(_ scene: UIScene) {
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    store.save()
  }
}
