// `project.pbxproj`: one iOS app target building the app's Swift files and resources.

import Foundation

/// Writes an Xcode project file for one application target named after the project: its
/// Swift files in a sources phase, `Main.storyboard` (a Base localization) and the asset
/// catalog in a resources phase, groups following the folders, and build settings for an
/// iPhone app. Its format is the oldest its settings allow (``Format``).
struct ProjectFile {
  let name: String
  /// The Swift files, relative to the app's folder.
  let swiftFiles: [String]
  let hasAssetCatalog: Bool
  let bundleIdentifier: String
  let swiftVersion: String
  let deploymentTarget: String
  /// Whether the code is on the main actor unless it says otherwise.
  let mainActorByDefault: Bool

  /// The project format the file declares, as Xcode writes it: the one its settings need.
  struct Format: Equatable {
    /// `objectVersion`.
    var objectVersion: Int
    /// The Xcode version the format names (`compatibilityVersion`, before Xcode 16).
    var xcode: String
    /// `LastUpgradeCheck` and `LastSwiftUpdateCheck`: the Xcode that last looked at it.
    var lastUpgradeCheck: Int

    /// Xcode 14's format, which every Xcode since opens.
    static let xcode14 = Format(objectVersion: 56, xcode: "Xcode 14.0", lastUpgradeCheck: 1500)
    /// Xcode 16's format (`preferredProjectObjectVersion` in place of
    /// `compatibilityVersion`), for a project whose settings only Xcode 26 reads.
    static let xcode26 = Format(objectVersion: 77, xcode: "Xcode 26.0", lastUpgradeCheck: 2600)

    /// The project's `compatibilityVersion` line, which Xcode 16's format no longer has.
    var compatibilityLine: String {
      objectVersion < 77 ? "\t\t\tcompatibilityVersion = \"\(xcode)\";\n" : ""
    }

    /// The project's `preferredProjectObjectVersion` line, from Xcode 16's format on.
    var preferredVersionLine: String {
      objectVersion >= 77 ? "\t\t\tpreferredProjectObjectVersion = \(objectVersion);\n" : ""
    }
  }

  /// The format: Xcode 26's settings (`SWIFT_DEFAULT_ACTOR_ISOLATION`) need a project Xcode
  /// 26 wrote.
  var format: Format { mainActorByDefault ? .xcode26 : .xcode14 }

  private struct Reference {
    var id: String
    var path: String
    var line: String
  }

  func text() -> String {
    var ids = ObjectIDs(seed: "pbxproj/" + name)
    var buildFiles: [String] = []
    var references: [String] = []
    var sources: [String] = []
    var resources: [String] = []
    /// Each group's children, by folder path ("" for the app's folder).
    var children: [String: [String]] = [:]
    var folders: Set<String> = [""]

    func folder(of path: String) -> String {
      let parts = path.split(separator: "/").dropLast()
      return parts.joined(separator: "/")
    }
    func fileName(_ path: String) -> String { String(path.split(separator: "/").last ?? "") }
    func quoted(_ text: String) -> String {
      text.allSatisfy { $0.isLetter || $0.isNumber || "._/".contains($0) } && !text.isEmpty
        ? text : "\"\(text.replacingOccurrences(of: "\"", with: "\\\""))\""
    }

    for path in swiftFiles {
      let file = ids.makeProjectID()
      let build = ids.makeProjectID()
      let name = fileName(path)
      references.append(
        "\t\t\(file) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = "
          + "sourcecode.swift; path = \(quoted(name)); sourceTree = \"<group>\"; };")
      buildFiles.append(
        "\t\t\(build) /* \(name) in Sources */ = {isa = PBXBuildFile; fileRef = \(file) "
          + "/* \(name) */; };")
      sources.append("\t\t\t\t\(build) /* \(name) in Sources */,")
      var parent = folder(of: path)
      children[parent, default: []].append("\t\t\t\t\(file) /* \(name) */,")
      while !parent.isEmpty, folders.insert(parent).inserted {
        parent = folder(of: parent)
      }
    }

    let storyboardGroup = ids.makeProjectID()
    let storyboardBase = ids.makeProjectID()
    let storyboardBuild = ids.makeProjectID()
    references.append(
      "\t\t\(storyboardBase) /* Base */ = {isa = PBXFileReference; lastKnownFileType = "
        + "file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "
        + "\"<group>\"; };")
    buildFiles.append(
      "\t\t\(storyboardBuild) /* Main.storyboard in Resources */ = {isa = PBXBuildFile; "
        + "fileRef = \(storyboardGroup) /* Main.storyboard */; };")
    resources.append("\t\t\t\t\(storyboardBuild) /* Main.storyboard in Resources */,")
    children["", default: []].append("\t\t\t\t\(storyboardGroup) /* Main.storyboard */,")
    if hasAssetCatalog {
      let assets = ids.makeProjectID()
      let build = ids.makeProjectID()
      references.append(
        "\t\t\(assets) /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = "
          + "folder.assetcatalog; path = Assets.xcassets; sourceTree = \"<group>\"; };")
      buildFiles.append(
        "\t\t\(build) /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = "
          + "\(assets) /* Assets.xcassets */; };")
      resources.append("\t\t\t\t\(build) /* Assets.xcassets in Resources */,")
      children["", default: []].append("\t\t\t\t\(assets) /* Assets.xcassets */,")
    }
    let plist = ids.makeProjectID()
    references.append(
      "\t\t\(plist) /* Info.plist */ = {isa = PBXFileReference; lastKnownFileType = "
        + "text.plist.xml; path = Info.plist; sourceTree = \"<group>\"; };")
    children["", default: []].append("\t\t\t\t\(plist) /* Info.plist */,")
    let product = ids.makeProjectID()
    references.insert(
      "\t\t\(product) /* \(name).app */ = {isa = PBXFileReference; explicitFileType = "
        + "wrapper.application; includeInIndex = 0; path = \(quoted(name + ".app")); sourceTree "
        + "= BUILT_PRODUCTS_DIR; };", at: 0)

    // Groups: the main group, Products, the app's folder and its subfolders.
    var groupIDs: [String: String] = [:]
    for folder in folders.sorted() { groupIDs[folder] = ids.makeProjectID() }
    for folder in folders.sorted() where !folder.isEmpty {
      let parent = self.folderOf(folder)
      let id = groupIDs[folder] ?? ""
      children[parent, default: []].insert("\t\t\t\t\(id) /* \(fileName(folder)) */,", at: 0)
    }
    let mainGroup = ids.makeProjectID()
    let productsGroup = ids.makeProjectID()
    var groups = [
      """
      \t\t\(mainGroup) = {
      \t\t\tisa = PBXGroup;
      \t\t\tchildren = (
      \t\t\t\t\(groupIDs[""] ?? "") /* \(name) */,
      \t\t\t\t\(productsGroup) /* Products */,
      \t\t\t);
      \t\t\tsourceTree = "<group>";
      \t\t};
      """,
      """
      \t\t\(productsGroup) /* Products */ = {
      \t\t\tisa = PBXGroup;
      \t\t\tchildren = (
      \t\t\t\t\(product) /* \(name).app */,
      \t\t\t);
      \t\t\tname = Products;
      \t\t\tsourceTree = "<group>";
      \t\t};
      """,
    ]
    for folder in folders.sorted() {
      let shown = folder.isEmpty ? name : fileName(folder)
      groups.append(
        """
        \t\t\(groupIDs[folder] ?? "") /* \(shown) */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \((children[folder] ?? []).joined(separator: "\n"))
        \t\t\t);
        \t\t\tpath = \(quoted(shown));
        \t\t\tsourceTree = "<group>";
        \t\t};
        """)
    }

    let target = ids.makeProjectID()
    let project = ids.makeProjectID()
    let sourcesPhase = ids.makeProjectID()
    let frameworksPhase = ids.makeProjectID()
    let resourcesPhase = ids.makeProjectID()
    let projectList = ids.makeProjectID()
    let targetList = ids.makeProjectID()
    let projectDebug = ids.makeProjectID()
    let projectRelease = ids.makeProjectID()
    let targetDebug = ids.makeProjectID()
    let targetRelease = ids.makeProjectID()

    func projectSettings(debug: Bool) -> String {
      var settings = [
        "ALWAYS_SEARCH_USER_PATHS = NO;", "CLANG_ENABLE_MODULES = YES;",
        "CLANG_ENABLE_OBJC_ARC = YES;", "COPY_PHASE_STRIP = NO;",
        "ENABLE_STRICT_OBJC_MSGSEND = YES;", "GCC_C_LANGUAGE_STANDARD = gnu17;",
        "IPHONEOS_DEPLOYMENT_TARGET = \(deploymentTarget);", "SDKROOT = iphoneos;",
      ]
      if debug {
        settings += [
          "DEBUG_INFORMATION_FORMAT = dwarf;", "ENABLE_TESTABILITY = YES;",
          "GCC_OPTIMIZATION_LEVEL = 0;", "ONLY_ACTIVE_ARCH = YES;",
          "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"DEBUG $(inherited)\";",
          "SWIFT_OPTIMIZATION_LEVEL = \"-Onone\";",
        ]
      } else {
        settings += [
          "DEBUG_INFORMATION_FORMAT = \"dwarf-with-dsym\";",
          "SWIFT_COMPILATION_MODE = wholemodule;",
          "VALIDATE_PRODUCT = YES;",
        ]
      }
      return settings.sorted().map { "\t\t\t\t\($0)" }.joined(separator: "\n")
    }
    func targetSettings() -> String {
      var settings = [
        "CODE_SIGN_STYLE = Automatic;", "CURRENT_PROJECT_VERSION = 1;",
        "GENERATE_INFOPLIST_FILE = NO;", "INFOPLIST_FILE = \(quoted(name + "/Info.plist"));",
        "LD_RUNPATH_SEARCH_PATHS = (\n\t\t\t\t\t\"$(inherited)\",\n\t\t\t\t\t"
          + "\"@executable_path/Frameworks\",\n\t\t\t\t);",
        "MARKETING_VERSION = 1.0;",
        "PRODUCT_BUNDLE_IDENTIFIER = \(quoted(bundleIdentifier));",
        "PRODUCT_NAME = \"$(TARGET_NAME)\";", "SWIFT_EMIT_LOC_STRINGS = YES;",
        "SWIFT_VERSION = \(swiftVersion);", "TARGETED_DEVICE_FAMILY = 1;",
      ]
      if mainActorByDefault { settings.append("SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;") }
      return settings.sorted().map { "\t\t\t\t\($0)" }.joined(separator: "\n")
    }
    func configuration(_ id: String, _ configurationName: String, _ settings: String) -> String {
      """
      \t\t\(id) /* \(configurationName) */ = {
      \t\t\tisa = XCBuildConfiguration;
      \t\t\tbuildSettings = {
      \(settings)
      \t\t\t};
      \t\t\tname = \(configurationName);
      \t\t};
      """
    }
    func phase(_ id: String, _ isa: String, _ phaseName: String, _ files: [String]) -> String {
      """
      \t\t\(id) /* \(phaseName) */ = {
      \t\t\tisa = \(isa);
      \t\t\tbuildActionMask = 2147483647;
      \t\t\tfiles = (
      \(files.joined(separator: "\n"))\(files.isEmpty ? "" : "\n")\t\t\t);
      \t\t\trunOnlyForDeploymentPostprocessing = 0;
      \t\t};
      """
    }
    func section(_ isa: String, _ body: String) -> String {
      "/* Begin \(isa) section */\n\(body)\n/* End \(isa) section */\n"
    }

    let quotedName = quoted(name)
    let sections = [
      section("PBXBuildFile", buildFiles.joined(separator: "\n")),
      section("PBXFileReference", references.joined(separator: "\n")),
      section(
        "PBXFrameworksBuildPhase",
        phase(frameworksPhase, "PBXFrameworksBuildPhase", "Frameworks", [])),
      section("PBXGroup", groups.joined(separator: "\n")),
      section(
        "PBXNativeTarget",
        """
        \t\t\(target) /* \(name) */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = \(targetList) /* Build configuration list for PBXNativeTarget "\(name)" */;
        \t\t\tbuildPhases = (
        \t\t\t\t\(sourcesPhase) /* Sources */,
        \t\t\t\t\(frameworksPhase) /* Frameworks */,
        \t\t\t\t\(resourcesPhase) /* Resources */,
        \t\t\t);
        \t\t\tbuildRules = (
        \t\t\t);
        \t\t\tdependencies = (
        \t\t\t);
        \t\t\tname = \(quotedName);
        \t\t\tproductName = \(quotedName);
        \t\t\tproductReference = \(product) /* \(name).app */;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        """),
      section(
        "PBXProject",
        """
        \t\t\(project) /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tattributes = {
        \t\t\t\tBuildIndependentTargetsInParallel = 1;
        \t\t\t\tLastSwiftUpdateCheck = \(format.lastUpgradeCheck);
        \t\t\t\tLastUpgradeCheck = \(format.lastUpgradeCheck);
        \t\t\t};
        \t\t\tbuildConfigurationList = \(projectList) /* Build configuration list for PBXProject "\(name)" */;
        \(format.compatibilityLine)\t\t\tdevelopmentRegion = en;
        \t\t\thasScannedForEncodings = 0;
        \t\t\tknownRegions = (
        \t\t\t\ten,
        \t\t\t\tBase,
        \t\t\t);
        \t\t\tmainGroup = \(mainGroup);
        \(format.preferredVersionLine)\t\t\tproductRefGroup = \(productsGroup) /* Products */;
        \t\t\tprojectDirPath = "";
        \t\t\tprojectRoot = "";
        \t\t\ttargets = (
        \t\t\t\t\(target) /* \(name) */,
        \t\t\t);
        \t\t};
        """),
      section(
        "PBXResourcesBuildPhase",
        phase(resourcesPhase, "PBXResourcesBuildPhase", "Resources", resources)),
      section(
        "PBXSourcesBuildPhase", phase(sourcesPhase, "PBXSourcesBuildPhase", "Sources", sources)),
      section(
        "PBXVariantGroup",
        """
        \t\t\(storyboardGroup) /* Main.storyboard */ = {
        \t\t\tisa = PBXVariantGroup;
        \t\t\tchildren = (
        \t\t\t\t\(storyboardBase) /* Base */,
        \t\t\t);
        \t\t\tname = Main.storyboard;
        \t\t\tsourceTree = "<group>";
        \t\t};
        """),
      section(
        "XCBuildConfiguration",
        [
          configuration(projectDebug, "Debug", projectSettings(debug: true)),
          configuration(projectRelease, "Release", projectSettings(debug: false)),
          configuration(targetDebug, "Debug", targetSettings()),
          configuration(targetRelease, "Release", targetSettings()),
        ].joined(separator: "\n")),
      section(
        "XCConfigurationList",
        """
        \t\t\(projectList) /* Build configuration list for PBXProject "\(name)" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\t\(projectDebug) /* Debug */,
        \t\t\t\t\(projectRelease) /* Release */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        \t\t\(targetList) /* Build configuration list for PBXNativeTarget "\(name)" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\t\(targetDebug) /* Debug */,
        \t\t\t\t\(targetRelease) /* Release */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        """),
    ]
    return """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tclasses = {
      \t};
      \tobjectVersion = \(format.objectVersion);
      \tobjects = {

      \(sections.joined(separator: "\n"))\t};
      \trootObject = \(project) /* Project object */;
      }

      """
  }

  private func folderOf(_ path: String) -> String {
    path.split(separator: "/").dropLast().joined(separator: "/")
  }
}
