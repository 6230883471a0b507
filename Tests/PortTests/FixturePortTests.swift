// Each fixture project ported into a new folder: the files written and the report, line by line.

import AppTestSupport
import Foundation
import Testing

@testable import PortKit

@Suite struct FixturePortTests {
  /// Ports a fixture into a new temporary folder.
  func port(_ name: String) throws -> (port: PortedPackage, folder: TemporaryFolder) {
    let folder = try TemporaryFolder()
    let project = try XcodeProject.read(Fixtures.url(name))
    let port = PortedPackage(project, kit: PackageRoot.url)
    try port.write(to: folder.url.appendingPathComponent("\(name)-headless"))
    return (port, folder)
  }

  /// The notes of one list of a report, as printed.
  func lines(_ notes: [PortReport.Note]) -> [String] {
    notes.map(\.description)
  }

  static let constraints =
    "Auto Layout constraints and frames are ignored: the simulator lays out each screen top "
    + "to bottom"

  @Test func checklistsNeedsOnlyTheMechanicalEdits() throws {
    let (port, folder) = try port("Checklists")
    let written = folder.read("Checklists-headless/PORTING.md") ?? ""

    #expect(
      lines(port.report.mechanical) == [
        "Checklists/AllListsViewController.swift: import UIKit → import HeadlessUIKit",
        "Checklists/AppDelegate.swift: import UIKit → import HeadlessUIKit",
        "Checklists/ChecklistViewController.swift: import UIKit → import HeadlessUIKit",
        "Checklists/DataModel.swift: import Foundation → import HeadlessUIKit (the file finds "
          + "the app's folders or preferences through Foundation's names, which the kit answers "
          + "from the app's container as iOS does; Foundation alone would answer the user's "
          + "home folder)",
        "Checklists/ItemDetailViewController.swift: import UIKit → import HeadlessUIKit; "
          + "dropped 2 @IBOutlet, 2 @IBAction",
        "Checklists/ListDetailViewController.swift: import UIKit → import HeadlessUIKit; "
          + "dropped 2 @IBOutlet, 2 @IBAction",
        "Checklists/SceneDelegate.swift: import UIKit → import HeadlessUIKit",
        "Assets.xcassets: AccentColor.colorset and AppIcon.appiconset kept as the project has "
          + "them, in Sources/Checklists/Assets.xcassets, out of the target: stepwise export "
          + "takes them back to Xcode",
        "ChecklistsTests/ChecklistsTests.swift:6: import HeadlessUIKit added: on iOS `import "
          + "XCTest` brings UIKit's names, on Linux it cannot bring the kit's",
        "Tests/ChecklistsTests/TestHost.swift: written: the tests run hosted in the app, as "
          + "TEST_HOST says; UIApplication.shared, its delegate and key window are the app's, "
          + "launched before a test first asks for them",
      ])
    #expect(port.report.rewritten.isEmpty)
    #expect(
      folder.read("Checklists-headless/Tests/ChecklistsTests/TestHost.swift")?.contains(
        "UIApplication.launchTestHost(AppDelegate.self)") == true)
    #expect(
      lines(port.report.untranslated) == [
        "Checklists/Base.lproj/Main.storyboard: \(Self.constraints)"
      ])
    #expect(written.hasPrefix("# Checklists, ported to run headless\n"))
    #expect(
      written.contains(
        "- `Checklists/ItemDetailViewController.swift`: import UIKit → import HeadlessUIKit; "
          + "dropped 2 @IBOutlet, 2 @IBAction\n"))
    #expect(folder.read("Checklists-headless/Sources/Checklists/ChecklistsTests.swift") == nil)
    #expect(folder.read("Checklists-headless/Sources/Checklists/main.swift") == nil)
  }

  @Test func bookshelfDeclaresItsCellClassToolbarAndLargeTitles() throws {
    let (port, folder) = try port("Bookshelf")
    let storyboard = folder.read("Bookshelf-headless/Sources/Bookshelf/Storyboard.swift") ?? ""
    let info = folder.read("Bookshelf-headless/Sources/Bookshelf/Info.swift") ?? ""

    #expect(
      storyboard.contains(
        """
                    PrototypeCell(
                      "BookCell", class: BookCell.self,
                      content: [
                        .label("Title", outlet: \\.titleLabel),
                        .label("Author", outlet: \\.authorLabel),
                        .switch(outlet: \\.favoriteSwitch, onChange: { $0.favoriteChanged($1) }),
                      ],
                      selectionSegue: "ShowBook")
        """))
    #expect(storyboard.contains(#".title("About", segue: "ShowAbout"),"#))
    #expect(
      storyboard.contains(
        """
                      "Favorites", outlet: \\.favoritesButton, selector: "toggleFavorites:",
                      action: { $0.toggleFavorites($1) }),
        """))
    #expect(storyboard.contains("prefersLargeTitles: true,\n          isToolbarHidden: false)"))
    #expect(storyboard.contains("largeTitleDisplayMode: .never,"))
    #expect(info.contains(#"displayName: "My Books""#), "INFOPLIST_KEY_CFBundleDisplayName")
    #expect(info.contains(#"assets: AssetCatalog(images: ["Shelf"])"#))
    #expect(port.report.rewritten.isEmpty)
    #expect(
      lines(port.report.untranslated) == [
        "Bookshelf/Base.lproj/Main.storyboard: \(Self.constraints)"
      ])
  }

  @Test func remindersPresentsItsOwnNavigationControllerAndWiresEveryControl() throws {
    let (port, folder) = try port("Reminders")
    let storyboard = folder.read("Reminders-headless/Sources/Reminders/Storyboard.swift") ?? ""

    for line in [
      #".presentModally("AddReminder", to: "AddReminderNavigation", style: .fullScreen)"#,
      #".navigationController("AddReminderNavigation", root: "AddReminderViewController"),"#,
      #"prototypes: [PrototypeCell("ReminderCell", style: .subtitle)],"#,
      "onReturn: { controller, _ in controller.save() }, onChange: { $0.titleChanged($1) }),",
      #".switch("Remind Me", outlet: \.remindSwitch, onChange: { $0.remindToggled($1) }),"#,
      #".datePicker(outlet: \.datePicker, onChange: { $0.dateChanged($1) }),"#,
      #".button("Clear", selector: "clearTapped", action: { $0.clearTapped() }),"#,
      #".label("Priority 2", outlet: \.priorityLabel),"#,
      "value: 2, minimumValue: 1, maximumValue: 3, onChange: { $0.priorityChanged($1) }),",
      #".save, isEnabled: false, outlet: \.saveButton, selector: "save", action: { $0.save() }),"#,
      #"leftBarButton: .system(.cancel, selector: "cancel", action: { $0.cancel() }),"#,
    ] {
      #expect(storyboard.contains(line), "Storyboard.swift lacks \(line)")
    }
    #expect(
      lines(port.report.untranslated) == [
        "Reminders/Base.lproj/Main.storyboard:157: a segmentedControl: HeadlessUIKit's "
          + "storyboard declaration has no such view; not declared"
      ])
  }

  @Test func tallyIsRewrittenWhereLinuxForbidsWhatItDoes() throws {
    let (port, folder) = try port("Tally")
    let sources = "Tally-headless/Sources/Tally"
    let controller = folder.read("\(sources)/CountersViewController.swift") ?? ""
    let extensionFile = folder.read("\(sources)/CountersViewController+DataSource.swift") ?? ""
    let info = folder.read("\(sources)/Info.swift") ?? ""

    #expect(
      controller.contains(
        """
            navigationItem.rightBarButtonItem = UIBarButtonItem(
              systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addCounter() })
            navigationItem.leftBarButtonItem = UIBarButtonItem(
              title: "Reset", style: .plain, primaryAction: UIAction { [weak self] action in self?.resetCounters(action.sender as! UIBarButtonItem) })
        """))
    #expect(controller.contains("\n  func addCounter() {"), "@objc is gone")
    #expect(
      controller.contains(
        "    tableView.reloadData()\n  }\n\n  // MARK: - Table view data source\n\n"
          + "  override func tableView(_ tableView: UITableView, numberOfRowsInSection"))
    #expect(controller.components(separatedBy: "override func tableView(").count - 1 == 3)
    #expect(!extensionFile.contains("extension"))
    #expect(extensionFile.hasSuffix("import HeadlessUIKit\n"))
    #expect(
      folder.read("Tally-headless/Sources/Tally/AppDelegate.swift")?.contains("\n@main\n") == true)
    #expect(!info.contains("makeSceneDelegate"), "a pre-iOS-13 app has no scenes")
    #expect(info.contains("mainStoryboard: { UIStoryboard.makeMain() }"))
    #expect(folder.read("Tally-headless/Package.swift")?.contains("[.v4_2]") == true)
    // The word list its Resources phase copies is a resource of the app, where Bundle.main
    // finds it (the walkthrough's "Counter 1" is read from it).
    #expect(folder.read("\(sources)/CounterName.txt") == "Counter\n")
    #expect(
      folder.read("Tally-headless/Package.swift")?.contains(#".copy("CounterName.txt")"#) == true)
    #expect(
      lines(port.report.mechanical).contains(
        "Tally/CounterName.txt: copied as CounterName.txt, a resource of the app: "
          + "Bundle.main.url(forResource:withExtension:) and path(forResource:ofType:) find it, "
          + "as in the app's bundle"))

    let moved =
      "moved from an extension into the body of CountersViewController "
      + "(Tally/CountersViewController.swift): Swift on Linux cannot override a declaration "
      + "from an extension"
    let selector =
      "whose UIAction calls the method: Linux has no Objective-C runtime for "
      + "#selector (UIKit takes UIAction since iOS 14)"
    #expect(
      lines(port.report.rewritten) == [
        "Tally/AppDelegate.swift:8: @UIApplicationMain → @main: UIKit finds the app delegate "
          + "through the protocol's main(), as HeadlessUIKit does",
        "Tally/CountersViewController.swift:14: UIBarButtonItem(barButtonSystemItem:target:"
          + "action:) with #selector(addCounter) became UIBarButtonItem(systemItem:"
          + "primaryAction:), \(selector)",
        "Tally/CountersViewController.swift:16: UIBarButtonItem(title:style:target:action:) "
          + "with #selector(resetCounters(_:)) became UIBarButtonItem(title:style:"
          + "primaryAction:), \(selector)",
        "Tally/CountersViewController+DataSource.swift:11: override "
          + "tableView(_:numberOfRowsInSection:) \(moved)",
        "Tally/CountersViewController+DataSource.swift:15: override tableView(_:cellForRowAt:) "
          + moved,
        "Tally/CountersViewController+DataSource.swift:25: override "
          + "tableView(_:didSelectRowAt:) \(moved)",
      ])
    #expect(
      lines(port.report.untranslated) == [
        "Tally/Base.lproj/Main.storyboard:55: a tapGestureRecognizer beside the scene's "
          + "controller: not declared; make it in code"
      ])
  }

  @Test func theReportOfTheFixtureBuiltToFailPredictsWhereTheCompilerStops() throws {
    let (port, folder) = try port("Untranslatable")
    // PortBuildTests builds the port and checks these against the compiler's errors.
    #expect(
      port.report.predictedCompileErrors.sorted() == [
        "Untranslatable/TimerViewController.swift:21",
        "Untranslatable/TimerViewController.swift:34",
        "Untranslatable/UIViewController+Logging.swift:9",
      ])
    let printed = port.report.text
    #expect(
      printed.contains(
        "Untranslatable/TimerViewController.swift:21: #selector needs the Objective-C runtime"))
    #expect(printed.contains("[does not compile: the compiler stops here]"))
    let markdown = folder.read("Untranslatable-headless/PORTING.md") ?? ""
    #expect(markdown.contains("[does not compile: the compiler stops here]"))
  }

  @Test func xcodesUnusedCoreDataTemplateIsDroppedLineForLine() throws {
    let (port, folder) = try port("Journal")
    #expect(
      lines(port.report.rewritten) == [
        "Journal/AppDelegate.swift:6: Xcode's template Core Data stack (persistentContainer, "
          + "saveContext and import CoreData) dropped: nothing else in the app uses it, and "
          + "its model (the .xcdatamodeld) is not ported yet"
      ])
    #expect(port.report.untranslated.allSatisfy { !$0.text.contains("CoreData") })
    let original = try String(
      contentsOf: Fixtures.url("Journal").appendingPathComponent("Journal/AppDelegate.swift"),
      encoding: .utf8)
    let delegate = folder.read("Journal-headless/Sources/Journal/AppDelegate.swift") ?? ""
    let scene = folder.read("Journal-headless/Sources/Journal/SceneDelegate.swift") ?? ""
    for name in ["CoreData", "persistentContainer", "saveContext", "NSPersistentContainer"] {
      #expect(!delegate.contains(name), "\(name) is left in\n\(delegate)")
    }
    #expect(!scene.contains("saveContext"))
    #expect(
      delegate.split(separator: "\n", omittingEmptySubsequences: false).count
        == original.split(separator: "\n", omittingEmptySubsequences: false).count)
    #expect(delegate.contains("func application("))
    #expect(!(folder.read("Journal-headless/Package.swift") ?? "").contains("CoreData"))
  }

  @Test func aCoreDataStackTheAppUsesIsKept() throws {
    let delegate = """
      import CoreData
      import UIKit

      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
        lazy var persistentContainer: NSPersistentContainer = {
          NSPersistentContainer(name: "Notes")
        }()
        func saveContext() {}
      }
      """
    let list = """
      import UIKit

      class ListViewController: UITableViewController {
        let context = (UIApplication.shared.delegate as! AppDelegate).persistentContainer.viewContext
      }
      """
    var porter = SwiftPorter(
      project: SwiftProject(files: [("App/AppDelegate.swift", delegate), ("App/List.swift", list)]))
    let ported = porter.run()
    #expect(ported[0].text.contains("persistentContainer"))
    #expect(ported[0].text.hasPrefix("import HeadlessCoreData\n"))
    #expect(porter.report.rewritten.isEmpty)
    #expect(porter.report.predictedCompileErrors.isEmpty, "the kit's Core Data stands for it")
  }

  /// The figure for the issue: the controller files of the fixtures that compile with the
  /// mechanical edits only, and those that need the port's rewrites too (all compile after
  /// the port, with no hand edit: PortBuildTests).
  @Test func allButFourControllerFilesNeedOnlyTheMechanicalEdits() throws {
    var controllers: [String] = []
    var rewritten: Set<String> = []
    for name in Fixtures.names {
      let project = try XcodeProject.read(Fixtures.url(name))
      let swift = SwiftProject(files: project.swiftFiles)
      for file in swift.files
      where file.declarations.contains(where: {
        ($0.keyword == "class" || $0.keyword == "extension")
          && swift.uiKitAncestor(of: $0.name)?.hasSuffix("ViewController") == true
      }) {
        controllers.append(file.path)
      }
      let report = PortedPackage(project, kit: PackageRoot.url).report
      rewritten.formUnion((report.rewritten + report.untranslated).map(\.path))
    }
    let needingMore = controllers.filter(rewritten.contains)
    #expect(controllers.count == 37)
    #expect(
      needingMore == [
        "Tally/CountersViewController+DataSource.swift", "Tally/CountersViewController.swift",
        "Errands/ErrandsViewController.swift",
        // Its selector constant (an extension of Selector) becomes a closure where it is used.
        "Groceries/GroceryListViewController.swift",
        // UIStoryboard(name: "Main", bundle: nil) becomes the declaration's makeMain().
        "ToDo/Controller/ItemListViewController.swift",
        "ToDoMap/Controller/ItemListViewController.swift",
        // Compiles as it is; its Swift 2-era delegate method, never called on iOS either, is
        // reported.
        "Memos/MemoViewController.swift",
        // Its add button's target and #selector become a closure, as Tally's do.
        "Phrasebook/PhrasesViewController.swift",
      ])
  }
}

@Suite struct MemosPortTests {
  @Test func memosImportsWhatIOSBringsAndSaysWhichBarButtonConnectionRuns() throws {
    let folder = try TemporaryFolder()
    let project = try XcodeProject.read(Fixtures.url("Memos"))
    let port = PortedPackage(project, kit: PackageRoot.url)
    try port.write(to: folder.url.appendingPathComponent("Memos-headless"))
    let storyboard = folder.read("Memos-headless/Sources/Memos/Storyboard.swift") ?? ""
    let model = folder.read("Memos-headless/Sources/Memos/Memo.swift") ?? ""
    let list = folder.read("Memos-headless/Sources/Memos/MemosViewController.swift") ?? ""
    let manifest = folder.read("Memos-headless/Package.swift") ?? ""
    let mechanical = port.report.mechanical.map(\.description)
    #expect(
      mechanical.contains(
        "Memos/Memo.swift: import Foundation dropped (UIKit brings it); import NotificationCenter "
          + "→ import HeadlessUIKit (the Today-widget framework brings UIKit, and Foundation "
          + "with it)"))
    #expect(
      mechanical.contains(
        "Memos/MemosViewController.swift: import UIKit → import HeadlessUIKit and import "
          + "HeadlessUserNotifications (the file uses UserNotifications' names, which UIKit "
          + "brings along on iOS); dropped 1 @IBAction"))
    #expect(
      port.report.untranslated.map(\.description) == [
        "Memos/MemoViewController.swift:33: textField(textField:shouldChangeCharactersInRange:"
          + "replacementString:) is never called, on iOS as here: since Swift 3 its first "
          + "parameter has a label, so Objective-C knows it as textFieldWithTextField:"
          + "shouldChangeCharactersInRange:replacementString:, not as the delegate method "
          + "textField:shouldChangeCharactersInRange:replacementString:; name the first "
          + "parameter _ and use Swift's names for the rest (the delegate protocol's "
          + "declaration shows them)",
        "Memos/Base.lproj/Main.storyboard: Auto Layout constraints and frames are ignored: the "
          + "simulator lays out each screen top to bottom",
        "Memos/Base.lproj/Main.storyboard:61: a bar button with both an action (addMemo:) and a "
          + "segue (NewMemo): UIKit performs the segue only, since an item has one target and "
          + "action and the segue takes them; addMemo: is never called, here as on iOS",
      ])
    #expect(
      storyboard.contains(
        """
                  rightBarButton: .system(
                    .add, segue: "NewMemo", selector: "addMemo:", action: { $0.addMemo($1) }),
        """),
      "declared as drawn; the kit runs the segue only")
    #expect(model.hasPrefix("//\n//  Memo.swift\n//  Memos\n//\n\nimport HeadlessUIKit\n\nstruct"))
    #expect(list.contains("import HeadlessUIKit\nimport HeadlessUserNotifications\n"))
    #expect(list.contains("#colorLiteral(red:"), "the literal compiles as it is")
    #expect(manifest.contains(#".product(name: "HeadlessUserNotifications""#))
    #expect(
      storyboard.contains(
        """
                    .textView(
                      "Lorem ipsum dolor sit er elit lamet, consectetaur cillium adipisicing pecu.",
                      outlet: \\.textView),
        """))
  }
}
