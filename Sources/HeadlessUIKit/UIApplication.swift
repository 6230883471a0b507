// The running app: its delegate, its state and its sandbox.

import Foundation

/// What the app delegate is told about the app's life; every method has a default.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The app's window. A storyboard app gets one before launch finishes.
  var window: UIWindow? { get set }
  /// Told when launch is nearly done: the window and its root controller exist, but the root
  /// view has not loaded yet.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// Told when the app became active.
  func applicationDidBecomeActive(_ application: UIApplication)
  /// Told when the app is about to stop being active.
  func applicationWillResignActive(_ application: UIApplication)
  /// Told when the app moved to the background; save here.
  func applicationDidEnterBackground(_ application: UIApplication)
  /// Told when the app is coming back from the background.
  func applicationWillEnterForeground(_ application: UIApplication)
  /// Told when the app is about to be terminated. Never called after a crash.
  func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
  /// A delegate that declares no window has none.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
  /// By default launch succeeds.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// By default nothing happens.
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  /// By default nothing happens.
  public func applicationWillResignActive(_ application: UIApplication) {}
  /// By default nothing happens.
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  /// By default nothing happens.
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  /// By default nothing happens.
  public func applicationWillTerminate(_ application: UIApplication) {}
}

/// The running app.
@MainActor
public final class UIApplication {
  /// Keys of the launch options dictionary.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's text.
    public let rawValue: String
    /// Creates a key from its text.
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// Whether the app is in front of the user.
  public enum State: Sendable {
    case active
    case inactive
    case background
  }

  private static var current: UIApplication?

  /// The running app. Only valid while an app is launched.
  public static var shared: UIApplication {
    guard let current else {
      fatalError("UIApplication.shared used while no app is running")
    }
    return current
  }

  /// The running app, or nil when none is.
  package static var running: UIApplication? { current }

  /// The app's description.
  public let descriptor: AppDescriptor

  /// The app's container on disk.
  public let sandbox: AppSandbox

  /// The app's preferences, stored in its sandbox.
  public let defaults: AppDefaults

  /// The app delegate.
  public private(set) var delegate: (any UIApplicationDelegate)?

  /// Whether the app is active, inactive or in the background.
  public private(set) var applicationState: State = .inactive

  /// Whether the app is still running (not terminated and not crashed).
  public private(set) var isRunning = false

  /// The app's window.
  public var window: UIWindow? { delegate?.window }

  private init(descriptor: AppDescriptor, sandbox: AppSandbox) {
    self.descriptor = descriptor
    self.sandbox = sandbox
    self.defaults = AppDefaults(sandbox: sandbox, bundleIdentifier: descriptor.bundleIdentifier)
  }

  /// Launches an app, as `UIApplicationMain` does: creates the delegate, the window and the
  /// storyboard's initial controller, tells the delegate, then shows the window.
  package static func launch(_ descriptor: AppDescriptor, in sandbox: AppSandbox)
    -> UIApplication
  {
    let application = UIApplication(descriptor: descriptor, sandbox: sandbox)
    current = application
    application.isRunning = true
    let delegate = descriptor.makeDelegate()
    application.delegate = delegate
    if let storyboard = descriptor.makeStoryboard() {
      let window = UIWindow()
      window.rootViewController = storyboard.instantiateInitialViewController()
      delegate.window = window
    }
    UIKitRuntime.trace("application(_:didFinishLaunchingWithOptions:)")
    _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
    guard application.isRunning else { return application }
    delegate.window?.makeKeyAndVisible()
    application.applicationState = .active
    delegate.applicationDidBecomeActive(application)
    return application
  }

  /// The user goes to the home screen: the app resigns active and enters the background.
  package func enterBackground() {
    guard isRunning, applicationState != .background else { return }
    UIKitRuntime.trace("applicationDidEnterBackground(_:)")
    delegate?.applicationWillResignActive(self)
    applicationState = .background
    delegate?.applicationDidEnterBackground(self)
  }

  /// The user comes back to the app.
  package func enterForeground() {
    guard isRunning, applicationState == .background else { return }
    UIKitRuntime.trace("applicationWillEnterForeground(_:)")
    delegate?.applicationWillEnterForeground(self)
    applicationState = .active
    delegate?.applicationDidBecomeActive(self)
  }

  /// The system terminates the app: the delegate is told first.
  package func terminate() {
    guard isRunning else { return }
    UIKitRuntime.trace("applicationWillTerminate(_:)")
    delegate?.applicationWillTerminate(self)
    stop()
  }

  /// Makes this app the one `UIApplication.shared` answers while its code runs.
  ///
  /// A device has one app, but a process may hold several simulated devices (a test that
  /// compares two, a server with a page per tab); each gesture makes its own app current
  /// first, so that an app reading `UIApplication.shared.sandbox` writes to its own
  /// container.
  package func makeCurrent() {
    if isRunning { UIApplication.current = self }
  }

  /// The app stops with no callback at all, as in a crash or a kill.
  package func stop() {
    isRunning = false
    if UIApplication.current === self { UIApplication.current = nil }
  }
}
