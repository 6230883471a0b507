// Every part a storyboard declaration can have, exported and ported back unchanged.

import AppTestSupport
import Foundation
import InterfaceBuilderDocuments
import Testing
import XcodeFormats

@testable import ExportKit
@testable import PortKit

/// A small app whose `Storyboard.swift` uses each part the stages do not: a view controller
/// scene with a label, an image, a text field, a text view, a titled switch, a date picker, a slider
/// and buttons
/// with a segue and an unwind segue (back to a scene that declares the unwind action); a
/// toolbar; large titles; a prototype cell of its own class whose subviews connect to its
/// outlets and actions; a cell's selection segue; a full-screen modal segue; accessibility
/// identifiers and labels on a bar button, a label (with quotes, XML's own characters and an
/// emoji), a titled switch and a cell's view; static cells of a view with an accessory and a
/// selection segue, of two views, and of a built-in style with its detail label's outlet; a
/// cell in a scene's dock; a map view, its delegate the controller, and a table view of
/// prototypes below a field; a bar button whose custom view is a button; and an object beside
/// a table view controller, its table's delegate, with outlets to the controller and the table.
@MainActor
@Suite struct EveryPartRoundTripTests {
  static let storyboard = """
    import HeadlessUIKit
    import HeadlessMapKit

    extension UIStoryboard {
      static func makeMain() -> UIStoryboard {
        UIStoryboard(
          name: "Main", initialScene: "Navigation",
          scenes: [
            .navigationController(
              "Navigation", root: "Shelf", prefersLargeTitles: true, isToolbarHidden: false),
            .tableViewController(
              "Shelf", ShelfViewController.self, title: "Shelf",
              largeTitleDisplayMode: .always,
              leftBarButton: .accessibility(
                .title("Sort", style: .done, action: { $0.sort($1) }), identifier: "sortButton",
                label: "Sort books"),
              rightBarButtons: [.system(.add, segue: "AddBook"), .title("Edit")],
              toolbarItems: [
                .system(.flexibleSpace), .title("Clear", isEnabled: false, outlet: \\.clearButton),
              ],
              prototypes: [
                PrototypeCell(
                  "BookCell", style: .subtitle, class: BookCell.self, accessory: .disclosureIndicator,
                  content: [
                    .accessibility(.label(tag: 7, outlet: \\.titleLabel), identifier: "bookTitle"),
                    .switch(outlet: \\.readSwitch, onChange: { $0.readChanged($1) }),
                  ],
                  selectionSegue: "ShowBook")
              ],
              segues: [
                .show("ShowBook", to: "Book"),
                .presentModally("AddBook", to: "Book", style: .fullScreen),
              ],
              objects: [
                .object(
                  ShelfHelper(), outlets: { controller, object in controller.helper = object; object.shelf = controller },
                  viewConnections: { controller, object in controller.tableView.delegate = object; object.table = controller.tableView })
              ],
              unwindActions: [.action("unwindToShelf:", { $0.unwindToShelf($1) })]),
            .viewController(
              "Book", BookViewController.self, title: "Book",
              content: [
                .accessibility(
                  .label("A book", outlet: \\.nameLabel), identifier: "book \\"name\\" & <title> 📖"),
                .imageView("Cover", tag: 3),
                .textField(
                  placeholder: "Title", outlet: \\.titleField, clearButton: .never,
                  returnKey: .next, onReturn: { $0.next() }, onChange: { $0.edited() }),
                .textView("A note", outlet: \\.noteView),
                .accessibility(
                  .switch("Read", isOn: true, onChange: { $0.toggled() }), identifier: "readSwitch"),
                .datePicker(mode: .date, outlet: \\.datePicker, onChange: { $0.dateChanged($1) }),
                .slider(
                  value: 4, minimumValue: 1, maximumValue: 5, outlet: \\.ratingSlider,
                  onChange: { $0.rated($1) }),
                .button("Lend", outlet: \\.lendButton, segue: "Lend", action: { $0.lend() }),
                .button("Back to the shelf", segue: "BackToShelf"),
              ],
              segues: [
                .presentModally("Lend", to: "Navigation"),
                .unwind("BackToShelf", action: "unwindToShelf:"),
              ]),
            .tableViewController(
              "Settings", SettingsViewController.self, title: "Settings",
              staticCells: [
                [
                  .cell(.label("Icon"), accessory: .disclosureIndicator, selectionSegue: "PickIcon"),
                  .group([.label("Name"), .textField(placeholder: "Your name", outlet: \\.nameField)]),
                ],
                [.cell(.subtitle, text: "Due", detailOutlet: \\.dueLabel, accessory: .checkmark)],
              ],
              sceneDock: [.cell(outlet: \\.pickerCell, .datePicker(mode: .date, outlet: \\.picker))],
              segues: [.show("PickIcon", to: "Book")]),
            .viewController(
              "Search", SearchViewController.self,
              rightBarButton: .button(
                "Clear", itemOutlet: \\.clearItem, outlet: \\.clearButton, action: { $0.clear() }),
              content: [
                .textField(placeholder: "Find", outlet: \\.findField),
                .mapView(outlet: \\.resultsMap, connectsDelegate: true),
                .tableView(
                  style: .insetGrouped, outlet: \\.resultsTable,
                  prototypes: [PrototypeCell("Result", style: .subtitle, selectionSegue: "ShowResult")],
                  connectsDataSource: true, connectsDelegate: true),
              ],
              segues: [.show("ShowResult", to: "Book")]),
          ])
      }
    }
    """

  static let code = """
    import UIKit

    class ShelfViewController: UITableViewController {
      var clearButton: UIBarButtonItem!
      var helper: ShelfHelper!
      func sort(_ sender: UIBarButtonItem) {}
      func unwindToShelf(_ segue: UIStoryboardSegue) {}
    }

    class ShelfHelper: NSObject, UITableViewDelegate {
      weak var shelf: ShelfViewController!
      weak var table: UITableView!
    }

    class BookCell: UITableViewCell {
      var titleLabel: UILabel!
      var readSwitch: UISwitch!
      func readChanged(_ sender: UISwitch) {}
    }

    class BookViewController: UIViewController, UITextFieldDelegate, UITextViewDelegate {
      var nameLabel: UILabel!
      var titleField: UITextField!
      var noteView: UITextView!
      var datePicker: UIDatePicker!
      var ratingSlider: UISlider!
      var lendButton: UIButton!
      func next() {}
      func edited() {}
      func toggled() {}
      func dateChanged(_ sender: UIDatePicker) {}
      func rated(_ sender: UISlider) {}
      func lend() {}
    }

    class SettingsViewController: UITableViewController {
      var nameField: UITextField!
      var dueLabel: UILabel!
      var pickerCell: UITableViewCell!
      var picker: UIDatePicker!
    }

    class SearchViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
      MKMapViewDelegate
    {
      var findField: UITextField!
      var resultsTable: UITableView!
      var resultsMap: MKMapView!
      var clearItem: UIBarButtonItem!
      var clearButton: UIButton!
      func clear() {}
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
      }
    }

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
    }
    """

  @Test func everyPartComesBackFromThePort() throws {
    let export = try ExportedProject(
      name: "Shelf", sources: [("Storyboard.swift", Self.storyboard), ("App.swift", Self.code)],
      info: AppInfo(
        displayName: "Shelf", bundleIdentifier: "com.example.Shelf", images: ["Cover"],
        usesScenes: false))
    #expect(
      export.notes == [
        "Assets.xcassets: 1 image sets, empty: the course has the images' names only; drag a picture into each"
      ])
    // Every outlet and action the storyboard connects, a cell class's included, is declared
    // as Xcode needs it.
    let (connections, undeclared) = try RoundTripTests.undeclaredConnections(of: export)
    #expect(undeclared == [] && connections > 20, "\(connections): \(undeclared)")
    let portedBack = try PortedBack(export, name: "Shelf")
    let (port, back) = (portedBack.port, portedBack.storyboard)
    var original = StoryboardDeclaration(path: "Storyboard.swift")
    let declared = try original.read(Self.storyboard)
    #expect(back.initialScene == declared.initialScene)
    #expect(back.scenes.count == 5)
    let search = try #require(declared.scenes.first { $0.identifier == "Search" })
    #expect(
      search.rightBarButtons == [
        BarButtonModel(
          title: "Clear", outlet: "clearItem", action: ActionModel(selector: "clear"),
          isCustomButton: true, buttonOutlet: "clearButton")
      ])
    #expect(
      search.content.dropLast().last
        == ElementModel(kind: .mapView, outlet: "resultsMap", connectsDelegate: true))
    #expect(
      search.content.last
        == ElementModel(
          kind: .tableView, outlet: "resultsTable",
          table: TableModel(
            style: "insetGrouped",
            prototypes: [
              PrototypeModel(identifier: "Result", style: "subtitle", selectionSegue: "ShowResult")
            ],
            connectsDataSource: true, connectsDelegate: true)))
    let settings = try #require(declared.scenes.first { $0.identifier == "Settings" })
    #expect(
      settings.staticSections == [
        [
          StaticCellModel(
            content: [ElementModel(kind: .label, text: "Icon")], accessory: "disclosureIndicator",
            selectionSegue: "PickIcon"),
          StaticCellModel(content: [
            ElementModel(kind: .label, text: "Name"),
            ElementModel(kind: .textField, outlet: "nameField", placeholder: "Your name"),
          ]),
        ],
        [
          StaticCellModel(
            style: "subtitle", text: "Due", detailOutlet: "dueLabel", accessory: "checkmark")
        ],
      ])
    #expect(
      settings.dockCells == [
        DockCellModel(
          outlet: "pickerCell",
          content: [ElementModel(kind: .datePicker, outlet: "picker", mode: "date")])
      ])
    #expect(
      declared.scenes[1].objects == [
        SceneObjectModel(
          className: "ShelfHelper", outlet: "helper", controllerOutlets: ["shelf"],
          outletsToViews: [.init(view: "tableView", property: "table")],
          viewOutlets: [.init(view: "tableView", property: "delegate")])
      ])
    #expect(declared.scenes[1].prototypes.first?.content.count == 2)
    #expect(declared.scenes[2].content.count == 9)
    #expect(declared.scenes[1].toolbarItems.count == 2)
    #expect(declared.scenes[1].rightBarButtons.map(\.title) == [nil, "Edit"])
    #expect(
      declared.scenes[1].leftBarButtons.first?.accessibility
        == AccessibilityModel(identifier: "sortButton", label: "Sort books"))
    #expect(
      declared.scenes[2].content.map(\.accessibility.identifier) == [
        "book \"name\" & <title> 📖", nil, nil, nil, "readSwitch", nil, nil, nil, nil,
      ])
    for scene in declared.scenes {
      let found = back.scenes.first { $0.identifier == scene.identifier }
      #expect(
        found?.withSeguesSorted == scene.withSeguesSorted,
        "scene \(scene.identifier):\n\(portedBack.text)")
    }
    // The unwind segue leaves through the Book scene's Exit, and the Shelf's method it calls
    // is an @IBAction, by which Interface Builder finds it; ported back, the Shelf declares it.
    let written = try #require(export.files.first { $0.path.hasSuffix("Main.storyboard") }).text
    #expect(written.contains(#"userLabel="Exit" sceneMemberID="exit""#))
    // The navigation controller that shows its toolbar has the toolbar Interface Builder draws.
    #expect(
      written.contains(#"toolbarHidden="NO""#) && written.contains(#"<toolbar key="toolbar""#))
    #expect(
      written.contains(#"kind="unwind" identifier="BackToShelf" unwindAction="unwindToShelf:""#))
    let app = try #require(export.files.first { $0.path.hasSuffix("App.swift") }).text
    #expect(app.contains("  @IBAction func unwindToShelf(_ segue: UIStoryboardSegue) {}"), "\(app)")
    #expect(portedBack.unwindActions == ["ShelfViewController unwindToShelf:"])
    #expect(
      original.unwindActions.map { "\($0.owner) \($0.action.selector)" } == portedBack.unwindActions
    )
    let notes = port.report.untranslated.filter { $0.path.hasSuffix(".storyboard") }
    #expect(notes.map(\.text) == [LayoutCheck.portsLayoutNote], "\(notes)")
    let info = try #require(port.files.first { $0.path.hasSuffix("/Info.swift") })
    #expect(info.contents.contains("AssetCatalog(images: [\"Cover\"])"))
  }

  /// An action the port connected with a stand-in sender (`{ $0.add(UIButton()) }`, for a
  /// method that declares a sender it never reads) is read back as the method taking its
  /// sender, as Interface Builder connects it (`add:`).
  @Test func anActionWithAStandInSenderIsReadAsTheMethodTakingItsSender() throws {
    let text = """
      import HeadlessUIKit

      extension UIStoryboard {
        static func makeMain() -> UIStoryboard {
          UIStoryboard(
            name: "Main", initialScene: "Notes",
            scenes: [
              .viewController(
                "Notes", NotesViewController.self, title: "Notes",
                rightBarButton: .system(
                  .add, selector: "add:", action: { controller, _ in controller.add(UIButton()) }),
                content: [.button("Share", action: { $0.share(UISwitch()) })])
            ])
        }
      }

      """
    var declaration = StoryboardDeclaration(path: "Storyboard.swift")
    let storyboard = try declaration.read(text)
    let scene = try #require(storyboard.scenes.first)

    #expect(
      scene.rightBarButtons.first?.action
        == ActionModel(method: "add", senderLabel: nil, takesSender: true))
    #expect(
      scene.content.first?.actions["touchUpInside"]
        == ActionModel(method: "share", senderLabel: nil, takesSender: true))
    #expect(declaration.notes.isEmpty, "\(declaration.notes)")
  }

  /// A static cell of the Basic style, which the storyboard model has no place for (it holds
  /// the styles with a detail label), is kept as a cell holding a label of its text, and said.
  @Test func aBasicStyleStaticCellIsALabelInACellAndSaid() throws {
    let text = """
      extension UIStoryboard {
        static func makeMain() -> UIStoryboard {
          UIStoryboard(
            name: "Main", initialScene: "Settings",
            scenes: [
              .tableViewController(
                "Settings", SettingsViewController.self,
                staticCells: [[.cell(.default, text: "Plain", accessory: .checkmark)]])
            ])
        }
      }

      """
    var declaration = StoryboardDeclaration(path: "Storyboard.swift")
    let storyboard = try declaration.read(text)
    #expect(
      storyboard.scenes.first?.staticSections == [
        [
          StaticCellModel(
            content: [ElementModel(kind: .label, text: "Plain")], accessory: "checkmark")
        ]
      ])
    #expect(
      declaration.notes.map(\.description) == [
        "Storyboard.swift:8: a cell of style .default: drawn as a label in a custom cell; choose "
          + "the style in Interface Builder's Attributes inspector"
      ])
  }

  /// An object beside the controller is read with the outlets its closures connect; what
  /// Main.storyboard cannot hold (an object made by a function, a closure that runs code) is
  /// said with its line and what to do instead, not lost unsaid; an empty list says nothing.
  /// Its unwind actions are the app's code's, and need no note.
  @Test func aScenesObjectsAreReadAndWhatTheStoryboardCannotHoldIsNoted() throws {
    let text = """
      import HeadlessUIKit

      extension UIStoryboard {
        static func makeMain() -> UIStoryboard {
          UIStoryboard(
            name: "Main", initialScene: "List",
            scenes: [
              .tableViewController(
                "List", ListViewController.self,
                sceneDock: [],
                objects: [
                  .object(Provider(), outlets: { $0.provider = $1 }),
                  .object(
                    Loader(),
                    outlets: { list, loader in loader.list = list; loader.load() },
                    viewConnections: { list, loader in
                      list.tableView.delegate = loader
                      loader.table = list.tableView
                    }),
                  .object(makeProvider()),
                ],
                unwindActions: [.action("unwindToList:", { $0.unwindToList($1) })])
            ])
        }
      }

      """
    var declaration = StoryboardDeclaration(path: "Storyboard.swift")
    let storyboard = try declaration.read(text)

    #expect(storyboard.scenes.map(\.identifier) == ["List"])
    #expect(
      storyboard.scenes.first?.objects == [
        SceneObjectModel(className: "Provider", outlet: "provider"),
        SceneObjectModel(
          className: "Loader", controllerOutlets: ["list"],
          outletsToViews: [.init(view: "tableView", property: "table")],
          viewOutlets: [.init(view: "tableView", property: "delegate")]),
      ])
    #expect(
      declaration.notes.map(\.description) == [
        "Storyboard.swift:15: Loader's outlets does more than connect an outlet (loader.load()): "
          + "not in Main.storyboard; do it in viewDidLoad",
        "Storyboard.swift:20: an object beside the scene's controller that is not made as "
          + "`.object(Class())`: not in Main.storyboard; drag an Object from the Library onto "
          + "the scene's dock",
      ])
    #expect(
      declaration.unwindActions.map { "\($0.owner) \($0.action.selector)" } == [
        "ListViewController unwindToList:"
      ])
  }

  @Test func everyPartHasTheFixturesShape() throws {
    let export = try ExportedProject(
      name: "Shelf", sources: [("Storyboard.swift", Self.storyboard), ("App.swift", Self.code)],
      info: nil)
    let file = try #require(export.files.first { $0.path.hasSuffix("Main.storyboard") })
    guard case .success(let root) = XMLElementNode.parse(Data(file.text.utf8)) else {
      Issue.record("not XML")
      return
    }
    for node in root.descendants where node !== root {
      let pair = "\(node.ancestors.first?.name ?? "")>\(node.name)"
      #expect(
        StoryboardXMLTests.fixtures.parents.union(StoryboardXMLTests.alsoNested).contains(pair),
        "\(pair) is in no fixture")
      let known = (StoryboardXMLTests.fixtures.attributes[node.name] ?? []).union(
        StoryboardXMLTests.alsoWritten[node.name] ?? [])
      let unknown = Set(node.attributes.keys).subtracting(known)
      #expect(unknown.isEmpty, "\(node.name) has \(unknown.sorted()), which no fixture has")
    }
  }
}
