// A learner's package, as `stepwise tutorial start` makes it, for the export to read.

import AppTestSupport
import Foundation

/// A learner's package in a temporary folder: the starter app, or a finished one.
///
/// The starter is `Fixtures/StartedPackage.json`, a copy of the files `tutorial start` writes
/// (the tutorial's module stands above the export, so its tests do not start a package
/// themselves); `StartedPackageSnapshotTests` keeps the copy the same as what start writes.
@MainActor
final class LearnerPackage {
  let folder: TemporaryFolder
  let root: URL

  /// The files `tutorial start` writes, by path, the course's path and package name filled in.
  static func startedFiles() throws -> [String: String] {
    let snapshot = PackageRoot.url.appendingPathComponent(
      "Tests/ExportKitTests/Fixtures/StartedPackage.json")
    let files = try JSONDecoder().decode(
      [String: String].self, from: Data(contentsOf: snapshot))
    return files.mapValues {
      $0.replacingOccurrences(of: "@COURSE_PATH@", with: PackageRoot.url.path)
        .replacingOccurrences(
          of: "@COURSE_IDENTITY@", with: PackageRoot.url.lastPathComponent.lowercased())
    }
  }

  init() throws {
    folder = try TemporaryFolder()
    root = folder.url.appendingPathComponent("MyChecklists")
    for (path, text) in try Self.startedFiles() {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  /// The app's folder.
  var sources: URL { root.appendingPathComponent("Sources/Checklists") }

  /// Makes the app a reference stage, as a learner who finished its chapter has it: the
  /// stage's files, the starter's Info.plist declaration, and a `main.swift` that starts
  /// the app delegate (TrackTests does the same).
  func useStage(_ stage: String) throws {
    let manager = FileManager.default
    try manager.removeItem(at: sources)
    try manager.copyItem(
      at: PackageRoot.url.appendingPathComponent("Sources/\(stage)"), to: sources)
    for (path, text) in try Self.startedFiles() where path.hasSuffix("/Info.swift") {
      try Data(text.utf8).write(to: root.appendingPathComponent(path))
    }
    try Data("import HeadlessUIKit\n\nAppDelegate.main()\n".utf8)
      .write(to: sources.appendingPathComponent("main.swift"))
  }

  /// A learner's unit tests of the finished app, as they write them in their package: an
  /// `XCTestCase` and a Swift Testing test, each on the main actor where it uses the app,
  /// the second loading the app's storyboard by name, as a hosted test in Xcode does.
  static let unitTests = """
    import HeadlessUIKit
    import Testing
    import XCTest

    @testable import Checklists

    final class ChecklistItemTests: XCTestCase {
      @MainActor func testTogglingChecksAnItemAndTogglingAgainUnchecksIt() async {
        let item = ChecklistItem(text: "Buy milk")
        item.toggleChecked()
        XCTAssertTrue(item.checked)
        item.toggleChecked()
        XCTAssertFalse(item.checked)
        // In a file that imports XCTest too, Foundation's names mean the app's container,
        // not the developer's home, as in a hosted test on iOS.
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        XCTAssertTrue(documents.path.hasPrefix(NSHomeDirectory()))
        XCTAssertNotEqual(NSHomeDirectory(), ProcessInfo.processInfo.environment["HOME"])
        UserDefaults.standard.set(true, forKey: "SeenByTheTest")
        XCTAssertTrue(UserDefaults.standard.bool(forKey: "SeenByTheTest"))
      }
    }

    @MainActor
    @Test func aNewItemIsUncheckedAndTheListsComeFirst() {
      #expect(ChecklistItem(text: "Walk the dog").checked == false)
      // As in Xcode, the tests run hosted in the app: "Main" is the app's storyboard.
      let first = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
      #expect((first as? UINavigationController)?.viewControllers.first is AllListsViewController)
    }

    """

  /// A learner's UI test of the finished app, with the kit's XCUIAutomation, its test
  /// marked `@MainActor` as Xcode's template marks them (the port makes that run on Linux).
  static let uiTests = """
    import HeadlessXCUIAutomation

    final class ChecklistsUITests: XCTestCase {
      @MainActor
      func testTheFirstLaunchOpensANewList() throws {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.navigationBars["List"].exists)
        app.terminate()
      }
    }

    """

  /// Gives the package the tests above: `Tests/ChecklistsTests/ChecklistItemTests.swift`
  /// beside the starter's file, and `Tests/ChecklistsUITests/ChecklistsUITests.swift`.
  func addTests() throws {
    let files = [
      ("Tests/ChecklistsTests/ChecklistItemTests.swift", Self.unitTests),
      ("Tests/ChecklistsUITests/ChecklistsUITests.swift", Self.uiTests),
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }
}
