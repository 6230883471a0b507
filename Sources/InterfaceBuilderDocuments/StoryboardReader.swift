// A storyboard or a nib read from Interface Builder's XML into the model the writer writes.

import Foundation
import XcodeFormats

/// Reads an Interface Builder document into ``StoryboardModel`` or ``NibModel``: its scenes
/// and their controllers, bars, cells and views, with their outlets, actions and segues.
///
/// What the model does not hold (frames, constraints, colours, fonts, the document's object
/// ids) is read past; what it has no place for (a view of another kind, a segue of another
/// kind, a class of the app's for a view), or holds but HeadlessUIKit's declaration cannot
/// give (a count-down timer, a return key the kit does not draw), is a note with its line,
/// worded for the port's report. A scene's segues come in the order the reader meets what
/// triggers them: its bar buttons', its cells' and views', then its controller's own.
///
/// A written model reads back as it was (`StoryboardReaderTests`), but for its segues' order
/// and things a document cannot tell apart, read as the writer's rules give them:
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

  /// What the document holds that HeadlessUIKit's declaration of it cannot, with its line.
  package struct Note: Equatable, CustomStringConvertible {
    package var line: Int?
    package var text: String
    /// Whether the app then does not run as on iOS (File's Owner's connections).
    package var changesBehaviour = false

    package init(line: Int?, _ text: String, changesBehaviour: Bool = false) {
      self.line = line
      self.text = text
      self.changesBehaviour = changesBehaviour
    }

    /// `line: text`, or the text alone.
    package var description: String { line.map { "\($0): \(text)" } ?? text }
  }

  /// What the model could not hold, or holds but the kit's declaration cannot give, in the
  /// order read: a view of a kind it has no place for, a segue of another kind, a setting
  /// the declaration leaves out.
  package private(set) var notes: [Note] = []
  /// The line of each place the model names (a scene, a connection, a segue, a cell, an
  /// object), for what is said of it later: the first of two with one name.
  package private(set) var lines: [StoryboardSite: Int] = [:]
  /// Whether the document lays its views out with Auto Layout constraints.
  package private(set) var holdsConstraints = false
  /// Each scene's identifier, by its controller's id (``InterfaceBuilderXML/sceneNames(of:)``).
  var scenes: [String: String] = [:]
  /// Every element of the document with an id, by its id.
  var nodes: [String: XMLElementNode] = [:]

  package init() {}

  mutating func note(_ line: Int?, _ text: String, changesBehaviour: Bool = false) {
    notes.append(Note(line: line, text, changesBehaviour: changesBehaviour))
  }

  /// Keeps the line of a place, unless one of its name came first.
  mutating func mark(_ site: StoryboardSite, _ element: XMLElementNode) {
    if lines[site] == nil { lines[site] = element.line }
  }

  // MARK: - Documents

  /// The storyboard a `.storyboard` document holds.
  package mutating func storyboard(named name: String, from data: Data) throws(ReadError)
    -> StoryboardModel
  {
    let root = try document(data, type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
    var controllers: [XMLElementNode] = []
    for scene in root.child("scenes")?.children("scene") ?? [] {
      let members = scene.child("objects")?.children ?? []
      guard let controller = members.first(where: { $0["sceneMemberID"] == "viewController" })
      else {
        throw ReadError(line: scene.line, reason: "a <scene> holds no view controller")
      }
      _ = try Self.id(of: controller)
      controllers.append(controller)
      let known = ["placeholder", "exit", "tableViewCell", "customObject"]
      for member in members where member !== controller && !known.contains(member.name) {
        note(
          member.line,
          "a \(member.name) beside the scene's controller: not declared; make it in code")
      }
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
    if root["initialViewController"] == nil {
      note(
        root.line,
        "no initial view controller (Is Initial View Controller): the app starts with an "
          + "empty window, as UIKit does, unless its code makes one")
    }
    if let id = root["initialViewController"] {
      guard let identifier = scenes[id] else {
        throw ReadError(
          line: root.line, reason: "the initial view controller \(id) is no scene's controller")
      }
      initial = identifier
    }
    var models: [SceneModel] = []
    for controller in controllers {
      if let scene = try scene(controller) { models.append(scene) }
    }
    return StoryboardModel(name: name, initialScene: initial, scenes: models)
  }

  /// The nib a `.xib` document holds: its top-level cells and views, after the placeholders.
  package mutating func nib(named name: String, from data: Data) throws(ReadError) -> NibModel {
    let root = try document(data, type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB")
    var objects: [NibObjectModel] = []
    for object in root.child("objects")?.children ?? [] {
      switch object.name {
      case "placeholder":
        noteConnections(ofPlaceholder: object)
      case "tableViewCell":
        var none = Wiring(outlets: [:], owner: nil, site: name)
        let cell = try prototype(object, readsLabels: false, &none)
        mark(.nibObject(objects.count), object)
        objects.append(.cell(cell))
      case "view":
        let outlets = try Self.outlets(of: object)
        // The view owns its subviews: a table's or a map's outlets to it are its own.
        var wiring = Wiring(
          outlets: outlets, owner: try Self.id(of: object),
          site: StoryboardSite.owner(nib: name, view: objects.count))
        markOutlets(of: object, as: wiring.site)
        let content = try elements(rows(of: object.child("subviews")), wiring: &wiring)
        noteUnusedOutlets(wiring)
        mark(.nibObject(objects.count), object)
        objects.append(.view(className: object["customClass"] ?? "UIView", content: content))
      default:
        note(
          object.line,
          "a \(object.name) at the top of the nib: not declared; HeadlessUIKit's nibs hold table "
            + "view cells and views")
      }
    }
    return NibModel(name: name, objects: objects)
  }

  /// The root of a document of `type`, its elements indexed by id.
  private mutating func document(_ data: Data, type: String) throws(ReadError) -> XMLElementNode {
    let root = try XMLElementNode.root(of: data, as: "Interface Builder")
    guard root.name == "document" else {
      throw ReadError(line: root.line, reason: "the document is a <\(root.name)>, not a <document>")
    }
    guard root["type"] == type else {
      throw ReadError(
        line: root.line, reason: "the document's type is \(root["type"] ?? "missing"), not \(type)")
    }
    for node in root.descendants {
      if node.name == "constraint" { holdsConstraints = true }
      if let id = node["id"] { nodes[id] = node }
    }
    return root
  }

  /// File's Owner's outlets and actions, which the kit's nib cannot connect: the owner is
  /// whatever object loads the nib, of a class the nib only names.
  private mutating func noteConnections(ofPlaceholder placeholder: XMLElementNode) {
    guard placeholder["placeholderIdentifier"] == "IBFilesOwner" else { return }
    for connection in placeholder.connections {
      let name = connection["property"] ?? connection["selector"] ?? connection.name
      note(
        connection.line,
        "File's Owner's \(connection.name) \(name): not connected; the kit's nibs connect their "
          + "own objects only, so set it in code after loading the nib",
        changesBehaviour: true)
    }
  }

  // MARK: - Scenes

  /// A scene; nil, with a note, for a controller of a kind the model has no place for.
  private mutating func scene(_ controller: XMLElementNode) throws(ReadError) -> SceneModel? {
    let identifier = try scenes[Self.id(of: controller)] ?? ""
    var wiring = Wiring(
      outlets: try Self.outlets(of: controller), owner: try Self.id(of: controller),
      site: identifier)
    mark(.scene(identifier), controller)
    markOutlets(of: controller, as: identifier)
    switch controller.name {
    case "navigationController":
      return navigationScene(controller, identifier: identifier)
    case "tableViewController", "viewController":
      let isTable = controller.name == "tableViewController"
      var scene = SceneModel(
        kind: isTable ? .tableViewController : .viewController, identifier: identifier,
        className: controller["customClass"]
          ?? (isTable ? "UITableViewController" : "UIViewController"))
      let item = controller.child("navigationItem", key: "navigationItem")
      scene.title = item?["title"] ?? controller["title"]
      scene.largeTitleDisplayMode = item?["largeTitleDisplayMode"]
      if let item {
        scene.leftBarButtons = try barButtons(item, side: "left", &wiring)
        scene.rightBarButtons = try barButtons(item, side: "right", &wiring)
      }
      for button in controller.child("toolbarItems")?.children("barButtonItem") ?? [] {
        if let read = try barButton(button, &wiring) { scene.toolbarItems.append(read) }
      }
      if isTable, let table = controller.child("tableView", key: "view") {
        try readTable(table, into: &scene, &wiring)
        scene.dockCells = try dockCells(beside: controller, &wiring)
      } else if let view = controller.child("view", key: "view") {
        if let customClass = view["customClass"] {
          note(view.line, "the view's class \(customClass): the scene's view is a plain UIView")
        }
        scene.content = try elements(rows(of: view.child("subviews")), wiring: &wiring)
      } else if let table = controller.child("tableView", key: "view") {
        // A table view dragged in place of the screen's view: the screen's one view.
        scene.content = try elements([[table]], wiring: &wiring)
      }
      scene.objects = try objects(beside: controller, &wiring)
      for segue in controller.connections where segue.name == "segue" {
        _ = try self.segue(segue, &wiring)
      }
      noteUnusedOutlets(wiring)
      scene.segues = wiring.segues
      return scene
    default:
      note(
        controller.line,
        "a \(controller.name) scene: HeadlessUIKit declares navigation controllers, view "
          + "controllers and table view controllers only; this scene is left out")
      return nil
    }
  }

  /// A navigation controller's scene: its root, bar and toolbar; what the kit's navigation
  /// controller has no place for (a class of the app's, objects beside it) is a note.
  private mutating func navigationScene(_ controller: XMLElementNode, identifier: String)
    -> SceneModel
  {
    var scene = SceneModel(kind: .navigationController, identifier: identifier)
    scene.isToolbarHidden = controller["toolbarHidden"] != "NO"
    scene.prefersLargeTitles = controller.child("navigationBar")?["largeTitles"] == "YES"
    for object in controller.ancestors.first?.children("customObject") ?? [] {
      note(
        object.line,
        "an object beside a navigation controller: HeadlessUIKit declares objects in view "
          + "controller and table view controller scenes only; not declared")
    }
    if let customClass = controller["customClass"] {
      note(
        controller.line,
        "the navigation controller's class \(customClass): declared as a plain "
          + "UINavigationController")
    }
    for segue in controller.connections where segue.name == "segue" {
      if segue["relationship"] == "rootViewController", let id = segue["destination"] {
        scene.root = scenes[id]
      }
    }
    return scene
  }
}
