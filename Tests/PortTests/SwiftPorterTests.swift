// The edits to an app's Swift files: mechanical ones, the rewrites Linux forces, and notes.

import Testing

@testable import PortKit

@Suite struct SwiftPorterTests {
  /// Ports Swift files given as (path, text) and returns the ported texts by path and the
  /// report.
  func port(_ files: [(String, String)]) -> (files: [String: String], report: PortReport) {
    var porter = SwiftPorter(project: SwiftProject(files: files))
    let ported = porter.run()
    return (Dictionary(uniqueKeysWithValues: ported.map { ($0.path, $0.text) }), porter.report)
  }

  @Test func importFoundationBesideUIKitGoesAndAloneItStaysUnlessItNamesTheContainer() {
    let both = """
      import Foundation
      import UIKit

      let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]

      """
    let alone = """
      import Foundation

      let now = Date()

      """
    let preferences = """
      import Foundation

      let defaults = UserDefaults.standard

      """
    let folders = """
      import Foundation

      let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)

      """
    let (files, report) = port([
      ("App/Both.swift", both), ("App/Model.swift", alone), ("App/Settings.swift", preferences),
      ("App/Store.swift", folders),
    ])

    // Beside UIKit (HeadlessUIKit here), Foundation's own names for the app's container would
    // be ambiguous with the kit's, which stand for them; UIKit brings Foundation anyway.
    #expect(
      files["App/Both.swift"] == """
        import HeadlessUIKit

        let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]

        """)
    #expect(files["App/Model.swift"] == alone)
    #expect(
      report.mechanical.contains {
        $0.path == "App/Both.swift" && $0.text.contains("import Foundation dropped")
      })
    // Alone, Foundation's names would mean the user's home on Linux: the kit's mean the
    // app's container, as Foundation's do on iOS.
    for (path, text) in [("App/Settings.swift", preferences), ("App/Store.swift", folders)] {
      #expect(
        files[path]
          == text.replacingOccurrences(of: "import Foundation", with: "import HeadlessUIKit"))
      #expect(
        report.mechanical.contains {
          $0.path == path && $0.text.contains("Foundation alone would answer the user's home")
        })
    }
  }

  /// A model that reads a word list its bundle holds, importing Foundation alone: on Linux
  /// Foundation's `Bundle.main` does not look in the app's SwiftPM resource bundle, the kit's
  /// does.
  @Test func importFoundationAloneBecomesTheKitWhereTheFileReadsItsBundle() {
    let words = """
      import Foundation

      let url = Bundle.main.url(forResource: "start", withExtension: "txt")

      """
    let (files, report) = port([("App/Words.swift", words)])

    #expect(
      files["App/Words.swift"]
        == words.replacingOccurrences(of: "import Foundation", with: "import HeadlessUIKit"))
    #expect(
      report.mechanical.map(\.description) == [
        "App/Words.swift: import Foundation → import HeadlessUIKit (the file finds files of the "
          + "app's bundle through Foundation's Bundle, which the kit answers from the app's "
          + "resources as iOS does; Foundation alone would not find them)"
      ])
  }

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

  @Test func modulesLinuxLacksAreReportedAndTheKitsOwnAreKept() {
    let source = """
      import CoreImage
      import Foundation
      import UIKit.UIGestureRecognizerSubclass
      import UserNotifications
      import os.log

      """
    let (_, report) = port([("Imports.swift", source)])
    #expect(
      report.untranslated.map(\.description) == [
        "Imports.swift:1: import CoreImage: no such module on Linux; the code that uses it needs "
          + "rewriting",
        "Imports.swift:3: import UIKit.UIGestureRecognizerSubclass: no such module on Linux; the "
          + "code that uses it needs rewriting",
        "Imports.swift:5: import os.log: no such module on Linux; the code that uses it needs "
          + "rewriting",
      ])
  }

  @Test func applesFrameworksBecomeTheKitsModulesOfTheirOwnNames() {
    let source = """
      import UIKit
      import UserNotifications

      """
    let (files, report) = port([("Reminders.swift", source)])
    #expect(files["Reminders.swift"] == "import HeadlessUIKit\nimport HeadlessUserNotifications\n")
    #expect(
      report.mechanical.map(\.description) == [
        "Reminders.swift: import UIKit → import HeadlessUIKit; import UserNotifications → "
          + "import HeadlessUserNotifications"
      ])
  }

  @Test func coreLocationAndMapKitBecomeTheKitsModulesOfTheirOwnNames() {
    let source = """
      import CoreLocation
      import MapKit
      import UIKit

      """
    let (files, report) = port([("Map.swift", source)])
    #expect(
      files["Map.swift"]
        == "import HeadlessCoreLocation\nimport HeadlessMapKit\nimport HeadlessUIKit\n")
    #expect(
      report.mechanical.map(\.description) == [
        "Map.swift: import CoreLocation → import HeadlessCoreLocation; import MapKit → "
          + "import HeadlessMapKit; import UIKit → import HeadlessUIKit"
      ])
    #expect(report.untranslated.isEmpty)
  }

  /// Apple's CoreLocation brings Foundation (`NSDictionary`, `Date`), so a model file may
  /// import it alone; the kit's does not, so the port adds Foundation, or the kit where the
  /// file names the app's folders.
  @Test func aFileImportingAFrameworkAloneGetsTheFoundationItBroughtOnIOS() {
    let place = """
      import CoreLocation

      struct Place {
        let coordinate: CLLocationCoordinate2D
        var plist: NSDictionary { ["latitude": coordinate.latitude] }
      }

      """
    let saved = """
      import CoreLocation
      import MapKit

      let file = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]

      """
    let (files, report) = port([("Place.swift", place), ("Saved.swift", saved)])
    #expect(
      files["Place.swift"]?.hasPrefix("import HeadlessCoreLocation\nimport Foundation\n\n") == true)
    #expect(
      files["Saved.swift"]?.hasPrefix(
        "import HeadlessCoreLocation\nimport HeadlessUIKit\nimport HeadlessMapKit\n") == true,
      "\(files)")
    #expect(
      report.mechanical.map(\.description).first
        == "Place.swift: import CoreLocation → import HeadlessCoreLocation and import Foundation "
        + "(Apple's CoreLocation brings Foundation; the kit's does not)")
    #expect(report.untranslated.isEmpty)
  }

  @Test func coreDataBecomesTheKitsModuleOfItsOwnName() {
    let source = """
      import CoreData
      import UIKit

      """
    let (files, report) = port([("List.swift", source)])
    #expect(files["List.swift"] == "import HeadlessCoreData\nimport HeadlessUIKit\n")
    #expect(
      report.mechanical.map(\.description) == [
        "List.swift: import CoreData → import HeadlessCoreData; import UIKit → import HeadlessUIKit"
      ])
    #expect(report.untranslated.isEmpty)
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

  @Test func theTodayWidgetsNotificationCenterModuleIsDroppedAndFoundationsClassKept() {
    let source = """
      import UIKit
      import NotificationCenter

      let center = NotificationCenter.default

      """
    let (files, report) = port([("Observer.swift", source)])
    #expect(
      files["Observer.swift"]
        == "import HeadlessUIKit\n\nlet center = NotificationCenter.default\n")
    #expect(report.untranslated.isEmpty)
    #expect(
      report.mechanical.map(\.description) == [
        "Observer.swift: import UIKit → import HeadlessUIKit; import NotificationCenter removed "
          + "(the Today-widget framework; Foundation's NotificationCenter needs no import)"
      ])
  }

  @Test func notificationCenterAloneBringsUIKitAsOnIOS() {
    // On iOS the Today-widget framework imports UIKit (its NCWidgetProviding names
    // UIEdgeInsets and extends UIVibrancyEffect), so this file compiles there with no other
    // import: a controller, Foundation's NotificationCenter and Date.
    let source = """
      import Foundation
      import NotificationCenter

      class ClockViewController: UIViewController {
        let started = Date()
        let center = NotificationCenter.default
      }

      """
    var porter = SwiftPorter(project: SwiftProject(files: [("Clock.swift", source)]))
    let files = porter.run()
    #expect(
      files.first?.text
        == """
        import HeadlessUIKit

        class ClockViewController: UIViewController {
          let started = Date()
          let center = NotificationCenter.default
        }

        """)
    #expect(porter.imports.contains("UIKit"))
    #expect(porter.report.untranslated.isEmpty)
    #expect(
      porter.report.mechanical.map(\.description) == [
        "Clock.swift: import Foundation dropped (UIKit brings it); import NotificationCenter → "
          + "import HeadlessUIKit (the Today-widget framework brings UIKit, and Foundation with it)"
      ])
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

  @Test func userNotificationsNamesBesideUIKitAloneGetTheirImport() {
    // UIKit's headers import UserNotifications, so Xcode compiles this file as it is.
    let source = """
      import UIKit

      func remind() {
        UNUserNotificationCenter.current().removeAllPendingNotificationRequests()
      }

      """
    var porter = SwiftPorter(project: SwiftProject(files: [("Remind.swift", source)]))
    let files = porter.run()
    #expect(
      files.first?.text.hasPrefix("import HeadlessUIKit\nimport HeadlessUserNotifications\n\n")
        == true)
    #expect(porter.imports.contains("UserNotifications"), "the manifest links the module")
    #expect(
      porter.report.mechanical.map(\.description) == [
        "Remind.swift: import UIKit → import HeadlessUIKit and import HeadlessUserNotifications "
          + "(the file uses UserNotifications' names, which UIKit brings along on iOS)"
      ])
    // A file that imports UserNotifications itself, or uses none of its names, is left as it was.
    let (plain, _) = port([
      (
        "A.swift",
        "import UIKit\nimport UserNotifications\nlet c = UNUserNotificationCenter.current()\n"
      ),
      ("B.swift", "import UIKit\nlet unknown = UNKNOWN\nlet n = UNITS\n"),
    ])
    #expect(
      plain["A.swift"]?.hasPrefix("import HeadlessUIKit\nimport HeadlessUserNotifications\nlet")
        == true)
    #expect(plain["B.swift"]?.hasPrefix("import HeadlessUIKit\nlet") == true)
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

  @Test func addTargetWithASelectorBecomesAddActionPassingTheSender() {
    let source = """
      import UIKit

      class SettingsViewController: UIViewController {
        let loudSwitch = UISwitch()
        let button = UIButton()

        override func viewDidLoad() {
          super.viewDidLoad()
          loudSwitch.addTarget(self, action: #selector(loudChanged(_:)), for: .valueChanged)
          button.addTarget(self, action: #selector(buttonTapped), for: .touchUpInside)
        }

        @objc func loudChanged(_ sender: UISwitch) {}
        @objc func buttonTapped(_ sender: Any) {}
      }

      """
    let (files, report) = port([("Settings.swift", source)])
    let ported = files["Settings.swift"] ?? ""

    #expect(
      ported.contains(
        """
            loudSwitch.addAction(UIAction { [weak self] action in self?.loudChanged(action.sender as! UISwitch) }, for: .valueChanged)
        """))
    #expect(
      ported.contains(
        """
            button.addAction(UIAction { [weak self] action in self?.buttonTapped(action.sender as Any) }, for: .touchUpInside)
        """))
    #expect(report.rewritten.count == 2)
    #expect(report.untranslated.isEmpty)
  }

  @Test func aBarButtonItemMadeWithAnExplicitInitBecomesAPrimaryAction() {
    let source = """
      import UIKit

      class ListViewController: UITableViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          navigationItem.rightBarButtonItem = UIBarButtonItem.init(barButtonSystemItem: .add, target: self, action: #selector(addItem))
        }

        @objc func addItem() {}
      }

      """
    let (files, report) = port([("List.swift", source)])

    #expect(
      files["List.swift"]?.contains(
        """
            navigationItem.rightBarButtonItem = UIBarButtonItem.init(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addItem() })
        """) == true)
    #expect(
      report.rewritten.map(\.description) == [
        "List.swift:6: UIBarButtonItem(barButtonSystemItem:target:action:) with "
          + "#selector(addItem) became UIBarButtonItem(systemItem:primaryAction:), whose "
          + "UIAction calls the method: Linux has no Objective-C runtime for #selector (UIKit "
          + "takes UIAction since iOS 14)"
      ])
    #expect(report.untranslated.isEmpty)
  }

  /// Swift 3-era code names its target–action methods once, as constants of `Selector`, and
  /// passes them as `.save`: each use becomes a closure, and the extension goes with them.
  @Test func selectorConstantsInAnExtensionOfSelectorBecomeClosuresWhereUsed() {
    let controller = """
      import UIKit

      fileprivate extension Selector {
          static let store = #selector(NoteViewController.store)
          static let dismissNote = #selector(NoteViewController.dismissNote(_:))
      }

      class NoteViewController: UIViewController {
          let storeButton = UIButton()
          let closeButton = UIButton()

          override func viewDidLoad() {
              super.viewDidLoad()
              storeButton.addTarget(self, action: .store, for: .touchUpInside)
              closeButton.addTarget(self, action: .dismissNote, for: .touchUpInside)
          }

          func store() {}
          func dismissNote(_ sender: UIButton) {}
      }

      """
    let model = """
      import Foundation

      extension Selector {
          static let persist = #selector(NoteStore.persist)
          static let unknown = #selector(NoteStore.notThere)
      }

      class NoteStore: NSObject {
          override init() {
              super.init()
              NotificationCenter.default.addObserver(self, selector: .persist, name: .init("Quit"), object: nil)
          }

          func persist() {}
      }

      """
    let (files, report) = port([
      ("NoteViewController.swift", controller), ("NoteStore.swift", model),
    ])
    let ported = files["NoteViewController.swift"] ?? ""

    #expect(
      ported.contains(
        """
                storeButton.addAction(UIAction { [weak self] _ in self?.store() }, for: .touchUpInside)
        """), "\(ported)")
    #expect(
      ported.contains(
        """
                closeButton.addAction(UIAction { [weak self] action in self?.dismissNote(action.sender as! UIButton) }, for: .touchUpInside)
        """), "\(ported)")
    // The extension becomes a comment of as many lines, so the lines after keep their numbers.
    #expect(!ported.contains("#selector("))
    #expect(
      ported.split(separator: "\n", omittingEmptySubsequences: false).count
        == controller.split(separator: "\n", omittingEmptySubsequences: false).count)
    #expect(
      ported.contains("// extension Selector: each use of its constants became a closure"))
    #expect(
      Set(report.rewritten.filter { $0.path == "NoteViewController.swift" }.map(\.line))
        == [3, 14, 15])

    // A constant naming no method of its class keeps its extension, reported, while the
    // other constant's use still becomes a closure.
    let store = files["NoteStore.swift"] ?? ""
    #expect(store.contains("extension Selector {"))
    #expect(store.contains("addObserver(forName: .init(\"Quit\"), object: nil, queue: nil"))
    #expect(
      report.untranslated.filter { $0.path == "NoteStore.swift" }.map(\.line) == [4, 5],
      "\(report.untranslated)")
  }

  /// A test sends a storyboard-connected action by name, as Objective-C would:
  /// `perform(#selector(ListViewController.addItem(_:)), with: button)`.
  @Test func aSelectorSentWithPerformBecomesItsObjectiveCName() {
    let source = """
      import XCTest
      @testable import Lists

      class ListTests: XCTestCase {
        func testAdd() {
          let list = ListViewController()
          list.perform(#selector(ListViewController.addItem(_:)), with: nil)
          list.perform(#selector(ListViewController.show(sender:)), with: nil)
          list.perform(#selector(ListViewController.refresh))
        }
      }

      """
    var porter = SwiftPorter(
      project: SwiftProject(files: [("ListTests.swift", source)]), testedModule: "Lists")
    let ported = porter.run().first?.text ?? ""

    #expect(ported.contains(#"list.perform(Selector("addItem:"), with: nil)"#), "\(ported)")
    #expect(ported.contains(#"list.perform(Selector("showWithSender:"), with: nil)"#))
    #expect(ported.contains(#"list.perform(Selector("refresh"))"#))
    #expect(porter.report.rewritten.map(\.line) == [7, 8, 9])
    #expect(porter.report.untranslated.isEmpty, "\(porter.report.untranslated)")
  }

  @Test func aSelectorThePortCannotRewriteIsExplained() {
    let source = """
      import UIKit

      class Watcher: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          NotificationCenter.default.addObserver(
            self, selector: #selector(refresh), name: UIApplication.didBecomeActiveNotification,
            object: nil)
          let item = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: #selector(refresh))
          navigationItem.rightBarButtonItem = item
        }

        @objc func refresh() {}
      }

      """
    let (_, report) = port([("Watcher.swift", source)])
    let explanation =
      "#selector needs the Objective-C runtime, which Linux does not have: replace this "
      + "target–action with a closure (a UIAction with addAction(_:for:) or primaryAction:, or "
      + "NotificationCenter's addObserver(forName:object:queue:using:))"
    // The observer's #selector (line 7) names a method of its class: it became a closure.
    #expect(report.untranslated.map(\.description) == ["Watcher.swift:9: \(explanation)"])
  }

  @Test func callsThatNeedTheObjectiveCRuntimeAreReported() {
    let source = """
      import UIKit

      class Spy: UIViewController {
        let name = NSStringFromClass(Spy.self)
        override func viewDidLoad() {
          super.viewDidLoad()
          perform(Selector(("refresh")))
          _ = performSelector
          model.addObserver(self, forKeyPath: "count", options: [.new], context: nil)
          if responds(to: Selector(("x"))) {}
          imageView.image = #imageLiteral(resourceName: "Photo")
        }
        override func canPerformUnwindSegueAction(
          _ action: Selector, from fromViewController: UIViewController, sender: Any?
        ) -> Bool { true }
      }

      """
    let (_, report) = port([("Spy.swift", source)])
    // The image literal (line 11) compiles as it is: the kit declares _ImageLiteralType.
    #expect(report.untranslated.map(\.line) == [4, 8, 9, 10, 13])
    #expect(report.untranslated.last?.effect == .doesNotCompile)
    #expect(report.untranslated.last?.text.hasPrefix("canPerformUnwindSegueAction") == true)
    #expect(report.untranslated.first?.text.hasPrefix("NSStringFromClass: Swift on Linux") == true)
    #expect(report.untranslated[2].text.hasPrefix("key-value observing") == true)
  }

  @Test func anObjcProtocolIsReportedOnlyForItsOptionalRequirements() {
    let source = """
      import UIKit

      @objc protocol ItemManagerSettable {
        var itemManager: ItemManager? { get set }
      }

      @objc protocol Refreshing {
        func refresh()
        optional func didRefresh()
      }

      @objc protocol Sorting {
        @objc optional func sort()
      }

      """
    let (files, report) = port([("Protocols.swift", source)])
    #expect(files["Protocols.swift"]?.contains("@objc") == false)
    // The first needs nothing of the Objective-C runtime once `@objc` goes; the compiler
    // stops at each bare `optional`, and at an `@objc optional`, reported once, at its line.
    #expect(report.untranslated.map(\.line) == [9, 13])
    #expect(report.untranslated.allSatisfy { $0.effect == .doesNotCompile })
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

  @Test func aNotificationObserverWithASelectorBecomesAClosureObserver() {
    let source = """
      import UIKit

      class ItemManager: NSObject {
        override init() {
          super.init()
          NotificationCenter.default.addObserver(
            self,
            selector: #selector(save),
            name: UIApplication.willResignActiveNotification,
            object: nil)
          NotificationCenter.default.addObserver(self, selector: #selector(show(sender:)), name: .init("Show"), object: nil)
          NotificationCenter.default.addObserver(self, selector: #selector(count(_:)), name: .init("Count"), object: nil)
        }

        @objc func save() {}
        @objc func show(sender: NSNotification) {}
        @objc func count(_ number: Int) {}
      }

      """
    let (files, report) = port([("ItemManager.swift", source)])
    let ported = files["ItemManager.swift"] ?? ""

    #expect(
      ported.contains(
        """
            NotificationCenter.default.addObserver(
              forName: UIApplication.willResignActiveNotification,
              object: nil,
              queue: nil,
              using: { [weak self] notification in self?.save() })
        """))
    #expect(
      ported.contains(
        """
            NotificationCenter.default.addObserver(forName: .init("Show"), object: nil, queue: nil, using: { [weak self] notification in self?.show(sender: NSNotification(\
        name: notification.name, object: notification.object, userInfo: notification.userInfo)) })
        """))
    #expect(report.rewritten.map(\.line) == [8, 11], "at each #selector")
    // A method no notification can be passed to keeps its selector, reported; the lines
    // after a rewritten observer keep their numbers, which the report gives.
    #expect(report.untranslated.map(\.line) == [12])
    #expect(
      ported.split(separator: "\n", omittingEmptySubsequences: false)[11].contains(
        "#selector(count(_:))"))

    // A file that removes its observer by itself is told that this one it must remove by
    // the token addObserver returns.
    let removing = source.replacingOccurrences(
      of: "@objc func save() {}",
      with: "@objc func save() {}\n  deinit { NotificationCenter.default.removeObserver(self) }")
    let (_, removingReport) = port([("ItemManager.swift", removing)])
    #expect(
      removingReport.rewritten.allSatisfy { $0.text.contains("removeObserver(self) does not") })
    #expect(!report.rewritten.contains { $0.text.contains("removeObserver") })
    #expect(report.untranslated.first?.effect == .doesNotCompile)
  }
}
