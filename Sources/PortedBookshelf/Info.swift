// Info.plist, declared in Swift.

import HeadlessUIKit

extension AppDelegate {
  static let infoPlist: InfoPlist? = InfoPlist(
    bundleIdentifier: "com.example.Bookshelf", displayName: "My Books",
    makeDelegate: { AppDelegate() }, mainStoryboard: { UIStoryboard.makeMain() },
    makeSceneDelegate: { SceneDelegate() }, assets: AssetCatalog(images: ["Shelf"]))
}
