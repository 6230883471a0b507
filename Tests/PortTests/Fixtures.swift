// Where the fixture projects and their walkthrough scripts are.

import AppTestSupport
import Foundation

/// The Xcode projects written for these tests, each with a walkthrough script for its port:
///
/// - `Checklists`: the book's app before the edits (scenes, static cells, a prototype with
///   tagged labels, segues from bar buttons, an accessory and code).
/// - `Bookshelf`: a prototype cell of its own class with outlets and an action, a cell's
///   selection segue, a toolbar with an action and a segue, large titles, an image set.
/// - `Reminders`: a modal screen inside its own navigation controller, dismissed through a
///   delegate; a view controller with a text field, a switch, a date picker and a button,
///   their actions with and without a sender.
/// - `Tally`: a pre-iOS-13 app (`@UIApplicationMain`, no scenes, the window in the app
///   delegate) with overrides in an extension in another file and two `#selector`s.
/// - `Errands`: a Swift 4 project (`SWIFT_VERSION = 4.0`), with a unit-test target written
///   in Swift 4 too, using the names UIKit had before
///   Swift 4.2 (`UIApplicationLaunchOptionsKey`, `UITableViewCellEditingStyle`,
///   `NSAttributedStringKey`, `NSUnderlineStyle.styleSingle`…), its Info.plist named from
///   `$(SRCROOT)`.
/// - `Shopping`: what first apps do that a strict harness refused: a text field with no
///   placeholder, cleared with `text = nil` and read with `text!`; a switch whose label the
///   storyboard lists after it; a checkmark set on the cell alone; a model whose `deinit`
///   asks `UNUserNotificationCenter.current()`.
/// - `Wishlist`: unwind segues: a Save bar button's exit connection and a manual unwind
///   segue performed from a Cancel button's action, both to one `@IBAction` taking the
///   segue, with `shouldPerformSegue` refusing an empty name; an "Add" bar button whose custom
///   view is a button with its own segue; a swipe action performing a segue from code.
/// - `Planner`: the book's follow-along with a due date: a Right Detail row whose tap
///   inserts the date-picker cell kept in the scene's dock (`insertRows`,
///   `heightForRowAt`, `indentationLevelForRowAt`), a static cell holding a label and an
///   image view with outlets, a delegate protocol, and a local notification.
/// - `Groceries`: a Swift 3 project (`SWIFT_VERSION = 3.0`, `@UIApplicationMain`,
///   `UITableViewCellEditingStyle`, `NSStrikethroughStyleAttributeName`, `UIEdgeInsetsMake`,
///   a selector constant in an `extension Selector`): items added and renamed through alerts'
///   text fields, kept with `NSKeyedArchiver`, saved again when the app resigns active; two
///   right bar buttons (add, and Clear beside it); a unit-test target in Swift 3's names.
/// - `Todos`: one plain view controller with a text field, a button and a table view whose
///   outlet, data source and delegate the storyboard connects; kept in UserDefaults only.
/// - `Packing`: a cell class of its own whose switch reports through a closure, two
///   sections, a screen presented in its own navigation controller and unwound from by its
///   Cancel and Done bar buttons; its Info.plist named `$(SRCROOT)/$(TARGET_NAME)/Info.plist`.
/// - `Journal`: made with Core Data ticked: the app delegate's template stack is used nowhere
///   else (the scene delegate only calls `saveContext()`), so the port drops it; entries in
///   UserDefaults, added and edited through alerts.
/// - `ToDo`: the test-driven book's app, with its unit tests (a Swift 5 project): an item
///   manager, a data provider object as the table's data source and delegate, an input
///   screen loaded by `UIStoryboard(name:bundle:)`; tests that `loadViewIfNeeded()`, call the
///   data source (once as `dataSource?.tableView?(…)`) and mock a table view, a cell and the
///   controllers' `present` and `dismiss`; an API client on `URLSession`; and a UI-test
///   target, which the port leaves out.
/// - `Notes`: a Swift 6 project whose unit-test classes are `@MainActor`, as Swift 6 test code
///   must be, with `setUp` and `tearDown` overrides and an async test.
/// - `ToDoMap`: the test-driven book's app with places (CoreLocation and MapKit): the list's
///   data provider is an object in the list scene, connected by outlets to the table's data
///   source and delegate and to the controller; the input screen's `CLGeocoder`, which the
///   tests mock by subclassing; a detail screen whose storyboard holds an `MKMapView`, whose
///   region and annotation the tests check.
/// - `Memos`: what beginners' apps do that the kit lacked: a "+" bar button with both an
///   action (the app's first version) and a segue, of which iOS runs the segue only; a memo
///   typed into a `UITextView` whose delegate counts characters, limits the length and enables
///   Save; a colour and an image literal in a `[String: Any]`; `UNUserNotificationCenter` in
///   a file that imports only UIKit; a model that imports `NotificationCenter` by mistake; a
///   text field whose storyboard delegate outlet names a controller that does not adopt
///   `UITextFieldDelegate` and has a Swift 2-era method, which iOS never calls.
/// - `Chores`: the Todos app with its unit tests kept in the app's own folders, members of
///   the test target only through `project.pbxproj`'s Sources phases (as Xcode projects keep
///   them when no folder is named `…Tests`), and a Swift file no target compiles, which
///   would not compile.
/// - `Tasklist`: Xcode's template Core Data stack in the app delegate, used by the list
///   through the shared application's delegate; its entity's class generated from the
///   `.xcdatamodeld` (Codegen "Class Definition"); a typed fetch sorted by date.
/// - `Pantry`: categories and their items in Core Data, with the classes and their
///   `@NSManaged` properties and relationship methods Xcode's "Create NSManagedObject
///   Subclass…" writes (Codegen "Manual/None"), each category's items fetched with a
///   predicate through a to-one relationship and searched from a search bar above the table
///   (`CONTAINS[cd]`, the keyboard put away on the main queue), and a cascading delete.
/// - `Library`: a fetched results controller with a section per shelf driving the table
///   through its delegate's batch updates, the entity's properties generated (Codegen
///   "Category/Extension") beside the app's own class with `awakeFromInsert`, and the stack
///   in a store object of its own.
/// - `Cellar`: table cells drawn in `.xib` files: one registered with
///   `register(UINib(nibName:bundle:), forCellReuseIdentifier:)` and dequeued, its outlets
///   read in `awakeFromNib()` and its switch's action sent to the cell, which tells the list
///   through a closure; another loaded with `Bundle.main.loadNibNamed(_:owner:options:)` for
///   the total row of a second section.
/// - `Phrasebook`: every string the user reads from `NSLocalizedString`: English and
///   Japanese `Localizable.strings` in a variant group, a table of its own in a String
///   Catalog (`Greetings.xcstrings`), a format string, a key in no table with a default
///   value; its walkthrough switches the device to Japanese and back.
///
/// And one fixture built to fail, outside ``names``: `Untranslatable`, whose report must
/// predict the compiler's errors, file and line.
enum Fixtures {
  /// The fixtures' folder.
  static let folder = PackageRoot.url.appendingPathComponent("Tests/PortTests/Fixtures")

  /// The names of the fixture projects.
  static let names = [
    "Checklists", "Bookshelf", "Reminders", "Tally", "Errands", "Shopping", "Wishlist", "Planner",
    "Groceries", "Todos", "Packing", "Journal", "ToDo", "Notes", "ToDoMap", "Memos",
    "Chores", "Tasklist", "Pantry", "Library", "Cellar", "Phrasebook",
  ]

  /// A fixture project's folder.
  static func url(_ name: String) -> URL {
    folder.appendingPathComponent(name)
  }

  /// A fixture's walkthrough script.
  static func script(_ name: String) -> URL {
    folder.appendingPathComponent("\(name).stepwise")
  }
}
