// The files around the app's code in an Xcode project: Info.plist, the asset catalog and
// `project.pbxproj`.

import Foundation
import HeadlessUIKitCore
import StepwiseBasics
import XcodeFormats

/// What an app's Info.plist says, from its descriptor (a stage) or its `Info.swift` (a
/// learner's package).
package struct AppInfo: Equatable, Sendable {
  /// `CFBundleDisplayName`.
  package var displayName: String
  /// `PRODUCT_BUNDLE_IDENTIFIER`.
  package var bundleIdentifier: String
  /// The asset catalog's image names.
  package var images: [String]
  /// Whether the app connects a scene (a scene manifest names its scene delegate).
  package var usesScenes: Bool

  package init(displayName: String, bundleIdentifier: String, images: [String], usesScenes: Bool) {
    self.displayName = displayName
    self.bundleIdentifier = bundleIdentifier
    self.images = images.sorted()
    self.usesScenes = usesScenes
  }
}

/// Writes the project's other files.
enum ProjectFiles {
  /// The Info.plist: the bundle's keys from build settings, the main storyboard (in the
  /// scene manifest when the app has a scene delegate), and `UILaunchScreen`, the smallest
  /// launch screen iOS accepts (an empty dictionary: the app's background colour).
  static func infoPlist(_ info: AppInfo, sceneDelegate: String?) -> String {
    var keys: [String: PropertyList] = [
      "CFBundleDevelopmentRegion": .string("$(DEVELOPMENT_LANGUAGE)"),
      "CFBundleDisplayName": .string(info.displayName),
      "CFBundleExecutable": .string("$(EXECUTABLE_NAME)"),
      "CFBundleIdentifier": .string("$(PRODUCT_BUNDLE_IDENTIFIER)"),
      "CFBundleInfoDictionaryVersion": .string("6.0"),
      "CFBundleName": .string("$(PRODUCT_NAME)"),
      "CFBundlePackageType": .string("$(PRODUCT_BUNDLE_PACKAGE_TYPE)"),
      "CFBundleShortVersionString": .string("$(MARKETING_VERSION)"),
      "CFBundleVersion": .string("$(CURRENT_PROJECT_VERSION)"),
      "LSRequiresIPhoneOS": .boolean(true),
      "UILaunchScreen": .dictionary([:]),
      "UIMainStoryboardFile": .string("Main"),
      "UISupportedInterfaceOrientations": .array([.string("UIInterfaceOrientationPortrait")]),
    ]
    if let sceneDelegate {
      let configuration: PropertyList = .dictionary([
        "UISceneConfigurationName": .string("Default Configuration"),
        "UISceneDelegateClassName": .string("$(PRODUCT_MODULE_NAME).\(sceneDelegate)"),
        "UISceneStoryboardFile": .string("Main"),
      ])
      keys["UIApplicationSceneManifest"] = .dictionary([
        "UIApplicationSupportsMultipleScenes": .boolean(false),
        "UISceneConfigurations": .dictionary([
          "UIWindowSceneSessionRoleApplication": .array([configuration])
        ]),
      ])
    }
    return PropertyList.dictionary(keys).xmlDocument
  }
}

extension AppInfo {
  /// The name of a stage's Xcode project and module: its title when that is a plain name
  /// ("Checklists", as the book names the app), else its target's. Never the target's name
  /// when the title will do: a package that `stepwise port` writes from the project cannot
  /// have a target named like one of the course's.
  package static func projectName(title: String, target: String) -> String {
    let plain =
      title.first?.isLetter == true
      && title.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    return plain ? title : target
  }

  /// What a stage's descriptor says: its title, bundle identifier, images and scenes.
  @MainActor
  package init(_ app: AppDescriptor) {
    self.init(
      displayName: app.title, bundleIdentifier: app.bundleIdentifier,
      images: app.assets.imageNames.sorted(), usesScenes: app.makeSceneDelegate != nil)
  }
}
