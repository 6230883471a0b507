// Main.storyboard as Interface Builder writes one: the fixtures' shape, ids, references.

import AppTestSupport
import Foundation
import Testing
import XcodeFormats

@testable import ExportKit
@testable import PortKit

/// Each exported stage's `Main.storyboard`, read with the port's XML reader and held against
/// the Xcode storyboards in `Tests/PortTests/Fixtures`: the same document, elements only
/// where Xcode puts them, with attributes Xcode writes, ids of Interface Builder's shape, each
/// once, and every reference to an object of the document.
@MainActor
@Suite struct StoryboardXMLTests {
  /// Every element of the fixtures' main storyboards: which parents each sits in, and the
  /// attributes it has.
  static let fixtures: (parents: Set<String>, attributes: [String: Set<String>]) = {
    var parents: Set<String> = []
    var attributes: [String: Set<String>] = [:]
    let folder = PackageRoot.url.appendingPathComponent("Tests/PortTests/Fixtures")
    for name in ["Checklists", "Bookshelf", "Reminders", "Tally", "Memos"] {
      let url = folder.appendingPathComponent("\(name)/\(name)/Base.lproj/Main.storyboard")
      guard let data = try? Data(contentsOf: url),
        case .success(let root) = XMLElementNode.parse(data)
      else { continue }
      for node in root.descendants {
        parents.insert("\(node.ancestors.first?.name ?? "")>\(node.name)")
        attributes[node.name, default: []].formUnion(node.attributes.keys)
      }
    }
    return (parents, attributes)
  }()

  /// Attributes Xcode writes that the fixtures happen not to use (seen in public Xcode
  /// storyboards: `<imageView … image="Logo" …>`, `<datePicker … datePickerMode="date"
  /// style="wheels" …>`, `<switch … on="YES" …>`, `<image name="Logo" width= height=>` in
  /// the document's resources).
  static let alsoWritten: [String: Set<String>] = [
    // Every scene gets its storyboard identifier, so the port and code find it by name.
    "navigationController": ["storyboardIdentifier"],
    "tableViewController": ["storyboardIdentifier"],
    "viewController": ["storyboardIdentifier"],
    "imageView": ["image", "tag"], "datePicker": ["style"], "switch": ["on"],
    "image": ["name", "width", "height"],
    // The Identity inspector's accessibility identifier and label (the ToDo fixture's).
    "accessibility": ["key", "label", "identifier"],
    // A scene's Exit and the unwind segues that lead to it, as the Packing fixture has them.
    "exit": ["id", "userLabel", "sceneMemberID"], "segue": ["unwindAction"],
    // A table view among a screen's views, laid out by constraints (the Chores fixture's).
    "tableView": ["translatesAutoresizingMaskIntoConstraints"],
    // A button as a bar button item's custom view (the Wishlist fixture's "Add").
    "button": ["key"],
    // An object beside a scene's controller (the ToDoMap fixture's data provider).
    "customObject": ["id", "customClass", "customModule", "customModuleProvider"],
    // A map view among a screen's views (the ToDoMap fixture's).
    "mapView": [
      "clipsSubviews", "multipleTouchEnabled", "contentMode", "mapType",
      "translatesAutoresizingMaskIntoConstraints", "id",
    ],
  ]

  /// Parents Xcode puts elements in that the fixtures happen not to use.
  static let alsoNested: Set<String> = [
    "resources>image",
    // Several bar buttons on one side, as the Groceries fixture holds them.
    "navigationItem>leftBarButtonItems", "leftBarButtonItems>barButtonItem",
    "navigationItem>rightBarButtonItems", "rightBarButtonItems>barButtonItem",
    // Accessibility settings, as the ToDo fixture's views and bar button hold them.
    "barButtonItem>accessibility", "label>accessibility", "switch>accessibility",
    "button>accessibility", "textField>accessibility", "imageView>accessibility",
    "textView>accessibility", "datePicker>accessibility",
    // A view's own width or height (a checkmark label's width, an image's size, a text
    // view's height), which Interface Builder keeps in the view itself.
    "label>constraints", "imageView>constraints", "textView>constraints",
    // The Exit an unwind segue leads to, beside the scene's controller (the Packing fixture's),
    // and a cell in the scene's dock (the Planner fixture's date picker's).
    "objects>exit", "objects>tableViewCell",
    // A table view among a screen's views (the Chores fixture's, below its field and button).
    "subviews>tableView",
    // A button as a bar button item's custom view (the Wishlist fixture's).
    "barButtonItem>button",
    // A map view among a screen's views (the ToDoMap fixture's), its delegate the scene's
    // controller, with its own height when a view is below it, as a table view has.
    "subviews>mapView", "mapView>rect", "mapView>connections", "mapView>constraints",
    // An object beside a scene's controller, with its outlets (the ToDoMap fixture's).
    "objects>customObject", "customObject>connections",
  ]

  func storyboard(_ target: String) throws -> XMLElementNode {
    let export = try Stages.export(target)
    let file = try #require(export.files.first { $0.path.hasSuffix("Base.lproj/Main.storyboard") })
    switch XMLElementNode.parse(Data(file.text.utf8)) {
    case .success(let root): return root
    case .failure(let error): throw RequireError(message: "not XML: \(error)")
    }
  }

  @Test(arguments: Stages.targets)
  func theDocumentHasTheFixturesShape(_ target: String) throws {
    let root = try storyboard(target)
    #expect(root.name == "document")
    #expect(root["type"] == "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
    #expect(root["targetRuntime"] == "iOS.CocoaTouch")
    #expect(root.child("dependencies")?.child("deployment")?["identifier"] == "iOS")
    for node in root.descendants where node !== root {
      let pair = "\(node.ancestors.first?.name ?? "")>\(node.name)"
      #expect(
        Self.fixtures.parents.union(Self.alsoNested).contains(pair),
        "\(pair) is in no fixture storyboard")
      let known = (Self.fixtures.attributes[node.name] ?? []).union(
        Self.alsoWritten[node.name] ?? [])
      let unknown = Set(node.attributes.keys).subtracting(known)
      #expect(unknown.isEmpty, "\(node.name) has \(unknown.sorted()), which no fixture has")
    }
  }

  @Test(arguments: Stages.targets)
  func idsAreInterfaceBuildersEachOnceAndEveryReferenceResolves(_ target: String) throws {
    let root = try storyboard(target)
    var ids: [String] = []
    // The device's id names a model of phone, not an object.
    for node in root.descendants where node.name != "device" {
      for key in ["id", "sceneID"] {
        if let id = node[key] { ids.append(id) }
      }
    }
    #expect(Set(ids).count == ids.count, "an id is used twice")
    for id in ids {
      #expect(id.wholeMatch(of: /[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}/) != nil, "\(id)")
    }
    let known = Set(ids)
    for node in root.descendants {
      for key in ["destination", "initialViewController", "tableViewCell"] {
        if let reference = node[key] {
          #expect(known.contains(reference), "\(node.name) \(key)=\(reference) names nothing")
        }
      }
    }
    let initial = try #require(root["initialViewController"])
    let controller = root.descendants.first { $0["id"] == initial }
    #expect(controller?["sceneMemberID"] == "viewController")
  }

  @Test(arguments: Stages.targets)
  func eachSceneHoldsOneControllerOfTheAppsModuleAndItsFirstResponder(_ target: String) throws {
    let root = try storyboard(target)
    let scenes = root.child("scenes")?.children("scene") ?? []
    #expect(scenes.count == (try Stages.declaredStoryboard(target)).scenes.count)
    for scene in scenes {
      let objects = scene.child("objects")?.children ?? []
      #expect(objects.filter { $0["sceneMemberID"] == "viewController" }.count == 1)
      #expect(objects.contains { $0["placeholderIdentifier"] == "IBFirstResponder" })
      for object in objects where object["customClass"] != nil && object.name != "placeholder" {
        #expect(object["customModule"] == "Checklists")
        #expect(object["customModuleProvider"] == "target")
      }
    }
  }

  @Test func checklists04DrawsItsCellsBarButtonsSeguesAndOutlets() throws {
    let root = try storyboard("Checklists04")
    let list = try #require(
      root.descendants.first { $0["storyboardIdentifier"] == "ChecklistViewController" })
    let detail = try #require(
      root.descendants.first { $0["storyboardIdentifier"] == "ItemDetailViewController" })
    let detailID = try #require(detail["id"])

    let cell = try #require(list.descendants.first { $0.name == "tableViewCell" })
    #expect(cell["reuseIdentifier"] == "ChecklistItem")
    #expect(cell["accessoryType"] == "detailDisclosureButton")
    #expect(
      cell.descendants.filter { $0.name == "label" }.compactMap { $0["tag"] } == ["1001", "1000"])
    let accessory = try #require(cell.connections.first { $0.name == "segue" })
    #expect(accessory["trigger"] == "accessoryAction")
    #expect(accessory["kind"] == "show")
    #expect(accessory["identifier"] == "EditItem")
    #expect(accessory["destination"] == detailID)

    let add = try #require(list.descendants.first { $0["key"] == "rightBarButtonItem" })
    #expect(add["systemItem"] == "add")
    #expect(add.connections.first?["identifier"] == "AddItem")

    let table = try #require(detail.child("tableView", key: "view"))
    #expect(table["dataMode"] == "static")
    let field = try #require(table.descendants.first { $0.name == "textField" })
    #expect(field["placeholder"] == "Name of the Item")
    #expect(field.child("textInputTraits")?["returnKeyType"] == "done")
    let returnAction = field.connections.first { $0.name == "action" }
    #expect(returnAction?["selector"] == "done")
    #expect(returnAction?["eventType"] == "editingDidEndOnExit")
    #expect(returnAction?["destination"] == detailID)
    let done = try #require(detail.descendants.first { $0["key"] == "rightBarButtonItem" })
    #expect(done["enabled"] == "NO")
    #expect(done["systemItem"] == "done")
    let outlets = Dictionary(
      uniqueKeysWithValues: detail.connections.filter { $0.name == "outlet" }.map {
        ($0["property"] ?? "", $0["destination"] ?? "")
      })
    #expect(outlets["textField"] == field["id"])
    #expect(outlets["doneBarButton"] == done["id"])
  }

  @Test func aModalSegueIsAPresentationAndAManualOneHangsOnTheController() throws {
    let two = try storyboard("Checklists02")
    let add = try #require(two.descendants.first { $0["identifier"] == "AddItem" })
    #expect(add["kind"] == "presentation")
    #expect(add.ancestors.first?.ancestors.first?.name == "barButtonItem")

    let five = try storyboard("Checklists05")
    let show = try #require(five.descendants.first { $0["identifier"] == "ShowChecklist" })
    #expect(show["kind"] == "show")
    #expect(show.ancestors.first?.ancestors.first?.name == "tableViewController")
  }

  @Test func theSameStoryboardGetsTheSameIDs() throws {
    let first = try Stages.export("Checklists06").files
    let second = try Stages.export("Checklists06").files
    #expect(first.map(\.text) == second.map(\.text))
  }
}
