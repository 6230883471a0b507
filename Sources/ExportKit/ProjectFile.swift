// `project.pbxproj`: one iOS app target building the app's Swift files and resources.

import Foundation

/// Writes an Xcode project file for one application target named after the project: its
/// Swift files in a sources phase, `Main.storyboard` (a Base localization), the `.xib` files
/// and the asset catalog in a resources phase, groups following the folders, and build
/// settings for an iPhone app. Its format is the oldest its settings allow (``Format``).
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
  /// The test targets, which test the app.
  var tests: [ProjectTestTarget] = []
  /// The Core Data models, each a `.xcdatamodeld` folder in the app's folder, compiled in
  /// its sources phase as Xcode does (which also generates their entities' classes).
  var dataModels: [DataModelFolder] = []
  /// The `.xib` files, relative to the app's folder, copied in its resources phase.
  var xibs: [String] = []
  /// The string tables, relative to the app's folder: `<language>.lproj/<Table>.strings`
  /// files and `.xcstrings` String Catalogs, copied in its resources phase.
  var stringTables: [String] = []

  /// A `.xcdatamodeld` folder: its name, its versions (`.xcdatamodel` folders) and the
  /// current one.
  struct DataModelFolder {
    var name: String
    var versions: [String]
    var current: String
  }

  /// The format: Xcode 26's settings (`SWIFT_DEFAULT_ACTOR_ISOLATION`) need a project Xcode
  /// 26 wrote.
  var format: Format { mainActorByDefault ? .xcode26 : .xcode14 }

  private struct Reference {
    var id: String
    var path: String
    var line: String
  }

  /// The file's text.
  func text() -> String { make().text }

  /// The file's text, with its app target's id and its test targets' (which a scheme names).
  func make() -> (text: String, appID: String, testIDs: [(id: String, name: String)]) {
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
    let quoted = Self.quoted
    /// Lists a file in the group of its folder, making the groups of that folder and the
    /// folders above it.
    func addToGroup(_ path: String, _ child: String) {
      var parent = folder(of: path)
      children[parent, default: []].append(child)
      while !parent.isEmpty, folders.insert(parent).inserted {
        parent = folder(of: parent)
      }
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
      addToGroup(path, "\t\t\t\t\(file) /* \(name) */,")
    }

    var versionGroups: [String] = []
    for model in dataModels {
      let group = ids.makeProjectID()
      let build = ids.makeProjectID()
      var versionIDs: [String: String] = [:]
      for version in model.versions {
        let id = ids.makeProjectID()
        versionIDs[version] = id
        references.append(
          "\t\t\(id) /* \(version) */ = {isa = PBXFileReference; lastKnownFileType = "
            + "wrapper.xcdatamodel; path = \(quoted(version)); sourceTree = \"<group>\"; };")
      }
      buildFiles.append(
        "\t\t\(build) /* \(model.name) in Sources */ = {isa = PBXBuildFile; fileRef = \(group) "
          + "/* \(model.name) */; };")
      sources.append("\t\t\t\t\(build) /* \(model.name) in Sources */,")
      children["", default: []].append("\t\t\t\t\(group) /* \(model.name) */,")
      let current = versionIDs[model.current] ?? ""
      versionGroups.append(
        """
        \t\t\(group) /* \(model.name) */ = {
        \t\t\tisa = XCVersionGroup;
        \t\t\tchildren = (
        \(model.versions.map { "\t\t\t\t\(versionIDs[$0] ?? "") /* \($0) */,\n" }.joined())\t\t\t);
        \t\t\tcurrentVersion = \(current) /* \(model.current) */;
        \t\t\tpath = \(quoted(model.name));
        \t\t\tsourceTree = "<group>";
        \t\t\tversionGroupType = wrapper.xcdatamodel;
        \t\t};
        """)
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
    for path in xibs {
      let file = ids.makeProjectID()
      let build = ids.makeProjectID()
      let name = fileName(path)
      references.append(
        "\t\t\(file) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = file.xib; "
          + "path = \(quoted(name)); sourceTree = \"<group>\"; };")
      buildFiles.append(
        "\t\t\(build) /* \(name) in Resources */ = {isa = PBXBuildFile; fileRef = \(file) "
          + "/* \(name) */; };")
      resources.append("\t\t\t\t\(build) /* \(name) in Resources */,")
      addToGroup(path, "\t\t\t\t\(file) /* \(name) */,")
    }
    let tables = stringTableObjects(&ids)
    references += tables.references
    buildFiles += tables.buildFiles
    resources += tables.resources
    children["", default: []] += tables.children
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
    var groups: [String] = []
    for folder in folders.sorted() {
      let shown = folder.isEmpty ? name : fileName(folder)
      groups.append(
        Self.group(groupIDs[folder] ?? "", shown: shown, children: children[folder] ?? []))
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
    func section(_ isa: String, _ body: [String]) -> String {
      body.isEmpty
        ? ""
        : "/* Begin \(isa) section */\n\(body.joined(separator: "\n"))\n/* End \(isa) section */\n"
    }

    let testObjects = ProjectTestObjects(tests, of: self, appID: target, projectID: project)
    groups.insert(
      """
      \t\t\(mainGroup) = {
      \t\t\tisa = PBXGroup;
      \t\t\tchildren = (
      \t\t\t\t\(groupIDs[""] ?? "") /* \(name) */,
      \(testObjects.mainGroupChildren.map { $0 + "\n" }.joined())\t\t\t\t\(productsGroup) /* Products */,
      \t\t\t);
      \t\t\tsourceTree = "<group>";
      \t\t};
      """, at: 0)
    groups.insert(
      """
      \t\t\(productsGroup) /* Products */ = {
      \t\t\tisa = PBXGroup;
      \t\t\tchildren = (
      \t\t\t\t\(product) /* \(name).app */,
      \(testObjects.products.map { $0 + "\n" }.joined())\t\t\t);
      \t\t\tname = Products;
      \t\t\tsourceTree = "<group>";
      \t\t};
      """, at: 1)
    let targets = [(target, name)] + testObjects.targetIDs
    let sections = [
      section("PBXBuildFile", buildFiles + testObjects.buildFiles),
      section("PBXContainerItemProxy", testObjects.proxies),
      section("PBXFileReference", references + testObjects.references),
      section(
        "PBXFrameworksBuildPhase",
        [Self.phase(frameworksPhase, "PBXFrameworksBuildPhase", "Frameworks", [])]
          + testObjects.frameworksPhases),
      section("PBXGroup", groups + testObjects.groups),
      section(
        "PBXNativeTarget",
        [
          Self.nativeTarget(
            target, name: name, list: targetList,
            phases: [sourcesPhase, frameworksPhase, resourcesPhase], dependencies: [],
            product: (product, name + ".app"), type: "com.apple.product-type.application")
        ] + testObjects.targets),
      section(
        "PBXProject",
        [
          """
          \t\t\(project) /* Project object */ = {
          \t\t\tisa = PBXProject;
          \t\t\tattributes = {
          \t\t\t\tBuildIndependentTargetsInParallel = 1;
          \t\t\t\tLastSwiftUpdateCheck = \(format.lastUpgradeCheck);
          \t\t\t\tLastUpgradeCheck = \(format.lastUpgradeCheck);
          \(testObjects.targetAttributes(appID: target, createdOn: format.lastUpgradeCheck))\t\t\t};
          \t\t\tbuildConfigurationList = \(projectList) /* Build configuration list for PBXProject "\(name)" */;
          \(format.compatibilityLine)\t\t\tdevelopmentRegion = en;
          \t\t\thasScannedForEncodings = 0;
          \t\t\tknownRegions = (
          \((["en"] + tables.regions.filter { $0 != "en" }).map { "\t\t\t\t\(Self.quoted($0)),\n" }.joined())\t\t\t\tBase,
          \t\t\t);
          \t\t\tmainGroup = \(mainGroup);
          \(format.preferredVersionLine)\t\t\tproductRefGroup = \(productsGroup) /* Products */;
          \t\t\tprojectDirPath = "";
          \t\t\tprojectRoot = "";
          \t\t\ttargets = (
          \(targets.map { "\t\t\t\t\($0.0) /* \($0.1) */,\n" }.joined())\t\t\t);
          \t\t};
          """
        ]),
      section(
        "PBXResourcesBuildPhase",
        [Self.phase(resourcesPhase, "PBXResourcesBuildPhase", "Resources", resources)]
          + testObjects.resourcesPhases),
      section(
        "PBXSourcesBuildPhase",
        [Self.phase(sourcesPhase, "PBXSourcesBuildPhase", "Sources", sources)]
          + testObjects.sourcesPhases),
      section("PBXTargetDependency", testObjects.dependencies),
      section(
        "PBXVariantGroup",
        [
          """
          \t\t\(storyboardGroup) /* Main.storyboard */ = {
          \t\t\tisa = PBXVariantGroup;
          \t\t\tchildren = (
          \t\t\t\t\(storyboardBase) /* Base */,
          \t\t\t);
          \t\t\tname = Main.storyboard;
          \t\t\tsourceTree = "<group>";
          \t\t};
          """
        ] + tables.variantGroups),
      section(
        "XCBuildConfiguration",
        [
          Self.configuration(projectDebug, "Debug", projectSettings(debug: true)),
          Self.configuration(projectRelease, "Release", projectSettings(debug: false)),
          Self.configuration(targetDebug, "Debug", targetSettings()),
          Self.configuration(targetRelease, "Release", targetSettings()),
        ] + testObjects.configurations),
      section(
        "XCConfigurationList",
        [
          Self.configurationList(
            projectList, owner: "PBXProject \"\(name)\"", debug: projectDebug,
            release: projectRelease),
          Self.configurationList(
            targetList, owner: "PBXNativeTarget \"\(name)\"", debug: targetDebug,
            release: targetRelease),
        ] + testObjects.configurationLists),
      section("XCVersionGroup", versionGroups),
    ]
    let text = """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tclasses = {
      \t};
      \tobjectVersion = \(format.objectVersion);
      \tobjects = {

      \(sections.filter { !$0.isEmpty }.joined(separator: "\n"))\t};
      \trootObject = \(project) /* Project object */;
      }

      """
    return (text, target, testObjects.targetIDs)
  }

  private func folderOf(_ path: String) -> String {
    path.split(separator: "/").dropLast().joined(separator: "/")
  }
}
