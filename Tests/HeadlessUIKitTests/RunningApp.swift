// A small app launched straight through UIApplication, for tests of what the kit does at
// launch and while an app runs (assets, notifications, scenes).

import Foundation
import HeadlessUIKit

/// An app launched in a temporary sandbox; ``stop()`` ends it and deletes the sandbox.
@MainActor
final class RunningApp {
  let application: UIApplication
  let sandbox: AppSandbox

  init(_ descriptor: AppDescriptor, sandbox: AppSandbox? = nil) throws {
    self.sandbox = try sandbox ?? AppSandbox.inMemory()
    application = UIApplication.launch(descriptor, in: self.sandbox)
  }

  /// Stops the app with no callback and deletes its sandbox.
  func stop() {
    application.stop()
    try? sandbox.removeAll()
  }

  /// A descriptor for a test app: no storyboard unless given, and a delegate made by the
  /// closure.
  static func descriptor(
    id: String = "test-app",
    assets: AssetCatalog = AssetCatalog(),
    storyboard: (@MainActor @Sendable () -> UIStoryboard?)? = nil,
    sceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)? = nil,
    delegate: @escaping @MainActor @Sendable () -> any UIApplicationDelegate = {
      PlainAppDelegate()
    }
  ) -> AppDescriptor {
    AppDescriptor(
      id: id, title: "Test", summary: "A test app.", chapter: "none.md",
      makeDelegate: delegate, makeStoryboard: storyboard ?? { nil },
      makeSceneDelegate: sceneDelegate, assets: assets)
  }
}

/// An app delegate that does nothing but keep a window.
@MainActor
final class PlainAppDelegate: UIApplicationDelegate {
  var window: UIWindow?
}
