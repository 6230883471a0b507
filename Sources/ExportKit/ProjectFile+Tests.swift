// The test targets of `project.pbxproj`: a hosted unit-test bundle and a UI-test bundle, as
// Xcode's templates add them to an iOS app.

import XcodeFormats

/// A test target of the project: a bundle built from the Swift files of its folder
/// (`<App>Tests/`, `<App>UITests/`), depending on the app.
struct ProjectTestTarget {
  /// The target's name, its folder's and its module's (`ChecklistsTests`).
  var name: String
  /// Whether it drives the app through XCUIAutomation (a UI-test bundle), rather than being
  /// loaded into it (a hosted unit-test bundle).
  var isUITests: Bool
  /// The Swift files, relative to the target's folder.
  var swiftFiles: [String]

  /// The product type Xcode gives the target.
  var productType: String {
    isUITests
      ? "com.apple.product-type.bundle.ui-testing" : "com.apple.product-type.bundle.unit-test"
  }

  /// The target's own build settings, as Xcode's template writes them: a unit-test bundle is
  /// loaded into the app (`TEST_HOST`, `BUNDLE_LOADER`); a UI-test bundle runs beside it and
  /// launches it (`TEST_TARGET_NAME`).
  func settings(app: String, bundleIdentifier: String, swiftVersion: String) -> [String] {
    var settings = [
      "CODE_SIGN_STYLE = Automatic;", "CURRENT_PROJECT_VERSION = 1;",
      "GENERATE_INFOPLIST_FILE = YES;", "MARKETING_VERSION = 1.0;",
      "PRODUCT_BUNDLE_IDENTIFIER = \(ProjectFile.quoted(bundleIdentifier + "." + name));",
      "PRODUCT_NAME = \"$(TARGET_NAME)\";", "SWIFT_EMIT_LOC_STRINGS = NO;",
      "SWIFT_VERSION = \(swiftVersion);", "TARGETED_DEVICE_FAMILY = 1;",
    ]
    if isUITests {
      settings.append("TEST_TARGET_NAME = \(ProjectFile.quoted(app));")
    } else {
      settings += [
        "BUNDLE_LOADER = \"$(TEST_HOST)\";",
        "TEST_HOST = \"$(BUILT_PRODUCTS_DIR)/\(app).app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/\(app)\";",
      ]
    }
    return settings.sorted()
  }
}

/// The objects the test targets add to the project file, by section, and their targets' ids.
struct ProjectTestObjects {
  /// `PBXBuildFile`s: each Swift file in its target's sources phase.
  var buildFiles: [String] = []
  /// `PBXFileReference`s: the Swift files and the bundles.
  var references: [String] = []
  /// The products group's children for the bundles.
  var products: [String] = []
  /// The main group's children: each target's folder group.
  var mainGroupChildren: [String] = []
  /// `PBXGroup`s: each target's folder.
  var groups: [String] = []
  /// `PBXNativeTarget`s.
  var targets: [String] = []
  /// Each target's build phases, by kind.
  var sourcesPhases: [String] = [], frameworksPhases: [String] = [], resourcesPhases: [String] = []
  /// `PBXContainerItemProxy`s: the app, as each target's dependency names it.
  var proxies: [String] = []
  /// `PBXTargetDependency`s: each target on the app.
  var dependencies: [String] = []
  /// `XCBuildConfiguration`s and their `XCConfigurationList`s.
  var configurations: [String] = [], configurationLists: [String] = []
  /// Each target's id, in order: the project's `targets` and its `TargetAttributes`.
  var targetIDs: [(id: String, name: String)] = []

  /// The objects of `tests`, which test the app target `app` (id `appID`) of the project
  /// `projectID`. Their ids come from a generator of their own, so that the app's objects
  /// keep theirs whether or not the project has tests.
  init(
    _ tests: [ProjectTestTarget], of file: ProjectFile, appID: String, projectID: String
  ) {
    var ids = ObjectIDs(seed: "pbxproj/\(file.name)/tests")
    for test in tests { add(test, of: file, appID: appID, projectID: projectID, ids: &ids) }
  }

  private mutating func add(
    _ test: ProjectTestTarget, of file: ProjectFile, appID: String, projectID: String,
    ids: inout ObjectIDs
  ) {
    let quoted = ProjectFile.quoted
    let (target, product, group) = (ids.makeProjectID(), ids.makeProjectID(), ids.makeProjectID())
    let phases = (ids.makeProjectID(), ids.makeProjectID(), ids.makeProjectID())
    let (proxy, dependency, list) = (ids.makeProjectID(), ids.makeProjectID(), ids.makeProjectID())
    let (debug, release) = (ids.makeProjectID(), ids.makeProjectID())
    targetIDs.append((target, test.name))
    let (sources, children) = addSwiftFiles(of: test, ids: &ids)
    let bundle = test.name + ".xctest"
    references.append(
      "\t\t\(product) /* \(bundle) */ = {isa = PBXFileReference; explicitFileType = "
        + "wrapper.cfbundle; includeInIndex = 0; path = \(quoted(bundle)); sourceTree = "
        + "BUILT_PRODUCTS_DIR; };")
    products.append("\t\t\t\t\(product) /* \(bundle) */,")
    mainGroupChildren.append("\t\t\t\t\(group) /* \(test.name) */,")
    groups.append(
      ProjectFile.group(group, shown: test.name, children: children, path: test.name))
    targets.append(
      ProjectFile.nativeTarget(
        target, name: test.name, list: list, phases: [phases.0, phases.1, phases.2],
        dependencies: ["\t\t\t\t\(dependency) /* PBXTargetDependency */,"],
        product: (product, bundle), type: test.productType))
    sourcesPhases.append(ProjectFile.phase(phases.0, "PBXSourcesBuildPhase", "Sources", sources))
    frameworksPhases.append(
      ProjectFile.phase(phases.1, "PBXFrameworksBuildPhase", "Frameworks", []))
    resourcesPhases.append(ProjectFile.phase(phases.2, "PBXResourcesBuildPhase", "Resources", []))
    addDependency(
      dependency, through: proxy, onApp: (appID, file.name), inProject: projectID)
    let settings = test.settings(
      app: file.name, bundleIdentifier: file.bundleIdentifier, swiftVersion: file.swiftVersion
    ).map { "\t\t\t\t\($0)" }.joined(separator: "\n")
    configurations += [
      ProjectFile.configuration(debug, "Debug", settings),
      ProjectFile.configuration(release, "Release", settings),
    ]
    configurationLists.append(
      ProjectFile.configurationList(
        list, owner: "PBXNativeTarget \"\(test.name)\"", debug: debug, release: release))
  }

  /// Adds a test target's Swift files (a file reference and a build file each); returns the
  /// lines of its Sources phase and of its group.
  private mutating func addSwiftFiles(of test: ProjectTestTarget, ids: inout ObjectIDs) -> (
    sources: [String], children: [String]
  ) {
    let quoted = ProjectFile.quoted
    var sources: [String] = []
    var children: [String] = []
    for path in test.swiftFiles {
      let (reference, build) = (ids.makeProjectID(), ids.makeProjectID())
      references.append(
        "\t\t\(reference) /* \(path) */ = {isa = PBXFileReference; lastKnownFileType = "
          + "sourcecode.swift; path = \(quoted(path)); sourceTree = \"<group>\"; };")
      buildFiles.append(
        "\t\t\(build) /* \(path) in Sources */ = {isa = PBXBuildFile; fileRef = \(reference) "
          + "/* \(path) */; };")
      sources.append("\t\t\t\t\(build) /* \(path) in Sources */,")
      children.append("\t\t\t\t\(reference) /* \(path) */,")
    }
    return (sources, children)
  }

  /// Adds a test target's dependency on the app, through the proxy Xcode writes for it.
  private mutating func addDependency(
    _ dependency: String, through proxy: String, onApp app: (id: String, name: String),
    inProject projectID: String
  ) {
    proxies.append(
      """
      \t\t\(proxy) /* PBXContainerItemProxy */ = {
      \t\t\tisa = PBXContainerItemProxy;
      \t\t\tcontainerPortal = \(projectID) /* Project object */;
      \t\t\tproxyType = 1;
      \t\t\tremoteGlobalIDString = \(app.id);
      \t\t\tremoteInfo = \(ProjectFile.quoted(app.name));
      \t\t};
      """)
    dependencies.append(
      """
      \t\t\(dependency) /* PBXTargetDependency */ = {
      \t\t\tisa = PBXTargetDependency;
      \t\t\ttarget = \(app.id) /* \(app.name) */;
      \t\t\ttargetProxy = \(proxy) /* PBXContainerItemProxy */;
      \t\t};
      """)
  }

  /// The project's `TargetAttributes`: each test target names the app it tests.
  func targetAttributes(appID: String, createdOn: Int) -> String {
    guard !targetIDs.isEmpty else { return "" }
    let version = "\(createdOn / 100).\(createdOn % 100 / 10)"
    var lines = [
      "\t\t\t\tTargetAttributes = {",
      "\t\t\t\t\t\(appID) = {\n\t\t\t\t\t\tCreatedOnToolsVersion = \(version);\n\t\t\t\t\t};",
    ]
    for target in targetIDs {
      lines.append(
        "\t\t\t\t\t\(target.id) = {\n\t\t\t\t\t\tCreatedOnToolsVersion = \(version);\n"
          + "\t\t\t\t\t\tTestTargetID = \(appID);\n\t\t\t\t\t};")
    }
    lines.append("\t\t\t\t};")
    return lines.joined(separator: "\n") + "\n"
  }
}
