// The running app: its delegate, its state and its sandbox.

import Foundation

/// The running app.
///
/// The harness launches it with `launch(_:in:)` and moves it between the foreground and
/// the background; the app delegate (or, for an app that uses scenes, the scene delegate) is
/// told in UIKit's order, and the matching notifications are posted after each call.
@preconcurrency @MainActor
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
    /// In front, receiving touches.
    case active
    /// In front but not receiving touches: while launching, or on the way to the background.
    case inactive
    /// Not on screen, still running.
    case background
  }

  /// The app whose code runs now, in its turn.
  private static var current: UIApplication?

  /// The app made current last, kept alive between its turns (``endTurn()``), as a device
  /// keeps its one app.
  private static var lastCurrent: UIApplication?

  /// The running app. Only valid while an app is launched.
  ///
  /// Between an app's turns in a test process it is still that app, as it is for a hosted
  /// unit test on iOS: a test that changes the app's model between gestures frees objects
  /// whose `deinit` may ask for it (FIDELITY 27).
  ///
  /// In a test process with no app running, it is the tests' host app, launched now if the
  /// test target has one (``launchTestHost(_:)-(Delegate.Type)``), as Xcode launches it
  /// before hosted tests.
  public static var shared: UIApplication {
    guard let application = sharedIfRunning else {
      fatalError(
        "UIApplication.shared used while no app is running"
          + (AppContainer.isTestProcess
            ? " (these tests have no host app: a test target's TestHost.swift names it)" : ""))
    }
    return application
  }

  /// The app whose turn it is, or nil when none is: the one whose container and
  /// notification centre the system's names mean.
  package static var running: UIApplication? { current }

  /// The app ``shared`` answers, or nil when no app runs: between turns, the last one.
  /// In a test process with no app running yet, the tests' host app, launched now if they
  /// have one.
  package static var sharedIfRunning: UIApplication? { current ?? lastCurrent ?? hostOnFirstUse() }

  /// The app's description.
  public let descriptor: AppDescriptor

  /// The app's container on disk. App code reaches it through Foundation's names, as on
  /// iOS (`FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)`); see
  /// ``AppContainer``.
  package let sandbox: AppSandbox

  /// The app's preferences, stored in its sandbox: what `UserDefaults.standard` is while the
  /// app runs.
  package let defaults: AppDefaults

  /// The device's preferred languages when the app launched, most preferred first: what
  /// `Locale.preferredLanguages` and `NSLocalizedString` answer from while it runs (iOS
  /// restarts an app when the user changes the language).
  package let preferredLanguages: [String]

  /// The app delegate.
  public private(set) var delegate: (any UIApplicationDelegate)?

  /// Whether the app is active, inactive or in the background.
  public internal(set) var applicationState: State = .inactive

  /// Whether the app is still running (not terminated and not crashed).
  public private(set) var isRunning = false

  /// The system's alert over the app, if one is up (see ``showSystemAlert(_:)``).
  package internal(set) var systemAlert: UIAlertController?

  /// The system alerts waiting for the one on screen to be answered.
  var waitingSystemAlerts: [UIAlertController] = []

  /// The app's one scene, for an app that uses scenes.
  var scene: UIWindowScene?

  /// The scenes connected now: the one scene of an app that uses scenes, else none.
  public var connectedScenes: Set<UIScene> { scene.map { [$0] } ?? [] }

  /// The sessions the app has: its scene's, for an app that uses scenes.
  public var openSessions: Set<UISceneSession> { scene.map { [$0.session] } ?? [] }

  /// The app's window: the scene delegate's for an app that uses scenes, else the app
  /// delegate's.
  public var window: UIWindow? {
    guard let scene else { return delegate?.window }
    return (scene.delegate as? any UIWindowSceneDelegate)?.window ?? scene.keyWindow
  }

  private init(
    descriptor: AppDescriptor, sandbox: AppSandbox, defaults: AppDefaults?, languages: [String]
  ) {
    self.descriptor = descriptor
    self.sandbox = sandbox
    self.preferredLanguages = languages
    self.defaults =
      defaults ?? AppDefaults(sandbox: sandbox, bundleIdentifier: descriptor.bundleIdentifier)
  }

  /// Launches an app, as `UIApplicationMain` does: creates the delegate, the window and the
  /// storyboard's initial controller, tells the delegate, then shows the window. An app that
  /// uses scenes then connects its scene (see ``UISceneDelegate``) instead of showing the
  /// app delegate's window.
  ///
  /// A test's host app keeps the preferences the test process had before it launched
  /// (`defaults`), so that what a test set there first is still there. The app shows its
  /// strings in the first of `languages` it has (see ``AppStrings``).
  package static func launch(
    _ descriptor: AppDescriptor, in sandbox: AppSandbox, defaults: AppDefaults? = nil,
    languages: [String] = [AppStrings.defaultLanguage]
  ) -> UIApplication {
    // A save that a killed process left half done left its temporary file: iOS's own
    // writers clean theirs up, and so does the kit's, before the app reads anything.
    SandboxFile.removeInterruptedWrites(in: sandbox)
    let application = UIApplication(
      descriptor: descriptor, sandbox: sandbox, defaults: defaults, languages: languages)
    application.isRunning = true
    application.makeCurrent()
    let delegate = descriptor.makeDelegate()
    application.delegate = delegate
    if !application.usesScenes, let storyboard = descriptor.makeStoryboard() {
      let window = UIWindow()
      window.rootViewController = storyboard.instantiateInitialViewController()
      delegate.window = window
    }
    UIKitRuntime.trace("application(_:didFinishLaunchingWithOptions:)")
    _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
    application.post(didFinishLaunchingNotification)
    guard application.isRunning else { return application }
    if application.usesScenes {
      application.connectScene()
      return application
    }
    delegate.window?.makeKeyAndVisible()
    guard application.isRunning else { return application }
    application.reach(
      .active, telling: { $0.applicationDidBecomeActive($1) }, didBecomeActiveNotification)
    return application
  }

  /// Whether the app opted in to scenes, as an Info.plist scene manifest does.
  var usesScenes: Bool { descriptor.makeSceneDelegate != nil }

  /// The user goes to the home screen: the app resigns active and enters the background.
  package func enterBackground() {
    guard isRunning, applicationState != .background else { return }
    if let scene { return enterBackground(scene) }
    pass(
      tracing: "applicationDidEnterBackground(_:)",
      { $0.applicationWillResignActive($1) }, Self.willResignActiveNotification,
      to: .background, { $0.applicationDidEnterBackground($1) }, Self.didEnterBackgroundNotification
    )
  }

  /// The user comes back to the app.
  package func enterForeground() {
    guard isRunning, applicationState == .background else { return }
    if let scene { return enterForeground(scene) }
    pass(
      tracing: "applicationWillEnterForeground(_:)",
      { $0.applicationWillEnterForeground($1) }, Self.willEnterForegroundNotification,
      to: .active, { $0.applicationDidBecomeActive($1) }, Self.didBecomeActiveNotification)
  }

  /// What the app delegate is told of a change of state.
  typealias DelegateMethod = (any UIApplicationDelegate, UIApplication) -> Void

  /// Without scenes, the app leaves its state through `inactive` for `state`: the delegate
  /// is told `leaving` before the change; then, if it still runs, the app reaches `state`.
  private func pass(
    tracing method: String,
    _ leaving: DelegateMethod, _ leavingNotification: NSNotification.Name,
    to state: State, _ arriving: DelegateMethod, _ arrivingNotification: NSNotification.Name
  ) {
    UIKitRuntime.trace(method)
    if let delegate { leaving(delegate, self) }
    applicationState = .inactive
    post(leavingNotification)
    guard isRunning else { return }
    reach(state, telling: arriving, arrivingNotification)
  }

  /// Without scenes, the app reaches `state`; then the delegate is told and the
  /// notification posted.
  private func reach(
    _ state: State, telling method: DelegateMethod, _ notification: NSNotification.Name
  ) {
    applicationState = state
    if let delegate { method(delegate, self) }
    post(notification)
  }

  /// The system terminates the app: the delegate is told first. With scenes the scene
  /// disconnects and its session is discarded before that, as when the user closes the app
  /// in the app switcher.
  package func terminate() {
    guard isRunning else { return }
    if let scene { disconnect(scene) }
    guard isRunning else { return }
    UIKitRuntime.trace("applicationWillTerminate(_:)")
    delegate?.applicationWillTerminate(self)
    post(Self.willTerminateNotification)
    stop()
  }

  /// Makes this app the one `UIApplication.shared` answers while its code runs.
  ///
  /// A device has one app, but a process may hold several simulated devices (a test that
  /// compares two, a server with a page per tab); each gesture makes its own app current
  /// first, so that an app asking Foundation for its Documents folder or its preferences
  /// gets its own container's.
  package func makeCurrent() {
    guard isRunning else { return }
    // The app this one replaces, when nothing else holds it (its device went away while it
    // ran), is kept with the ended apps: torn down now, its objects' `deinit` would run while
    // another app is the current one.
    if Self.lastCurrent !== self, isKnownUniquelyReferenced(&Self.lastCurrent),
      let previous = Self.lastCurrent, previous.isRunning
    {
      Self.ended.append(previous)
    }
    Self.lastCurrent = self
    Self.current = self
    AppContainer.use(sandbox, defaults: defaults)
    AppStrings.preferredLanguages = preferredLanguages
  }

  /// Ends the current app's turn, in a test process: until a device makes an app current
  /// again, no app's code runs, so `UIApplication.shared`, `UNUserNotificationCenter.current()`
  /// and Foundation's names for the app's folders and preferences mean the test process's
  /// own (``AppContainer/testProcessSandbox``), as they do in a unit test.
  ///
  /// A test that awaits between gestures (a site's page, kept open across requests) must not
  /// lend its app's container to the unit tests that run meanwhile: one that saved there
  /// read back nothing once the site's test deleted it. Outside tests an app stays current
  /// between its turns, as the one app of its process. The app itself is kept alive.
  package static func endTurn() {
    guard AppContainer.isTestProcess, current != nil else { return }
    current = nil
    AppContainer.use(nil, defaults: nil)
  }

  /// The system is low on memory: the delegate is told, the notification posted, and every
  /// controller whose view is loaded gets `didReceiveMemoryWarning()`.
  package func receiveMemoryWarning() {
    guard isRunning else { return }
    UIKitRuntime.trace("applicationDidReceiveMemoryWarning(_:)")
    delegate?.applicationDidReceiveMemoryWarning(self)
    post(Self.didReceiveMemoryWarningNotification)
    guard isRunning, let root = window?.rootViewController else { return }
    for controller in Self.controllers(from: root) where controller.isViewLoaded {
      controller.didReceiveMemoryWarning()
    }
  }

  private static func controllers(from root: UIViewController) -> [UIViewController] {
    var found = [root]
    for child in root.children { found += controllers(from: child) }
    if let presented = root.presentedViewController, presented.presentingViewController === root {
      found += controllers(from: presented)
    }
    return found
  }

  /// The app stops with no callback at all, as in a crash or a kill. The preferences it
  /// set are written all the same: the system keeps them, not the app.
  ///
  /// Its objects are left as they are, never torn down (FIDELITY 27): on iOS the process
  /// ends and no `deinit` runs, so a model whose `deinit` asks `UIApplication.shared` or
  /// `UNUserNotificationCenter.current()` must not find them gone, nor find the next launch's.
  package func stop() {
    defaults.synchronize()
    if isRunning { Self.ended.append(self) }
    isRunning = false
    systemAlert = nil
    waitingSystemAlerts = []
    if UIApplication.current === self {
      UIApplication.current = nil
      AppContainer.use(nil, defaults: nil)
    }
    if UIApplication.lastCurrent === self { UIApplication.lastCurrent = nil }
  }

  /// The apps that terminated or crashed in this process, with everything they made: the
  /// memory of an ended process, which no code of the app sees again.
  private static var ended: [UIApplication] = []

  /// Lets go of the ended apps that ran in this sandbox, so that what only they held is
  /// freed and its `deinit` runs, which iOS never does: for a test that shows what an app
  /// holds weakly, with an app whose `deinit` asks nothing of the system.
  package static func releaseEndedApps(in sandbox: AppSandbox) {
    ended.removeAll { $0.sandbox.root == sandbox.root }
  }
}
