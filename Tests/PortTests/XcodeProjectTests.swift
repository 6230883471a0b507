// Reading an Xcode project folder: which files, which storyboard, which names.

import AppTestSupport
import Foundation
import Testing

@testable import PortKit

@Suite struct XcodeProjectTests {
  /// A `project.pbxproj` with one app target and its build settings.
  static func pbxproj(target: String, settings: [String: String]) -> String {
    let lines = settings.sorted { $0.key < $1.key }.map { "\t\t\t\t\($0.key) = \"\($0.value)\";" }
    return """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tobjects = {
      \t\tP1 = {isa = PBXProject; buildConfigurationList = L1; targets = (T1, T2); };
      \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L2; name = "\(target)"; productType = "com.apple.product-type.application"; };
      \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = L3; name = "\(target)Tests"; productType = "com.apple.product-type.bundle.unit-test"; };
      \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
      \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C3, C2); };
      \t\tL3 = {isa = XCConfigurationList; buildConfigurations = (C4); };
      \t\tC1 = {isa = XCBuildConfiguration; buildSettings = { SWIFT_VERSION = 5.0; }; name = Debug; };
      \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {
      \(lines.joined(separator: "\n"))
      \t\t\t}; name = Debug; };
      \t\tC3 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = Wrong; }; name = Release; };
      \t\tC4 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_BUNDLE_IDENTIFIER = com.example.tests; }; name = Debug; };
      \t};
      \trootObject = P1;
      }

      """
  }

  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    targetRuntime="iOS.CocoaTouch"><scenes/></document>
    """

  @Test func aFolderThatIsNotAProjectCannotBeRead() throws {
    let folder = try TemporaryFolder()
    try folder.write("print(1)\n", to: "main.swift")
    #expect(throws: XcodeProject.ReadError.notAnXcodeProject(folder.url.path)) {
      try XcodeProject.read(folder.url)
    }
    let missing = folder.url.appendingPathComponent("nowhere")
    #expect(throws: XcodeProject.ReadError.noSuchFolder(missing.path)) {
      try XcodeProject.read(missing)
    }
    // A file, and the .xcodeproj itself (dropped on the terminal): each says what to give.
    let file = folder.url.appendingPathComponent("main.swift")
    #expect(throws: XcodeProject.ReadError.notAFolder(file.path)) {
      try XcodeProject.read(file)
    }
    let project = folder.url.appendingPathComponent("App.xcodeproj")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    #expect(throws: XcodeProject.ReadError.projectItself(project.path)) {
      try XcodeProject.read(project)
    }
    #expect(
      XcodeProject.ReadError.projectItself(project.path).description
        == "\(project.path) is the project itself; port takes the folder that holds it: "
        + folder.url.path)
  }

  @Test func theBuildSettingsNameTheModuleTheBundleAndTheStoryboard() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      Self.pbxproj(
        target: "My-App",
        settings: [
          "PRODUCT_NAME": "$(TARGET_NAME)", "SWIFT_VERSION": "6.0",
          "PRODUCT_BUNDLE_IDENTIFIER": "org.example.$(PRODUCT_NAME:rfc1034identifier)",
          "INFOPLIST_KEY_UIMainStoryboardFile": "Board",
        ]), to: "My-App.xcodeproj/project.pbxproj")
    try folder.write(Self.storyboard, to: "My-App/Base.lproj/Board.storyboard")
    try folder.write(Self.storyboard, to: "My-App/Base.lproj/Main.storyboard")
    try folder.write(
      Self.storyboard.replacingOccurrences(of: "version=\"3.0\"", with: "launchScreen=\"YES\""),
      to: "My-App/Base.lproj/LaunchScreen.storyboard")
    try folder.write("{}", to: "My-App/Assets.xcassets/Icon.imageset/Contents.json")
    try folder.write("{}", to: "My-App/Assets.xcassets/Tint.colorset/Contents.json")
    for path in [
      "My-App/AppDelegate.swift", "My-App/Views/Cell.swift", "My-AppTests/AppTests.swift",
      "My-AppUITests/UITests.swift", "Pods/Library/Library.swift", ".build/Generated.swift",
    ] {
      try folder.write("import UIKit\n", to: path)
    }

    let project = try XcodeProject.read(folder.url)

    #expect(project.name == "My-App")
    #expect(project.moduleName == "My_App")
    #expect(project.swiftVersion == "6.0")
    #expect(
      project.swiftFiles.map(\.path) == ["My-App/AppDelegate.swift", "My-App/Views/Cell.swift"])
    #expect(project.storyboard?.path == "My-App/Base.lproj/Board.storyboard")
    #expect(project.storyboard?.name == "Board")
    #expect(project.otherStoryboards == ["My-App/Base.lproj/Main.storyboard"])
    #expect(project.imageNames == ["Icon"])
    let info = InfoTranslator(project: project, swift: SwiftProject(files: project.swiftFiles))
    #expect(info.bundleIdentifier == "org.example.My-App")
    #expect(info.displayName == "My-App")
  }

  @Test func theSceneManifestNamesTheStoryboardAndTheSceneDelegate() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      Self.pbxproj(target: "Notes", settings: ["INFOPLIST_FILE": "Notes/Info.plist"]),
      to: "Notes.xcodeproj/project.pbxproj")
    try folder.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>CFBundleDisplayName</key><string>Jottings</string>
      <key>UIMainStoryboardFile</key><string>Main</string>
      <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
      <key>UIWindowSceneSessionRoleApplication</key><array><dict>
      <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).NotesSceneDelegate</string>
      <key>UISceneStoryboardFile</key><string>Scenes</string>
      </dict></array></dict></dict>
      </dict></plist>
      """, to: "Notes/Info.plist")
    try folder.write(Self.storyboard, to: "Notes/Scenes.storyboard")
    try folder.write(
      "import UIKit\nclass NotesSceneDelegate: UIResponder, UIWindowSceneDelegate {}\n",
      to: "Notes/NotesSceneDelegate.swift")

    let project = try XcodeProject.read(folder.url)
    let info = InfoTranslator(project: project, swift: SwiftProject(files: project.swiftFiles))

    #expect(project.storyboard?.name == "Scenes", "the scene's storyboard wins")
    #expect(info.displayName == "Jottings")
    #expect(info.bundleIdentifier == "com.example.Notes", "no bundle identifier anywhere")
    #expect(info.sceneDelegateName == "NotesSceneDelegate")
    #expect(
      info.file(delegate: "AppDelegate", storyboard: "UIStoryboard.makeScenes()").contains(
        "mainStoryboard: { UIStoryboard.makeScenes() }, makeSceneDelegate: { NotesSceneDelegate() })"
      ))
  }

  @Test func anInfoPlistNamedFromTheSourceRootIsFoundAndTheSwiftVersionKept() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      Self.pbxproj(
        target: "Notes",
        settings: ["INFOPLIST_FILE": "$(SRCROOT)/Notes/Info.plist", "SWIFT_VERSION": "4.0"]),
      to: "Notes.xcodeproj/project.pbxproj")
    try folder.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>UIMainStoryboardFile</key><string>Board</string>
      </dict></plist>
      """, to: "Notes/Info.plist")
    try folder.write(Self.storyboard, to: "Notes/Board.storyboard")
    try folder.write("import UIKit\n", to: "Notes/AppDelegate.swift")

    let project = try XcodeProject.read(folder.url)

    #expect(project.infoPlistPath == "Notes/Info.plist")
    #expect(project.storyboard?.name == "Board")
    #expect(XcodeProject.projectPath("$(PROJECT_DIR)/A/Info.plist", [:]) == "A/Info.plist")
    #expect(PortedPackage.languageMode(project.swiftVersion) == ".v4")
    #expect(PortedPackage.languageMode("4.2") == ".v4_2")
    #expect(PortedPackage.languageMode("3.0") == ".v4")
    #expect(PortedPackage.languageMode("5.0") == ".v5")
    #expect(PortedPackage.languageMode("6.0") == ".v6")
    #expect(PortedPackage.languageMode(nil) == ".v5")
  }
  /// A damaged Info.plist is left out with its line and why, and the port goes on with the
  /// build settings; one Xcode saved in the binary format is read as the XML one is.
  @Test func aDamagedInfoPlistIsNamedWithItsLineAndABinaryOneIsRead() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      Self.pbxproj(
        target: "Notes",
        settings: ["INFOPLIST_FILE": "Notes/Info.plist", "PRODUCT_BUNDLE_IDENTIFIER": "org.notes"]
      ),
      to: "Notes.xcodeproj/project.pbxproj")
    try folder.write("import UIKit\n", to: "Notes/AppDelegate.swift")
    try folder.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>CFBundleDisplayName</key>
      </dict></plist>
      """, to: "Notes/Info.plist")

    let damaged = try XcodeProject.read(folder.url)
    let info = InfoTranslator(project: damaged, swift: SwiftProject(files: damaged.swiftFiles))

    #expect(damaged.infoPlist.isEmpty)
    #expect(
      damaged.leftOut.map(\.path) == ["Notes/Info.plist"]
        && damaged.leftOut.map(\.note) == [
          "cannot be read (line 3: the key \"CFBundleDisplayName\" has no value): the app is "
            + "ported without its keys"
        ], "\(damaged.leftOut)")
    #expect(info.bundleIdentifier == "org.notes")
    #expect(damaged.swiftFiles.map(\.path) == ["Notes/AppDelegate.swift"])

    try folder.write("<plist><array/></plist>", to: "Notes/Info.plist")
    let array = try XcodeProject.read(folder.url)
    #expect(
      array.leftOut.map(\.note) == [
        "cannot be read (it holds no dictionary of keys): the app is ported without its keys"
      ])

    let binary = try PropertyListSerialization.data(
      fromPropertyList: ["CFBundleDisplayName": "Jottings"], format: .binary, options: 0)
    try binary.write(to: folder.url.appendingPathComponent("Notes/Info.plist"))
    let read = try XcodeProject.read(folder.url)
    #expect(read.leftOut.isEmpty)
    #expect(
      InfoTranslator(project: read, swift: SwiftProject(files: read.swiftFiles)).displayName
        == "Jottings")
  }
}
