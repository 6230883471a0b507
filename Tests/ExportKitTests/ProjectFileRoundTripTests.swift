// The project file `export` writes, read back by XcodeFormats' reader (the one `port` reads
// Xcode's projects with): every file in its target's phase, every target of its kind, the
// settings Xcode reads. Over generated projects as well as the course's.

import AppTestSupport
import Foundation
import Testing
import XcodeFormats

@testable import ExportKit

@Suite struct ProjectFileRoundTripTests {
  /// Deterministic projects: files at the top of the app's folder and nested up to three
  /// folders deep, names with spaces, quotes, backslashes and non-Latin letters, with or without nibs, string
  /// tables, data models, an asset catalog and test targets of both kinds.
  static func generated(_ index: Int) -> ProjectFile {
    var random = SeededRandom(seed: 41 &+ UInt64(index))
    return random.project(index)
  }

  @Test(arguments: 0..<24)
  func readingTheWrittenProjectFileGivesBackItsTargets(index: Int) throws {
    let project = Self.generated(index)
    let read = try XcodeProjectFile(Data(project.text().utf8))
    let app = project.name

    #expect(read.notes.isEmpty)
    #expect(read.targets.map(\.name) == [app] + project.tests.map(\.name))
    let target = try #require(read.targets.first)
    #expect(target.kind == .application)
    let sources =
      project.swiftFiles.map { "\(app)/\($0)" } + project.dataModels.map { "\(app)/\($0.name)" }
    #expect(target.sources.sorted() == sources.sorted())
    var resources = ["\(app)/Base.lproj/Main.storyboard"]
    resources += project.hasAssetCatalog ? ["\(app)/Assets.xcassets"] : []
    resources += project.xibs.map { "\(app)/\($0)" }
    resources += project.stringTables.map { "\(app)/\($0)" }
    #expect(target.resources.sorted() == resources.sorted())
    #expect(target.settings["PRODUCT_BUNDLE_IDENTIFIER"] == project.bundleIdentifier)
    #expect(target.settings["SWIFT_VERSION"] == project.swiftVersion)
    #expect(target.settings["INFOPLIST_FILE"] == "\(app)/Info.plist")
    #expect(
      (target.settings["SWIFT_DEFAULT_ACTOR_ISOLATION"] == "MainActor")
        == project.mainActorByDefault)

    for (written, read) in zip(project.tests, read.targets.dropFirst()) {
      #expect(read.kind == (written.isUITests ? .uiTests : .unitTests))
      #expect(read.sources.sorted() == written.swiftFiles.map { "\(written.name)/\($0)" }.sorted())
      if written.isUITests {
        #expect(read.settings["TEST_TARGET_NAME"] == app)
      } else {
        #expect(read.settings["TEST_HOST"]?.contains("/\(app).app/") == true)
      }
    }
  }

  /// The same, for the project of every stage of the course.
  @Test(arguments: 1...9)
  func eachStagesExportedProjectListsEveryFileItCompiles(stage: Int) throws {
    let target = String(format: "Checklists%02d", stage)
    let sources = try ExportedProject.swiftFiles(ofTarget: target, in: PackageRoot.url)
    let export = try ExportedProject(name: target, sources: sources, info: nil)
    let text = try #require(export.files.first { $0.path.hasSuffix("project.pbxproj") }?.text)
    let read = try XcodeProjectFile(Data(text.utf8))
    let app = try #require(read.targets.first { $0.kind == .application })

    let exportedSwift = Set(
      export.files.map(\.path).filter { $0.hasPrefix("\(target)/") && $0.hasSuffix(".swift") })
    #expect(!exportedSwift.isEmpty)
    #expect(Set(app.sources.filter { $0.hasSuffix(".swift") }) == exportedSwift)
  }
}
