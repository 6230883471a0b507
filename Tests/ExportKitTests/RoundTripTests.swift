// Each stage exported to Xcode and ported back: the same storyboard, the same app.

import AppTestSupport
import Foundation
import InterfaceBuilderDocuments
import Testing
import XcodeFormats

@testable import ExportKit
@testable import PortKit

/// `stepwise port` reads each exported stage back: its storyboard declaration is the one
/// the stage declares, scene by scene, and nothing of the storyboard is left untranslated
/// (the port says that it lays the views out itself, as it says of any storyboard with
/// constraints).
@MainActor
@Suite struct RoundTripTests {
  /// Each outlet and action the exported storyboard connects, read back with
  /// `StoryboardReader`, is declared in the exported Swift as Xcode needs it: an outlet as
  /// an `@IBOutlet` property, an action as an `@IBAction` method its selector names. (In Xcode
  /// a connection to a property that is not an outlet stops the app at launch.)
  @Test(arguments: Stages.targets)
  func everyConnectionOfTheExportedStoryboardHasItsDeclaration(_ target: String) throws {
    let export = try Stages.export(target)
    let (connections, undeclared) = try Self.undeclaredConnections(of: export)
    #expect(undeclared == [], "\(target)")
    #expect(connections > 0, "\(target): no connection read")
  }

  /// How many outlets and actions an export's `Main.storyboard` connects, and those its Swift
  /// does not declare as `@IBOutlet` properties or `@IBAction` methods.
  static func undeclaredConnections(of export: ExportedProject) throws -> (Int, [String]) {
    let written = try #require(export.files.first { $0.path.hasSuffix("Main.storyboard") })
    var reader = StoryboardReader()
    let storyboard = try reader.storyboard(named: "Main", from: Data(written.text.utf8))
    let swift = export.files.filter { $0.path.hasSuffix(".swift") }.map(\.text)
      .joined(separator: "\n")
    var outlets: [String] = []
    var selectors: [String] = []
    for scene in storyboard.scenes {
      let buttons = scene.leftBarButtons + scene.rightBarButtons + scene.toolbarItems
      let cells = scene.staticSections.flatMap { $0 }
      let views =
        scene.content + cells.flatMap(\.content) + scene.dockCells.flatMap(\.content)
        + (scene.tableHeader.map { [$0] } ?? []) + scene.prototypes.flatMap(\.content)
        + scene.content.compactMap(\.table).flatMap(\.prototypes).flatMap(\.content)
      outlets +=
        buttons.compactMap(\.outlet) + views.compactMap(\.outlet)
        + cells.compactMap(\.detailOutlet) + scene.dockCells.map(\.outlet)
        + buttons.compactMap(\.buttonOutlet) + scene.objects.compactMap(\.outlet)
        + scene.objects.flatMap { $0.controllerOutlets + $0.outletsToViews.map(\.property) }
      selectors += (buttons.compactMap(\.action) + views.flatMap(\.actions.values)).map(\.selector)
    }
    var undeclared: [String] = []
    for outlet in outlets {
      let pattern = try Regex(#"@IBOutlet (?:private(?:\(set\))? )?weak var "# + outlet + ":")
      if !swift.contains(pattern) { undeclared.append("outlet \(outlet)") }
    }
    for selector in selectors {
      // A method of its own name, or any method `@objc(selector)` names.
      let declared =
        ObjectiveCSelector.methodNames(of: selector).contains { name in
          swift.contains("@IBAction func \(name)(")
            || swift.contains("@IBAction private func \(name)(")
        } || swift.contains("@IBAction @objc(\(selector)) ")
      if !declared { undeclared.append("action \(selector)") }
    }
    return (outlets.count + selectors.count, undeclared)
  }

  /// Exports a stage into a temporary folder and ports the project back.
  func roundTrip(_ target: String) throws -> (ExportedProject, PortedPackage) {
    let export = try Stages.export(target)
    let folder = try TemporaryFolder()
    let project = folder.url.appendingPathComponent(target)
    try export.write(to: project)
    let read = try XcodeProject.read(project)
    return (export, PortedPackage(read, kit: PackageRoot.url))
  }

  @Test(arguments: Stages.targets)
  func thePortOfTheExportDeclaresTheSameStoryboard(_ target: String) throws {
    let (_, port) = try roundTrip(target)
    let ported = try #require(port.files.first { $0.path.hasSuffix("/Storyboard.swift") })
    var declaration = StoryboardDeclaration(path: ported.path)
    let storyboard = try declaration.read(ported.contents)
    let original = try Stages.declaredStoryboard(target)
    #expect(storyboard.name == original.name)
    #expect(storyboard.initialScene == original.initialScene)
    #expect(
      storyboard.scenes.map(\.identifier).sorted() == original.scenes.map(\.identifier).sorted())
    for scene in original.scenes {
      let back = storyboard.scenes.first { $0.identifier == scene.identifier }
      #expect(back?.withSeguesSorted == scene.withSeguesSorted, "scene \(scene.identifier)")
    }
    // The exported storyboard, read on its own, is the stage's declaration.
    let export = try Stages.export(target)
    let written = try #require(export.files.first { $0.path.hasSuffix("Main.storyboard") })
    var reader = StoryboardReader()
    let read = try reader.storyboard(named: original.name, from: Data(written.text.utf8))
    #expect(read.initialScene == original.initialScene)
    #expect(read.scenes == original.scenes.map(\.withSeguesSorted))
    // The only note is that layout is the simulator's: the constraints the export wrote
    // place the views as the simulator does, top to bottom.
    let storyboardNotes = port.report.untranslated.filter { $0.path.hasSuffix(".storyboard") }
    #expect(storyboardNotes.map(\.text) == [LayoutCheck.portsLayoutNote], "\(storyboardNotes)")
  }
}
