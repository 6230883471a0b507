// One instance of the app's user interface, and the session it belongs to (iOS 13).

import Foundation

/// One instance of the app's user interface. An iPhone app has one; HeadlessUIKit connects
/// exactly one when the app opts in to scenes (see ``AppDescriptor``).
///
/// Its delegate, not the app delegate, hears about the interface going to the background and
/// coming back (see ``UISceneDelegate``).
@preconcurrency @MainActor
open class UIScene: UIResponder {
  /// Where the scene is in its life.
  public enum ActivationState: Sendable {
    /// Not connected yet, or disconnected.
    case unattached
    /// On screen and receiving events.
    case foregroundActive
    /// On screen, not receiving events.
    case foregroundInactive
    /// Not on screen.
    case background
  }

  /// The options a scene is connected with: what opened it. An app launched from its icon
  /// has none.
  @MainActor
  open class ConnectionOptions {
    /// The bundle identifier of the app that asked to open this scene, if any.
    public let sourceApplication: String?

    init(sourceApplication: String? = nil) {
      self.sourceApplication = sourceApplication
    }
  }

  /// The session this scene shows.
  public let session: UISceneSession

  /// The object told about the scene's life. The scene keeps it alive.
  open var delegate: (any UISceneDelegate)?

  /// Where the scene is in its life.
  public internal(set) var activationState: ActivationState = .unattached

  /// The scene's title, shown by the system in the app switcher.
  open var title: String?

  /// Creates a scene for a session; UIKit creates scenes, apps do not.
  public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    self.session = session
    super.init()
  }
}

/// A scene that shows windows: the only kind an iPhone app has.
///
/// The scene does not keep its windows alive, as in UIKit: the scene delegate's `window`
/// property does. A window nobody keeps disappears, and the screen stays empty.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  private var windowReferences: [WeakWindow] = []

  /// The windows in this scene that still exist, in the order they were made.
  public var windows: [UIWindow] { windowReferences.compactMap(\.window) }

  /// The window that receives keyboard input: the last one made key and visible.
  public internal(set) weak var keyWindow: UIWindow?

  func add(_ window: UIWindow) {
    windowReferences.removeAll { $0.window == nil || $0.window === window }
    windowReferences.append(WeakWindow(window: window))
  }
}

/// A window the scene knows about without keeping it alive.
private struct WeakWindow {
  weak var window: UIWindow?
}

/// A scene's lasting identity: what the system keeps (and restores) of one instance of the
/// app's interface, even while no scene shows it.
@preconcurrency @MainActor
open class UISceneSession: Hashable {
  /// What kind of scene a session is for.
  public struct Role: RawRepresentable, Hashable, Sendable {
    /// The role's name.
    public let rawValue: String
    /// Creates a role from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The main interface of an app on the device's screen.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }

  /// The session's role.
  public let role: Role

  /// A unique identifier that stays the same across launches while the session lives.
  public let persistentIdentifier: String

  /// The configuration the app delegate chose for it.
  public internal(set) var configuration: UISceneConfiguration

  /// The scene showing this session now, if any.
  public internal(set) weak var scene: UIScene?

  /// Values the app keeps with the session.
  open var userInfo: [String: Any]?

  init(role: Role, persistentIdentifier: String = UUID().uuidString) {
    self.role = role
    self.persistentIdentifier = persistentIdentifier
    self.configuration = UISceneConfiguration(name: nil, sessionRole: role)
  }

  /// Whether two sessions are the same object.
  nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool {
    lhs === rhs
  }

  /// Hashes the session's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
