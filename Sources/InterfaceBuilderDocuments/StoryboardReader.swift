// A storyboard or a nib read from Interface Builder's XML into the model the writer writes.

import Foundation
import XcodeFormats

/// Reads an Interface Builder document into ``StoryboardModel`` or ``NibModel``: its scenes
/// and their controllers, bars, cells and views, with their outlets, actions and segues.
///
/// What the model does not hold (frames, constraints, colours, fonts, the document's object
/// ids) is read past; a view of a kind the model has no place for is read past with a note.
/// A written model reads back as it was (`StoryboardReaderTests`), but for three things a
/// document cannot tell apart, read as the writer's rules give them:
/// - a scene's segues come in the order of their identifiers;
/// - in a row of views, a label with a text and nothing else just before a switch, or just
///   after one when no switch follows the label, is the switch's title;
/// - in a prototype cell with no class of its own, the labels with a tag, no accessibility and
///   no connections are its tagged ``PrototypeModel/labels`` (a text they hold is one the
///   app's code replaces);
/// - a system bar button's style is its system item's (``BarButtonModel/isDoneStyle`` is a
///   titled button's);
/// - a controller of no class of its own is of UIKit's (`UIViewController`).
///
/// Views that only hold others (a plain view, a stack view, a scroll view) are read past,
/// their views read in their place, as the port declares them.
///
/// ```swift
/// var reader = StoryboardReader()
/// let storyboard = try reader.storyboard(named: "Main", from: data)
/// ```
package struct StoryboardReader {
  /// Why a document cannot be read, and the line it says so at.
  package typealias ReadError = DocumentReadError

  /// What the model could not hold, read past: a view of a kind it has no place for.
  package private(set) var notes: [String] = []
  /// Each scene's identifier, by its controller's id (``InterfaceBuilderXML/sceneNames(of:)``).
  private var scenes: [String: String] = [:]

  package init() {}

  mutating func note(_ text: String) {
    notes.append(text)
  }

  // MARK: - Documents

  /// The storyboard a `.storyboard` document holds.
  package mutating func storyboard(named name: String, from data: Data) throws(ReadError)
    -> StoryboardModel
  {
    let root = try Self.document(
      data, type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
    var controllers: [XMLElementNode] = []
    for scene in root.child("scenes")?.children("scene") ?? [] {
      guard
        let controller = scene.child("objects")?.children.first(where: {
          $0["sceneMemberID"] == "viewController"
        })
      else {
        throw ReadError(line: scene.line, reason: "a <scene> holds no view controller")
      }
      _ = try Self.id(of: controller)
      controllers.append(controller)
    }
    scenes = InterfaceBuilderXML.sceneNames(of: controllers)
    var named: Set<String> = []
    for controller in controllers {
      let identifier = try scenes[Self.id(of: controller)] ?? ""
      guard named.insert(identifier).inserted else {
        throw ReadError(
          line: controller.line, reason: "two scenes have the storyboard identifier \(identifier)")
      }
    }
    var initial: String?
    if let id = root["initialViewController"] {
      guard let identifier = scenes[id] else {
        throw ReadError(
          line: root.line, reason: "the initial view controller \(id) is no scene's controller")
      }
      initial = identifier
    }
    var models: [SceneModel] = []
    for controller in controllers {
      models.append(try scene(controller))
    }
    return StoryboardModel(name: name, initialScene: initial, scenes: models)
  }

  /// The nib a `.xib` document holds: its top-level cells and views, after the placeholders.
  package mutating func nib(named name: String, from data: Data) throws(ReadError) -> NibModel {
    let root = try Self.document(data, type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB")
    var objects: [NibObjectModel] = []
    for object in root.child("objects")?.children ?? [] {
      switch object.name {
      case "placeholder":
        continue
      case "tableViewCell":
        var none = Wiring(outlets: [:])
        objects.append(.cell(try prototype(object, in: "\(name).xib", readsLabels: false, &none)))
      case "view":
        let outlets = try Self.outlets(of: object)
        var wiring = Wiring(outlets: outlets)
        // The view owns its subviews: a table's or a map's outlets to it are its own.
        wiring.owner = try Self.id(of: object)
        let content = try elements(
          rows(of: object.child("subviews")), in: "\(name).xib", wiring: &wiring)
        objects.append(.view(className: object["customClass"] ?? "UIView", content: content))
      default:
        note("\(name).xib: a top-level <\(object.name)> (line \(object.line)) is not in the model")
      }
    }
    return NibModel(name: name, objects: objects)
  }

  /// The root of a document of `type`.
  private static func document(_ data: Data, type: String) throws(ReadError) -> XMLElementNode {
    let root = try XMLElementNode.root(of: data, as: "Interface Builder")
    guard root.name == "document" else {
      throw ReadError(line: root.line, reason: "the document is a <\(root.name)>, not a <document>")
    }
    guard root["type"] == type else {
      throw ReadError(
        line: root.line, reason: "the document's type is \(root["type"] ?? "missing"), not \(type)")
    }
    return root
  }

  // MARK: - Scenes

  private mutating func scene(_ controller: XMLElementNode) throws(ReadError) -> SceneModel {
    let identifier = try scenes[Self.id(of: controller)] ?? ""
    var wiring = Wiring(outlets: try Self.outlets(of: controller))
    wiring.owner = try Self.id(of: controller)
    switch controller.name {
    case "navigationController":
      var scene = SceneModel(kind: .navigationController, identifier: identifier)
      scene.isToolbarHidden = controller["toolbarHidden"] != "NO"
      scene.prefersLargeTitles = controller.child("navigationBar")?["largeTitles"] == "YES"
      for segue in controller.connections where segue.name == "segue" {
        if segue["relationship"] == "rootViewController" {
          scene.root = try destination(of: segue)
        }
      }
      return scene
    case "tableViewController", "viewController":
      let isTable = controller.name == "tableViewController"
      var scene = SceneModel(
        kind: isTable ? .tableViewController : .viewController, identifier: identifier,
        className: controller["customClass"]
          ?? (isTable ? "UITableViewController" : "UIViewController"))
      let place = "scene \(identifier)"
      if let item = controller.child("navigationItem", key: "navigationItem") {
        scene.title = item["title"]
        scene.largeTitleDisplayMode = item["largeTitleDisplayMode"]
        scene.leftBarButtons = try barButtons(item, side: "left", in: place, &wiring)
        scene.rightBarButtons = try barButtons(item, side: "right", in: place, &wiring)
      }
      scene.toolbarItems = try (controller.child("toolbarItems")?.children("barButtonItem") ?? [])
        .map { (button) throws(ReadError) in try barButton(button, in: place, &wiring) }
      if isTable, let table = controller.child("tableView", key: "view") {
        try readTable(table, into: &scene, &wiring)
      } else if let view = controller.child("view", key: "view") {
        scene.content = try elements(rows(of: view.child("subviews")), in: place, wiring: &wiring)
      } else if let table = controller.child("tableView", key: "view") {
        // A table view dragged in place of the screen's view: the screen's one view.
        scene.content = try elements([[table]], in: place, wiring: &wiring)
      }
      scene.dockCells = try dockCells(beside: controller, in: place, &wiring)
      scene.objects = try objects(beside: controller, in: place, wiring)
      for segue in controller.connections where segue.name == "segue" {
        _ = try self.segue(segue, in: place, &wiring)
      }
      scene.segues = wiring.segues.sorted { $0.identifier < $1.identifier }
      return scene
    default:
      throw ReadError(
        line: controller.line,
        reason: "a <\(controller.name)> scene: the model holds navigation, table and view "
          + "controllers")
    }
  }

  private mutating func readTable(
    _ table: XMLElementNode, into scene: inout SceneModel, _ wiring: inout Wiring
  ) throws(ReadError) {
    let place = "scene \(scene.identifier)"
    if let header = table.children.first(where: { $0["key"] == "tableHeaderView" }) {
      scene.tableHeader = try elements([[header]], in: place, wiring: &wiring).first
    }
    if table["dataMode"] == "static" {
      for section in table.child("sections")?.children("tableViewSection") ?? [] {
        var cells: [StaticCellModel] = []
        for cell in section.child("cells")?.children("tableViewCell") ?? [] {
          cells.append(try staticCell(cell, in: place, &wiring))
        }
        scene.staticSections.append(cells)
      }
    } else {
      scene.prototypes = try prototypes(of: table, in: place, &wiring)
    }
  }

  /// A table's prototype cells; one with no reuse identifier, which no code can dequeue, is a
  /// note.
  mutating func prototypes(
    of table: XMLElementNode, in place: String, _ wiring: inout Wiring
  ) throws(ReadError) -> [PrototypeModel] {
    var prototypes: [PrototypeModel] = []
    for cell in table.child("prototypes")?.children("tableViewCell") ?? [] {
      guard cell["reuseIdentifier"] != nil else {
        note(
          "\(place): a prototype cell with no reuse identifier (line \(cell.line)), which no "
            + "code can dequeue, is not in the model")
        continue
      }
      prototypes.append(try prototype(cell, in: place, readsLabels: true, &wiring))
    }
    return prototypes
  }

  /// The cells in a scene's dock, beside its controller, each with the controller's outlet to
  /// it; one no outlet points at is a note (no code could show it).
  private mutating func dockCells(
    beside controller: XMLElementNode, in place: String, _ wiring: inout Wiring
  ) throws(ReadError) -> [DockCellModel] {
    var cells: [DockCellModel] = []
    for cell in controller.ancestors.first?.children("tableViewCell") ?? [] {
      guard let outlet = wiring.outlets[try Self.id(of: cell)] else {
        note(
          "\(place): a cell in the dock that no outlet points at (line \(cell.line)) is not in the model"
        )
        continue
      }
      let views = cell.child("tableViewCellContentView")?.child("subviews")?.children ?? []
      cells.append(
        DockCellModel(
          outlet: outlet,
          content: try elements(
            [Array(rows(of: views).joined())], in: "\(place), dock", wiring: &wiring)))
    }
    return cells
  }

  /// A static cell: a built-in style's own labels (its text label's text, the scene's outlet
  /// to its detail label) or its content view's views, in one row; with its accessory and
  /// the segue a tap on it performs. An accessory button's segue is a note: UIKit performs
  /// none for a static cell.
  private mutating func staticCell(
    _ cell: XMLElementNode, in place: String, _ wiring: inout Wiring
  ) throws(ReadError) -> StaticCellModel {
    var views = cell.child("tableViewCellContentView")?.child("subviews")?.children ?? []
    var model = StaticCellModel(accessory: cell["accessoryType"])
    if let style = cell["style"].flatMap(CellStyle.name(interfaceBuilderName:)),
      let textID = cell["textLabel"]
    {
      let detailID = cell["detailTextLabel"]
      model.style = style
      model.text = views.first { $0["id"] == textID }.flatMap { $0["text"] }
      model.detailOutlet = detailID.flatMap { wiring.outlets[$0] }
      views.removeAll { $0["id"] == textID || ($0["id"] != nil && $0["id"] == detailID) }
    }
    model.content = try elements(
      [Array(rows(of: views).joined())], in: place, wiring: &wiring)
    for segue in cell.connections where segue.name == "segue" {
      guard segue["trigger"] != "accessoryAction" else {
        note("\(place): a static cell's accessory segue (line \(segue.line)) is not in the model")
        continue
      }
      model.selectionSegue = try self.segue(segue, in: place, &wiring)
    }
    return model
  }

  /// A prototype cell or a nib's cell, with the views of its content view (the labels of its
  /// built-in style left out); when `readsLabels` and the cell has no class of its own, its
  /// labels with a tag, no accessibility and no connections are its tagged labels.
  /// Its segues, and those of its views, are added to the scene's `wiring`.
  mutating func prototype(
    _ cell: XMLElementNode, in place: String, readsLabels: Bool, _ sceneWiring: inout Wiring
  ) throws(ReadError) -> PrototypeModel {
    var model = PrototypeModel(
      identifier: cell["reuseIdentifier"] ?? "",
      style: cell["style"].flatMap(CellStyle.name(interfaceBuilderName:)),
      className: cell["customClass"], accessory: cell["accessoryType"])
    // The labels and image view of a built-in style are the cell's own, made by its style.
    let builtIn = ["textLabel", "detailTextLabel", "imageView"].compactMap { cell[$0] }
    let views = (cell.child("tableViewCellContentView")?.child("subviews")?.children ?? [])
      .filter { $0["id"].map { !builtIn.contains($0) } ?? true }
    var wiring = Wiring(outlets: try Self.outlets(of: cell), segues: sceneWiring.segues)
    wiring.owner = try Self.id(of: cell)
    var row: [XMLElementNode] = []
    for view in rows(of: views).joined() {
      if readsLabels, model.className == nil, view.name == "label",
        case let tag = try Self.tag(of: view), tag != 0, try Self.isUnconnected(view, wiring)
      {
        model.labels.append(tag)
      } else {
        row.append(view)
      }
    }
    let place = "\(place), cell \(model.identifier)"
    model.content = try elements([row], in: place, wiring: &wiring)
    for segue in cell.connections where segue.name == "segue" {
      guard let identifier = try self.segue(segue, in: place, &wiring) else { continue }
      if segue["trigger"] == "accessoryAction" {
        model.accessorySegue = identifier
      } else {
        model.selectionSegue = identifier
      }
    }
    sceneWiring.segues = wiring.segues
    return model
  }

  // MARK: - Connections

  /// The connections an owner gathers while its views are read.
  struct Wiring {
    /// Each outlet's property, by the id of the object it points to.
    var outlets: [String: String]
    /// The id of the object whose views these are, the target of their actions: a scene's
    /// controller (for a static or dock cell's views too), a prototype or nib cell, a nib's
    /// top-level view.
    var owner: String? = nil
    /// The segues found so far.
    var segues: [SegueModel] = []

    /// Adds a segue, once for each identifier.
    mutating func add(_ segue: SegueModel) {
      if !segues.contains(where: { $0.identifier == segue.identifier }) { segues.append(segue) }
    }
  }

  /// Reads a segue a control, a cell or a controller triggers into `wiring`, and returns its
  /// identifier (its id when it has none); nil, with a note naming `place`, for a kind the
  /// model does not hold (an embed, a popover, a custom segue) or an unwind segue that names
  /// no action.
  mutating func segue(_ element: XMLElementNode, in place: String, _ wiring: inout Wiring)
    throws(ReadError) -> String?
  {
    let kind = InterfaceBuilderXML.kind(of: element)
    if kind == .unwind {
      guard let action = element["unwindAction"] else {
        note("\(place): an unwind segue (line \(element.line)) names no action: not in the model")
        return nil
      }
      let id = try Self.id(of: element)
      let segue = SegueModel.unwind(element["identifier"] ?? id, action: action)
      wiring.add(segue)
      return segue.identifier
    }
    guard kind == .show || kind == .modal else {
      note(
        "\(place): a segue of kind \(element["kind"] ?? "none") (line \(element.line)) is not in "
          + "the model")
      return nil
    }
    let id = try Self.id(of: element)
    let segue = SegueModel(
      identifier: element["identifier"] ?? id, destination: try destination(of: element),
      isModal: kind == .modal, presentationStyle: element["modalPresentationStyle"])
    wiring.add(segue)
    return segue.identifier
  }

  /// The scene a segue leads to.
  func destination(of segue: XMLElementNode) throws(ReadError) -> String {
    guard let id = segue["destination"], let scene = scenes[id] else {
      throw ReadError(
        line: segue.line,
        reason: "a segue leads to \(segue["destination"] ?? "nothing"), which is no scene's "
          + "controller")
    }
    return scene
  }

  /// The outlets an object's connections hold, by the id of the object each points to.
  private static func outlets(of object: XMLElementNode) throws(ReadError) -> [String: String] {
    var result: [String: String] = [:]
    for outlet in object.connections where outlet.name == "outlet" {
      let (property, destination) = try ends(of: outlet)
      result[destination] = property
    }
    return result
  }

  /// An outlet's property and the id of the object it points to.
  static func ends(of outlet: XMLElementNode) throws(ReadError) -> (
    property: String, destination: String
  ) {
    guard let property = outlet["property"], let destination = outlet["destination"] else {
      throw ReadError(line: outlet.line, reason: "an <outlet> without a property or destination")
    }
    return (property, destination)
  }

  static func id(of element: XMLElementNode) throws(ReadError) -> String {
    guard let id = element["id"] else {
      throw ReadError(line: element.line, reason: "a <\(element.name)> without an id")
    }
    return id
  }

}
