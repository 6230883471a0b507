// Objects beside a scene's controller, exported: drawn in the scene's dock, and said when
// Interface Builder could not make them.

import Foundation
import InterfaceBuilderDocuments
import Testing

@testable import ExportKit

@MainActor
@Suite struct SceneObjectExportTests {
  static func export(_ classes: String) throws -> ExportedProject {
    let storyboard = """
      import HeadlessUIKit

      extension UIStoryboard {
        static func makeMain() -> UIStoryboard {
          UIStoryboard(
            name: "Main", initialScene: "List",
            scenes: [
              .viewController(
                "List", ListViewController.self,
                objects: [
                  .object(Helper(), outlets: { $0.helper = $1 }),
                  .object(Plain(), outlets: { $0.plain = $1 }),
                  .object(Derived(), outlets: { $0.derived = $1 }),
                ])
            ])
        }
      }
      """
    let code = """
      import UIKit

      class ListViewController: UIViewController {
        var helper: Helper!
        var plain: Plain!
        var derived: Derived!
      }

      \(classes)

      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
      }
      """
    return try ExportedProject(
      name: "List", sources: [("Storyboard.swift", storyboard), ("App.swift", code)], info: nil)
  }

  /// Interface Builder makes a scene's Object by its class's Objective-C name: a Swift class
  /// with no superclass (or one descending from such a class) has none, and is said; an
  /// NSObject subclass is drawn in the scene's dock and said nothing of.
  @Test func anObjectOfASwiftClassWithNoSuperclassIsSaid() throws {
    let export = try Self.export(
      """
      class Helper: NSObject {}
      class Plain {}
      class Base {}
      class Derived: Base {}
      """)
    #expect(
      export.notes == [
        "Main.storyboard: scene List's object Plain is of a Swift class with no superclass, "
          + "which Interface Builder's Object cannot make: declare Plain as a subclass of NSObject",
        "Main.storyboard: scene List's object Derived is of a Swift class with no superclass, "
          + "which Interface Builder's Object cannot make: declare Base as a subclass of NSObject",
      ])
    let written = try #require(export.files.first { $0.path.hasSuffix("Main.storyboard") }).text
    for name in ["Helper", "Plain", "Derived"] {
      #expect(
        written.contains(#"<customObject id=""#) && written.contains(#"customClass="\#(name)""#))
    }
  }

  /// An object's connection to a view the scene has no outlet to is said, and left out.
  @Test func anObjectConnectedToAViewTheSceneLacksIsSaid() {
    var list = SceneModel(kind: .viewController, identifier: "List", className: "List")
    list.content = [ElementModel(kind: .tableView, outlet: "tableView", table: TableModel())]
    list.objects = [
      SceneObjectModel(
        className: "Provider", outletsToViews: [.init(view: "tableView", property: "table")],
        viewOutlets: [.init(view: "missing", property: "dataSource")])
    ]
    var writer = StoryboardWriter(
      StoryboardModel(name: "Main", initialScene: "List", scenes: [list]), module: "App",
      textFieldDelegates: [])
    let text = writer.write()
    #expect(
      writer.notes == [
        "scene List's Provider connects to missing, which is no view of the scene: left out"
      ])
    #expect(text.contains(#"<outlet property="table""#))
    #expect(!text.contains(#"property="dataSource""#))
  }

  @Test func objectsOfNSObjectSubclassesAreSaidNothingOf() throws {
    let export = try Self.export(
      """
      class Helper: NSObject {}
      class Plain: NSObject, UITableViewDataSource {}
      class Base: NSObject {}
      class Derived: Base {}
      """)
    #expect(export.notes == [])
  }
}
