// What every app tells the simulated device about itself, in one small value.

/// An app's identity and entry points: what `Info.plist`, the asset catalog and `main` are to
/// an iOS app.
///
/// Tests, the `stepwise` tool and the chapters all launch apps through their descriptors.
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
  /// The images and colours the app ships.
  public let assets: AssetCatalog

  /// Describes an app.
  public init(
    id: String,
    title: String,
    summary: String,
    chapter: String,
    makeDelegate: @escaping @MainActor @Sendable () -> any UIApplicationDelegate,
    makeStoryboard: @escaping @MainActor @Sendable () -> UIStoryboard?,
    assets: AssetCatalog = AssetCatalog()
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.chapter = chapter
    self.makeDelegate = makeDelegate
    self.makeStoryboard = makeStoryboard
    self.assets = assets
  }

  /// The bundle identifier, which names the preferences file.
  public var bundleIdentifier: String { "org.stepwise.\(id)" }
}
