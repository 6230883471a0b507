// An Xcode project folder as the port reads it: Swift files, storyboard, Info.plist, assets.

import Foundation

/// What the port reads from an Xcode project folder: the app target's Swift files (test
/// targets left out), its main storyboard, its Info.plist and build settings, and the names
/// of its asset catalog's images.
package struct XcodeProject {
  /// Why a folder cannot be ported.
  package enum ReadError: Error, Equatable, CustomStringConvertible {
    /// There is no such folder.
    case noSuchFolder(String)
    /// The folder holds no `.xcodeproj`.
    case notAnXcodeProject(String)

    package var description: String {
      switch self {
      case .noSuchFolder(let path): "no such folder: \(path)"
      case .notAnXcodeProject(let path):
        "\(path) is not an Xcode project folder (it holds no .xcodeproj)"
      }
    }
  }

  /// The project folder.
  package let folder: URL
  /// The project's name: its `.xcodeproj`'s.
  package let name: String
  /// The app target's module name, as `customModule` and `$(PRODUCT_MODULE_NAME)` say.
  package let moduleName: String
  /// The Swift files, by path relative to the folder, in path order.
  package let swiftFiles: [(path: String, text: String)]
  /// The main storyboard: its path relative to the folder, its name and its contents.
  package let storyboard: (path: String, name: String, data: Data)?
  /// The other storyboards, which are not translated (launch screens excepted).
  package let otherStoryboards: [String]
  /// The app's build settings (project then target, Debug), with `INFOPLIST_KEY_*` ones.
  package let settings: [String: String]
  /// The Info.plist, if the project has one.
  package let infoPlist: [String: Any]
  /// The path of the Info.plist, relative to the folder.
  package let infoPlistPath: String?
  /// The names of the asset catalog's image sets.
  package let imageNames: [String]
  /// The Swift language version the target builds with (`SWIFT_VERSION`).
  package var swiftVersion: String? { settings["SWIFT_VERSION"] }

  /// Reads a project folder.
  package static func read(_ folder: URL) throws(ReadError) -> XcodeProject {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw .noSuchFolder(folder.path) }
    let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    guard let project = entries.filter({ $0.hasSuffix(".xcodeproj") }).sorted().first else {
      throw .notAnXcodeProject(folder.path)
    }
    return XcodeProject(folder: folder, projectFile: project)
  }

  private init(folder: URL, projectFile: String) {
    self.folder = folder
    name = String(projectFile.dropLast(".xcodeproj".count))
    let pbxproj = folder.appendingPathComponent(projectFile).appendingPathComponent(
      "project.pbxproj")
    var settings = Self.buildSettings(pbxproj) ?? [:]
    settings["TARGET_NAME"] = settings["TARGET_NAME"] ?? name
    settings["PROJECT_NAME"] = name
    let productName = Self.expand(settings["PRODUCT_NAME"] ?? "$(TARGET_NAME)", settings)
    settings["PRODUCT_NAME"] = productName
    let module = Self.expand(settings["PRODUCT_MODULE_NAME"] ?? productName, settings)
    moduleName = Self.identifier(module)
    settings["PRODUCT_MODULE_NAME"] = moduleName
    self.settings = settings

    let files = Self.files(under: folder)
    swiftFiles = files.filter { $0.hasSuffix(".swift") && !Self.isTestPath($0) }.map { path in
      (path, (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)) ?? "")
    }

    let plistPath =
      settings["INFOPLIST_FILE"].map { Self.projectPath($0, settings) }
      ?? files.first {
        $0.hasSuffix("Info.plist") && !Self.isTestPath($0) && !$0.contains(".xcassets/")
      }
    infoPlistPath = plistPath.flatMap { files.contains($0) ? $0 : nil }
    infoPlist =
      infoPlistPath.flatMap {
        try? Data(contentsOf: folder.appendingPathComponent($0))
      }.flatMap {
        try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any]
      } ?? [:]

    let storyboards = files.filter { $0.hasSuffix(".storyboard") && !Self.isTestPath($0) }
      .filter { path in
        let data = (try? Data(contentsOf: folder.appendingPathComponent(path))) ?? Data()
        return !String(decoding: data.prefix(2_000), as: UTF8.self).contains("launchScreen=\"YES\"")
      }
    let wanted = Self.storyboardName(infoPlist: infoPlist, settings: settings) ?? "Main"
    let main =
      storyboards.first {
        URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent == wanted
      }
    storyboard = main.flatMap { path in
      (try? Data(contentsOf: folder.appendingPathComponent(path))).map { (path, wanted, $0) }
    }
    otherStoryboards = storyboards.filter { $0 != main }

    imageNames = files.compactMap { path in
      let components = path.split(separator: "/")
      guard let set = components.last(where: { $0.hasSuffix(".imageset") }),
        components.contains(where: { $0.hasSuffix(".xcassets") }), path.hasSuffix("Contents.json")
      else { return nil }
      return String(set.dropLast(".imageset".count))
    }.sorted()
  }

  /// The storyboard UIKit loads at launch: the scene manifest's `UISceneStoryboardFile`,
  /// else `UIMainStoryboardFile`, from the Info.plist or the build settings that generate it.
  static func storyboardName(infoPlist: [String: Any], settings: [String: String]) -> String? {
    if let configuration = sceneConfiguration(infoPlist),
      let name = configuration["UISceneStoryboardFile"] as? String
    {
      return name
    }
    return infoPlist["UIMainStoryboardFile"] as? String
      ?? settings["INFOPLIST_KEY_UIMainStoryboardFile"]
  }

  /// The first configuration of the scene manifest's application role, if any.
  static func sceneConfiguration(_ infoPlist: [String: Any]) -> [String: Any]? {
    let manifest = infoPlist["UIApplicationSceneManifest"] as? [String: Any]
    let configurations = manifest?["UISceneConfigurations"] as? [String: Any]
    let role = configurations?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]]
    return role?.first
  }

  /// Whether a path belongs to a test target or to a folder that is not the app's.
  static func isTestPath(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().contains { component in
      component.hasSuffix("Tests") || component.hasSuffix("UITests") || component == "Pods"
        || component == "Carthage" || component == ".build" || component == "DerivedData"
        || component.hasSuffix(".xcodeproj") || component.hasPrefix(".")
    }
  }

  /// Every file under a folder, relative to it, in path order.
  static func files(under folder: URL) -> [String] {
    let base = folder.standardizedFileURL.path
    guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
    var result: [String] = []
    while let path = walker.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        result.append(path)
      }
    }
    return result.sorted()
  }

  // MARK: - Build settings

  /// The app target's build settings from a `project.pbxproj`: the project's, then the
  /// target's (its Debug configuration), with `TARGET_NAME`.
  static func buildSettings(_ url: URL) -> [String: String]? {
    guard let data = try? Data(contentsOf: url),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String: Any],
      let objects = plist["objects"] as? [String: [String: Any]]
    else { return nil }
    func settings(ofList id: Any?) -> [String: String] {
      guard let id = id as? String, let list = objects[id],
        let ids = list["buildConfigurations"] as? [String]
      else { return [:] }
      let configurations = ids.compactMap { objects[$0] }
      let chosen = configurations.first { $0["name"] as? String == "Debug" } ?? configurations.first
      let raw = chosen?["buildSettings"] as? [String: Any] ?? [:]
      return raw.compactMapValues { value in
        (value as? String) ?? (value as? [String])?.joined(separator: " ")
      }
    }
    let root = (plist["rootObject"] as? String).flatMap { objects[$0] }
    var result = settings(ofList: root?["buildConfigurationList"])
    let targets = objects.values.filter {
      $0["isa"] as? String == "PBXNativeTarget"
        && $0["productType"] as? String == "com.apple.product-type.application"
    }
    if let target = targets.min(by: {
      ($0["name"] as? String ?? "") < ($1["name"] as? String ?? "")
    }) {
      result.merge(settings(ofList: target["buildConfigurationList"])) { $1 }
      result["TARGET_NAME"] = target["name"] as? String
    }
    return result
  }

  /// A value with its `$(NAME)` and `${NAME}` settings filled in (`:rfc1034identifier` and
  /// other modifiers are applied as plain text), and `$(inherited)` dropped.
  /// A path from the build settings, relative to the project's folder: `$(SRCROOT)`,
  /// `$(SOURCE_ROOT)` and `$(PROJECT_DIR)` are that folder, as Xcode sets them.
  static func projectPath(_ value: String, _ settings: [String: String]) -> String {
    var settings = settings
    for name in ["SRCROOT", "SOURCE_ROOT", "PROJECT_DIR"] where settings[name] == nil {
      settings[name] = "."
    }
    var path = expand(value, settings)
    while path.hasPrefix("./") { path.removeFirst(2) }
    return path
  }

  static func expand(_ value: String, _ settings: [String: String]) -> String {
    var result = value
    for _ in 0..<5 {
      guard let match = result.firstMatch(of: /\$[({]([A-Za-z0-9_]+)(:[A-Za-z0-9_,]+)?[)}]/)
      else { break }
      let name = String(match.output.1)
      let replacement = name == "inherited" ? "" : settings[name] ?? ""
      let modified =
        match.output.2.map { $0.contains("rfc1034identifier") } == true
        ? replacement.replacingOccurrences(of: " ", with: "-")
        : replacement
      result.replaceSubrange(match.range, with: modified)
    }
    return result.trimmingCharacters(in: .whitespaces)
  }

  /// A name made into a Swift identifier, as Xcode makes a module name: characters that
  /// cannot be in one become `_`.
  static func identifier(_ name: String) -> String {
    var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if result.first?.isNumber == true { result = "_" + result }
    return result.isEmpty ? "App" : result
  }
}
