// The app's Info.plist and storyboards: found among the project's files, and read.

import Foundation
import XcodeFormats

extension XcodeProject {
  /// The app target's build settings, with those Xcode derives: the target's and project's
  /// names, `PRODUCT_NAME` expanded, and `PRODUCT_MODULE_NAME`, the module's name as a Swift
  /// identifier.
  static func appSettings(of file: XcodeProjectFile?, projectName name: String) -> [String: String]
  {
    var settings = file.map(buildSettings(_:)) ?? [:]
    settings["TARGET_NAME"] = settings["TARGET_NAME"] ?? name
    settings["PROJECT_NAME"] = name
    let productName = expand(settings["PRODUCT_NAME"] ?? "$(TARGET_NAME)", settings)
    settings["PRODUCT_NAME"] = productName
    let module = expand(settings["PRODUCT_MODULE_NAME"] ?? productName, settings)
    settings["PRODUCT_MODULE_NAME"] = identifier(module)
    return settings
  }

  /// The app's Info.plist, where `INFOPLIST_FILE` says or the first one outside the tests,
  /// and its keys; none, noted as left out, when the project names a file it does not hold
  /// or has neither a file nor Xcode make one.
  static func readInfoPlist(
    among files: [String], _ settings: [String: String], _ reader: inout BudgetedReader
  ) -> (path: String?, keys: [String: PropertyList]) {
    let plistPath =
      settings["INFOPLIST_FILE"].map { projectPath($0, settings) }
      ?? files.first {
        $0.hasSuffix("Info.plist") && !isTestPath($0) && !$0.contains(".xcassets/")
      }
    let path = plistPath.flatMap { files.contains($0) ? $0 : nil }
    guard let path else {
      let lost = "the app is ported without its keys (its main storyboard, its scene delegate)"
      if let plistPath {
        reader.leftOut.append(
          (plistPath, "INFOPLIST_FILE names it, and the project folder holds no such file: \(lost)")
        )
      } else if settings["GENERATE_INFOPLIST_FILE"] != "YES" {
        reader.leftOut.append(
          ("Info.plist", "the project has none, and does not have Xcode make one: \(lost)"))
      }
      return (nil, [:])
    }
    return (path, reader.infoPlist(path))
  }

  /// The main storyboard (the one Info.plist or the build settings name, or `Main`), read,
  /// and the paths of the app's other storyboards; launch screens are neither.
  static func readStoryboards(
    among files: [String], in folder: URL, infoPlist: [String: PropertyList],
    _ settings: [String: String], _ reader: inout BudgetedReader
  ) -> (main: (path: String, name: String, data: Data)?, others: [String]) {
    let storyboards = files.filter { $0.hasSuffix(".storyboard") && !isTestPath($0) }
      .filter { !isLaunchScreen(prefix(of: folder.appendingPathComponent($0), count: 2_000)) }
    let wanted = storyboardName(infoPlist: infoPlist, settings: settings) ?? "Main"
    let main = storyboards.first {
      URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent == wanted
    }
    let read = main.flatMap { path in
      reader.contents(path, limit: maximumStoryboardBytes).map { (path, wanted, $0) }
    }
    return (read, storyboards.filter { $0 != main })
  }

  /// Whether the start of a storyboard or a xib says it is a launch screen.
  static func isLaunchScreen(_ start: Data) -> Bool {
    String(decoding: start, as: UTF8.self).contains("launchScreen=\"YES\"")
  }

  /// The storyboard UIKit loads at launch: the scene manifest's `UISceneStoryboardFile`,
  /// else `UIMainStoryboardFile`, from the Info.plist or the build settings that generate it.
  static func storyboardName(infoPlist: [String: PropertyList], settings: [String: String])
    -> String?
  {
    if let name = sceneConfiguration(infoPlist)?["UISceneStoryboardFile"]?.string {
      return name
    }
    return infoPlist["UIMainStoryboardFile"]?.string
      ?? settings["INFOPLIST_KEY_UIMainStoryboardFile"]
  }

  /// The first configuration of the scene manifest's application role, if any.
  static func sceneConfiguration(_ infoPlist: [String: PropertyList]) -> PropertyList? {
    infoPlist["UIApplicationSceneManifest"]?["UISceneConfigurations"]?[
      "UIWindowSceneSessionRoleApplication"]?.array?.first
  }
}
