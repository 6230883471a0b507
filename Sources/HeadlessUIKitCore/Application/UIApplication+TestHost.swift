// Hosted tests: the app a test target names as its host, launched before a test first asks
// UIKit for it, as Xcode launches it before the tests run.

import Foundation
internal import HeadlessTestHost

extension UIApplication {
  /// The tests' host app, once launched.
  private static var host: UIApplication?

  /// Launches the app whose delegate this is as the tests' host application, as Xcode does
  /// for a test target whose "Host Application" is the app: the app delegate, the window and
  /// the storyboard's initial controller are there, the window key and visible, before the
  /// test goes on, and `UIApplication.shared` is this app for the rest of the test run.
  ///
  /// The host runs in the test process's container, which Foundation's names for the app's
  /// folders and `UserDefaults.standard` already mean in a test, so a test sees the same files
  /// and preferences before and after the host launched. SwiftPM's test runner has no hook
  /// before the first test, so the kit launches the host on first use: the first time a test
  /// asks for `UIApplication.shared`, a storyboard by name, or an image or colour by name.
  ///
  /// A test target's `TestHost.swift` calls this, from the C function
  /// `stepwise_launch_test_host` it defines; nothing else should. Outside a test process, or
  /// when the host has launched already, it does nothing.
  public nonisolated static func launchTestHost<Delegate: UIApplicationDelegate>(
    _ delegate: Delegate.Type
  ) {
    MainActor.assumeIsolated {
      guard let infoPlist = Delegate.infoPlist else { return }
      launchTestHost(AppDescriptor(id: infoPlist.displayName, infoPlist: infoPlist))
    }
  }

  /// Launches an app the course describes as the tests' host application, as
  /// ``launchTestHost(_:)-(Delegate.Type)`` does an app delegate's: the course's checks, which
  /// build a learner's test against several apps in one test program, name each test
  /// target's host this way.
  public nonisolated static func launchTestHost(_ app: AppDescriptor) {
    MainActor.assumeIsolated {
      guard host == nil, AppContainer.isTestProcess, let sandbox = AppContainer.testProcessSandbox
      else { return }
      UIKitRuntime.trace("the tests' host app launches: \(app.title)")
      host = launch(app, in: sandbox, defaults: AppContainer.testProcessDefaults)
    }
  }

  /// The tests' host app, launched now if the test target has one and it has not launched
  /// yet; nil outside a test process and for unhosted tests.
  static func hostOnFirstUse() -> UIApplication? {
    guard AppContainer.isTestProcess else { return nil }
    // The test program is asked once.
    if AppContainer.claimHostAsk() {
      if stepwise_launch_trial_host() == 0 {
        stepwise_launch_test_host()
      }
    }
    return host
  }

  /// The app's windows: its one window, once it has one.
  public var windows: [UIWindow] { window.map { [$0] } ?? [] }

  /// The app's key window: its window once it is key and visible.
  @available(
    iOS, deprecated: 13.0,
    message: "Should not be used for applications that support multiple scenes"
  )
  public var keyWindow: UIWindow? { window?.isKeyWindow == true ? window : nil }
}
