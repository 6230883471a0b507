// A project's unit-test targets ported beside its app: read, edited for Linux, declared.

import AppTestSupport
import Foundation
import Testing

@testable import PortKit

@Suite struct TestTargetPortTests {
  /// Ports a test target's files, given as (path, text), for the app module `App`.
  func portTests(_ files: [(String, String)]) -> (files: [String: String], report: PortReport) {
    var porter = SwiftPorter(project: SwiftProject(files: files), testedModule: "App")
    let ported = porter.run()
    return (Dictionary(uniqueKeysWithValues: ported.map { ($0.path, $0.text) }), porter.report)
  }

  @Test func theUnitTestTargetIsReadAndTheUITestTargetKnownAsSuch() throws {
    let project = try XcodeProject.read(Fixtures.url("ToDo"))

    #expect(project.testTargets.map(\.name) == ["ToDoTests", "ToDoUITests"])
    #expect(project.testTargets.map(\.isUITests) == [false, true])
    #expect(try #require(project.testTargets.first).swiftFiles.count == 6)
    #expect(!project.swiftFiles.contains { $0.path.contains("Tests/") })
  }

  @Test func aUnitTestTargetBecomesATestTargetOfThePackageThatTestsTheApp() throws {
    let project = try XcodeProject.read(Fixtures.url("ToDo"))
    let port = PortedPackage(project, kit: PackageRoot.url)
    let paths = port.files.map(\.path)
    let manifest = try #require(port.files.first { $0.path == "Package.swift" }?.contents)

    #expect(port.testTargets == ["ToDoTests"])
    #expect(paths.contains("Tests/ToDoTests/ItemManagerTests.swift"))
    #expect(
      manifest.contains(
        ".testTarget(name: \"ToDoTests\", dependencies: [\"ToDo\", .product(name: \"HeadlessUIKit\""
      ))
  }

  /// A test target named as its app (Xcode takes it, SwiftPM does not) is renamed, and the
  /// report says so; before, the manifest held two targets of one name, and exit was 0.
  @Test func aTestTargetNamedAsTheAppIsRenamed() throws {
    let folder = try TemporaryFolder()
    let copy = folder.url.appendingPathComponent("Checklists")
    try FileManager.default.copyItem(at: Fixtures.url("Checklists"), to: copy)
    let file = copy.appendingPathComponent("Checklists.xcodeproj/project.pbxproj")
    let text = try String(contentsOf: file, encoding: .utf8)
    try text.replacingOccurrences(of: "name = ChecklistsTests;", with: "name = Checklists;")
      .write(to: file, atomically: true, encoding: .utf8)
    let project = try XcodeProject.read(copy)
    #expect(project.testTargets.map(\.name) == ["Checklists"])

    let port = PortedPackage(project, kit: PackageRoot.url)
    let manifest = try #require(port.files.first { $0.path == "Package.swift" }?.contents)

    #expect(port.testTargets == ["ChecklistsTests"])
    #expect(manifest.contains(".testTarget(name: \"ChecklistsTests\""))
    #expect(!manifest.contains(".testTarget(name: \"Checklists\""))
    #expect(port.files.contains { $0.path.hasPrefix("Tests/ChecklistsTests/") })
    #expect(
      port.report.rewritten.contains {
        $0.text.hasPrefix("the test target Checklists is ChecklistsTests in the package")
      })
  }

  @Test func aUITestTargetBecomesATestTargetOnTheKitsXCUIAutomation() throws {
    let project = try XcodeProject.read(Fixtures.url("ToDo"))
    let port = PortedPackage(project, kit: PackageRoot.url)
    let manifest = try #require(port.files.first { $0.path == "Package.swift" }?.contents)
    let test = try #require(
      port.files.first { $0.path == "Tests/ToDoUITests/ToDoUITests.swift" }?.contents)

    #expect(port.uiTestTargets == ["ToDoUITests"])
    #expect(test.contains("\nimport HeadlessXCUIAutomation\n"))
    #expect(!test.contains("import XCTest\n"), "both would make XCTestCase ambiguous")
    let target = try #require(
      manifest.firstMatch(of: /\.testTarget\(\s*name: "ToDoUITests"[^)]*\)[^)]*\)/))
    #expect(target.output.contains(".product(name: \"HeadlessXCUIAutomation\""))
    #expect(!port.report.untranslated.contains { $0.path.hasPrefix("ToDoUITests") })
    #expect(
      port.report.mechanical.contains {
        $0.path.hasSuffix("ToDoUITests.swift") && $0.text.contains("HeadlessXCUIAutomation")
      })
  }

  @Test(arguments: [
    (
      "import XCTest\n\nlet app = XCUIApplication()\n",
      "import HeadlessXCUIAutomation\n\nlet app"
    ),
    (
      "import XCTest\nimport XCUIAutomation\n\nlet app = XCUIApplication()\n",
      "import HeadlessXCUIAutomation\n\nlet app"
    ),
    (
      "import XCUIAutomation\nimport XCTest\n\nlet app = XCUIApplication()\n",
      "import HeadlessXCUIAutomation\n\nlet app"
    ),
    ("import XCTest\n\nlet count = 1\n", "import XCTest\n\nlet count"),
  ])
  func aUITestFileGetsTheKitsXCUIAutomation(source: String, start: String) {
    let ported = portTests([("AppUITests/AppUITests.swift", source)])
    let text = ported.files["AppUITests/AppUITests.swift"] ?? ""
    #expect(text.hasPrefix(start), "\(text)")
    #expect(text.components(separatedBy: "import HeadlessXCUIAutomation").count <= 2)
    if text.contains("XCUIApplication") {
      #expect(!text.contains("import XCTest"), "both would make XCTestCase ambiguous: \(text)")
    }
  }

  @Test func theManifestDependsOnTheKitsModuleForEachFrameworkTheAppOrItsTestsImport() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      XcodeProjectTests.pbxproj(target: "App", settings: ["PRODUCT_NAME": "$(TARGET_NAME)"]),
      to: "App.xcodeproj/project.pbxproj")
    try folder.write(
      "import UIKit\nimport MapKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n",
      to: "App/AppDelegate.swift")
    let mapKitOnly = PortedPackage(try XcodeProject.read(folder.url), kit: PackageRoot.url)
    let manifest = try #require(mapKitOnly.files.first { $0.path == "Package.swift" }?.contents)
    #expect(manifest.contains("dependencies: [.product(name: \"HeadlessUIKit\""))
    #expect(manifest.contains(".product(name: \"HeadlessMapKit\""))
    #expect(!manifest.contains("HeadlessCoreLocation"))
    #expect(!manifest.contains("HeadlessUserNotifications"))

    try folder.write(
      "import UIKit\nimport CoreLocation\nimport UserNotifications\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n",
      to: "App/AppDelegate.swift")
    let both = PortedPackage(try XcodeProject.read(folder.url), kit: PackageRoot.url)
    let products = try #require(both.files.first { $0.path == "Package.swift" }?.contents)
      .matches(of: /\.product\(name: "(\w+)"/).map { String($0.1) }
    #expect(products == ["HeadlessUIKit", "HeadlessCoreLocation", "HeadlessUserNotifications"])
  }

  @Test func aTestFileUsingUIKitsNamesThroughXCTestGetsTheKitsImport() {
    let usesUIKit = """
      import XCTest
      @testable import App

      class ListTests: XCTestCase {
        var tableView: UITableView!
      }

      """
    let modelOnly = """
      import XCTest
      @testable import App

      class ItemTests: XCTestCase {
        func testTitle() { XCTAssertEqual(Item(title: "A").title, "A") }
      }

      """
    let (files, report) = portTests([
      ("AppTests/ListTests.swift", usesUIKit), ("AppTests/ItemTests.swift", modelOnly),
    ])

    #expect(
      files["AppTests/ListTests.swift"] == """
        import XCTest
        import HeadlessUIKit
        @testable import App

        class ListTests: XCTestCase {
          var tableView: UITableView!
        }

        """)
    #expect(files["AppTests/ItemTests.swift"] == modelOnly)
    #expect(report.untranslated.isEmpty, "XCTest and the app are modules the tests may import")
    #expect(
      report.mechanical.map(\.description).contains { $0.hasPrefix("AppTests/ListTests.swift:1:") })
  }

  @Test func aSynchronousMainActorTestAsXcodesTemplateWritesItRunsItsBodyOnTheMainActor() {
    let source = """
      import XCTest

      final class AppUITests: XCTestCase {
        @MainActor
        func testExample() throws {
          let app = XCUIApplication()
          app.launch()
        }

        @MainActor func testLater() async {
          await Task.yield()
        }
      }

      """
    let (files, report) = portTests([("AppUITests/AppUITests.swift", source)])

    #expect(
      files["AppUITests/AppUITests.swift"] == """
        import HeadlessXCUIAutomation

        final class AppUITests: XCTestCase {
          func testExample() throws { try MainActor.assumeIsolated {
            let app = XCUIApplication()
            app.launch()
          }
          }

          @MainActor func testLater() async {
            await Task.yield()
          }
        }

        // XCTest runs a test case's synchronous methods on the main thread.
        extension AppUITests: @unchecked Sendable {}

        """)
    #expect(report.rewritten.contains { $0.text.contains("testExample()") })
  }

  @Test func aMainActorTestClassHasTheAttributeMovedOntoItsMethods() {
    let source = """
      import XCTest
      @testable import App

      @MainActor
      final class ListTests: XCTestCase {
        var sut: ListViewController!

        override func setUp() {
          super.setUp()
          sut = ListViewController()
        }

        func testTitle() {
          XCTAssertNil(sut.title)
        }

        func testLoading() async {
          await sut.load()
        }

        private func makeCell() -> UITableViewCell {
          UITableViewCell()
        }
      }

      """
    let (files, report) = portTests([("AppTests/ListTests.swift", source)])

    #expect(
      files["AppTests/ListTests.swift"] == """
        import XCTest
        import HeadlessUIKit
        @testable import App

        final class ListTests: XCTestCase {
          var sut: ListViewController!

          override func setUp() { MainActor.assumeIsolated {
            super.setUp()
            sut = ListViewController()
          }
          }

          func testTitle() { MainActor.assumeIsolated {
            XCTAssertNil(sut.title)
          }
          }

          @MainActor func testLoading() async {
            await sut.load()
          }

          @MainActor private func makeCell() -> UITableViewCell {
            UITableViewCell()
          }
        }

        // XCTest runs a test case's synchronous methods on the main thread.
        extension ListTests: @unchecked Sendable {}

        """)
    #expect(
      report.rewritten.map(\.description).contains { $0.hasPrefix("AppTests/ListTests.swift:4:") })
  }

  @Test func callsOfOptionalRequirementsLoseTheMarkTheKitsRequirementsDoNotNeed() {
    let source = """
      func check(_ tableView: UITableView, _ onSave: (() -> Void)?) {
        tableView.dataSource?.tableView?(tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        _ = tableView.dataSource?.numberOfSections?(in: tableView)
        tableView.delegate?.tableView!(tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        onSave?()
        let flag: Bool? = true
        _ = flag!
      }

      """
    let (files, report) = portTests([("AppTests/Calls.swift", source)])

    #expect(
      files["AppTests/Calls.swift"] == """
        func check(_ tableView: UITableView, _ onSave: (() -> Void)?) {
          tableView.dataSource?.tableView(tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
          _ = tableView.dataSource?.numberOfSections(in: tableView)
          tableView.delegate?.tableView(tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
          onSave?()
          let flag: Bool? = true
          _ = flag!
        }

        """)
    let unmarked: [String] = report.rewritten.map(\.description).filter {
      $0.contains("@objc optional")
    }
    let places = unmarked.map { String($0.prefix { $0 != " " }) }
    #expect(
      places == ["AppTests/Calls.swift:2:", "AppTests/Calls.swift:3:", "AppTests/Calls.swift:4:"])
  }

  @Test func aFileUsingURLSessionImportsFoundationNetworkingWhereLinuxKeepsIt() {
    let client = """
      import Foundation

      class APIClient {
        lazy var session = URLSession.shared
      }

      """
    let model = """
      import Foundation

      struct Item {}

      """
    var porter = SwiftPorter(
      project: SwiftProject(files: [("App/APIClient.swift", client), ("App/Item.swift", model)]))
    let files = Dictionary(uniqueKeysWithValues: porter.run().map { ($0.path, $0.text) })

    #expect(
      files["App/APIClient.swift"] == """
        import Foundation
        #if canImport(FoundationNetworking)
          import FoundationNetworking
        #endif

        class APIClient {
          lazy var session = URLSession.shared
        }

        """)
    #expect(files["App/Item.swift"] == model)
    #expect(
      porter.report.rewritten.map(\.description).contains {
        $0.hasPrefix("App/APIClient.swift:4: URLSession: import FoundationNetworking")
      })
  }

  @Test func theMainStoryboardLoadedByNameBecomesItsDeclarationAndOtherNamesAreReported() {
    let source = """
      func load() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let other = UIStoryboard(name: "Settings", bundle: nil)
        let named = UIStoryboard(name: Constants.storyboard, bundle: Bundle.main)
      }

      """
    var porter = SwiftPorter(
      project: SwiftProject(files: [("AppTests/Load.swift", source)]), testedModule: "App")
    porter.storyboardName = "Main"
    let files = Dictionary(uniqueKeysWithValues: porter.run().map { ($0.path, $0.text) })

    #expect(
      files["AppTests/Load.swift"] == """
        func load() {
          let storyboard = UIStoryboard.makeMain()
          let other = UIStoryboard(name: "Settings", bundle: nil)
          let named = UIStoryboard(name: Constants.storyboard, bundle: Bundle.main)
        }

        """)
    #expect(porter.report.rewritten.map(\.line) == [2])
    #expect(porter.report.untranslated.map(\.line) == [3, 4])
  }
}
