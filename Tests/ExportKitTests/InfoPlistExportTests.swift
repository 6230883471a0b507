// The exported Info.plist read by a reader that is not ours (Foundation's property list
// parser), key by key: what Xcode and iOS read from it.

import Foundation
import Testing

@testable import ExportKit

@MainActor
@Suite struct InfoPlistExportTests {
  /// A plist's text read as Foundation reads an XML property list.
  func read(_ text: String) throws -> [String: Any] {
    var format = PropertyListSerialization.PropertyListFormat.binary
    let plist = try PropertyListSerialization.propertyList(
      from: Data(text.utf8), format: &format)
    #expect(format == .xml)
    return try #require(plist as? [String: Any], "not a dictionary")
  }

  @Test(arguments: Stages.targets)
  func eachStagesInfoPlistNamesTheAppItsStoryboardAndItsLaunchScreen(_ target: String) throws {
    let export = try Stages.export(target)
    let app = try #require(Stages.all.first { $0.target == target }?.app)
    let text = try #require(export.files.first { $0.path.hasSuffix("/Info.plist") }).text
    let plist = try read(text)

    #expect(plist["CFBundleDisplayName"] as? String == app.title)
    // The bundle's own keys come from the target's build settings, as Xcode's templates do.
    for (key, setting) in [
      ("CFBundleIdentifier", "PRODUCT_BUNDLE_IDENTIFIER"),
      ("CFBundleExecutable", "EXECUTABLE_NAME"),
      ("CFBundleVersion", "CURRENT_PROJECT_VERSION"),
    ] {
      #expect(plist[key] as? String == "$(\(setting))", "\(key)")
    }
    #expect(plist["LSRequiresIPhoneOS"] as? Bool == true)
    #expect(plist["UIMainStoryboardFile"] as? String == "Main")
    // The smallest launch screen iOS accepts; without one, iOS runs the app letterboxed.
    #expect((plist["UILaunchScreen"] as? [String: Any])?.isEmpty == true)
    // Portrait only, as the simulator draws every screen.
    #expect(
      plist["UISupportedInterfaceOrientations"] as? [String] == ["UIInterfaceOrientationPortrait"])
    #expect((plist["UIApplicationSceneManifest"] != nil) == (app.makeSceneDelegate != nil))
  }

  /// A learner's display name is theirs, whatever it holds: markup characters, quotes, a line
  /// break and any script read back as written; a control character, which XML cannot hold,
  /// is left out. A scene delegate is named in the scene manifest, with the storyboard.
  @Test func anyDisplayNameReadsBackAndTheSceneManifestNamesTheDelegate() throws {
    let name = "Ada & Ben's <Lists> \"2\"\nやること 📝\u{7}"
    let info = AppInfo(
      displayName: name, bundleIdentifier: "com.example.lists", images: [], usesScenes: true)
    let plist = try read(ProjectFiles.infoPlist(info, sceneDelegate: "SceneDelegate"))

    #expect(plist["CFBundleDisplayName"] as? String == "Ada & Ben's <Lists> \"2\"\nやること 📝")
    let manifest = try #require(plist["UIApplicationSceneManifest"] as? [String: Any])
    #expect(manifest["UIApplicationSupportsMultipleScenes"] as? Bool == false)
    let roles = try #require(manifest["UISceneConfigurations"] as? [String: Any])
    let configurations = try #require(
      roles["UIWindowSceneSessionRoleApplication"] as? [[String: Any]])
    #expect(configurations.count == 1)
    #expect(
      configurations.first?["UISceneDelegateClassName"] as? String
        == "$(PRODUCT_MODULE_NAME).SceneDelegate")
    #expect(configurations.first?["UISceneStoryboardFile"] as? String == "Main")
  }
}
