//
//  AppDelegate.swift
//  Tally
//

import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

  var window: UIWindow?
  let store = CounterStore()

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let navigationController = window!.rootViewController as! UINavigationController
    let controller = navigationController.viewControllers[0] as! CountersViewController
    controller.store = store
    return true
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    store.save()
  }

  func applicationWillTerminate(_ application: UIApplication) {
    store.save()
  }
}
