// Reading `project.pbxproj`: each target's Swift files, found as Xcode finds them.

import AppTestSupport
import Foundation
import Testing
import XcodeFormats

@testable import PortKit

@Suite struct XcodeProjectFileTests {
  /// A project file holding `objects` (one per line, `ID = {…};`), whose root object is `P`.
  static func pbxproj(_ objects: [String]) -> String {
    "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n"
      + objects.map { "\t\t\($0)\n" }.joined() + "\t};\n\trootObject = P;\n}\n"
  }

  /// An app target `App` compiling `appFiles` and a unit-test target `AppTests` compiling
  /// `testFiles`, each a build file's id; `more` are the groups and file references.
  static func project(app appFiles: [String], tests testFiles: [String], _ more: [String])
    -> String
  {
    pbxproj(
      [
        "P = {isa = PBXProject; mainGroup = G; targets = (TA, TT); };",
        "TA = {isa = PBXNativeTarget; name = App; buildPhases = (SA); "
          + "productType = \"com.apple.product-type.application\"; };",
        "TT = {isa = PBXNativeTarget; name = AppTests; buildPhases = (ST); "
          + "productType = \"com.apple.product-type.bundle.unit-test\"; };",
        "SA = {isa = PBXSourcesBuildPhase; files = (\(appFiles.joined(separator: ", "))); };",
        "ST = {isa = PBXSourcesBuildPhase; files = (\(testFiles.joined(separator: ", "))); };",
      ] + more)
  }

  @Test func eachTargetCompilesTheFilesItsSourcesPhaseNamesThroughTheirGroups() throws {
    let text = Self.project(
      app: ["B1"], tests: ["B2", "B3"],
      [
        "G = {isa = PBXGroup; children = (GA, F4); sourceTree = \"<group>\"; };",
        "GA = {isa = PBXGroup; children = (F1, F2, GS); path = App; sourceTree = \"<group>\"; };",
        "GS = {isa = PBXGroup; children = (F3); name = \"Checks\"; sourceTree = \"<group>\"; };",
        "F1 = {isa = PBXFileReference; path = List.swift; sourceTree = \"<group>\"; };",
        "F2 = {isa = PBXFileReference; path = ListTests.swift; sourceTree = \"<group>\"; };",
        "F3 = {isa = PBXFileReference; path = Model/ItemTests.swift; sourceTree = \"<group>\"; };",
        "F4 = {isa = PBXFileReference; path = Shared/Log.swift; sourceTree = SOURCE_ROOT; };",
        "B1 = {isa = PBXBuildFile; fileRef = F1; };",
        "B2 = {isa = PBXBuildFile; fileRef = F2; };",
        "B3 = {isa = PBXBuildFile; fileRef = F3; };",
      ])
    let file = try XcodeProjectFile(Data(text.utf8))

    #expect(file.targets.map(\.name) == ["App", "AppTests"])
    #expect(file.targets.map(\.kind) == [.application, .unitTests])
    #expect(file.targets[0].sources == ["App/List.swift"])
    // A group with a name and no path adds nothing to its children's paths.
    #expect(file.targets[1].sources == ["App/ListTests.swift", "App/Model/ItemTests.swift"])
    #expect(file.targets(compiling: "App/ListTests.swift") == ["AppTests"])
    #expect(file.targets(compiling: "Shared/Log.swift").isEmpty)
    #expect(file.notes.isEmpty)
  }

  @Test func aPathOutOfTheFolderOrAGroupThatIsItsOwnAncestorIsNotedAndNotFollowed() throws {
    let text = Self.project(
      app: ["B1", "B2", "B3"], tests: [],
      [
        "G = {isa = PBXGroup; children = (F1, F2); sourceTree = \"<group>\"; };",
        "F1 = {isa = PBXFileReference; path = ../../etc/Secret.swift; sourceTree = \"<group>\"; };",
        "F2 = {isa = PBXFileReference; path = /etc/Other.swift; sourceTree = \"<absolute>\"; };",
        "L1 = {isa = PBXGroup; children = (L2); path = a; sourceTree = \"<group>\"; };",
        "L2 = {isa = PBXGroup; children = (L1, F3); path = b; sourceTree = \"<group>\"; };",
        "F3 = {isa = PBXFileReference; path = Loop.swift; sourceTree = \"<group>\"; };",
        "B1 = {isa = PBXBuildFile; fileRef = F1; };",
        "B2 = {isa = PBXBuildFile; fileRef = F2; };",
        "B3 = {isa = PBXBuildFile; fileRef = F3; };",
      ])
    let file = try XcodeProjectFile(Data(text.utf8))

    #expect(file.targets[0].sources.isEmpty)
    #expect(
      file.notes.map(\.path) == [
        "../../etc/Secret.swift", "/etc/Other.swift", "Loop.swift", "a", "b",
      ])
    #expect(file.notes[0].note.contains("outside the project's folder"))
    #expect(file.notes[2].note.contains("its own ancestor"))
  }

  /// A damaged file whose reference two groups list: the first group by id holds it, on every
  /// run (a dictionary's order is not the ids' order; without the rule this failed in 6 runs
  /// of 6).
  @Test func aFileTwoGroupsListIsFoundInTheFirstByID() throws {
    let text = Self.project(
      app: ["B1"], tests: [],
      [
        "G = {isa = PBXGroup; children = (GA, GB); sourceTree = \"<group>\"; };",
        "GA = {isa = PBXGroup; children = (F1); path = A; sourceTree = \"<group>\"; };",
        "GB = {isa = PBXGroup; children = (F1); path = B; sourceTree = \"<group>\"; };",
        "F1 = {isa = PBXFileReference; path = F.swift; sourceTree = \"<group>\"; };",
        "B1 = {isa = PBXBuildFile; fileRef = F1; };",
      ])
    for _ in 0..<8 {
      #expect(try XcodeProjectFile(Data(text.utf8)).targets[0].sources == ["A/F.swift"])
    }
  }

  /// Xcode 16's synchronized folders: a folder's files belong to the targets that list the
  /// folder, except those an exception set names for a target, which that set turns around.
  @Test func aSynchronizedFolderGivesItsFilesToItsTargetsSaveTheExceptions() throws {
    let text = Self.pbxproj([
      "P = {isa = PBXProject; mainGroup = G; targets = (TA, TT); };",
      "G = {isa = PBXGroup; children = (SF); sourceTree = \"<group>\"; };",
      "SF = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EA, ET); path = App; "
        + "sourceTree = \"<group>\"; };",
      "EA = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; "
        + "membershipExceptions = (Info.plist, AppTests.swift); target = TA; };",
      "ET = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; "
        + "membershipExceptions = (AppTests.swift); target = TT; };",
      "TA = {isa = PBXNativeTarget; name = App; fileSystemSynchronizedGroups = (SF); "
        + "productType = \"com.apple.product-type.application\"; };",
      "TT = {isa = PBXNativeTarget; name = AppTests; "
        + "productType = \"com.apple.product-type.bundle.unit-test\"; };",
    ])
    let file = try XcodeProjectFile(Data(text.utf8))

    #expect(file.targets(compiling: "App/View/List.swift") == ["App"])
    #expect(file.targets(compiling: "App/AppTests.swift") == ["AppTests"])
    #expect(file.targets(compiling: "Other/List.swift").isEmpty)
  }

  @Test(arguments: [
    (
      "{ objects = { P = {isa = PBXProject; targets = (",
      XcodeProjectFile.ReadError.notAPropertyList(
        PropertyList.ReadError(line: 1, reason: "an array never closed ())"))
    ),
    (
      "\u{0}\u{1}garbage;;}}",
      .notAPropertyList(
        PropertyList.ReadError(line: 1, reason: "the byte 0x0 where a string should be"))
    ),
    ("bplist00\u{0}\u{1}", .binary),
    ("{ objects = { }; rootObject = P; }", .noProject),
    ("{ objects = { P = {isa = PBXGroup; }; }; rootObject = P; }", .noProject),
    ("( a, b )", .notADictionary),
  ])
  func damagedProjectFileTextIsRefusedWithAReason(
    text: String, error: XcodeProjectFile.ReadError
  ) {
    #expect(throws: error) { try XcodeProjectFile(Data(text.utf8)) }
  }

  /// Every fixture's project file is read by the project's own reader as Foundation's
  /// reader, which is not ours, reads it.
  @Test func everyFixturesProjectFileIsReadAsFoundationReadsIt() throws {
    var read = 0
    for name in Fixtures.names {
      let folder = Fixtures.url(name)
      let projects = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".xcodeproj") }
      for project in projects {
        let data = try Data(
          contentsOf: folder.appendingPathComponent("\(project)/project.pbxproj"))
        let ours = try PropertyList.readOpenStep(data)
        let theirs = try PropertyListSerialization.propertyList(from: data, format: nil)
        #expect(PropertyList(object: theirs) == ours, "\(name)")
        read += 1
      }
    }
    #expect(read > 10)
  }

  /// Fifty thousand opening brackets are refused, not followed down until the stack ends.
  /// (A case of its own: as an argument, the text filled the test log.)
  @Test func deeplyNestedTextIsRefusedWithAReason() {
    let text = String(repeating: "(", count: 50_000)
    #expect(
      throws: XcodeProjectFile.ReadError.notAPropertyList(
        PropertyList.ReadError(line: 1, reason: "nested more than 32 deep"))
    ) {
      try XcodeProjectFile(Data(text.utf8))
    }
  }

  @Test func mistypedObjectsAreSkippedNotTrusted() throws {
    let text = Self.pbxproj([
      "P = {isa = PBXProject; mainGroup = (G); targets = (TA, 7, (x)); };",
      "TA = {isa = PBXNativeTarget; name = App; buildPhases = S; "
        + "productType = \"com.apple.product-type.application\"; };",
      "S = {isa = PBXSourcesBuildPhase; files = (B1, Missing); };",
      "B1 = {isa = PBXBuildFile; fileRef = (F1); };",
      "F1 = {isa = PBXFileReference; path = (a, b); };",
    ])
    let file = try XcodeProjectFile(Data(text.utf8))
    #expect(file.targets.map(\.name) == ["App"])
    #expect(file.targets[0].sources.isEmpty)
  }

  // MARK: - The project folder

  @Test func testsKeptInTheAppsFolderGoToTheTestTargetThatCompilesThem() throws {
    let project = try XcodeProject.read(Fixtures.url("Chores"))

    #expect(
      project.swiftFiles.map(\.path) == [
        "Chores/AppDelegate.swift", "Chores/SceneDelegate.swift", "Chores/ViewController.swift",
      ])
    #expect(project.testTargets.map(\.name) == ["ChoresTests"])
    #expect(project.testTargets.first?.folder == "Chores")
    #expect(
      project.testTargets.first?.swiftFiles.map(\.path) == [
        "Chores/ChoreListTests.swift", "Chores/Support/SavingTests.swift",
      ])
    #expect(project.membershipNotes.isEmpty)

    let port = PortedPackage(project, kit: PackageRoot.url)
    let paths = port.files.map(\.path)
    #expect(port.testTargets == ["ChoresTests"])
    #expect(paths.contains("Tests/ChoresTests/ChoreListTests.swift"))
    #expect(paths.contains("Tests/ChoresTests/Support/SavingTests.swift"))
    #expect(!paths.contains { $0.hasSuffix("Sketch.swift") })
    let note = try #require(port.report.untranslated.first { $0.path.hasSuffix("Sketch.swift") })
    #expect(note.description.hasPrefix("Chores/Support/Sketch.swift: left out: no target's"))
  }

  /// The fixtures' project files list every Swift file their apps and tests compile: only
  /// the one left out on purpose is left out (a project file that forgot one would leave
  /// the port's build to find it, many minutes later).
  @Test func everyFixturesProjectFileCompilesAllButTheFileLeftOutOnPurpose() throws {
    var leftOut: [String] = []
    for name in Fixtures.names {
      let project = try XcodeProject.read(Fixtures.url(name))
      leftOut += project.leftOut.filter {
        $0.note.contains("compiles it") || $0.note.contains("Sources phase")
      }
      .map(\.path)
    }
    #expect(leftOut == ["Chores/Support/Sketch.swift"])
  }

  @Test func aFileOnlyAnotherKindOfTargetCompilesIsLeftOutAndNamed() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      Self.pbxproj([
        "P = {isa = PBXProject; mainGroup = G; targets = (TA, TW); };",
        "G = {isa = PBXGroup; children = (F1, F2); sourceTree = \"<group>\"; };",
        "F1 = {isa = PBXFileReference; path = App/App.swift; sourceTree = \"<group>\"; };",
        "F2 = {isa = PBXFileReference; path = Widget/Widget.swift; sourceTree = \"<group>\"; };",
        "TA = {isa = PBXNativeTarget; name = App; buildPhases = (SA); "
          + "productType = \"com.apple.product-type.application\"; };",
        "TW = {isa = PBXNativeTarget; name = Widget; buildPhases = (SW); "
          + "productType = \"com.apple.product-type.app-extension\"; };",
        "SA = {isa = PBXSourcesBuildPhase; files = (B1); };",
        "SW = {isa = PBXSourcesBuildPhase; files = (B2); };",
        "B1 = {isa = PBXBuildFile; fileRef = F1; };",
        "B2 = {isa = PBXBuildFile; fileRef = F2; };",
      ]), to: "App.xcodeproj/project.pbxproj")
    try folder.write("let app = 1\n", to: "App/App.swift")
    try folder.write("let widget = 1\n", to: "Widget/Widget.swift")
    let project = try XcodeProject.read(folder.url)

    #expect(project.swiftFiles.map(\.path) == ["App/App.swift"])
    let note = try #require(project.leftOut.first { $0.path == "Widget/Widget.swift" })
    #expect(note.note.contains("only Widget compiles it"))
  }

  /// With no project file it can read, the port assigns files by folder, says so, and
  /// loses no file.
  @Test(arguments: [
    "{ objects = { broken", "bplist00", "{ objects = {}; rootObject = P; }", nil,
  ])
  func aProjectFileThatCannotBeReadFallsBackToFoldersAndSaysSo(text: String?) throws {
    let folder = try TemporaryFolder()
    try folder.write("", to: "App.xcodeproj/xcshareddata/.keep")
    if let text { try folder.write(text, to: "App.xcodeproj/project.pbxproj") }
    try folder.write("let app = 1\n", to: "App/App.swift")
    try folder.write("import XCTest\n", to: "AppTests/AppTests.swift")
    let project = try XcodeProject.read(folder.url)

    #expect(project.swiftFiles.map(\.path) == ["App/App.swift"])
    #expect(project.testTargets.map(\.name) == ["AppTests"])
    let note = try #require(project.membershipNotes.first)
    #expect(note.note.hasPrefix("target membership taken from folders: "))
    #expect(
      note.note.contains(text == nil ? "there is no project.pbxproj" : "cannot be read: "))
    let port = PortedPackage(project, kit: PackageRoot.url)
    #expect(
      port.report.untranslated.contains { $0.path == "project.pbxproj" && $0.text == note.note })
  }

  /// An Xcode 16 project: the app's folder and the tests' folder are synchronized folders
  /// of their targets; a test file kept in the app's folder is excluded from the app and made
  /// a member of the tests by exception sets.
  @Test func synchronizedFoldersAssignTheirFilesWithTheirExceptions() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      Self.pbxproj([
        "P = {isa = PBXProject; mainGroup = G; targets = (TA, TT); };",
        "G = {isa = PBXGroup; children = (SA, ST); sourceTree = \"<group>\"; };",
        "SA = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EA, ET); path = App; "
          + "sourceTree = \"<group>\"; };",
        "ST = {isa = PBXFileSystemSynchronizedRootGroup; path = Checks; sourceTree = \"<group>\"; };",
        "EA = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; "
          + "membershipExceptions = (ListTests.swift); target = TA; };",
        "ET = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; "
          + "membershipExceptions = (ListTests.swift); target = TT; };",
        "TA = {isa = PBXNativeTarget; name = App; fileSystemSynchronizedGroups = (SA); "
          + "productType = \"com.apple.product-type.application\"; };",
        "TT = {isa = PBXNativeTarget; name = Checks; fileSystemSynchronizedGroups = (ST); "
          + "productType = \"com.apple.product-type.bundle.unit-test\"; };",
      ]), to: "App.xcodeproj/project.pbxproj")
    try folder.write("let app = 1\n", to: "App/App.swift")
    try folder.write(
      "<plist version=\"1.0\"><dict><key>CFBundleName</key><string>App</string></dict></plist>",
      to: "App/Info.plist")
    try folder.write("import XCTest\n", to: "App/ListTests.swift")
    try folder.write("import XCTest\n", to: "Checks/ModelChecks.swift")
    let project = try XcodeProject.read(folder.url)

    #expect(project.swiftFiles.map(\.path) == ["App/App.swift"])
    #expect(project.testTargets.map(\.name) == ["Checks"])
    #expect(
      project.testTargets.first?.swiftFiles.map(\.path) == [
        "App/ListTests.swift", "Checks/ModelChecks.swift",
      ])
    #expect(project.leftOut.isEmpty)
  }

  @Test func aProjectFileNamingFilesTheFolderLacksFallsBackToFolders() throws {
    let project = try XcodeProject.read(Fixtures.url("ToDo"))
    let note = try #require(project.membershipNotes.first)
    #expect(
      note.note.contains("names Swift files this folder does not have (ToDo/SceneDelegate.swift"))
    #expect(project.testTargets.map(\.name) == ["ToDoTests", "ToDoUITests"])
  }
}
