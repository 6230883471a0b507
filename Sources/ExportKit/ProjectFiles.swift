// The files around the app's code in an Xcode project: Info.plist, the asset catalog and
// `project.pbxproj`.

import Foundation
import HeadlessUIKitCore
import StepwiseBasics

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
    var entries: [(String, String)] = [
      ("CFBundleDevelopmentRegion", "<string>$(DEVELOPMENT_LANGUAGE)</string>"),
      (
        "CFBundleDisplayName",
        "<string>\(info.displayName.xmlEscaped(lineBreaks: .characterReference))</string>"
      ),
      ("CFBundleExecutable", "<string>$(EXECUTABLE_NAME)</string>"),
      ("CFBundleIdentifier", "<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>"),
      ("CFBundleInfoDictionaryVersion", "<string>6.0</string>"),
      ("CFBundleName", "<string>$(PRODUCT_NAME)</string>"),
      ("CFBundlePackageType", "<string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string>"),
      ("CFBundleShortVersionString", "<string>$(MARKETING_VERSION)</string>"),
      ("CFBundleVersion", "<string>$(CURRENT_PROJECT_VERSION)</string>"),
      ("LSRequiresIPhoneOS", "<true/>"),
    ]
    if let sceneDelegate {
      entries.append(
        (
          "UIApplicationSceneManifest",
          """
          <dict>
          \t\t<key>UIApplicationSupportsMultipleScenes</key>
          \t\t<false/>
          \t\t<key>UISceneConfigurations</key>
          \t\t<dict>
          \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
          \t\t\t<array>
          \t\t\t\t<dict>
          \t\t\t\t\t<key>UISceneConfigurationName</key>
          \t\t\t\t\t<string>Default Configuration</string>
          \t\t\t\t\t<key>UISceneDelegateClassName</key>
          \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).\(sceneDelegate)</string>
          \t\t\t\t\t<key>UISceneStoryboardFile</key>
          \t\t\t\t\t<string>Main</string>
          \t\t\t\t</dict>
          \t\t\t</array>
          \t\t</dict>
          \t</dict>
          """
        ))
    }
    entries.append(("UILaunchScreen", "<dict/>"))
    entries.append(("UIMainStoryboardFile", "<string>Main</string>"))
    entries.append(
      (
        "UISupportedInterfaceOrientations",
        "<array>\n\t\t<string>UIInterfaceOrientationPortrait</string>\n\t</array>"
      ))
    let body = entries.map { "\t<key>\($0.0)</key>\n\t\($0.1)" }.joined(separator: "\n")
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \(body)
      </dict>
      </plist>

      """
  }

  /// The asset catalog's files: one empty image set per image name (the course's images
  /// are names only: the learner drags the pictures in).
  static func assetCatalog(images: [String]) -> [(path: String, text: String)] {
    let info = "\"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }"
    var files = [("Assets.xcassets/Contents.json", "{\n  \(info)\n}\n")]
    for image in images {
      files.append(
        (
          "Assets.xcassets/\(image).imageset/Contents.json",
          """
          {
            "images" : [
              {
                "idiom" : "universal",
                "scale" : "1x"
              },
              {
                "idiom" : "universal",
                "scale" : "2x"
              },
              {
                "idiom" : "universal",
                "scale" : "3x"
              }
            ],
            \(info)
          }

          """
        ))
    }
    return files
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
