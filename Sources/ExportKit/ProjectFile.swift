// `project.pbxproj`: one iOS app target building the app's Swift files and resources.

import Foundation
import XcodeFormats

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
  /// The asset catalog's app icon set, which the app's icon is made from.
  var appIcon: String?
  /// The asset catalog's colour set that tints the app's controls.
  var accentColor: String?

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

  /// The ids of the app target's objects and the project's, made in the order the file has
  /// always made them (an id depends on how many were made before it).
  private struct AppObjects {
    let mainGroup: String
    let productsGroup: String
    let target: String
    let project: String
    let sourcesPhase: String
    let frameworksPhase: String
    let resourcesPhase: String
    let projectList: String
    let targetList: String
    let projectDebug: String
    let projectRelease: String
    let targetDebug: String
    let targetRelease: String

    init(_ ids: inout ObjectIDs) {
      mainGroup = ids.makeProjectID()
      productsGroup = ids.makeProjectID()
      target = ids.makeProjectID()
      project = ids.makeProjectID()
      sourcesPhase = ids.makeProjectID()
      frameworksPhase = ids.makeProjectID()
      resourcesPhase = ids.makeProjectID()
      projectList = ids.makeProjectID()
      targetList = ids.makeProjectID()
      projectDebug = ids.makeProjectID()
      projectRelease = ids.makeProjectID()
      targetDebug = ids.makeProjectID()
      targetRelease = ids.makeProjectID()
    }
  }

  /// The file's text, with its app target's id and its test targets' (which a scheme names).
  func make() -> (text: String, appID: String, testIDs: [(id: String, name: String)]) {
    var ids = ObjectIDs(seed: "pbxproj/" + name)
    var (members, tables) = appMembers(&ids)
    // Groups: the main group, Products, the app's folder and its subfolders.
    var (groups, appGroup) = members.groups(appName: name, &ids)
    let objects = AppObjects(&ids)
    let testObjects = ProjectTestObjects(
      tests, of: self, appID: objects.target, projectID: objects.project)
    groups.insert(
      """
      \t\t\(objects.mainGroup) = {
      \t\t\tisa = PBXGroup;
      \t\t\tchildren = (
      \t\t\t\t\(appGroup) /* \(name) */,
      \(testObjects.mainGroupChildren.map { $0 + "\n" }.joined())\t\t\t\t\(objects.productsGroup) /* Products */,
      \t\t\t);
      \t\t\tsourceTree = "<group>";
      \t\t};
      """, at: 0)
    groups.insert(
      """
      \t\t\(objects.productsGroup) /* Products */ = {
      \t\t\tisa = PBXGroup;
      \t\t\tchildren = (
      \t\t\t\t\(members.product) /* \(name).app */,
      \(testObjects.products.map { $0 + "\n" }.joined())\t\t\t);
      \t\t\tname = Products;
      \t\t\tsourceTree = "<group>";
      \t\t};
      """, at: 1)
    let sections = self.sections(
      members: members, tables: tables, groups: groups, objects: objects, tests: testObjects)
    let text = """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tclasses = {
      \t};
      \tobjectVersion = \(format.objectVersion);
      \tobjects = {

      \(sections.filter { !$0.isEmpty }.joined(separator: "\n"))\t};
      \trootObject = \(objects.project) /* Project object */;
      }

      """
    return (text, objects.target, testObjects.targetIDs)
  }

  /// The app's files, each referenced and built in its phase, its string tables, and its
  /// product, the `.app`, first among the references.
  private func appMembers(_ ids: inout ObjectIDs) -> (Members, StringTableObjects) {
    var members = Members()
    for path in swiftFiles {
      members.add(path, type: "sourcecode.swift", phase: "Sources", &ids)
    }
    for model in dataModels { members.add(model, &ids) }
    members.addStoryboard(&ids)
    for path in xibs { members.add(path, type: "file.xib", phase: "Resources", &ids) }
    let tables = stringTableObjects(&ids)
    members.references += tables.references
    members.buildFiles += tables.buildFiles
    members.resources += tables.resources
    members.children["", default: []] += tables.children
    if hasAssetCatalog {
      members.add("Assets.xcassets", type: "folder.assetcatalog", phase: "Resources", &ids)
    }
    members.addInfoPlist(&ids)
    members.product = ids.makeProjectID()
    members.references.insert(
      "\t\t\(members.product) /* \(name).app */ = {isa = PBXFileReference; explicitFileType = "
        + "wrapper.application; includeInIndex = 0; path = \(Self.quoted(name + ".app")); "
        + "sourceTree = BUILT_PRODUCTS_DIR; };", at: 0)
    return (members, tables)
  }

  /// The file's sections, in the order Xcode writes them: the app target's objects and the
  /// test targets'.
  private func sections(
    members: Members, tables: StringTableObjects, groups: [String], objects: AppObjects,
    tests testObjects: ProjectTestObjects
  ) -> [String] {
    let targets = [(objects.target, name)] + testObjects.targetIDs
    return [
      Self.section("PBXBuildFile", members.buildFiles + testObjects.buildFiles),
      Self.section("PBXContainerItemProxy", testObjects.proxies),
      Self.section("PBXFileReference", members.references + testObjects.references),
      Self.section(
        "PBXFrameworksBuildPhase",
        [Self.phase(objects.frameworksPhase, "PBXFrameworksBuildPhase", "Frameworks", [])]
          + testObjects.frameworksPhases),
      Self.section("PBXGroup", groups + testObjects.groups),
      Self.section(
        "PBXNativeTarget",
        [
          Self.nativeTarget(
            objects.target, name: name, list: objects.targetList,
            phases: [objects.sourcesPhase, objects.frameworksPhase, objects.resourcesPhase],
            dependencies: [], product: (members.product, name + ".app"),
            type: "com.apple.product-type.application")
        ] + testObjects.targets),
      Self.section(
        "PBXProject",
        [
          projectObject(
            objects.project, list: objects.projectList, mainGroup: objects.mainGroup,
            productsGroup: objects.productsGroup, targets: targets, regions: tables.regions,
            tests: testObjects, appID: objects.target)
        ]),
      Self.section(
        "PBXResourcesBuildPhase",
        [
          Self.phase(
            objects.resourcesPhase, "PBXResourcesBuildPhase", "Resources", members.resources)
        ] + testObjects.resourcesPhases),
      Self.section(
        "PBXSourcesBuildPhase",
        [Self.phase(objects.sourcesPhase, "PBXSourcesBuildPhase", "Sources", members.sources)]
          + testObjects.sourcesPhases),
      Self.section("PBXTargetDependency", testObjects.dependencies),
      Self.section(
        "PBXVariantGroup", [members.storyboardVariantGroup] + tables.variantGroups),
      Self.section(
        "XCBuildConfiguration",
        [
          Self.configuration(objects.projectDebug, "Debug", projectSettings(debug: true)),
          Self.configuration(objects.projectRelease, "Release", projectSettings(debug: false)),
          Self.configuration(objects.targetDebug, "Debug", targetSettings()),
          Self.configuration(objects.targetRelease, "Release", targetSettings()),
        ] + testObjects.configurations),
      Self.section(
        "XCConfigurationList",
        [
          Self.configurationList(
            objects.projectList, owner: "PBXProject \"\(name)\"", debug: objects.projectDebug,
            release: objects.projectRelease),
          Self.configurationList(
            objects.targetList, owner: "PBXNativeTarget \"\(name)\"",
            debug: objects.targetDebug, release: objects.targetRelease),
        ] + testObjects.configurationLists),
      Self.section("XCVersionGroup", members.versionGroups),
    ]
  }

  /// The project object: its attributes (the format's Xcode version, each test target's),
  /// its configuration list, regions, groups and targets.
  private func projectObject(
    _ project: String, list projectList: String, mainGroup: String, productsGroup: String,
    targets: [(String, String)], regions: [String], tests testObjects: ProjectTestObjects,
    appID target: String
  ) -> String {
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
    \((["en"] + regions.filter { $0 != "en" }).map { "\t\t\t\t\(Self.quoted($0)),\n" }.joined())\t\t\t\tBase,
    \t\t\t);
    \t\t\tmainGroup = \(mainGroup);
    \(format.preferredVersionLine)\t\t\tproductRefGroup = \(productsGroup) /* Products */;
    \t\t\tprojectDirPath = "";
    \t\t\tprojectRoot = "";
    \t\t\ttargets = (
    \(targets.map { "\t\t\t\t\($0.0) /* \($0.1) */,\n" }.joined())\t\t\t);
    \t\t};
    """
  }
}
