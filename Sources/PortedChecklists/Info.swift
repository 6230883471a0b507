// Info.plist, declared in Swift.

import HeadlessUIKit

extension AppDelegate {
  static let infoPlist: InfoPlist? = InfoPlist(
    bundleIdentifier: "com.example.Checklists", displayName: "Checklists",
    makeDelegate: { AppDelegate() }, mainStoryboard: { UIStoryboard.makeMain() },
    makeSceneDelegate: { SceneDelegate() })
}
