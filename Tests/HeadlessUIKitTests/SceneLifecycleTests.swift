// The app's life with and without scenes: the delegate calls in UIKit's order, each
// followed by its UIApplication notification, and with scenes the scene delegate told
// instead of the app delegate.

import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct SceneLifecycleTests {
  /// A storyboard whose initial scene is a navigation controller around a plain screen.
  static func storyboard() -> UIStoryboard {
    UIStoryboard(
      name: "Main", initialScene: "Navigation",
      scenes: [
        .navigationController("Navigation", root: "Home"),
        .viewController("Home", UIViewController.self, title: "Home"),
      ])
  }

  /// Launches an app that records its life, with or without a scene delegate.
  static func launch(
    _ recorder: LifecycleRecorder, scenes: Bool, storyboard: Bool = true, buildsWindow: Bool = false
  ) throws -> RunningApp {
    let makeStoryboard: @MainActor @Sendable () -> UIStoryboard? = {
      storyboard ? Self.storyboard() : nil
    }
    let makeSceneDelegate: @MainActor @Sendable () -> any UISceneDelegate = {
      RecordingSceneDelegate(recorder, buildsWindow: buildsWindow)
    }
    let descriptor = RunningApp.descriptor(
      storyboard: makeStoryboard, sceneDelegate: scenes ? makeSceneDelegate : nil,
      delegate: { RecordingAppDelegate(recorder) })
    return try RunningApp(descriptor)
  }

  @Test func withoutScenesTheAppDelegateIsToldAndEachNotificationFollowsItsCall() throws {
    let recorder = LifecycleRecorder()
    defer { recorder.stop() }
    let app = try Self.launch(recorder, scenes: false)
    defer { app.stop() }
    app.application.enterBackground()
    app.application.enterForeground()
    app.application.terminate()
    #expect(
      recorder.entries == [
        "app didFinishLaunching", "notification didFinishLaunching",
        "app didBecomeActive", "notification didBecomeActive",
        "app willResignActive", "notification willResignActive",
        "app didEnterBackground", "notification didEnterBackground",
        "app willEnterForeground", "notification willEnterForeground",
        "app didBecomeActive", "notification didBecomeActive",
        "app willTerminate", "notification willTerminate",
      ])
  }

  @Test func sceneLaunchOrderConnectsTheSceneThenBringsItForward() throws {
    let recorder = LifecycleRecorder()
    defer { recorder.stop() }
    let app = try Self.launch(recorder, scenes: true)
    defer { app.stop() }
    #expect(
      recorder.entries == [
        "app didFinishLaunching", "notification didFinishLaunching",
        "app configurationForConnecting",
        "scene willConnectTo (window root: UINavigationController)",
        "scene willEnterForeground",
        "scene didBecomeActive", "notification didBecomeActive",
      ])
    let scene = try #require(app.application.connectedScenes.first as? UIWindowScene)
    #expect(scene.activationState == .foregroundActive)
    #expect(scene.session.configuration.name == "Default Configuration")
    #expect(scene.session.role == .windowApplication)
    #expect(app.application.openSessions == [scene.session])
    #expect(app.application.window?.windowScene === scene)
    #expect(app.application.window?.isKeyWindow == true)
    #expect(scene.keyWindow === app.application.window)
    #expect(app.application.applicationState == .active)
  }

  @Test func sceneBackgroundAndForegroundOrderSkipsTheAppDelegate() throws {
    let recorder = LifecycleRecorder()
    defer { recorder.stop() }
    let app = try Self.launch(recorder, scenes: true)
    defer { app.stop() }
    recorder.entries = []
    app.application.enterBackground()
    #expect(app.application.applicationState == .background)
    app.application.enterForeground()
    #expect(
      recorder.entries == [
        "scene willResignActive", "notification willResignActive",
        "scene didEnterBackground", "notification didEnterBackground",
        "scene willEnterForeground", "notification willEnterForeground",
        "scene didBecomeActive", "notification didBecomeActive",
      ])
    #expect(!recorder.entries.contains { $0.hasPrefix("app ") })
  }

  @Test func f29_theScenePostsItsOwnNotificationsBeforeTheApplications() throws {
    let recorder = LifecycleRecorder(includingScenes: true)
    defer { recorder.stop() }
    let app = try Self.launch(recorder, scenes: true)
    defer { app.stop() }
    #expect(
      recorder.entries == [
        "app didFinishLaunching", "notification didFinishLaunching",
        "app configurationForConnecting",
        "scene willConnectTo (window root: UINavigationController)",
        "scene willEnterForeground", "notification scene willEnterForeground",
        "scene didBecomeActive", "notification scene didActivate",
        "notification didBecomeActive",
      ])
    recorder.entries = []
    app.application.enterBackground()
    app.application.enterForeground()
    #expect(
      recorder.entries == [
        "scene willResignActive", "notification scene willDeactivate",
        "notification willResignActive",
        "scene didEnterBackground", "notification scene didEnterBackground",
        "notification didEnterBackground",
        "scene willEnterForeground", "notification scene willEnterForeground",
        "notification willEnterForeground",
        "scene didBecomeActive", "notification scene didActivate",
        "notification didBecomeActive",
      ])
  }

  @Test func f29_withoutScenesNoSceneNotificationIsPosted() throws {
    let recorder = LifecycleRecorder(includingScenes: true)
    defer { recorder.stop() }
    let posted = PostCounter()
    let tokens = LifecycleRecorder.sceneNotifications.map { name, _ in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
        posted.count()
      }
    }
    defer { tokens.forEach(NotificationCenter.default.removeObserver) }
    let app = try Self.launch(recorder, scenes: false)
    defer { app.stop() }
    app.application.enterBackground()
    app.application.enterForeground()
    #expect(posted.value == 0)
  }

  @Test func sceneTerminateOrderDisconnectsDiscardsThenTerminates() throws {
    let recorder = LifecycleRecorder()
    defer { recorder.stop() }
    let app = try Self.launch(recorder, scenes: true)
    defer { app.stop() }
    let scene = try #require(app.application.connectedScenes.first)
    recorder.entries = []
    app.application.terminate()
    #expect(
      recorder.entries == [
        "scene didDisconnect", "app didDiscardSceneSessions 1",
        "app willTerminate", "notification willTerminate",
      ])
    #expect(scene.activationState == .unattached)
    #expect(!app.application.isRunning)
  }

  @Test func sceneLaunchOrderOfACodeOnlyAppBuildsItsOwnWindow() throws {
    let recorder = LifecycleRecorder()
    defer { recorder.stop() }
    let app = try Self.launch(recorder, scenes: true, storyboard: false, buildsWindow: true)
    defer { app.stop() }
    #expect(recorder.entries.contains("scene willConnectTo (window root: none)"))
    let window = try #require(app.application.window)
    #expect(window.isKeyWindow)
    #expect(window.rootViewController is UINavigationController)
    #expect(window.rootViewController?.isViewLoaded == true)
  }

  @Test func aWindowNobodyKeepsIsGoneAndTheScreenStaysEmpty() throws {
    let recorder = LifecycleRecorder()
    defer { recorder.stop() }
    let descriptor = RunningApp.descriptor(
      storyboard: { Self.storyboard() }, sceneDelegate: { WindowlessSceneDelegate() },
      delegate: { RecordingAppDelegate(recorder) })
    let app = try RunningApp(descriptor)
    defer { app.stop() }
    let scene = try #require(app.application.connectedScenes.first as? UIWindowScene)
    #expect(scene.windows.isEmpty, "a scene does not keep its windows alive")
    #expect(app.application.window == nil)
  }

  @Test func theStoryboardsRootViewLoadsAfterWillConnectTo() throws {
    let recorder = LifecycleRecorder()
    defer { recorder.stop() }
    let descriptor = RunningApp.descriptor(
      storyboard: { Self.storyboard() }, sceneDelegate: { InjectingSceneDelegate(recorder) },
      delegate: { RecordingAppDelegate(recorder) })
    let app = try RunningApp(descriptor)
    defer { app.stop() }
    #expect(recorder.entries.contains("root view loaded in willConnectTo: false"))
    #expect(app.application.window?.rootViewController?.isViewLoaded == true)
  }
}

/// A scene delegate without a window property: UIKit's storyboard window has nowhere to go.
@MainActor
final class WindowlessSceneDelegate: UISceneDelegate {}

/// A scene delegate that, like Checklists', reaches the storyboard's root controller in
/// `scene(_:willConnectTo:options:)`, before its view loads.
@MainActor
final class InjectingSceneDelegate: UIWindowSceneDelegate {
  let recorder: LifecycleRecorder
  var window: UIWindow?

  init(_ recorder: LifecycleRecorder) {
    self.recorder = recorder
  }

  func scene(
    _ scene: UIScene,
    willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    let navigation = window?.rootViewController as? UINavigationController
    let loaded = navigation?.viewControllers.first?.isViewLoaded
    recorder.entries.append("root view loaded in willConnectTo: \(loaded.map { "\($0)" } ?? "?")")
  }
}

/// Counts the notifications an observer saw, on whatever thread they were posted.
final class PostCounter: Sendable {
  private let lock = NSLock()
  nonisolated(unsafe) private var counted = 0

  var value: Int { lock.withLock { counted } }

  func count() { lock.withLock { counted += 1 } }
}
