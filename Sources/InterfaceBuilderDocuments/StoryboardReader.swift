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
  private var scenes: [String: String] = [:]
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
        let cell = try prototype(object, in: name, readsLabels: false, &none)
        mark(.nibObject(objects.count), object)
        objects.append(.cell(cell))
      case "view":
        let outlets = try Self.outlets(of: object)
        // The view owns its subviews: a table's or a map's outlets to it are its own.
        var wiring = Wiring(
          outlets: outlets, owner: try Self.id(of: object),
          site: StoryboardSite.owner(nib: name, view: objects.count))
        markOutlets(of: object, owner: wiring.site)
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
    markOutlets(of: controller, owner: identifier)
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

  private mutating func readTable(
    _ table: XMLElementNode, into scene: inout SceneModel, _ wiring: inout Wiring
  ) throws(ReadError) {
    if let header = table.children.first(where: { $0["key"] == "tableHeaderView" }) {
      if header.name == "searchBar" {
        scene.tableHeader = try elements([[header]], wiring: &wiring).first
      } else {
        note(header.line, "a \(header.name) as the table's header: not declared")
      }
    }
    if table["dataMode"] == "static" {
      for section in table.child("sections")?.children("tableViewSection") ?? [] {
        for key in ["headerTitle", "footerTitle"] {
          if let title = section[key], !title.isEmpty {
            note(section.line, "the section's \(key) \"\(title)\": not declared")
          }
        }
        var cells: [StaticCellModel] = []
        for cell in section.child("cells")?.children("tableViewCell") ?? [] {
          cells.append(try staticCell(cell, &wiring))
        }
        scene.staticSections.append(cells)
      }
    } else {
      scene.prototypes = try prototypes(of: table, &wiring)
    }
  }

  /// A table's prototype cells; one with no reuse identifier, which no code can dequeue, is a
  /// note.
  mutating func prototypes(of table: XMLElementNode, _ wiring: inout Wiring) throws(ReadError)
    -> [PrototypeModel]
  {
    var prototypes: [PrototypeModel] = []
    for cell in table.child("prototypes")?.children("tableViewCell") ?? [] {
      guard cell["reuseIdentifier"] != nil else {
        note(cell.line, "a prototype cell with no reuse identifier: no code can dequeue it")
        continue
      }
      prototypes.append(try prototype(cell, in: wiring.scene, readsLabels: true, &wiring))
    }
    return prototypes
  }

  /// The cells in a scene's dock, beside its controller, each with the controller's outlet to
  /// it; one no outlet points at is a note (no code could show it).
  private mutating func dockCells(beside controller: XMLElementNode, _ wiring: inout Wiring)
    throws(ReadError) -> [DockCellModel]
  {
    var cells: [DockCellModel] = []
    for cell in controller.ancestors.first?.children("tableViewCell") ?? [] {
      guard let outlet = wiring.use(try Self.id(of: cell)) else {
        note(
          cell.line,
          "a table view cell in the scene's dock that no outlet of the controller points at: "
            + "not declared")
        continue
      }
      let views = cell.child("tableViewCellContentView")?.child("subviews")?.children ?? []
      cells.append(
        DockCellModel(
          outlet: outlet,
          content: try elements([Array(rows(of: views).joined())], wiring: &wiring)))
    }
    return cells
  }

  /// A static cell: a built-in style's own labels (its text label's text, the scene's outlet
  /// to its detail label) or its content view's views, in one row; with its accessory and
  /// the segue a tap on it performs. An accessory button's segue is a note: UIKit performs
  /// none for a static cell.
  private mutating func staticCell(_ cell: XMLElementNode, _ wiring: inout Wiring)
    throws(ReadError) -> StaticCellModel
  {
    noteAccessibility(ofCell: cell)
    var views = cell.child("tableViewCellContentView")?.child("subviews")?.children ?? []
    var model = StaticCellModel(accessory: cell["accessoryType"])
    if let style = cell["style"].flatMap(CellStyle.name(interfaceBuilderName:)),
      let textID = cell["textLabel"], let text = views.first(where: { $0["id"] == textID })
    {
      let detailID = cell["detailTextLabel"]
      model.style = style
      model.text = InterfaceBuilderXML.text(of: text)
      model.detailOutlet = detailID.flatMap { wiring.use($0) }
      if let outlet = wiring.use(textID) {
        note(
          lines[.connection(owner: wiring.site, name: "outlet \(outlet)")],
          "outlet \(outlet) to the cell's built-in text label: not connected; use the cell's "
            + "textLabel")
      }
      views.removeAll { $0["id"] == textID || ($0["id"] != nil && $0["id"] == detailID) }
    }
    model.content = try elements([Array(rows(of: views).joined())], wiring: &wiring)
    for segue in cell.connections where segue.name == "segue" {
      guard segue["trigger"] != "accessoryAction" else {
        note(
          segue.line,
          "a static cell's accessory-button segue: not declared; perform it from "
            + "tableView(_:accessoryButtonTappedForRowWith:)")
        continue
      }
      model.selectionSegue = try self.segue(segue, &wiring)
    }
    return model
  }

  /// Notes a cell's accessibility identifier or label, which the declaration does not give a
  /// cell (its views' it does).
  private mutating func noteAccessibility(ofCell cell: XMLElementNode) {
    guard let settings = InterfaceBuilderXML.accessibilitySettings(of: cell),
      let name = settings["identifier"] ?? settings["label"]
    else { return }
    note(
      settings.line,
      "the cell's accessibility identifier or label \"\(name)\": not declared; set it in "
        + "tableView(_:cellForRowAt:)")
  }

  /// A prototype cell or a nib's cell, with the views of its content view (the labels of its
  /// built-in style left out); when `readsLabels` and the cell has no class of its own, its
  /// labels with a tag, no accessibility and no connections are its tagged labels, and its
  /// other views, which no outlet can reach, are notes. Its segues, and those of its views,
  /// are added to the scene's `wiring`.
  mutating func prototype(
    _ cell: XMLElementNode, in scene: String, readsLabels: Bool, _ sceneWiring: inout Wiring
  ) throws(ReadError) -> PrototypeModel {
    noteAccessibility(ofCell: cell)
    var model = PrototypeModel(
      identifier: cell["reuseIdentifier"] ?? "",
      style: cell["style"].flatMap(CellStyle.name(interfaceBuilderName:)),
      className: cell["customClass"], accessory: cell["accessoryType"])
    mark(.cell(scene: scene, identifier: model.identifier), cell)
    // The labels and image view of a built-in style are the cell's own, made by its style.
    let builtIn = ["textLabel", "detailTextLabel", "imageView"].compactMap { cell[$0] }
    let views = (cell.child("tableViewCellContentView")?.child("subviews")?.children ?? [])
      .filter { $0["id"].map { !builtIn.contains($0) } ?? true }
    let site = StoryboardSite.owner(scene: scene, cell: model.identifier)
    var wiring = Wiring(
      outlets: try Self.outlets(of: cell), owner: try Self.id(of: cell), site: site,
      scene: sceneWiring.scene, segues: sceneWiring.segues)
    markOutlets(of: cell, owner: site)
    var row: [XMLElementNode] = []
    for view in rows(of: views).joined() {
      if readsLabels, model.className == nil, view.name == "label",
        case let tag = try Self.tag(of: view), tag != 0, try Self.isUnconnected(view, wiring)
      {
        model.labels.append(tag)
      } else {
        if readsLabels, model.className == nil, view.name != "label" {
          note(
            view.line,
            "a \(view.name) in prototype \(model.identifier), which has no class of its own: "
              + "not declared; give the cell a UITableViewCell subclass with outlets")
        }
        row.append(view)
      }
    }
    model.content = try elements([row], wiring: &wiring)
    if !readsLabels { noteNibCellOutlets(cell, builtIn: builtIn, wiring) }
    for segue in cell.connections where segue.name == "segue" {
      guard let identifier = try self.segue(segue, &wiring) else { continue }
      if segue["trigger"] == "accessoryAction" {
        model.accessorySegue = identifier
      } else {
        model.selectionSegue = identifier
      }
    }
    sceneWiring.segues = wiring.segues
    return model
  }

  /// Notes a nib cell's outlets to what the kit's nib does not make: a view of no kind the
  /// model holds, or a label of the cell's built-in style.
  private mutating func noteNibCellOutlets(
    _ cell: XMLElementNode, builtIn: [String], _ wiring: Wiring
  ) {
    let outlets = cell.connections.filter { $0.name == "outlet" }
    for outlet in outlets {
      guard let id = outlet["destination"], let target = nodes[id],
        ElementModel.Kind(rawValue: target.name) == nil || builtIn.contains(id)
      else { continue }
      let what = builtIn.contains(id) ? "the cell's built-in \(target.name)" : "a \(target.name)"
      note(
        outlet.line,
        "outlet \(outlet["property"] ?? "") points at \(what), which the declaration does not "
          + "make: not connected")
    }
  }

  // MARK: - Connections

  /// The connections an owner gathers while its views are read.
  struct Wiring {
    /// Each outlet's property, by the id of the object it points to.
    var outlets: [String: String]
    /// The id of the object whose views these are, the target of their actions: a scene's
    /// controller (for a static or dock cell's views too), a prototype or nib cell, a nib's
    /// top-level view.
    var owner: String?
    /// The owner's name in a ``StoryboardSite``.
    var site: String
    /// The scene's identifier (a nib's name).
    var scene: String
    /// The segues found so far.
    var segues: [SegueModel] = []
    /// The ids of the objects whose outlets the model holds.
    var used: Set<String> = []

    init(
      outlets: [String: String], owner: String?, site: String, scene: String? = nil,
      segues: [SegueModel] = []
    ) {
      self.outlets = outlets
      self.owner = owner
      self.site = site
      self.scene = scene ?? site
      self.segues = segues
    }

    /// Adds a segue, once for each identifier.
    mutating func add(_ segue: SegueModel) {
      if !segues.contains(where: { $0.identifier == segue.identifier }) { segues.append(segue) }
    }

    /// The outlet pointing at an object, which the model then holds.
    mutating func use(_ id: String) -> String? {
      guard let outlet = outlets[id] else { return nil }
      used.insert(id)
      return outlet
    }
  }

  /// Keeps the lines of an owner's outlets.
  mutating func markOutlets(of owner: XMLElementNode, owner site: String) {
    for outlet in owner.connections where outlet.name == "outlet" {
      if let property = outlet["property"] {
        mark(.connection(owner: site, name: "outlet \(property)"), outlet)
      }
    }
  }

  /// Notes the outlets of a controller or a view that point at nothing the model holds (a
  /// table view apart, which a table view controller's own outlet may point at, and the
  /// owner itself).
  mutating func noteUnusedOutlets(_ wiring: Wiring) {
    var unused: [(line: Int, text: String)] = []
    for (id, property) in wiring.outlets where !wiring.used.contains(id) {
      let target = nodes[id]
      if target?.name == "tableView" || id == wiring.owner { continue }
      let line = lines[.connection(owner: wiring.site, name: "outlet \(property)")] ?? 0
      unused.append(
        (
          line,
          "outlet \(property) points at \(target.map { "a \($0.name)" } ?? "nothing"), which "
            + "the declaration does not make: not connected"
        ))
    }
    for (line, text) in unused.sorted(by: { $0.line < $1.line }) { note(line, text) }
  }

  /// Reads a segue a control, a cell or a controller triggers into `wiring`, and returns its
  /// identifier (its id when it has none); nil, with a note, for a kind the model does not
  /// hold (an embed, a custom segue), one leading to no scene, or an unwind segue that names
  /// no action. A popover is presented modally, as on an iPhone.
  mutating func segue(_ element: XMLElementNode, _ wiring: inout Wiring) throws(ReadError)
    -> String?
  {
    let kind = InterfaceBuilderXML.kind(of: element)
    let id = try Self.id(of: element)
    let identifier = element["identifier"] ?? id
    if let declared = wiring.segues.first(where: { $0.identifier == identifier }) {
      return declared.identifier
    }
    if kind == .relationship { return nil }
    if kind == .unwind {
      guard let action = element["unwindAction"] else {
        note(element.line, "unwind segue \(identifier) names no unwind action: left out")
        return nil
      }
      noteIdentifier(of: element, "an unwind segue", identifier)
      mark(.segue(scene: wiring.scene, identifier: identifier), element)
      wiring.add(.unwind(identifier, action: action))
      return identifier
    }
    guard let kind else {
      let name = element["kind"] ?? "unknown"
      note(
        element.line,
        "a segue of kind \(name) (\(identifier)): HeadlessUIKit declares show and "
          + "present-modally segues only; it is left out")
      return nil
    }
    guard let destination = element["destination"].flatMap({ scenes[$0] }) else {
      note(
        element.line, "segue \(identifier) leads to no scene of this storyboard: left out")
      return nil
    }
    noteIdentifier(of: element, "a segue", identifier)
    if kind == .popover {
      note(element.line, "popover segue \(identifier): presented as a sheet, as on an iPhone")
    }
    mark(.segue(scene: wiring.scene, identifier: identifier), element)
    wiring.add(
      SegueModel(
        identifier: identifier, destination: destination, isModal: kind != .show,
        presentationStyle: element["modalPresentationStyle"]))
    return identifier
  }

  /// Notes a segue with no identifier, which the model names by its id.
  private mutating func noteIdentifier(
    of segue: XMLElementNode, _ what: String, _ identifier: String
  ) {
    guard segue["identifier"] == nil else { return }
    note(
      segue.line,
      "\(what) with no identifier: declared as \"\(identifier)\", which "
        + "prepare(for:sender:) sees where UIKit gives nil")
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
