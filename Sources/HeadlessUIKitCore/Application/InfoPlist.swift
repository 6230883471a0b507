// What an Xcode project's Info.plist says about an app whose app delegate is marked `@main`.

/// The facts an iOS app keeps outside its Swift code, for an app launched through its
/// `@main` app delegate: its identity (`CFBundleIdentifier`, `CFBundleDisplayName`), its
/// main storyboard (`UIMainStoryboardFile`, or the scene manifest's `UISceneStoryboardFile`),
/// its scene delegate (`UISceneDelegateClassName`), its asset catalog and its nibs.
///
/// Swift on Linux cannot make an object from a class name, so each class is named by a
/// closure that makes one. The app delegate declares it once, in a file of its own
/// (`stepwise port` writes it from the project's Info.plist):
///
/// ```swift
/// extension AppDelegate {
///   static let infoPlist: InfoPlist? = InfoPlist(
///     bundleIdentifier: "com.example.Checklists", displayName: "Checklists",
///     makeDelegate: { AppDelegate() }, mainStoryboard: { .main() },
///     makeSceneDelegate: { SceneDelegate() })
/// }
/// ```
public struct InfoPlist: Sendable {
  /// `CFBundleIdentifier`: names the app's folder and its preferences.
  public var bundleIdentifier: String
  /// `CFBundleDisplayName`: the name under the app's icon.
  public var displayName: String
  /// Makes the app delegate, as UIKit does from the `@main` class.
  public var makeDelegate: @MainActor @Sendable () -> any UIApplicationDelegate
  /// Makes the main storyboard; nil for an app that builds its window in code.
  public var mainStoryboard: (@MainActor @Sendable () -> UIStoryboard)?
  /// Makes the scene delegate of an app that uses scenes; nil for one that does not.
  public var makeSceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)?
  /// The images and colours of the app's asset catalog.
  public var assets: AssetCatalog
  /// Declares the nibs the app's bundle holds, one per `.xib` file.
  public var nibs: @MainActor @Sendable () -> [UINib]

  /// Describes an app as its Info.plist would.
  public init(
    bundleIdentifier: String,
    displayName: String,
    makeDelegate: @escaping @MainActor @Sendable () -> any UIApplicationDelegate,
    mainStoryboard: (@MainActor @Sendable () -> UIStoryboard)? = nil,
    makeSceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)? = nil,
    assets: AssetCatalog = AssetCatalog(),
    nibs: @escaping @MainActor @Sendable () -> [UINib] = { [] }
  ) {
    self.bundleIdentifier = bundleIdentifier
    self.displayName = displayName
    self.makeDelegate = makeDelegate
    self.mainStoryboard = mainStoryboard
    self.makeSceneDelegate = makeSceneDelegate
    self.assets = assets
    self.nibs = nibs
  }
}

extension AppDescriptor {
  /// The app an Info.plist describes, under the id `stepwise` and scripts call it by.
  public init(id: String, infoPlist: InfoPlist) {
    let storyboard = infoPlist.mainStoryboard
    self.init(
      id: id, title: infoPlist.displayName,
      summary: "\(infoPlist.displayName), launched through its @main app delegate.",
      chapter: "", makeDelegate: infoPlist.makeDelegate,
      makeStoryboard: { storyboard?() }, makeSceneDelegate: infoPlist.makeSceneDelegate,
      assets: infoPlist.assets, makeNibs: infoPlist.nibs,
      bundleIdentifier: infoPlist.bundleIdentifier)
  }
}
