// The Info.plist facts an app needs at launch, declared by its @main app delegate.

import XcodeFormats

/// Writes `Info.swift`: the `InfoPlist` the app delegate declares, from the project's
/// Info.plist and build settings: bundle identifier, display name, main storyboard, scene
/// delegate, asset catalog and nibs.
struct InfoTranslator {
  let project: XcodeProject
  let swift: SwiftProject
  /// What could not be declared.
  private(set) var notes: [PortReport.Note] = []

  init(project: XcodeProject, swift: SwiftProject) {
    self.project = project
    self.swift = swift
    if let name = sceneDelegateName, swift.classes[name] == nil {
      notes.append(
        PortReport.Note(
          path: project.infoPlistPath ?? project.name, line: nil,
          text: "scene delegate \(name) is not in the project's Swift files: left out"))
    }
  }

  /// `CFBundleIdentifier`, with its build settings filled in.
  var bundleIdentifier: String {
    let value =
      project.infoPlist["CFBundleIdentifier"]?.string
      ?? project.settings["PRODUCT_BUNDLE_IDENTIFIER"] ?? ""
    let expanded = XcodeProject.expand(value, project.settings)
    return expanded.isEmpty ? "com.example.\(project.moduleName)" : expanded
  }

  /// `CFBundleDisplayName`, else the bundle's name, with build settings filled in.
  var displayName: String {
    let candidates = [
      project.infoPlist["CFBundleDisplayName"]?.string,
      project.settings["INFOPLIST_KEY_CFBundleDisplayName"],
      project.infoPlist["CFBundleName"]?.string, project.settings["PRODUCT_NAME"],
    ]
    for case let value? in candidates {
      let expanded = XcodeProject.expand(value, project.settings)
      if !expanded.isEmpty { return expanded }
    }
    return project.name
  }

  /// The scene delegate's class, from the scene manifest (or Xcode's generated one).
  var sceneDelegateName: String? {
    if let configuration = XcodeProject.sceneConfiguration(project.infoPlist) {
      guard let name = configuration["UISceneDelegateClassName"]?.string else { return nil }
      let expanded = XcodeProject.expand(name, project.settings)
      return String(expanded.split(separator: ".").last ?? Substring(expanded))
    }
    if project.settings["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"] == "YES",
      swift.classes["SceneDelegate"] != nil
    {
      return "SceneDelegate"
    }
    return nil
  }

  /// The text of `Info.swift`; `nibs` are the expressions making the nibs of the app's
  /// `.xib` files (`.makeTaskCell()`).
  func file(delegate: String, storyboard: String?, nibs: [String] = []) -> String {
    var arguments = [
      SwiftArgument("bundleIdentifier", .string(bundleIdentifier)),
      SwiftArgument("displayName", .string(displayName)),
      SwiftArgument("makeDelegate", .atom("{ \(delegate)() }")),
    ]
    if let storyboard,
      XcodeProject.storyboardName(
        infoPlist: project.infoPlist, settings: project.settings) != nil
    {
      arguments.append(SwiftArgument("mainStoryboard", .atom("{ \(storyboard) }")))
    }
    if let scene = sceneDelegateName, swift.classes[scene] != nil {
      arguments.append(SwiftArgument("makeSceneDelegate", .atom("{ \(scene)() }")))
    }
    if !project.imageNames.isEmpty {
      let images = SwiftExpression.array(project.imageNames.map(SwiftExpression.string))
      arguments.append(
        SwiftArgument("assets", .call("AssetCatalog", [SwiftArgument("images", images)])))
    }
    if !nibs.isEmpty {
      arguments.append(
        SwiftArgument("nibs", .atom("{ [\(nibs.joined(separator: ", "))] }")))
    }
    let declaration = SwiftExpression.call("InfoPlist", arguments)
      .lines(prefix: "  static let infoPlist: InfoPlist? = ", indent: "  ", suffix: "")
    return """
      // Info.plist, declared in Swift.

      import HeadlessUIKit

      extension \(delegate) {
      \(declaration.joined(separator: "\n"))
      }

      """
  }
}
