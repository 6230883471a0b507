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
    // The controller is the table's data source and delegate, but where an object beside it
    // is.
    let toObjects = objectOutlets(from: "tableView", of: owner, in: scene)
    var connections: [XMLOutputElement] = []
    for property in ["dataSource", "delegate"]
    where !toObjects.contains(where: { $0.property == property }) {
      connections.append(outlet(property, to: owner))
    }
    for (property, object) in toObjects { connections.append(outlet(property, to: object)) }
    children.append(XMLOutputElement("connections", [], connections))
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
        for cell in section {
          cells.append(staticCell(cell, scene: scene, owner: owner, &wiring))
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

  mutating func prototype(
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
    return XMLOutputElement(
      "tableViewCell", attributes, Self.cellChildren(content, y: "50", connections: connections))
  }

  /// A cell's children: its frame on the canvas (`y` points down its table, as tall as its
  /// content view), the content view, and its connections, when it has any.
  private static func cellChildren(
    _ content: (view: XMLOutputElement, height: Double), y: String,
    connections: [XMLOutputElement] = []
  ) -> [XMLOutputElement] {
    var children = [
      XMLOutputElement(
        "rect",
        [
          ("key", "frame"), ("x", "0.0"), ("y", y), ("width", "393"),
          ("height", number(content.height)),
        ]),
      XMLOutputElement("autoresizingMask", [("key", "autoresizingMask")]),
      content.view,
    ]
    if !connections.isEmpty { children.append(XMLOutputElement("connections", [], connections)) }
    return children
  }

  /// A cell's content view, `id`, holding `children` below its frame (as tall as `height`).
  private static func contentViewElement(
    cell: String, id: String, height: Double, _ children: [XMLOutputElement]
  ) -> XMLOutputElement {
    XMLOutputElement(
      "tableViewCellContentView",
      [
        ("key", "contentView"), ("opaque", "NO"), ("clipsSubviews", "YES"),
        ("multipleTouchEnabled", "YES"), ("contentMode", "center"),
        ("preservesSuperviewLayoutMargins", "YES"), ("insetsLayoutMarginsFromSafeArea", "NO"),
        ("tableViewCell", cell), ("id", id),
      ],
      [
        XMLOutputElement(
          "rect",
          [
            ("key", "frame"), ("x", "0.0"), ("y", "0.0"), ("width", "393"),
            ("height", number(height)),
          ]),
        XMLOutputElement("autoresizingMask", [("key", "autoresizingMask")]),
      ] + children)
  }

  /// A static cell: its views side by side in its content view, or a built-in style's own
  /// labels; its accessory, and the segue a tap on it performs (a cell without one is not
  /// highlighted when tapped).
  private mutating func staticCell(
    _ cell: StaticCellModel, scene: SceneModel, owner: String, _ wiring: inout Wiring
  ) -> XMLOutputElement {
    let id = ids.make()
    var attributes = [
      ("clipsSubviews", "YES"), ("contentMode", "scaleToFill"),
      ("preservesSuperviewLayoutMargins", "YES"),
      ("selectionStyle", cell.selectionSegue == nil ? "none" : "default"),
    ]
    if let accessory = cell.accessory { attributes.append(("accessoryType", accessory)) }
    attributes.append(("indentationWidth", "10"))
    let content: (view: XMLOutputElement, height: Double)
    if let style = cell.style, let written = CellStyle.interfaceBuilderNames[style] {
      let (text, detail) = (ids.make(), ids.make())
      attributes += [("textLabel", text), ("detailTextLabel", detail), ("style", written)]
      content = builtInContentView(cell: id, style: style, text: (text, cell.text), detail: detail)
      if let outlet = cell.detailOutlet { wiring.outlets.append((outlet, detail)) }
      if !cell.content.isEmpty {
        note(
          "scene \(scene.identifier): a \(style) cell's own views beside its labels are left out")
      }
    } else {
      let row = cell.content.flatMap {
        element($0, owner: owner, ownerClass: scene.className, scene: scene, &wiring)
      }
      content = contentView(cell: id, row: row, owner: "scene \(scene.identifier), a static cell")
    }
    attributes.append(("id", id))
    var connections: [XMLOutputElement] = []
    if let identifier = cell.selectionSegue, let segue = segue(identifier, in: scene, trigger: nil)
    {
      connections.append(segue)
      wiring.triggered.insert(identifier)
    }
    return XMLOutputElement(
      "tableViewCell", attributes, Self.cellChildren(content, y: "18", connections: connections))
  }

  /// A dock cell: its views side by side in its content view, the controller's outlet to it
  /// added to `wiring`.
  mutating func dockCell(
    _ cell: DockCellModel, scene: SceneModel, owner: String, _ wiring: inout Wiring
  ) -> XMLOutputElement {
    let id = ids.make()
    let row = cell.content.flatMap {
      element($0, owner: owner, ownerClass: scene.className, scene: scene, &wiring)
    }
    let content = contentView(cell: id, row: row, owner: "scene \(scene.identifier), a dock cell")
    wiring.outlets.append((cell.outlet, id))
    return XMLOutputElement(
      "tableViewCell",
      [
        ("clipsSubviews", "YES"), ("contentMode", "scaleToFill"),
        ("preservesSuperviewLayoutMargins", "YES"), ("selectionStyle", "none"),
        ("indentationWidth", "10"), ("id", id),
      ], Self.cellChildren(content, y: "0.0"))
  }

  /// The content view of a cell of a built-in style, holding its text and detail labels where
  /// UIKit places them (a cell's own labels are laid out by UIKit, not by constraints): the
  /// detail at the right for `value1`, beside the text for `value2`, below it for `subtitle`.
  private mutating func builtInContentView(
    cell: String, style: String, text: (id: String, text: String?), detail: String
  ) -> (view: XMLOutputElement, height: Double) {
    let height = style == "subtitle" ? 56.0 : 44.0
    let frames: (text: [String], detail: [String]) =
      switch style {
      case "value2": (["20", "12", "91", "20.5"], ["119", "12", "254", "20.5"])
      case "subtitle": (["20", "10", "353", "20.5"], ["20", "31.5", "353", "14.5"])
      default: (["20", "12", "250", "20.5"], ["278", "12", "95", "20.5"])
      }
    func label(_ id: String, _ text: String?, frame: [String], alignment: String, size: String)
      -> XMLOutputElement
    {
      XMLOutputElement(
        "label",
        [
          ("opaque", "NO"), ("multipleTouchEnabled", "YES"), ("contentMode", "left"),
          ("insetsLayoutMarginsFromSafeArea", "NO"),
        ] + (text.map { [("text", $0)] } ?? []) + [
          ("textAlignment", alignment), ("lineBreakMode", "tailTruncation"),
          ("baselineAdjustment", "alignBaselines"), ("adjustsFontSizeToFit", "NO"), ("id", id),
        ],
        [
          XMLOutputElement(
            "rect",
            [("key", "frame")]
              + zip(["x", "y", "width", "height"], frame).map { ($0, $1) }),
          XMLOutputElement("autoresizingMask", [("key", "autoresizingMask")]),
          XMLOutputElement(
            "fontDescription",
            [("key", "fontDescription"), ("type", "system"), ("pointSize", size)]
          ),
          XMLOutputElement("nil", [("key", "textColor")]),
          XMLOutputElement("nil", [("key", "highlightedColor")]),
        ])
    }
    let labels = [
      label(text.id, text.text, frame: frames.text, alignment: "natural", size: "17"),
      label(
        detail, "Detail", frame: frames.detail,
        alignment: style == "value1" ? "right" : "natural",
        size: style == "subtitle" ? "12" : "17"),
    ]
    let id = ids.make()
    let subviews = XMLOutputElement("subviews", [], labels)
    return (Self.contentViewElement(cell: cell, id: id, height: height, [subviews]), height)
  }

  /// A cell's content view, with the cell's views in one row, and its height.
  mutating func contentView(cell: String, row: [XMLOutputElement], owner: String) -> (
    view: XMLOutputElement, height: Double
  ) {
    let id = ids.make()
    let layout = layOut([row], in: .cell(id: id), owner: owner)
    var children: [XMLOutputElement] = []
    if !layout.subviews.isEmpty {
      children.append(XMLOutputElement("subviews", [], layout.subviews))
    }
    if let constraints = layout.constraints { children.append(constraints) }
    return (
      Self.contentViewElement(cell: cell, id: id, height: layout.height, children), layout.height
    )
  }
}
