// An action's selector in the exported storyboard is the one Swift gives the method, by the
// rule the port reads it with: a label or a name ending in a preposition joins directly.

import AppTestSupport
import Foundation
import InterfaceBuilderDocuments
import Testing
import XcodeFormats

@testable import ExportKit
@testable import PortKit

@MainActor
@Suite struct ActionSelectorTests {
  @Test(arguments: [
    (ActionModel(method: "done", takesSender: false), "done"),
    (ActionModel(method: "done", takesSender: true), "done:"),
    (ActionModel(method: "done", senderLabel: "sender", takesSender: true), "doneWithSender:"),
    (ActionModel(method: "show", senderLabel: "for", takesSender: true), "showFor:"),
    (ActionModel(method: "move", senderLabel: "toTrash", takesSender: true), "moveToTrash:"),
    (ActionModel(method: "backTo", senderLabel: "list", takesSender: true), "backToList:"),
  ])
  func anActionsSelectorIsTheOneSwiftGivesItsMethod(action: ActionModel, selector: String) {
    #expect(action.selector == selector)
  }

  /// Each button's action is written with its method's selector, which the port finds again
  /// in the app's code: the actions come back as they were declared.
  @Test func actionsWithPrepositionsComeBackFromThePort() throws {
    let storyboard = """
      import HeadlessUIKit

      extension UIStoryboard {
        static func makeMain() -> UIStoryboard {
          UIStoryboard(
            name: "Main", initialScene: "Notes",
            scenes: [
              .viewController(
                "Notes", NotesViewController.self, title: "Notes",
                content: [
                  .button("Show", action: { $0.show(for: $1) }),
                  .button("Trash", action: { $0.move(toTrash: $1) }),
                  .button("Share", action: { $0.share(sender: $1) }),
                ])
            ])
        }
      }

      """
    let code = """
      import UIKit

      class NotesViewController: UIViewController {
        func show(for sender: UIButton) {}
        func move(toTrash sender: UIButton) {}
        func share(sender: UIButton) {}
      }

      """
    let export = try ExportedProject(
      name: "Notes", sources: [("Storyboard.swift", storyboard), ("App.swift", code)], info: nil)
    let file = try #require(export.files.first { $0.path.hasSuffix("Main.storyboard") })
    let selectors = file.text.matches(of: /selector="([^"]*)"/).map { String($0.output.1) }
    #expect(selectors == ["showFor:", "moveToTrash:", "shareWithSender:"])
    // The export finds each method by its selector and marks it an action.
    let swift = try #require(export.files.first { $0.path.hasSuffix("App.swift") })
    for method in ["show(for sender", "move(toTrash sender", "share(sender"] {
      #expect(
        swift.text.contains("  @IBAction func \(method): UIButton) {}"), "\(swift.text)")
    }
    #expect(!export.notes.contains { $0.contains("no method for the action") }, "\(export.notes)")

    let back = try PortedBack(export, name: "Notes")
    var original = StoryboardDeclaration(path: "Storyboard.swift")
    let declared = try original.read(storyboard)
    let actions: [ActionModel?] =
      back.storyboard.scenes.first?.content.map {
        $0.actions["touchUpInside"]
      } ?? []
    #expect(
      actions == declared.scenes[0].content.map { $0.actions["touchUpInside"] }, "\(back.text)")
  }

  /// A selector declared beside an action (`selector: "addEntry:"`, which the port writes for
  /// a method that `@objc(addEntry:)` named) is the storyboard's, and the method gets
  /// `@objc(addEntry:)` back, so that the second round trip keeps the name. A selector that
  /// cannot name the method (a sender the selector has no colon for) is a note, and the
  /// method's own is used.
  @Test func aSelectorDeclaredBesideAnActionIsTheMethodsObjectiveCName() throws {
    let storyboard = """
      import HeadlessUIKit

      extension UIStoryboard {
        static func makeMain() -> UIStoryboard {
          UIStoryboard(
            name: "Main", initialScene: "Notes",
            scenes: [
              .viewController(
                "Notes", NotesViewController.self, title: "Notes",
                rightBarButton: .system(.done, selector: "finish", action: { $0.done() }),
                content: [
                  .button("Add", selector: "addEntry:", action: { $0.add($1) }),
                  .button("Clear", selector: "clearAll", action: { $0.clear() }),
                  .button("Odd", selector: "oddOne", action: { $0.odd($1) }),
                  .button("Same", selector: "same:", action: { $0.same($1) }),
                ])
            ])
        }
      }

      """
    let code = """
      import UIKit

      class NotesViewController: UIViewController {
        func add(_ sender: UIButton) {}
        func clear() {}
        func odd(_ sender: UIButton) {}
        func same(_ sender: UIButton) {}
        func done() {}
      }

      """
    let export = try ExportedProject(
      name: "Notes", sources: [("Storyboard.swift", storyboard), ("App.swift", code)], info: nil)
    let file = try #require(export.files.first { $0.path.hasSuffix("Main.storyboard") })
    let selectors = file.text.matches(of: /selector="([^"]*)"/).map { String($0.output.1) }
    #expect(selectors == ["addEntry:", "clearAll", "odd:", "same:", "finish"])
    let swift = try #require(export.files.first { $0.path.hasSuffix("App.swift") })
    for method in [
      "@IBAction @objc(addEntry:) func add(_ sender: UIButton) {}",
      "@IBAction @objc(clearAll) func clear() {}", "@IBAction func odd(_ sender: UIButton) {}",
      "@IBAction func same(_ sender: UIButton) {}", "@IBAction @objc(finish) func done() {}",
    ] {
      #expect(swift.text.contains("  \(method)\n"), "\(swift.text)")
    }
    #expect(
      export.notes.filter { $0.hasPrefix("Storyboard.swift") } == [
        "Storyboard.swift:14: the selector \"oddOne\" does not fit the method its action calls "
          + "(odd:): the method's own is used"
      ])
    let (_, undeclared) = try RoundTripTests.undeclaredConnections(of: export)
    #expect(undeclared == [])

    // Ported back, the declaration names the same selectors again.
    let back = try PortedBack(export, name: "Notes")
    let scene = try #require(back.storyboard.scenes.first)
    #expect(scene.rightBarButtons.first?.action?.selector == "finish", "\(back.text)")
    #expect(
      scene.content.map { $0.actions["touchUpInside"]?.selector }
        == ["addEntry:", "clearAll", "odd:", "same:"], "\(back.text)")
    #expect(back.text.contains(#"selector: "addEntry:""#), "\(back.text)")
  }

  @Test(arguments: [
    ("addEntry:", 1, true), ("clearAll", 0, true), ("move:to:", 2, true), ("moveTo::", 2, true),
    ("oddOne", 1, false), ("odd:", 0, false), (":", 1, false), ("add entry:", 1, false),
    ("2fast:", 1, false), ("", 0, false), ("追加:", 1, true),
    // Nothing that could close the attribute and write code of its own into the Swift file.
    ("add:) func evil() {} @objc(x:", 1, false), ("add:\n", 1, false),
  ])
  func aSelectorNamesAMethodWithOneColonForEachArgument(
    selector: String, arguments: Int, isValid: Bool
  ) {
    #expect(ObjectiveCSelector.isValid(selector, arguments: arguments) == isValid)
  }
}
