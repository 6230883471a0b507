// A learner's tests taken to Xcode and back: a hosted unit-test target, a UI-test target and
// a shared scheme that tests with both; `stepwise port` reads them back as test targets.

import AppTestSupport
import Foundation
import StepwiseBasics
import Testing
import XcodeFormats

@testable import ExportKit
@testable import PortKit

@MainActor
@Suite struct TestTargetExportTests {
  /// The finished tutorial's package with a unit test and a UI test, exported.
  static func exportWithTests() throws -> ExportedProject {
    let learner = try LearnerPackage()
    try learner.useStage("Checklists08")
    try learner.addTests()
    return try ExportedProject.package(at: learner.root)
  }

  /// The project file's objects, read as Xcode (and the port) reads them.
  static func objects(of export: ExportedProject) throws -> [String: [String: Any]] {
    let text = try #require(export.files.first { $0.path.hasSuffix("project.pbxproj") }).text
    let plist = try #require(
      try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil)
        as? [String: Any])
    return try #require(plist["objects"] as? [String: [String: Any]])
  }

  /// The Debug build settings of a target.
  static func settings(of target: [String: Any], in objects: [String: [String: Any]]) throws
    -> [String: Any]
  {
    let listID = try #require(target["buildConfigurationList"] as? String)
    let list = try #require(objects[listID])
    let configurations = try #require(list["buildConfigurations"] as? [String]).compactMap {
      objects[$0]
    }
    let debug = try #require(configurations.first { $0["name"] as? String == "Debug" })
    return try #require(debug["buildSettings"] as? [String: Any])
  }

  @Test func theUnitTestsBecomeAHostedUnitTestTargetAndTheUITestsAUITestTarget() throws {
    let export = try Self.exportWithTests()
    let objects = try Self.objects(of: export)
    let targets = objects.filter { $0.value["isa"] as? String == "PBXNativeTarget" }
    func target(_ name: String) throws -> (id: String, object: [String: Any]) {
      let found = try #require(targets.first { $0.value["name"] as? String == name })
      return (found.key, found.value)
    }
    let app = try target("Checklists")
    let unit = try target("ChecklistsTests")
    let ui = try target("ChecklistsUITests")
    #expect(targets.count == 3)
    #expect(unit.object["productType"] as? String == "com.apple.product-type.bundle.unit-test")
    #expect(ui.object["productType"] as? String == "com.apple.product-type.bundle.ui-testing")

    let unitSettings = try Self.settings(of: unit.object, in: objects)
    #expect(
      unitSettings["TEST_HOST"] as? String
        == "$(BUILT_PRODUCTS_DIR)/Checklists.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/Checklists")
    #expect(unitSettings["BUNDLE_LOADER"] as? String == "$(TEST_HOST)")
    #expect(unitSettings["TEST_TARGET_NAME"] == nil)
    let uiSettings = try Self.settings(of: ui.object, in: objects)
    #expect(uiSettings["TEST_TARGET_NAME"] as? String == "Checklists")
    #expect(uiSettings["TEST_HOST"] == nil)
    for settings in [unitSettings, uiSettings] {
      #expect(settings["GENERATE_INFOPLIST_FILE"] as? String == "YES")
      #expect(settings["SWIFT_DEFAULT_ACTOR_ISOLATION"] == nil, "test targets are nonisolated")
    }

    // Each depends on the app, through a target dependency and its proxy.
    for test in [unit, ui] {
      let dependencies = try #require(test.object["dependencies"] as? [String])
      #expect(dependencies.count == 1)
      let dependency = try #require(objects[dependencies[0]])
      #expect(dependency["isa"] as? String == "PBXTargetDependency")
      #expect(dependency["target"] as? String == app.id)
      let proxyID = try #require(dependency["targetProxy"] as? String)
      let proxy = try #require(objects[proxyID])
      #expect(proxy["isa"] as? String == "PBXContainerItemProxy")
      #expect(proxy["remoteGlobalIDString"] as? String == app.id)
      #expect(proxy["proxyType"] as? String == "1")
      #expect(proxy["remoteInfo"] as? String == "Checklists")
      let productID = try #require(test.object["productReference"] as? String)
      let product = try #require(objects[productID])
      #expect(product["explicitFileType"] as? String == "wrapper.cfbundle")
    }
    let project = try #require(objects.values.first { $0["isa"] as? String == "PBXProject" })
    #expect(project["targets"] as? [String] == [app.id, unit.id, ui.id])
    let attributes = try #require(
      (project["attributes"] as? [String: Any])?["TargetAttributes"] as? [String: [String: Any]])
    #expect(attributes[unit.id]?["TestTargetID"] as? String == app.id)
    #expect(attributes[ui.id]?["TestTargetID"] as? String == app.id)
  }

  @Test func theSharedSchemeTestsWithBothTargetsAndRunsTheApp() throws {
    let export = try Self.exportWithTests()
    let objects = try Self.objects(of: export)
    let scheme = try #require(
      export.files.first {
        $0.path == "Checklists.xcodeproj/xcshareddata/xcschemes/Checklists.xcscheme"
      }
    ).text
    let ids = Dictionary(
      uniqueKeysWithValues: objects.compactMap { id, object -> (String, String)? in
        guard object["isa"] as? String == "PBXNativeTarget", let name = object["name"] as? String
        else { return nil }
        return (name, id)
      })
    // Read with the scheme reader of Xcode's formats: its references are the project file's
    // targets, by id, in one container.
    let read = try XcodeScheme(reading: Data(scheme.utf8))
    #expect(read.container == "Checklists.xcodeproj")
    #expect(
      read.app
        == .init(id: ids["Checklists"] ?? "?", product: "Checklists.app", target: "Checklists"))
    #expect(
      read.testables
        == ["ChecklistsTests", "ChecklistsUITests"].map {
          .init(.init(id: ids[$0] ?? "?", product: "\($0).xctest", target: $0))
        })
    #expect(scheme.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Scheme\n"))
    let report = try #require(export.files.first { $0.path == "EXPORT.md" }).text
    #expect(
      report.contains(
        "`ChecklistsTests` (unit tests, hosted in the app) and `ChecklistsUITests` (UI tests)"))
    #expect(report.contains("Product › Test (⌘U)"))
  }

  @Test func theTestFilesImportApplesModulesInPlaceOfTheKits() throws {
    let export = try Self.exportWithTests()
    let unit = try #require(
      export.files.first { $0.path == "ChecklistsTests/ChecklistItemTests.swift" }
    ).text
    let ui = try #require(
      export.files.first { $0.path == "ChecklistsUITests/ChecklistsUITests.swift" }
    ).text
    #expect(
      unit.hasPrefix("import UIKit\nimport Testing\nimport XCTest\n\n@testable import Checklists\n")
    )
    #expect(ui.hasPrefix("import XCTest\n\nfinal class ChecklistsUITests: XCTestCase {\n"))
    #expect(
      ExportedProject.xcodeTestFile("import HeadlessXCUIAutomation\n\nlet app = XCUIApplication()")
        == "import XCTest\n\nlet app = XCUIApplication()", "XCTest brings XCUIAutomation")
  }

  /// Every module of the kit that stands for one of Apple's frameworks is imported as that
  /// framework, in a test file as in the app: the one table the port reads the other way.
  @Test(arguments: KitModules.byAppleFramework.sorted { $0.key < $1.key })
  func eachKitModuleIsImportedAsTheFrameworkItStandsFor(framework: String, module: String) {
    let expected = framework == "XCUIAutomation" ? "XCTest" : framework
    #expect(ExportedProject.xcodeTestFile("import \(module)\n") == "import \(expected)\n")
    #expect(SwiftExporter.importingApplesFrameworks(["import \(module)"]) == ["import \(expected)"])
    #expect(KitModules.kitModule(for: framework) == module)
  }

  @Test func aTestHostFileIsTheTestHostSettingAndStaysBehind() throws {
    let learner = try LearnerPackage()
    try learner.useStage("Checklists08")
    try learner.addTests()
    let host = learner.root.appendingPathComponent("Tests/ChecklistsTests/TestHost.swift")
    try Data(TestHostFile.text(module: "Checklists", delegate: "AppDelegate").utf8)
      .write(to: host)
    let export = try ExportedProject.package(at: learner.root)

    #expect(!export.files.contains { $0.path.hasSuffix("TestHost.swift") })
    #expect(export.files.contains { $0.path == "ChecklistsTests/ChecklistItemTests.swift" })
    let text = try #require(export.files.first { $0.path.hasSuffix("project.pbxproj") }).text
    #expect(!text.contains("TestHost.swift"))
    #expect(text.contains("TEST_HOST = "), "the setting says it")
  }

  @Test func aPackageWithoutTestsHasNoSchemeAndTheSameAppObjects() throws {
    let learner = try LearnerPackage()
    try learner.useStage("Checklists08")
    try FileManager.default.removeItem(at: learner.root.appendingPathComponent("Tests"))
    let plain = try ExportedProject.package(at: learner.root)
    try learner.addTests()
    let tested = try ExportedProject.package(at: learner.root)

    #expect(!plain.files.contains { $0.path.hasSuffix(".xcscheme") })
    let plainObjects = try Self.objects(of: plain)
    let testedObjects = try Self.objects(of: tested)
    #expect(Set(plainObjects.keys).isSubset(of: Set(testedObjects.keys)), "the app keeps its ids")
  }

  /// A test target the shared scheme skips (unticked in Xcode's scheme editor) is still
  /// ported, and the report says that `swift test` runs it while ⌘U did not; a scheme that
  /// cannot be read is named with why.
  @Test func aTestTargetTheSchemeSkipsIsPortedWithANote() throws {
    let export = try Self.exportWithTests()
    let folder = try TemporaryFolder()
    let project = folder.url.appendingPathComponent("Checklists")
    try export.write(to: project)
    let path = "Checklists.xcodeproj/xcshareddata/xcschemes/Checklists.xcscheme"
    let url = project.appendingPathComponent(path)
    var scheme = try XcodeScheme(reading: Data(contentsOf: url))
    scheme.testables[1].isSkipped = true
    try Data(scheme.text().utf8).write(to: url)

    let read = try XcodeProject.read(project)
    #expect(
      read.membershipNotes.map { "\($0.path): \($0.note)" } == [
        "\(path): its Test action skips ChecklistsUITests, so Product › Test (⌘U) does not "
          + "run it; swift test runs every test target, this one too"
      ])
    let port = PortedPackage(read, kit: PackageRoot.url)
    #expect(port.uiTestTargets == ["ChecklistsUITests"])
    #expect(port.report.untranslated.contains { $0.path == path })

    try Data("<Scheme".utf8).write(to: url)
    let damaged = try XcodeProject.read(project).membershipNotes
    #expect(damaged.count == 1 && damaged.first?.path == path)
    #expect(damaged.first?.note.hasPrefix("cannot be read (line 1: not a scheme's XML") == true)
    #expect(
      damaged.first?.note.hasSuffix("the test targets are ported as project.pbxproj has them")
        == true)
  }

  @Test func portReadsBothTestTargetsBack() throws {
    let export = try Self.exportWithTests()
    let folder = try TemporaryFolder()
    let project = folder.url.appendingPathComponent("Checklists")
    try export.write(to: project)
    let read = try XcodeProject.read(project)
    let port = PortedPackage(read, kit: PackageRoot.url)

    // Read through the exported project file's targets, not guessed from folders.
    #expect(read.membershipNotes.isEmpty, "\(read.membershipNotes)")
    #expect(read.leftOut.isEmpty, "\(read.leftOut)")
    #expect(port.testTargets == ["ChecklistsTests"])
    #expect(port.uiTestTargets == ["ChecklistsUITests"])
    let ui = try #require(
      port.files.first { $0.path == "Tests/ChecklistsUITests/ChecklistsUITests.swift" }
    ).contents
    #expect(ui.hasPrefix("import HeadlessXCUIAutomation\n"))
    #expect(!ui.contains("import XCTest\n"), "both would make XCTestCase ambiguous")
    let unit = try #require(
      port.files.first { $0.path == "Tests/ChecklistsTests/ChecklistItemTests.swift" }
    ).contents
    #expect(unit.hasPrefix("import HeadlessUIKit\nimport Testing\nimport XCTest\n"))
    let manifest = try #require(port.files.first { $0.path == "Package.swift" }).contents
    #expect(manifest.contains("name: \"ChecklistsUITests\""))
    #expect(manifest.contains(".product(name: \"HeadlessXCUIAutomation\""))
    #expect(!port.report.untranslated.contains { $0.path.hasPrefix("ChecklistsUITests") })
  }
}
