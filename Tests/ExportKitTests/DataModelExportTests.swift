// A Core Data model crosses back: a ported app's `.xcdatamodeld` is the exported project's
// again, compiled in its sources phase, and its classes are named as Core Data finds them.

import AppTestSupport
import Foundation
import Testing
import XcodeFormats

@testable import ExportKit
@testable import PortKit

@Suite struct DataModelExportTests {
  /// Ports a fixture, exports the ported package, and reads the export back as the port does.
  func roundTrip(_ fixture: String, in work: TemporaryFolder) throws -> (
    original: XcodeProject, export: ExportedProject, again: XcodeProject
  ) {
    let original = try XcodeProject.read(
      PackageRoot.url.appendingPathComponent("Tests/PortTests/Fixtures/\(fixture)"))
    let package = work.url.appendingPathComponent("\(fixture)-headless")
    try PortedPackage(original, kit: PackageRoot.url).write(to: package)
    let export = try ExportedProject.package(at: package)
    let project = work.url.appendingPathComponent("\(fixture)-xcode")
    try export.write(to: project)
    return (original, export, try XcodeProject.read(project))
  }

  @Test(arguments: ["Tasklist", "Pantry", "Library"])
  func theModelComesBackAsItWentAndIsCompiledBeforeTheApp(fixture: String) throws {
    let work = try TemporaryFolder()
    let (original, export, again) = try roundTrip(fixture, in: work)
    let before = try #require(original.dataModels.first).model.get()
    let after = try #require(again.dataModels.first)
    #expect(after.path == "\(fixture)/\(fixture).xcdatamodeld")
    #expect(try after.model.get() == before)
    let projectFile = try #require(
      export.files.first { $0.path.hasSuffix("project.pbxproj") }?.text)
    #expect(projectFile.contains("isa = XCVersionGroup;"))
    #expect(projectFile.contains("/* \(fixture).xcdatamodeld in Sources */,"))
    #expect(projectFile.contains("currentVersion = "))
    // The file naming the current version, hidden by its name, crosses with the model when
    // the fixture has one.
    let hasCurrentVersion = original.dataModels.first?.files.contains {
      $0.path.hasSuffix(".xccurrentversion")
    }
    #expect(
      export.files.contains { $0.path == "\(fixture)/\(fixture).xcdatamodeld/.xccurrentversion" }
        == hasCurrentVersion)
    #expect(
      !export.files.contains { $0.path.hasSuffix("+Generated.swift") },
      "Xcode generates the classes again")
  }

  @Test func aClassTheModelNamesBareGetsItsObjectiveCNameBack() throws {
    let work = try TemporaryFolder()
    let (_, export, _) = try roundTrip("Pantry", in: work)
    let category = try #require(
      export.files.first { $0.path == "Pantry/Category+CoreDataClass.swift" }?.text)
    #expect(
      category.contains("@objc(Category)\npublic nonisolated class Category: NSManagedObject"))
    #expect(category.components(separatedBy: "@objc(").count == 2, "once")
    let tasks = try #require(
      export.files.first { $0.path == "Pantry/ItemsViewController.swift" }?.text)
    #expect(!tasks.contains("@objc("))
  }
}

@Suite struct TableHeaderExportTests {
  @Test func aTablesSearchBarGoesBackAsItsHeaderAndComesBackAgain() throws {
    let work = try TemporaryFolder()
    let (_, export, again) = try DataModelExportTests().roundTrip("Pantry", in: work)
    let storyboard = try #require(
      export.files.first { $0.path.hasSuffix("Main.storyboard") }?.text)
    #expect(
      storyboard.contains(
        #"<searchBar key="tableHeaderView" contentMode="redraw" placeholder="Search items""#))
    let start = try #require(storyboard.range(of: "<searchBar"))
    let end = try #require(
      storyboard.range(of: "</searchBar>", range: start.upperBound..<storyboard.endIndex))
    #expect(
      storyboard[start.lowerBound..<end.upperBound].contains(#"<outlet property="delegate""#),
      "ItemsViewController adopts UISearchBarDelegate")
    let port = PortedPackage(again, kit: PackageRoot.url)
    let declared = try #require(port.files.first { $0.path.hasSuffix("/Storyboard.swift") })
    #expect(
      declared.contents.contains(#"tableHeader: .searchBar(placeholder: "Search items"))"#),
      "\(declared.contents)")
    #expect(!export.notes.contains { $0.contains("table header") })
  }
}
