import HeadlessUIKit

// What an Xcode project's Info.plist says: the app's identity and its main storyboard; and
// the images of its asset catalog, one per icon a list can have.
extension AppDelegate {
  static let infoPlist: InfoPlist? = InfoPlist(
    bundleIdentifier: "com.example.Checklists", displayName: "Checklists",
    makeDelegate: { AppDelegate() }, mainStoryboard: { UIStoryboard.makeMain() },
    assets: AssetCatalog(images: [
      "No Icon", "Appointments", "Birthdays", "Chores", "Drinks", "Folder", "Groceries", "Inbox",
      "Photos", "Trips",
    ]))
}
