// Generated storyboard declarations exported to Xcode and ported back: the same declaration,
// whatever mix of scenes, cells, views, outlets, actions, accessibility and segues it holds.

import AppTestSupport
import Foundation
import InterfaceBuilderDocuments
import Testing
import XcodeFormats

@testable import ExportKit
@testable import PortKit

/// `Storyboard.swift` and the classes it names, drawn from a seed: a navigation controller
/// over a table of prototype cells (tagged labels, an accessory, a selection segue), a bar
/// button, and screens of views of every kind, each with or without an outlet, an action,
/// a segue and accessibility, with titles in several scripts and with Swift's and XML's own
/// characters.
struct GeneratedApp {
  var storyboard = ""
  var code = ""

  /// A Swift string literal of a text.
  static func literal(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  init(seed: UInt64) {
    var random = SeededRandom(seed: 211 &+ seed)
    func word() -> String { Self.literal(random.pick(SeededRandom.words + ["<b>&amp;</b>"])) }
    let screens = 1 + random.below(3)
    var segues: [String] = []
    var classes: [String] = []
    var scenes: [String] = []
    for index in 0..<screens {
      let name = "Screen\(index)"
      let owner = "\(name)ViewController"
      var members: [String] = []
      var content: [String] = []
      for view in 0..<random.below(7) {
        var element: String
        switch random.below(8) {
        case 0:
          members.append("var label\(view): UILabel!")
          element = ".label(\(word()), outlet: \\.label\(view))"
        case 1:
          members.append("var button\(view): UIButton!")
          // The sender as each form of Swift method takes it: none, unnamed, labelled, or by a
          // preposition, in the label or at the end of the name (selectors `tapped0`,
          // `tapped0:`, `tapped0WithSender:`, `tapped0For:`, `go0ToPlace:`).
          let (method, call) = random.pick([
            ("tapped\(view)()", "tapped\(view)()"),
            ("tapped\(view)(_ sender: UIButton)", "tapped\(view)($1)"),
            ("tapped\(view)(sender: UIButton)", "tapped\(view)(sender: $1)"),
            ("tapped\(view)(for sender: UIButton)", "tapped\(view)(for: $1)"),
            ("go\(view)To(place sender: UIButton)", "go\(view)To(place: $1)"),
          ])
          members.append("func \(method) {}")
          // Every fourth names a selector of its own (`pressed0:`), as the port declares a
          // method that `@objc(name)` named.
          let selector =
            random.below(4) == 0
            ? ", selector: \"pressed\(view)\(call.contains("$1") ? ":" : "")\"" : ""
          element =
            ".button(\(word()), outlet: \\.button\(view)\(selector), action: { $0.\(call) })"
        case 2:
          members.append("func switched\(view)(_ sender: UISwitch) {}")
          let isOn = random.below(2) == 0 ? ", isOn: true" : ""
          element = ".switch(\(word())\(isOn), onChange: { $0.switched\(view)($1) })"
        case 3:
          members.append("var field\(view): UITextField!")
          element = ".textField(placeholder: \(word()), outlet: \\.field\(view))"
        case 4:
          members.append("var notes\(view): UITextView!")
          element = ".textView(\(word()), outlet: \\.notes\(view))"
        case 5:
          members.append("var slider\(view): UISlider!")
          element =
            ".slider(value: 4, minimumValue: 1, maximumValue: 5, outlet: \\.slider\(view))"
        case 6:
          members.append("var picker\(view): UIDatePicker!")
          element = ".datePicker(mode: .date, outlet: \\.picker\(view))"
        default:
          element = ".imageView(\"Picture\", tag: \(1 + view))"
        }
        if random.below(3) == 0 {
          element = ".accessibility(\(element), identifier: \(word()))"
        }
        content.append(element)
      }
      classes.append(
        "class \(owner): UIViewController {\n"
          + members.map { "  \($0)\n" }.joined() + "}\n")
      scenes.append(
        """
                    .viewController(
                      "\(name)", \(owner).self, title: \(word()),
                      content: [
        \(content.map { "                \($0),\n" }.joined())              ]),

        """)
      segues.append(
        random.below(2) == 0
          ? ".show(\"Show\(index)\", to: \"\(name)\")"
          : ".presentModally(\"Show\(index)\", to: \"\(name)\")")
    }
    let labels = (0..<random.below(3)).map { "\(1000 + $0)" }.joined(separator: ", ")
    let accessory = random.pick(["", ", accessory: .disclosureIndicator"])
    let largeTitles = random.below(2) == 0 ? ", prefersLargeTitles: true" : ""
    // The bar button shows the first screen; a row, the last (when it is another).
    let selection = screens > 1 ? ", selectionSegue: \"Show\(screens - 1)\"" : ""
    // A search bar above the list's rows, with its outlet, in every other app (drawn last, so
    // that the rest of each app is as it was drawn before).
    let hasHeader = random.below(2) == 0
    let header =
      hasHeader
      ? ",\n          tableHeader: .searchBar(placeholder: \(word()), outlet: \\.searchBar)" : ""
    storyboard = """
      import HeadlessUIKit

      extension UIStoryboard {
        static func makeMain() -> UIStoryboard {
          UIStoryboard(
            name: "Main", initialScene: "Navigation",
            scenes: [
              .navigationController("Navigation", root: "List"\(largeTitles)),
              .tableViewController(
                "List", ListViewController.self, title: \(word()),
                rightBarButton: .system(.add, segue: "Show0"),
                prototypes: [
                  PrototypeCell("Cell"\(accessory), labels: [\(labels)]\(selection))
                ],
                segues: [\(segues.joined(separator: ", "))]\(header)),
      \(scenes.joined())      ])
        }
      }

      """
    code = """
      import UIKit

      class ListViewController: UITableViewController {\(hasHeader ? "\n  var searchBar: UISearchBar!\n" : "")}

      \(classes.joined(separator: "\n"))
      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
      }

      """
  }
}

extension SceneModel {
  /// The scene with its segues in identifier order: the declaration keeps them in one list,
  /// the XML with whatever triggers each, so their order is not the storyboard's.
  var withSeguesSorted: SceneModel {
    var scene = self
    scene.segues.sort { $0.identifier < $1.identifier }
    return scene
  }
}

/// An exported project written to a folder and ported back: the port, and the storyboard its
/// `Storyboard.swift` declares.
struct PortedBack {
  let port: PortedPackage
  /// The ported `Storyboard.swift`.
  let text: String
  let storyboard: StoryboardModel
  /// The unwind actions the ported declaration gives its scenes' classes: `Class selector:`.
  let unwindActions: [String]

  init(_ export: ExportedProject, name: String) throws {
    let folder = try TemporaryFolder()
    let project = folder.url.appendingPathComponent(name)
    try export.write(to: project)
    port = PortedPackage(try XcodeProject.read(project), kit: PackageRoot.url)
    let ported = try #require(port.files.first { $0.path.hasSuffix("/Storyboard.swift") })
    var declaration = StoryboardDeclaration(path: ported.path)
    storyboard = try declaration.read(ported.contents)
    unwindActions = declaration.unwindActions.map { "\($0.owner) \($0.action.selector)" }
    text = ported.contents
  }
}

@MainActor
@Suite struct GeneratedRoundTripTests {
  @Test(arguments: 0..<40 as Range<UInt64>)
  func aGeneratedDeclarationComesBackFromThePortTheSame(seed: UInt64) throws {
    let app = GeneratedApp(seed: seed)
    let export = try ExportedProject(
      name: "Generated", sources: [("Storyboard.swift", app.storyboard), ("App.swift", app.code)],
      info: nil)
    let storyboard = try #require(export.files.first { $0.path.hasSuffix("Main.storyboard") })
    #expect(LayoutCheck.problems(inDocument: storyboard.text) == [], "seed \(seed)")
    let portedBack = try PortedBack(export, name: "Generated")
    let (port, back) = (portedBack.port, portedBack.storyboard)
    var original = StoryboardDeclaration(path: "Storyboard.swift")
    let declared = try original.read(app.storyboard)
    #expect(original.notes.isEmpty, "seed \(seed): \(original.notes)\n\(app.storyboard)")
    #expect(declared.scenes.count >= 3, "seed \(seed): \(app.storyboard)")
    let (_, undeclared) = try RoundTripTests.undeclaredConnections(of: export)
    #expect(undeclared == [], "seed \(seed)")
    // The written storyboard, read on its own, is the declaration's model.
    var reader = StoryboardReader()
    let read = try reader.storyboard(named: "Main", from: Data(storyboard.text.utf8))
    #expect(read.initialScene == declared.initialScene)
    #expect(
      read.scenes.map(\.withSeguesSorted) == declared.scenes.map(\.withSeguesSorted),
      "seed \(seed):\n\(storyboard.text)")
    #expect(back.initialScene == declared.initialScene)
    #expect(back.scenes.map(\.identifier) == declared.scenes.map(\.identifier))
    for scene in declared.scenes {
      let found = back.scenes.first { $0.identifier == scene.identifier }
      #expect(
        found?.withSeguesSorted == scene.withSeguesSorted,
        "seed \(seed), scene \(scene.identifier):\n\(portedBack.text)")
    }
    let notes = port.report.untranslated.filter { $0.path.hasSuffix(".storyboard") }
    // The only note is that the port lays the views out itself, when there are any.
    let laidOut = storyboard.text.contains("<constraint ")
    #expect(
      notes.map(\.text) == (laidOut ? [LayoutCheck.portsLayoutNote] : []),
      "seed \(seed): \(notes)")
  }
}
