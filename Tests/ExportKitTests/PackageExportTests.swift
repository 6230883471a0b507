// A learner's package taken to Xcode: the starter app and the finished tutorial.

import AppTestSupport
import Foundation
import Testing
import XcodeFormats

@testable import ExportKit
@testable import PortKit

@MainActor
@Suite struct PackageExportTests {
  @Test func theStarterAppKeepsItsMainAndItsInfoSwiftBecomesInfoPlist() throws {
    let learner = try LearnerPackage()

    let export = try ExportedProject.package(at: learner.root)

    let paths = export.files.map(\.path)
    #expect(export.name == "Checklists")
    #expect(paths.contains("Checklists/AppDelegate.swift"))
    #expect(paths.contains("Checklists/ChecklistViewController.swift"))
    #expect(!paths.contains("Checklists/Info.swift"), "Info.swift is the kit's: Info.plist says it")
    #expect(!paths.contains("Checklists/Storyboard.swift"), "Main.storyboard stands for it")
    let delegate = try #require(export.files.first { $0.path == "Checklists/AppDelegate.swift" })
    let mains = delegate.text.split(separator: "\n").filter { $0.hasPrefix("@main") }
    #expect(mains.count == 1, "\(delegate.text)")
    #expect(delegate.text.contains("import UIKit\n"))
    let project = try #require(export.files.first { $0.path.hasSuffix("project.pbxproj") })
    #expect(project.text.contains("PRODUCT_BUNDLE_IDENTIFIER = com.example.Checklists;"))
    #expect(project.text.contains("SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;"))
    #expect(project.text.contains("\tobjectVersion = 77;\n"), "the format Xcode 26 writes")
    #expect(project.text.contains("SWIFT_VERSION = 6.0;"))
    #expect(
      export.storyboard.scenes.map(\.identifier) == [
        "NavigationController", "ChecklistViewController",
      ])
  }

  @Test func theProjectBuildsEverySwiftFileTheExportWritesInTheGroupOfItsFolder() throws {
    let learner = try LearnerPackage()
    try learner.useStage("Checklists08")

    let export = try ExportedProject.package(at: learner.root)
    let project = try #require(export.files.first { $0.path.hasSuffix("project.pbxproj") }).text

    let swift = export.files.map(\.path).filter {
      $0.hasPrefix("Checklists/") && $0.hasSuffix(".swift")
    }
    #expect(swift.contains("Checklists/Model/DataModel.swift"), "the stage has files in folders")
    // The Sources phase's files, by name: the section runs to the end of its object.
    let phase = try #require(
      project.firstMatch(of: /isa = PBXSourcesBuildPhase;[^}]*files = \(([^)]*)\)/))
    let built = phase.output.1.matches(of: /\/\* (.+?) in Sources \*\//).map { String($0.output.1) }
    #expect(built.sorted() == swift.map { String($0.split(separator: "/").last ?? "") }.sorted())
    // Each folder is a group of that path, holding its files.
    for folder in ["Controllers", "Model"] {
      let group = try #require(
        project.firstMatch(
          of: try Regex("isa = PBXGroup;\\s*children = \\(([^)]*)\\);\\s*path = \(folder);")),
        "no group for \(folder)")
      let names = String(group.output[1].substring ?? "")
      for path in swift where path.hasPrefix("Checklists/\(folder)/") {
        let name = path.split(separator: "/").last ?? ""
        #expect(names.contains("/* \(name) */"), "\(name) is not in the \(folder) group")
      }
    }
  }

  @Test func theFinishedTutorialRoundTripsThroughThePort() throws {
    let learner = try LearnerPackage()
    try learner.useStage("Checklists08")

    let export = try ExportedProject.package(at: learner.root)
    let paths = export.files.map(\.path)
    #expect(!paths.contains("Checklists/main.swift"), "main.swift only started the app: @main does")
    #expect(!paths.contains("Checklists/Checklists08.swift"), "the descriptor is the course's")
    let delegate = try #require(export.files.first { $0.path == "Checklists/AppDelegate.swift" })
    #expect(
      delegate.text.contains("@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate"))

    let out = try TemporaryFolder()
    let projectFolder = out.url.appendingPathComponent("Checklists")
    try export.write(to: projectFolder)
    let port = PortedPackage(try XcodeProject.read(projectFolder), kit: PackageRoot.url)
    #expect(port.appDelegate == "AppDelegate")
    let ported = try #require(port.files.first { $0.path.hasSuffix("/Storyboard.swift") })
    var declaration = StoryboardDeclaration(path: ported.path)
    let back = try declaration.read(ported.contents)
    let original = try Stages.declaredStoryboard("Checklists08")
    #expect(back.scenes.count == original.scenes.count)
    for scene in original.scenes {
      var expected = scene
      var found = back.scenes.first { $0.identifier == scene.identifier }
      expected.segues.sort { $0.identifier < $1.identifier }
      found?.segues.sort { $0.identifier < $1.identifier }
      #expect(found == expected, "scene \(scene.identifier)")
    }
  }

  @Test func aFolderThatIsNotAPackageOrHasNoStoryboardIsRefused() throws {
    let folder = try TemporaryFolder()
    try folder.write("# notes\n", to: "Notes/README.md")
    try folder.write("// swift-tools-version: 6.2\n", to: "Plain/Package.swift")
    try folder.write("struct Model {}\n", to: "Plain/Sources/Plain/Model.swift")

    #expect(
      throws: ExportedProject.ExportError.notAPackage(
        folder.url.appendingPathComponent("Notes").path)
    ) {
      try ExportedProject.package(at: folder.url.appendingPathComponent("Notes"))
    }
    #expect(throws: ExportedProject.ExportError.noStoryboard("Plain")) {
      try ExportedProject.package(at: folder.url.appendingPathComponent("Plain"))
    }
    #expect(
      throws: ExportedProject.ExportError.noSuchFolder(
        folder.url.appendingPathComponent("None").path)
    ) {
      try ExportedProject.package(at: folder.url.appendingPathComponent("None"))
    }
  }
}
