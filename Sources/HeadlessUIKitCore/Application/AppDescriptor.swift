// What every app tells the simulated device about itself, in one small value.

/// An app's identity and entry points: what `Info.plist`, the asset catalog and `main` are to
/// an iOS app.
///
/// Tests, the `stepwise` tool and the chapters all launch apps through their descriptors.
///
/// An app that uses scenes says so with `makeSceneDelegate`, as an Info.plist scene manifest
/// does: UIKit then connects one scene at launch and tells the scene delegate, not the app
/// delegate, about the foreground and the background. The main storyboard, if any, fills the
/// scene's window.
public struct AppDescriptor: Sendable {
  /// The id the tool and walkthrough scripts use, such as `checklists-01`.
  public let id: String
  /// The app's display name.
  public let title: String
  /// One line saying what the app teaches.
  public let summary: String
  /// The chapter file that teaches it, relative to `Chapters/`.
  public let chapter: String
  /// Creates the app delegate.
  public let makeDelegate: @MainActor @Sendable () -> any UIApplicationDelegate
  /// Creates the main storyboard, if the app has one.
  public let makeStoryboard: @MainActor @Sendable () -> UIStoryboard?
  /// Creates the scene delegate of an app that uses scenes; nil for an app that does not.
  public let makeSceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)?
  /// The images and colours the app ships.
  public let assets: AssetCatalog
  /// Declares the nibs the app's bundle holds, one per `.xib` file, which
  /// `UINib(nibName:bundle:)` finds by name.
  public let makeNibs: @MainActor @Sendable () -> [UINib]
  /// What the app's on-screen words mean in English, for an app whose screens are in another
  /// language: each shown string with its meaning. Scripts and the simulator accept the
  /// English word for a title (`tap "Save"` taps "保存する"), and the chapters list them.
  public let glossary: KeyValuePairs<String, String>

  /// Describes an app.
  public init(
    id: String,
    title: String,
    summary: String,
    chapter: String,
    makeDelegate: @escaping @MainActor @Sendable () -> any UIApplicationDelegate,
    makeStoryboard: @escaping @MainActor @Sendable () -> UIStoryboard?,
    makeSceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)? = nil,
    assets: AssetCatalog = AssetCatalog(),
    makeNibs: @escaping @MainActor @Sendable () -> [UINib] = { [] },
    glossary: KeyValuePairs<String, String> = [:],
    bundleIdentifier: String? = nil
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.chapter = chapter
    self.makeDelegate = makeDelegate
    self.makeStoryboard = makeStoryboard
    self.makeSceneDelegate = makeSceneDelegate
    self.assets = assets
    self.makeNibs = makeNibs
    self.glossary = glossary
    self.bundleIdentifier = bundleIdentifier ?? "org.stepwise.\(id)"
  }

  /// The shown string an English word stands for, if the glossary has it.
  public func shownString(forEnglish word: String) -> String? {
    glossary.first { $0.value == word }?.key
  }

  /// The bundle identifier, which names the preferences file: `org.stepwise.<id>` unless
  /// the app says otherwise.
  public let bundleIdentifier: String
}
