// A table view controller scene's cells read back: static cells, prototypes, the cells in
// the scene's dock, and a nib's cells.

import XcodeFormats

extension StoryboardReader {
  /// A table view controller's table into its scene: the search bar above its rows (another
  /// header is a note), and its static cells or its prototypes.
  mutating func readTable(
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
      prototypes.append(try prototype(cell, readsLabels: true, &wiring))
    }
    return prototypes
  }

  /// The cells in a scene's dock, beside its controller, each with the controller's outlet to
  /// it; one no outlet points at is a note (no code could show it).
  mutating func dockCells(beside controller: XMLElementNode, _ wiring: inout Wiring)
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
    _ cell: XMLElementNode, readsLabels: Bool, _ sceneWiring: inout Wiring
  ) throws(ReadError) -> PrototypeModel {
    let scene = sceneWiring.scene
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
    markOutlets(of: cell, as: site)
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
    if !readsLabels { noteNibCellOutlets(cell, builtIn: builtIn) }
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
  private mutating func noteNibCellOutlets(_ cell: XMLElementNode, builtIn: [String]) {
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
}
