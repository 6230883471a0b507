// Each of the port's Xcode projects ported, exported back to Xcode, and ported again; and
// read by the reader of Interface Builder's documents as the port declares it.

import AppTestSupport
import Foundation
import InterfaceBuilderDocuments
import Testing

@testable import ExportKit
@testable import PortKit

@MainActor
@Suite struct PortedFixtureRoundTripTests {
  /// The port's fixtures with a storyboard (`Untranslatable` is not an app).
  nonisolated static let fixtures: [String] = {
    let folder = PackageRoot.url.appendingPathComponent("Tests/PortTests/Fixtures")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { name in
      name != "Untranslatable"
        && FileManager.default.fileExists(
          atPath: folder.appendingPathComponent("\(name)/\(name)/Base.lproj/Main.storyboard").path)
    }.sorted()
  }()

  /// The storyboard a ported package declares, read as the export reads it.
  static func declared(_ port: PortedPackage) throws -> StoryboardModel {
    let file = try #require(port.files.first { $0.path.hasSuffix("/Storyboard.swift") })
    var declaration = StoryboardDeclaration(path: file.path)
    return try declaration.read(file.contents)
  }

  /// Ported, exported and ported again, the app declares the same storyboard, scene by scene
  /// (its table and map views among a screen's views, objects beside a controller, unwind
  /// segues, static and dock cells included), and the export asks for nothing but its images'
  /// pictures.
  @Test(arguments: fixtures)
  func aPortedAppExportedAndPortedAgainDeclaresTheSameStoryboard(_ fixture: String) throws {
    #expect(Self.fixtures.count >= 20)
    let work = try TemporaryFolder()
    let (original, export, again) = try DataModelExportTests().roundTrip(fixture, in: work)
    let first = try Self.declared(PortedPackage(original, kit: PackageRoot.url))
    let second = try Self.declared(PortedPackage(again, kit: PackageRoot.url))
    for scene in first.scenes {
      let back = second.scenes.first { $0.identifier == scene.identifier }
      #expect(back?.withSeguesSorted == scene.withSeguesSorted, "\(fixture): \(scene.identifier)")
    }
    #expect(second.scenes.count == first.scenes.count, "\(fixture)")
    let (_, undeclared) = try RoundTripTests.undeclaredConnections(of: export)
    #expect(undeclared == [], "\(fixture)")
    let notes = export.notes.filter { !$0.hasPrefix("Assets.xcassets:") }
    #expect(notes == [], "\(fixture)")
  }

  /// The port reads each fixture's storyboard with `StoryboardReader` and writes the model
  /// as its declaration; the export reads that declaration back into the same model, scene by
  /// scene (the declaration's round trip, on storyboards as Xcode saved them), and what the
  /// reader read past is in the port's report, at its line.
  @Test(arguments: fixtures)
  func theDeclarationThePortWritesReadsBackAsTheModelItRead(_ fixture: String) throws {
    let folder = PackageRoot.url.appendingPathComponent("Tests/PortTests/Fixtures/\(fixture)")
    let port = try PortedPackage(XcodeProject.read(folder), kit: PackageRoot.url)
    let declared = try Self.declared(port)
    let path = "\(fixture)/Base.lproj/Main.storyboard"
    let data = try Data(contentsOf: folder.appendingPathComponent(path))
    var reader = StoryboardReader()
    let read = try reader.storyboard(named: "Main", from: data)
    #expect(read.initialScene == declared.initialScene, "\(fixture)")
    #expect(read.scenes.map(\.identifier) == declared.scenes.map(\.identifier), "\(fixture)")
    for (scene, port) in zip(read.scenes, declared.scenes) {
      #expect(scene.withSeguesSorted == port.withSeguesSorted, "\(fixture): \(scene.identifier)")
    }
    for note in reader.notes {
      #expect(
        port.report.untranslated.contains {
          $0.path == path && $0.line == note.line && $0.text == note.text
        }, "\(fixture): \(note)")
    }
  }
}
