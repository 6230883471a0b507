// The edits to an app's Swift files: mechanical ones (outlets, actions, `@main`, overrides),
// the rewrites Linux forces, and notes. Imports and selectors have suites of their own.

import Testing

@testable import PortKit

@Suite struct SwiftPorterTests {
  @Test func outletsAndActionsLoseTheirAttributesAndALineLeftEmptyGoes() {
    let source = """
      import UIKit

      class NoteViewController: UIViewController {
        @IBOutlet
        weak var label: UILabel!
        @IBOutlet weak var field: UITextField!  // "@IBOutlet" in a comment stays
        let hint = "@IBAction and #selector in a string stay"

        @IBAction func tapped(_ sender: Any) {}
        @objc(doneWithSender:) func done(sender: Any) {}
      }

      """
    let (files, report) = port([("App/NoteViewController.swift", source)])

    #expect(
      files["App/NoteViewController.swift"] == """
        import HeadlessUIKit

        class NoteViewController: UIViewController {
          weak var label: UILabel!
          weak var field: UITextField!  // "@IBOutlet" in a comment stays
          let hint = "@IBAction and #selector in a string stay"

          func tapped(_ sender: Any) {}
          func done(sender: Any) {}
        }

        """)
    #expect(
      report.mechanical.map(\.description) == [
        "App/NoteViewController.swift: import UIKit → import HeadlessUIKit; dropped 2 @IBOutlet, "
          + "1 @IBAction, 1 @objc"
      ])
    #expect(report.rewritten.isEmpty && report.untranslated.isEmpty)
  }

  @Test func aPrivateOutletOrActionBecomesInternalForStoryboardSwiftToReach() {
    let source = """
      import UIKit

      class A: UIViewController {
        @IBOutlet private weak var label: UILabel!
        @IBOutlet private(set) var field: UITextField!
        @IBAction fileprivate func tapped() {}
        private var secret = 1
      }

      """
    let (files, report) = port([("A.swift", source)])

    #expect(files["A.swift"]?.contains("  weak var label: UILabel!\n") == true)
    #expect(files["A.swift"]?.contains("  var field: UITextField!\n") == true)
    #expect(files["A.swift"]?.contains("  func tapped() {}\n") == true)
    #expect(files["A.swift"]?.contains("  private var secret = 1\n") == true)
    #expect(
      report.rewritten.map(\.description) == [
        "A.swift:4: private dropped from label: Storyboard.swift, another file, connects it",
        "A.swift:5: private(set) dropped from field: Storyboard.swift, another file, connects it",
        "A.swift:6: fileprivate dropped from tapped: Storyboard.swift, another file, connects it",
      ])
  }

  @Test func nsManagedPropertiesAndMethodsGetTheRuntimesAccessorsOnTheirOwnLines() {
    let source = """
      import CoreData

      @objc(Item)
      public class Item: NSManagedObject {
        @NSManaged public var title: String?
        @NSManaged public var name: String
        @NSManaged var count: Int16
        @NSManaged var done: Bool  // ticked
        @NSManaged var price: NSDecimalNumber?
        @NSManaged var owner: Item?
        @NSManaged public var parts: NSSet?
        @NSManaged var steps: NSOrderedSet?

        @objc(addPartsObject:)
        @NSManaged public func addToParts(_ value: Item)
        @NSManaged public func removeFromParts(_ values: NSSet)
        @NSManaged public func addToSteps(_ value: Item)
      }

      """
    let (files, report) = port([("Item.swift", source)])
    let read = #"value(forKey: "#
    let expected = """
      import HeadlessCoreData
      import Foundation

      public nonisolated class Item: NSManagedObject {
        public var title: String? { get { \(read)"title") as? String } set { setValue(newValue, forKey: "title") } }
        public var name: String { get { \(read)"name") as! String } set { setValue(newValue, forKey: "name") } }
        var count: Int16 { get { \(read)"count") as? Int16 ?? 0 } set { setValue(newValue, forKey: "count") } }
        var done: Bool { get { \(read)"done") as? Bool ?? false } set { setValue(newValue, forKey: "done") } }  // ticked
        var price: NSDecimalNumber? { get { (\(read)"price") as? Decimal).map(NSDecimalNumber.init(decimal:)) } set { setValue(newValue, forKey: "price") } }
        var owner: Item? { get { \(read)"owner") as? Item } set { setValue(newValue, forKey: "owner") } }
        public var parts: NSSet? { get { \(read)"parts") as? NSSet } set { setValue(newValue, forKey: "parts") } }
        var steps: NSOrderedSet? { get { \(read)"steps") as? NSOrderedSet } set { setValue(newValue, forKey: "steps") } }

        public func addToParts(_ value: Item) { self.setValue((self.\(read)"parts") as? NSSet ?? NSSet()).adding(value), forKey: "parts") }
        public func removeFromParts(_ values: NSSet) { self.setValue((self.\(read)"parts") as? NSSet ?? NSSet()).filter { object in !values.allObjects.contains { ($0 as AnyObject) === (object as AnyObject) } }, forKey: "parts") }
        public func addToSteps(_ value: Item) { self.setValue(NSOrderedSet(array: ((self.\(read)"steps") as? NSOrderedSet)?.array ?? []) + [value]), forKey: "steps") }
      }

      """
    #expect(files["Item.swift"] == expected)
    #expect(report.untranslated.isEmpty)
    #expect(
      report.mechanical.map(\.description) == [
        "Item.swift: import CoreData → import HeadlessCoreData and import Foundation (Apple's "
          + "CoreData brings Foundation; the kit's does not); dropped 2 @objc; 11 @NSManaged "
          + "given bodies over value(forKey:) and setValue(_:forKey:) (Linux has no Objective-C "
          + "runtime to make their accessors)",
        "Item.swift:4: class Item marked nonisolated, as it was in the project: Core Data's "
          + "objects are used on any context's queue, and this package's code is otherwise "
          + "main-actor",
      ])
  }

  @Test func anNSManagedDeclarationOfAnotherFormIsReportedAtItsLine() {
    let source = """
      import CoreData

      class List: NSManagedObject {
        @NSManaged func insertIntoSteps(_ value: NSManagedObject, at idx: Int)
      }
      class Chore: List {}

      """
    let (files, report) = port([("List.swift", source)])
    #expect(
      report.untranslated.map(\.description) == [
        "List.swift:4: @NSManaged: Linux has no Objective-C runtime to make the accessors, so "
          + "the build fails when it links, at no line; write it with a body over "
          + "value(forKey:) and setValue(_:forKey:)"
      ])
    #expect(report.predictedCompileErrors == ["List.swift:4"])
    #expect(
      files["List.swift"]?.contains("nonisolated class Chore: List {}") == true,
      "a subclass's subclass too")
  }

  @Test func aDelegateMethodNamedAsInSwift2IsReportedAsNeverCalled() {
    // Its storyboard connects the field's delegate outlet to this class, which does not adopt
    // UITextFieldDelegate: Objective-C sees textFieldWithTextField:…, so iOS never calls it.
    let source = """
      import UIKit

      class AddViewController: UIViewController {
        @IBOutlet weak var doneButton: UIBarButtonItem!

        func textField(textField: UITextField, shouldChangeCharactersInRange range: NSRange, replacementString string: String) -> Bool {
          doneButton.isEnabled = true
          return true
        }

        func textFieldShouldReturn(textField: UITextField) -> Bool {
          return true
        }

        func textField(_ textField: UITextField, didSomething: Bool) {}
        func label(text: String) {}
      }

      """
    let (_, report) = port([("Add.swift", source)])
    #expect(
      report.untranslated.map(\.description) == [
        "Add.swift:6: textField(textField:shouldChangeCharactersInRange:replacementString:) is "
          + "never called, on iOS as here: since Swift 3 its first parameter has a label, so "
          + "Objective-C knows it as textFieldWithTextField:shouldChangeCharactersInRange:"
          + "replacementString:, not as the delegate method textField:"
          + "shouldChangeCharactersInRange:replacementString:; name the first parameter _ and "
          + "use Swift's names for the rest (the delegate protocol's declaration shows them)",
        "Add.swift:11: textFieldShouldReturn(textField:) is never called, on iOS as here: since "
          + "Swift 3 its first parameter has a label, so Objective-C knows it as "
          + "textFieldShouldReturnWithTextField:, not as the delegate method "
          + "textFieldShouldReturn:; name the first parameter _ and use Swift's names for the "
          + "rest (the delegate protocol's declaration shows them)",
      ])
  }

  @Test func uiApplicationMainInMainSwiftBecomesMainOnTheDelegate() {
    let main = """
      import UIKit

      UIApplicationMain(
        CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))

      """
    let delegate = """
      import UIKit

      class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
      }

      """
    let (files, report) = port([("App/AppDelegate.swift", delegate), ("App/main.swift", main)])

    #expect(files["App/main.swift"] == nil, "main.swift is left out")
    #expect(
      files["App/AppDelegate.swift"]
        == "import HeadlessUIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {"
        + "\n  var window: UIWindow?\n}\n")
    #expect(
      report.rewritten.map(\.description) == [
        "App/main.swift:3: UIApplicationMain(…) replaced by @main on AppDelegate (in "
          + "App/AppDelegate.swift); main.swift is left out"
      ])
    #expect(report.untranslated.isEmpty, "NSStringFromClass went with main.swift")
  }

  @Test func anOverrideMovesIntoItsClassAndTheRestOfTheExtensionStays() {
    let source = """
      import UIKit

      class ListViewController: UITableViewController {
        var items = ["A"]
      }

      extension ListViewController: UISearchBarDelegate {
        /// Rows: one per item.
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
          return items.count
        }

        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
      }

      """
    let (files, report) = port([("ListViewController.swift", source)])

    #expect(
      files["ListViewController.swift"] == """
        import HeadlessUIKit

        class ListViewController: UITableViewController {
          var items = ["A"]

          /// Rows: one per item.
          override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            return items.count
          }
        }

        extension ListViewController: UISearchBarDelegate {
          func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
        }

        """)
    #expect(
      report.rewritten.map(\.description) == [
        "ListViewController.swift:9: override tableView(_:numberOfRowsInSection:) moved from an "
          + "extension into the body of ListViewController: Swift on Linux cannot override a "
          + "declaration from an extension"
      ])
  }

  @Test func anOverrideInAnExtensionOfAClassOutsideTheProjectIsReported() {
    let source = """
      import UIKit

      extension UIViewController {
        override open func awakeFromNib() {
          super.awakeFromNib()
        }
      }

      """
    let (files, report) = port([("Swizzle.swift", source)])
    #expect(files["Swizzle.swift"]?.contains("override open func awakeFromNib()") == true)
    #expect(
      report.untranslated.map(\.description) == [
        "Swizzle.swift:4: override awakeFromNib() in an extension of UIViewController, which is "
          + "not a class of this project: Swift on Linux cannot override from an extension; "
          + "override it in a subclass's body instead"
      ])
  }

  @Test func aPrivateDelegateLookalikeIsRenamedSinceIOSNeverCallsIt() {
    let source = """
      import UIKit

      class AppDelegate: UIResponder, UIApplicationDelegate {
        private func application(
          _ application: UIApplication,
          didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool { true }

        func applicationWillResignActive(_ application: UIApplication) {}
      }

      class ListViewController: UITableViewController {
        fileprivate func tableView(_ tableView: UITableView, heightForRowAt: IndexPath) -> CGFloat {
          44
        }
        func height() -> CGFloat { tableView(tableView, heightForRowAt: IndexPath()) }
        private func configure(_ cell: UITableViewCell) {}
      }

      """
    let (files, report) = port([("App.swift", source)])
    let text = files["App.swift"] ?? ""
    #expect(text.contains("  private func privateApplication(\n    _ application: UIApplication,"))
    #expect(text.contains("func applicationWillResignActive(_ application: UIApplication) {}"))
    #expect(report.rewritten.map(\.line) == [4])
    // The table view's is called by its name in the file: renaming it would break the call.
    #expect(report.untranslated.map(\.line) == [13])
    #expect(report.untranslated.first?.effect == .doesNotCompile)
    #expect(text.contains("private func configure(_ cell: UITableViewCell) {}"))
  }
}

/// The port's edits applied to a file's text: from the end, an edit overlapping one kept is
/// left out, edits at one place keep their order, and the text between them is kept as it is.
@Suite struct EditApplicationTests {
  func apply(_ edits: [(Range<Int>, String)], to text: String) -> String {
    let porter = SwiftPorter(project: SwiftProject(files: [("A.swift", text)]))
    return porter.apply(
      edits.map { SwiftPorter.Edit(range: $0.0, text: $0.1) }, to: SwiftSource(text))
  }

  @Test func editsAreAppliedFromTheirPlacesAndTheRestIsKept() {
    #expect(apply([], to: "let a = 1") == "let a = 1")
    #expect(apply([(4..<5, "b"), (0..<3, "var")], to: "let a = 1") == "var b = 1")
    #expect(apply([(9..<9, "\n"), (0..<0, "// x\n")], to: "let a = 1") == "// x\nlet a = 1\n")
  }

  @Test func editsAtOnePlaceKeepTheirOrder() {
    #expect(apply([(0..<0, "a"), (0..<0, "b"), (0..<0, "c")], to: "!") == "abc!")
    #expect(apply([(1..<1, "x"), (0..<1, "Y")], to: "ab") == "Yxb")
  }

  @Test func anEditOverlappingOneKeptNearerTheEndIsLeftOut() {
    // [4, 7) is kept first, from the end; [2, 5) runs into it and is left out; [0, 2) ends
    // where that one would have started, and is kept.
    #expect(apply([(2..<5, "X"), (4..<7, "Y"), (0..<2, "Z")], to: "0123456789") == "Z23Y789")
    // At one place, the later edit is kept first.
    #expect(apply([(2..<5, "X"), (2..<4, "Y")], to: "0123456789") == "01Y456789")
  }

  @Test func thousandsOfEditsGiveTheTextEachAsksFor() {
    let line = "  b.addTarget(self, action: #selector(go), for: .touchUpInside)\n"
    let text = String(repeating: line, count: 3_000)
    let start = Array(line.utf8).firstIndex(of: UInt8(ascii: "#"))!
    let edits = (0..<3_000).map { index in
      let at = index * line.utf8.count + start
      return (at..<(at + 9), "selector?")
    }
    let result = apply(edits, to: text)
    #expect(result == text.replacingOccurrences(of: "#selector", with: "selector?"))
  }
}
