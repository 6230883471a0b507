// A package's tests in the exported project: its unit tests as a hosted unit-test target, its
// UI tests as a UI-test target, their import lines Apple's.

import Foundation
import StepwiseBasics

extension ExportedProject {
  /// A test target of the package (`Tests/<name>/`), as the export writes it into the
  /// project: a folder `<name>/` beside the app's, and a target of that name.
  package struct TestBundle {
    /// The target's name and its folder's (`ChecklistsTests`).
    package var name: String
    /// The Swift files, by path relative to the target's folder.
    package var files: [(path: String, text: String)]

    /// Makes a test target of these files.
    package init(name: String, files: [(path: String, text: String)]) {
      self.name = name
      self.files = files
    }

    /// Whether it is a UI-test target, by the rule `stepwise port` reads it back with: its
    /// folder's name ends in `UITests`, or a file of it launches the app through
    /// `XCUIApplication`.
    package var isUITests: Bool {
      name.hasSuffix("UITests") || files.contains { $0.text.contains("XCUIApplication") }
    }
  }

  /// The test targets of a package: each folder of `Tests/` that holds Swift files, in name
  /// order.
  static func testBundles(in reader: inout SourceReader) throws(ExportError) -> [TestBundle] {
    let folder = reader.url("Tests").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var bundles: [TestBundle] = []
    for name in names.sorted() where !name.hasPrefix(".") {
      // A test target's TestHost.swift is the kit's form of the TEST_HOST setting, which the
      // project file says itself.
      let files = try reader.swiftFiles(ofTarget: name, under: "Tests").filter {
        !TestHostFile.isTestHost($0.text)
      }
      if !files.isEmpty { bundles.append(TestBundle(name: name, files: files)) }
    }
    return bundles
  }

  /// A test file with Apple's import lines for the kit's: `import HeadlessUIKit` becomes
  /// `import UIKit` (and the kit's other frameworks Apple's), and
  /// `import HeadlessXCUIAutomation` becomes `import XCTest`, which brings Apple's
  /// XCUIAutomation to a UI test (or goes, when the file imports XCTest already).
  static func xcodeTestFile(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return SwiftExporter.importingApplesFrameworks(lines).joined(separator: "\n")
  }

  /// The notes of a test target: a file that drives the course's simulated device
  /// (`ViewHarness`), which Xcode has not.
  static func notes(of bundle: TestBundle) -> [ExportNote] {
    bundle.files.filter { file in
      file.text.split(separator: "\n").contains {
        $0.wholeMatch(of: /import\s+ViewHarness\s*/) != nil
      }
    }.map { file in
      ExportNote(
        path: "\(bundle.name)/\(file.path)", line: nil,
        text: "drives the course's simulated device (ViewHarness), which Xcode has not: "
          + "rewrite it with UIKit's API or XCUIAutomation")
    }
  }
}
