// A nib declaration written back as the `.xib` file Interface Builder draws it in.

import XcodeFormats

extension StoryboardWriter {
  /// The `.xib` document of a nib: the File's Owner and First Responder placeholders, then
  /// each top-level cell or view with its subviews, outlets and actions, as Interface Builder
  /// writes a file made from its "Table View Cell" or "View" template.
  package mutating func writeNib(_ nib: NibModel) -> String {
    var objects = [
      XMLOutputElement(
        "placeholder",
        [("placeholderIdentifier", "IBFilesOwner"), ("id", "-1"), ("userLabel", "File's Owner")]),
      XMLOutputElement(
        "placeholder",
        [
          ("placeholderIdentifier", "IBFirstResponder"), ("id", "-2"),
          ("customClass", "UIResponder"),
        ]
      ),
    ]
    let scene = SceneModel(kind: .viewController, identifier: nib.name)
    for (index, object) in nib.objects.enumerated() {
      let canvas = XMLOutputElement(
        "point", [("key", "canvasLocation"), ("x", "137"), ("y", "\(20 + 120 * index)")])
      switch object {
      case .cell(let cell):
        objects.append(nibCell(cell, scene: scene, canvas: canvas))
      case .view(let className, let content):
        objects.append(nibView(className, content, scene: scene, canvas: canvas))
      }
    }
    let resources = images.sorted().map {
      XMLOutputElement("image", [("name", $0), ("width", "32"), ("height", "32")])
    }
    var content = [XMLOutputElement("objects", [], objects)]
    if !resources.isEmpty { content.append(XMLOutputElement("resources", [], resources)) }
    return Self.document(
      type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB",
      capabilities: [
        ("Safe area layout guides", "9.0"), ("documents saved in the Xcode 8 format", "8.0"),
      ], content)
  }

  /// The frame and resizing of a top-level object: at the canvas's origin, its margins
  /// flexible, as Interface Builder places a new nib's object.
  private static func topLevelFrame(height: Double) -> [XMLOutputElement] {
    [
      XMLOutputElement(
        "rect",
        [
          ("key", "frame"), ("x", "0.0"), ("y", "0.0"), ("width", "393"),
          ("height", number(height)),
        ]),
      XMLOutputElement(
        "autoresizingMask",
        [("key", "autoresizingMask"), ("flexibleMaxX", "YES"), ("flexibleMaxY", "YES")]),
    ]
  }

  private mutating func nibCell(_ cell: PrototypeModel, scene: SceneModel, canvas: XMLOutputElement)
    -> XMLOutputElement
  {
    let id = ids.make()
    var attributes = [("contentMode", "scaleToFill"), ("selectionStyle", "default")]
    if let accessory = cell.accessory { attributes.append(("accessoryType", accessory)) }
    attributes.append(("indentationWidth", "10"))
    if let style = cell.style.flatMap({ CellStyle.interfaceBuilderNames[$0] }) {
      attributes.append(("style", style))
    }
    if !cell.identifier.isEmpty { attributes.append(("reuseIdentifier", cell.identifier)) }
    attributes.append(("id", id))
    attributes += customClass(cell.className, unless: "UITableViewCell")
    var wiring = Wiring()
    var row: [XMLOutputElement] = []
    for element in cell.content {
      row += self.element(element, owner: id, ownerClass: cell.className, scene: scene, &wiring)
    }
    // As tall as its row, as a cell's Row Height would be set in the nib.
    let content = contentView(
      cell: id, row: row,
      owner: "\(scene.identifier).xib, cell \(cell.identifier.isEmpty ? "?" : cell.identifier)")
    var children = Self.topLevelFrame(height: content.height)
    children.append(content.view)
    children.append(XMLOutputElement("viewLayoutGuide", [("key", "safeArea"), ("id", ids.make())]))
    children += outletConnections(wiring)
    children.append(canvas)
    return XMLOutputElement("tableViewCell", attributes, children)
  }

  private mutating func nibView(
    _ className: String, _ content: [ElementModel], scene: SceneModel, canvas: XMLOutputElement
  ) -> XMLOutputElement {
    let id = ids.make()
    var attributes = [("contentMode", "scaleToFill"), ("id", id)]
    attributes += customClass(className, unless: "UIView")
    var wiring = Wiring()
    var rows: [[XMLOutputElement]] = []
    for element in content {
      rows.append(
        self.element(element, owner: id, ownerClass: className, scene: scene, &wiring))
    }
    let layout = layOut(
      rows, in: .nibView(id: id), owner: "\(scene.identifier).xib, view \(className)")
    var children = Self.topLevelFrame(height: layout.height)
    if !layout.subviews.isEmpty {
      children.append(XMLOutputElement("subviews", [], layout.subviews))
    }
    children.append(XMLOutputElement("viewLayoutGuide", [("key", "safeArea"), ("id", ids.make())]))
    if let constraints = layout.constraints { children.append(constraints) }
    children += outletConnections(wiring)
    children.append(canvas)
    return XMLOutputElement("view", attributes, children)
  }

  /// The `<connections>` of an object's outlets, if it has any.
  private mutating func outletConnections(_ wiring: Wiring) -> [XMLOutputElement] {
    let outlets = wiring.outlets.map { outlet in
      XMLOutputElement(
        "outlet",
        [("property", outlet.property), ("destination", outlet.destination), ("id", ids.make())])
    }
    return outlets.isEmpty ? [] : [XMLOutputElement("connections", [], outlets)]
  }
}
