// A scene's bar buttons: system items, titled items, and buttons as an item's custom view.

import XcodeFormats

extension StoryboardWriter {
  mutating func barButton(
    _ button: BarButtonModel, key: String?, scene: SceneModel, owner: String,
    _ wiring: inout Wiring
  ) -> XMLOutputElement {
    let id = ids.make()
    var attributes: [(String, String)] = key.map { [("key", $0)] } ?? []
    if !button.isEnabled { attributes.append(("enabled", "NO")) }
    if let title = button.title, !button.isCustomButton { attributes.append(("title", title)) }
    // Before the system item, as Interface Builder writes a Done item's style.
    if button.isDoneStyle { attributes.append(("style", "done")) }
    if let system = button.systemItem { attributes.append(("systemItem", system)) }
    attributes.append(("id", id))
    var children = accessibility(button.accessibility)
    if button.isCustomButton {
      children.append(customButton(button, scene: scene, owner: owner, &wiring))
      if let outlet = button.outlet { wiring.outlets.append((outlet, id)) }
      return XMLOutputElement("barButtonItem", attributes, children)
    }
    var connections: [XMLOutputElement] = []
    if let action = button.action {
      connections.append(
        XMLOutputElement(
          "action", [("selector", action.selector), ("destination", owner), ("id", ids.make())]))
    }
    if let identifier = button.segue, let segue = segue(identifier, in: scene, trigger: nil) {
      connections.append(segue)
      wiring.triggered.insert(identifier)
    }
    if let outlet = button.outlet { wiring.outlets.append((outlet, id)) }
    if !connections.isEmpty { children.append(XMLOutputElement("connections", [], connections)) }
    return XMLOutputElement("barButtonItem", attributes, children)
  }

  /// A bar button item's custom view: a button, as one dragged onto a bar is drawn, with its
  /// title, outlet, segue and action.
  private mutating func customButton(
    _ button: BarButtonModel, scene: SceneModel, owner: String, _ wiring: inout Wiring
  ) -> XMLOutputElement {
    let id = ids.make()
    var connections: [XMLOutputElement] = []
    if let action = button.action {
      connections.append(
        XMLOutputElement(
          "action",
          [
            ("selector", action.selector), ("destination", owner),
            ("eventType", "touchUpInside"), ("id", ids.make()),
          ]))
    }
    if let identifier = button.segue, let segue = segue(identifier, in: scene, trigger: nil) {
      connections.append(segue)
      wiring.triggered.insert(identifier)
    }
    if let outlet = button.buttonOutlet { wiring.outlets.append((outlet, id)) }
    var children = [
      XMLOutputElement(
        "rect",
        [("key", "frame"), ("x", "0.0"), ("y", "7"), ("width", "50"), ("height", "30")]),
      XMLOutputElement(
        "autoresizingMask",
        [("key", "autoresizingMask"), ("flexibleMaxX", "YES"), ("flexibleMaxY", "YES")]),
      XMLOutputElement("state", [("key", "normal")] + (button.title.map { [("title", $0)] } ?? [])),
    ]
    if !connections.isEmpty { children.append(XMLOutputElement("connections", [], connections)) }
    return XMLOutputElement(
      "button",
      [
        ("key", "customView"), ("opaque", "NO"), ("contentMode", "scaleToFill"),
        ("contentHorizontalAlignment", "center"), ("contentVerticalAlignment", "center"),
        ("buttonType", "system"), ("lineBreakMode", "middleTruncation"), ("id", id),
      ], children)
  }
}
