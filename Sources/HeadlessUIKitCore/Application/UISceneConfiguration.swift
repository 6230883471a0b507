// Which scene delegate and storyboard a new scene gets: one entry of Info.plist's scene
// manifest.

import Foundation

/// How to create a scene: what Info.plist's `UISceneConfigurations` entry says, or what the
/// app delegate returns from `application(_:configurationForConnecting:options:)`.
///
/// ```swift
/// func application(
///   _ application: UIApplication,
///   configurationForConnecting connectingSceneSession: UISceneSession,
///   options: UIScene.ConnectionOptions
/// ) -> UISceneConfiguration {
///   UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
/// }
/// ```
///
/// Without the Objective-C runtime a class cannot be made from its name, so HeadlessUIKit
/// makes the scene delegate with the app descriptor's `makeSceneDelegate`; ``delegateClass``
/// and ``sceneClass`` are kept but not used. A ``storyboard`` set here replaces the app's
/// main storyboard for the scene.
@preconcurrency @MainActor
open class UISceneConfiguration {
  /// The configuration's name, such as "Default Configuration".
  public let name: String?

  /// The role of the sessions it configures.
  public let role: UISceneSession.Role

  /// The scene delegate's class (kept, not used: see above).
  open var delegateClass: AnyClass?

  /// The scene's class (kept, not used: scenes are `UIWindowScene`s).
  open var sceneClass: AnyClass?

  /// The storyboard whose initial controller fills the scene's window; nil uses the app's
  /// main storyboard, if it has one.
  open var storyboard: UIStoryboard?

  /// Creates a configuration for a session role.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    self.role = sessionRole
  }
}
