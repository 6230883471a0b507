// A table's view, its prototype and static cells, and each cell's content view.

import XcodeFormats

extension StoryboardWriter {
  // MARK: - Tables

  /// A scene's table view: its header view, its cells, the controller as its data source
  /// and delegate.
  mutating func tableView(_ scene: SceneModel, owner: String, _ wiring: inout Wiring)
    -> XMLOutputElement
  {
    let isStatic = !scene.staticSections.isEmpty
    if isStatic { usesGroupedBackground = true }
    if isStatic && !scene.prototypes.isEmpty {
      note(
        "scene \(scene.identifier) has static cells and prototypes: only the static cells are written"
      )
    }
    let id = ids.make()
    var children = [
      Self.frame, Self.sizable,
      XMLOutputElement(
        "color",
        [
          ("key", "backgroundColor"),
          ("systemColor", isStatic ? "systemGroupedBackgroundColor" : "systemBackgroundColor"),
        ]),
    ]
    if let header = scene.tableHeader {
      for var view in element(
        header, owner: owner, ownerClass: scene.className, scene: scene, &wiring)
      {
        view.attributes.insert(("key", "tableHeaderView"), at: 0)
        children.append(view)
      }
    }
    if let cells = cells(of: scene, owner: owner, &wiring) { children.append(cells) }
    children.append(
      XMLOutputElement(
        "connections", [],
        [
          XMLOutputElement(
            "outlet", [("property", "dataSource"), ("destination", owner), ("id", ids.make())]),
          XMLOutputElement(
            "outlet", [("property", "delegate"), ("destination", owner), ("id", ids.make())]),
        ]))
    return XMLOutputElement("tableView", Self.tableAttributes(isStatic: isStatic, id: id), children)
  }

  /// The table's cells: its static sections (written alone when it has prototypes too), or
  /// its prototypes; nil when it has neither.
  private mutating func cells(of scene: SceneModel, owner: String, _ wiring: inout Wiring)
    -> XMLOutputElement?
  {
    if !scene.staticSections.isEmpty {
      var sections: [XMLOutputElement] = []
      for section in scene.staticSections {
        var cells: [XMLOutputElement] = []
        for element in section {
          cells.append(staticCell(element, scene: scene, owner: owner, &wiring))
        }
        sections.append(
          XMLOutputElement(
            "tableViewSection", [("id", ids.make())], [XMLOutputElement("cells", [], cells)]))
      }
      return XMLOutputElement("sections", [], sections)
    }
    guard !scene.prototypes.isEmpty else { return nil }
    return XMLOutputElement(
      "prototypes", [], scene.prototypes.map { prototype($0, scene: scene, owner: owner, &wiring) })
  }

  /// A table view's attributes as Interface Builder writes them: a grouped table of static
  /// cells with its sections' fixed header and footer heights, or a plain one of prototypes.
  private static func tableAttributes(isStatic: Bool, id: String) -> [(String, String)] {
    let heights =
      isStatic
      ? [
        ("sectionHeaderHeight", "18"), ("estimatedSectionHeaderHeight", "-1"),
        ("sectionFooterHeight", "18"), ("estimatedSectionFooterHeight", "-1"),
      ]
      : [
        ("sectionHeaderHeight", "-1"), ("estimatedSectionHeaderHeight", "-1"),
        ("sectionFooterHeight", "-1"), ("estimatedSectionFooterHeight", "-1"),
      ]
    return [
      ("key", "view"), ("clipsSubviews", "YES"), ("contentMode", "scaleToFill"),
      ("alwaysBounceVertical", "YES"), ("dataMode", isStatic ? "static" : "prototypes"),
      ("style", isStatic ? "grouped" : "plain"), ("separatorStyle", "default"),
      ("rowHeight", "-1"), ("estimatedRowHeight", "-1"),
    ] + heights + [("id", id)]
  }

  private mutating func prototype(
    _ prototype: PrototypeModel, scene: SceneModel, owner: String, _ wiring: inout Wiring
  ) -> XMLOutputElement {
    let id = ids.make()
    var attributes = [
      ("clipsSubviews", "YES"), ("contentMode", "scaleToFill"),
      ("preservesSuperviewLayoutMargins", "YES"), ("selectionStyle", "default"),
    ]
    if let accessory = prototype.accessory { attributes.append(("accessoryType", accessory)) }
    attributes.append(("indentationWidth", "10"))
    if let style = prototype.style {
      if let written = CellStyle.interfaceBuilderNames[style] {
        attributes.append(("style", written))
      }
    }
    attributes.append(("reuseIdentifier", prototype.identifier))
    attributes.append(("id", id))
    attributes += customClass(prototype.className, unless: "UITableViewCell")
    var cellWiring = Wiring()
    // Tagged labels sit side by side in the row, as the book draws them, before the rest.
    var row: [XMLOutputElement] = []
    for tag in prototype.labels {
      var label = ElementModel(kind: .label)
      label.tag = tag
      row += element(label, owner: id, ownerClass: nil, scene: scene, &cellWiring)
    }
    for element in prototype.content {
      row += self.element(
        element, owner: id, ownerClass: prototype.className, scene: scene, &cellWiring)
    }
    var connections = cellWiring.outlets.map { outlet in
      XMLOutputElement(
        "outlet",
        [("property", outlet.property), ("destination", outlet.destination), ("id", ids.make())])
    }
    for (identifier, trigger) in [
      (prototype.selectionSegue, nil), (prototype.accessorySegue, "accessoryAction"),
    ] {
      guard let identifier, let segue = segue(identifier, in: scene, trigger: trigger) else {
        continue
      }
      connections.append(segue)
      wiring.triggered.insert(identifier)
    }
    wiring.triggered.formUnion(cellWiring.triggered)
    let content = contentView(
      cell: id, row: row,
      owner: "scene \(scene.identifier), cell \(prototype.identifier)")
    var children = [
      XMLOutputElement(
        "rect",
        [
          ("key", "frame"), ("x", "0.0"), ("y", "50"), ("width", "393"),
          ("height", Self.number(content.height)),
        ]),
      XMLOutputElement("autoresizingMask", [("key", "autoresizingMask")]),
      content.view,
    ]
    if !connections.isEmpty { children.append(XMLOutputElement("connections", [], connections)) }
    return XMLOutputElement("tableViewCell", attributes, children)
  }

  private mutating func staticCell(
    _ element: ElementModel, scene: SceneModel, owner: String, _ wiring: inout Wiring
  ) -> XMLOutputElement {
    let id = ids.make()
    let row = self.element(
      element, owner: owner, ownerClass: scene.className, scene: scene, &wiring)
    let content = contentView(
      cell: id, row: row, owner: "scene \(scene.identifier), a static cell")
    return XMLOutputElement(
      "tableViewCell",
      [
        ("clipsSubviews", "YES"), ("contentMode", "scaleToFill"),
        ("preservesSuperviewLayoutMargins", "YES"), ("selectionStyle", "none"),
        ("indentationWidth", "10"), ("id", id),
      ],
      [
        XMLOutputElement(
          "rect",
          [
            ("key", "frame"), ("x", "0.0"), ("y", "18"), ("width", "393"),
            ("height", Self.number(content.height)),
          ]),
        XMLOutputElement("autoresizingMask", [("key", "autoresizingMask")]),
        content.view,
      ])
  }

  /// A cell's content view, with the cell's views in one row, and its height.
  mutating func contentView(cell: String, row: [XMLOutputElement], owner: String) -> (
    view: XMLOutputElement, height: Double
  ) {
    let id = ids.make()
    let layout = layOut([row], in: .cell(id: id), owner: owner)
    var children = [
      XMLOutputElement(
        "rect",
        [
          ("key", "frame"), ("x", "0.0"), ("y", "0.0"), ("width", "393"),
          ("height", Self.number(layout.height)),
        ]),
      XMLOutputElement("autoresizingMask", [("key", "autoresizingMask")]),
    ]
    if !layout.subviews.isEmpty {
      children.append(XMLOutputElement("subviews", [], layout.subviews))
    }
    if let constraints = layout.constraints { children.append(constraints) }
    let view = XMLOutputElement(
      "tableViewCellContentView",
      [
        ("key", "contentView"), ("opaque", "NO"), ("clipsSubviews", "YES"),
        ("multipleTouchEnabled", "YES"), ("contentMode", "center"),
        ("preservesSuperviewLayoutMargins", "YES"), ("insetsLayoutMarginsFromSafeArea", "NO"),
        ("tableViewCell", cell), ("id", id),
      ], children)
    return (view, layout.height)
  }
}
