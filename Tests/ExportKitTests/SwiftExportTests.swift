// The app's Swift files for Xcode, and the declaration's closures read as methods.

import Foundation
import InterfaceBuilderDocuments
import StepwiseBasics
import Testing

@testable import ExportKit

@MainActor
@Suite struct SwiftExportTests {
  /// An app of three files: a storyboard declaration, a controller and a delegate.
  func export(controller: String, storyboard: String? = nil) throws -> ExportedProject {
    let declaration =
      storyboard ?? """
        import HeadlessUIKit

        extension UIStoryboard {
          static func makeMain() -> UIStoryboard {
            UIStoryboard(
              name: "Main", initialScene: "Edit",
              scenes: [
                .viewController(
                  "Edit", EditViewController.self, title: "Edit",
                  rightBarButton: .system(.done, outlet: \\.doneButton, action: { $0.done() }),
                  content: [
                    .textField(placeholder: "Name", outlet: \\.nameField, onChange: { $0.changed($1) }),
                    .switch("Loud", outlet: \\.loudSwitch, onChange: { $0.toggled(sender: $1) }),
                    .button("Go", action: { controller, _ in controller.go() }),
                  ])
              ])
          }
        }
        """
    return try ExportedProject(
      name: "Editor",
      sources: [
        ("Storyboard.swift", declaration), ("EditViewController.swift", controller),
        (
          "AppDelegate.swift",
          "import HeadlessUIKit\n\nclass AppDelegate: UIApplicationDelegate {\n  var window: UIWindow?\n}\n"
        ),
      ],
      info: AppInfo(
        displayName: "Editor", bundleIdentifier: "com.example.Editor", images: [], usesScenes: false
      ))
  }

  func file(_ export: ExportedProject, _ name: String) throws -> String {
    try #require(export.files.first { $0.path == "Editor/\(name)" }).text
  }

  static let controller = """
    import Foundation
    import HeadlessUIKit

    final class EditViewController: UIViewController {
      /// The field, from the storyboard.
      var nameField: UITextField?
      weak var loudSwitch: UISwitch!
      private(set) var doneButton: UIBarButtonItem?
      var notAnOutlet: UILabel?

      func done() {
        nameField?.text = ""
      }

      override func viewDidLoad() {
        super.viewDidLoad()
        var nameField: UITextField?
        _ = nameField
      }
    }

    extension EditViewController {
      func changed(_ field: UITextField) {}
      private func toggled(sender: UISwitch) {}
      func go() {}
    }
    """

  @Test func outletsOfEitherFormBecomeWeakImplicitlyUnwrappedIBOutlets() throws {
    let text = try file(try export(controller: Self.controller), "EditViewController.swift")
    #expect(
      text.contains(
        "  /// The field, from the storyboard.\n  @IBOutlet weak var nameField: UITextField!\n"))
    #expect(text.contains("  @IBOutlet weak var loudSwitch: UISwitch!\n"))
    #expect(text.contains("  @IBOutlet private(set) weak var doneButton: UIBarButtonItem!\n"))
    #expect(
      text.contains("  var notAnOutlet: UILabel?\n"),
      "a property the storyboard does not wire stays")
    #expect(text.contains("    var nameField: UITextField?\n"), "a local variable is no outlet")
  }

  /// Braces and quotes in strings and comments are not code: a brace in an interpolation's
  /// own string, or after a nested comment's inner end, leaves the members where they are.
  @Test func bracesInStringsAndCommentsDoNotHideTheMembers() throws {
    let controller = #"""
      import HeadlessUIKit

      final class EditViewController: UIViewController {
        let opening = "\(Bool.random() ? "{" : "")"
        /* an outer /* and an inner */ { comment */
        let raw = #"\"#
        var nameField: UITextField?
        weak var loudSwitch: UISwitch!
        var doneButton: UIBarButtonItem?
        func done() {}
        func changed(_ field: UITextField) {}
        func toggled(sender: UISwitch) {}
        func go() {}
      }
      """#
    let text = try file(try export(controller: controller), "EditViewController.swift")
    #expect(text.contains("  @IBOutlet weak var nameField: UITextField!\n"), "\(text)")
    #expect(text.contains("  @IBOutlet weak var doneButton: UIBarButtonItem!\n"))
    #expect(text.contains("  @IBAction func done() {}\n"))
    #expect(text.contains("  @IBAction func go() {}\n"))
  }

  @Test func theMethodsActionsCallGetIBActionInTheClassOrItsExtensions() throws {
    let text = try file(try export(controller: Self.controller), "EditViewController.swift")
    #expect(text.contains("  @IBAction func done() {\n"))
    #expect(text.contains("  @IBAction func changed(_ field: UITextField) {}\n"))
    #expect(text.contains("  @IBAction private func toggled(sender: UISwitch) {}\n"))
    #expect(text.contains("  @IBAction func go() {}\n"))
    #expect(!text.contains("@IBAction override"))
    #expect(text.hasPrefix("import Foundation\nimport UIKit\n"))
  }

  /// A search bar above a table's rows is connected like any other view: its outlet is an
  /// `@IBOutlet` (otherwise Xcode's storyboard would set a property it cannot see, and the
  /// app would stop at launch).
  @Test func aTableHeadersOutletBecomesAnIBOutlet() throws {
    let storyboard = """
      import HeadlessUIKit

      extension UIStoryboard {
        static func makeMain() -> UIStoryboard {
          UIStoryboard(
            name: "Main", initialScene: "Edit",
            scenes: [
              .tableViewController(
                "Edit", EditViewController.self, title: "Items",
                tableHeader: .searchBar(placeholder: "Search", outlet: \\.searchBar))
            ])
        }
      }
      """
    let controller = """
      import HeadlessUIKit

      final class EditViewController: UITableViewController {
        var searchBar: UISearchBar?
      }
      """
    let export = try export(controller: controller, storyboard: storyboard)
    let text = try file(export, "EditViewController.swift")
    #expect(text.contains("  @IBOutlet weak var searchBar: UISearchBar!\n"), "\(text)")
    // And the port brings the search bar back with its outlet.
    let back = try PortedBack(export, name: "Editor")
    #expect(
      back.storyboard.scenes.first?.tableHeader
        == ElementModel(kind: .searchBar, outlet: "searchBar", placeholder: "Search"),
      "\(back.text)")
  }

  @Test func actionsAreNamedByTheirSelectors() throws {
    let export = try export(controller: Self.controller)
    let scene = try #require(export.storyboard.scenes.first)
    #expect(scene.rightBarButton?.action?.selector == "done")
    #expect(scene.content[0].actions["editingChanged"]?.selector == "changed:")
    #expect(scene.content[1].actions["valueChanged"]?.selector == "toggledWithSender:")
    #expect(scene.content[1].text == "Loud")
    #expect(scene.content[2].actions["touchUpInside"]?.selector == "go")
  }

  @Test func theKitsUserNotificationsIsImportedAsApplesFramework() throws {
    let controller = Self.controller.replacingOccurrences(
      of: "import Foundation\n", with: "import Foundation\nimport HeadlessUserNotifications\n")
    let text = try file(try export(controller: controller), "EditViewController.swift")
    #expect(text.hasPrefix("import Foundation\nimport UserNotifications\nimport UIKit\n"))
  }

  @Test func theKitsCoreDataIsImportedAsApplesFramework() throws {
    let controller = Self.controller.replacingOccurrences(
      of: "import Foundation\n", with: "import Foundation\nimport HeadlessCoreData\n")
    let text = try file(try export(controller: controller), "EditViewController.swift")
    #expect(text.hasPrefix("import Foundation\nimport CoreData\nimport UIKit\n"))
  }

  @Test func theKitsCoreLocationAndMapKitAreImportedAsApplesFrameworks() throws {
    let controller = Self.controller.replacingOccurrences(
      of: "import Foundation\n",
      with: "import Foundation\nimport HeadlessCoreLocation\nimport HeadlessMapKit\n")
    let text = try file(try export(controller: controller), "EditViewController.swift")
    #expect(text.hasPrefix("import Foundation\nimport CoreLocation\nimport MapKit\nimport UIKit\n"))
  }

  @Test func theAppDelegateGetsMainAndUIResponder() throws {
    let text = try file(try export(controller: Self.controller), "AppDelegate.swift")
    #expect(
      text
        == "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n  var window: UIWindow?\n}\n"
    )
  }

  @Test func whatXcodeCannotBuildOrDrawIsNotedWithItsLine() throws {
    let controller =
      Self.controller + """

        extension EditViewController {
          func save() {
            let folder = UIApplication.shared.sandbox.documentsDirectory
            _ = folder
          }
        }
        """
    let storyboard = """
      extension UIStoryboard {
        static func makeMain() -> UIStoryboard {
          UIStoryboard(
            name: "Main", initialScene: "Edit",
            scenes: [
              .viewController(
                "Edit", EditViewController.self,
                rightBarButton: .system(.done, action: { $0.save(); $0.done() }),
                content: [.view { _ in UIView() }])
            ])
        }
      }
      """
    let export = try export(controller: controller, storyboard: storyboard)
    let lines = try file(export, "EditViewController.swift").split(
      separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains(".sandbox.") }) + 1
    #expect(
      export.notes.contains {
        $0.hasPrefix(
          "EditViewController.swift:\(line): UIApplication.shared.sandbox is the course's")
      })
    #expect(
      export.notes.contains {
        $0.hasPrefix("Storyboard.swift:8: an action that is more than one method call")
      })
    #expect(
      export.notes.contains { $0.hasPrefix("Storyboard.swift:9: a view made in code (.view)") })
  }

  @Test func theDeploymentTargetIsIOS15UnlessTheCodeNamesANewerAPI() throws {
    let older = try export(controller: Self.controller)
    let newer = try export(
      controller: Self.controller + """

        extension EditViewController {
          func file() -> URL { URL.documentsDirectory.appending(path: "Notes.txt") }
        }
        """)

    func target(_ export: ExportedProject) -> String? {
      let project = export.files.first { $0.path.hasSuffix("project.pbxproj") }?.text ?? ""
      return project.firstMatch(of: /IPHONEOS_DEPLOYMENT_TARGET = ([0-9.]+);/).map {
        String($0.output.1)
      }
    }
    #expect(target(older) == "15.0")
    #expect(target(newer) == "16.0")
    #expect(
      newer.notes.contains {
        $0.hasSuffix("URL.documentsDirectory needs iOS 16: the project targets it")
      })
  }

  @Test func aDeclarationThatCannotBeReadIsRefusedWithItsLine() throws {
    let storyboard = """
      extension UIStoryboard {
        static func makeMain() -> UIStoryboard {
          UIStoryboard(name: "Main \\(1)", initialScene: nil, scenes: [])
        }
      }
      """
    #expect(
      throws: ExportedProject.ExportError.unreadableStoryboard(
        "Storyboard.swift",
        DeclarationError(line: 3, message: "a string with an interpolation: write the text itself"))
    ) {
      try export(controller: Self.controller, storyboard: storyboard)
    }
  }

  /// Why a declaration cannot be read is said in the learner's language: the reader's words
  /// and the string literal's.
  @Test(arguments: [
    (#"UIStoryboard(name: "Main \(1)", initialScene: nil, scenes: [])"#, "補間を含む文字列です"),
    (#"UIStoryboard(name: "Main", initialScene: nil, scenes: [.viewController(])"#, "ここでは"),
    (#"UIStoryboard(name: "Main, initialScene: nil, scenes: [])"#, "終わりの引用符がない文字列"),
  ])
  func aDeclarationThatCannotBeReadIsExplainedInJapanese(call: String, japanese: String) {
    let storyboard =
      "extension UIStoryboard {\n  static func makeMain() -> UIStoryboard {\n    "
      + call + "\n  }\n}\n"
    Language.$chosen.withValue(.japanese) {
      do {
        _ = try export(controller: Self.controller, storyboard: storyboard)
        Issue.record("the declaration was read")
      } catch {
        #expect("\(error)".contains(japanese), "\(error)")
        #expect("\(error)".contains("Storyboard.swift:3: ストーリーボードの宣言を読み取れません"))
      }
    }
  }
}
