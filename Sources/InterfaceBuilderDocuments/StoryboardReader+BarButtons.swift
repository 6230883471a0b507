// A scene's bar buttons read back: system items, titled items, and buttons as an item's
// custom view.

import XcodeFormats

extension StoryboardReader {
  mutating func barButtons(_ item: XMLElementNode, side: String, _ wiring: inout Wiring)
    throws(ReadError) -> [BarButtonModel]
  {
    var buttons = item.children("barButtonItem").filter { $0["key"] == "\(side)BarButtonItem" }
    buttons += item.child("\(side)BarButtonItems")?.children("barButtonItem") ?? []
    var result: [BarButtonModel] = []
    for button in buttons {
      if let read = try barButton(button, &wiring) { result.append(read) }
    }
    return result
  }

  /// A bar button item: a system item, a title (an image's name, with a note, for an item
  /// showing an image), or a button as its custom view; nil, with a note, for an item with
  /// none of these, or showing another view.
  mutating func barButton(_ button: XMLElementNode, _ wiring: inout Wiring) throws(ReadError)
    -> BarButtonModel?
  {
    noteAccessibilityExtras(of: button)
    var model = BarButtonModel(
      accessibility: InterfaceBuilderXML.accessibility(of: button),
      systemItem: button["systemItem"],
      title: button["title"],
      isDoneStyle: button["systemItem"] == nil && button["style"] == "done",
      isEnabled: button["enabled"] != "NO", outlet: wiring.use(try Self.id(of: button)))
    // A button as the item's custom view: its title, outlet, segue and action are the item's.
    if let custom = button.children.first(where: { $0["key"] == "customView" }) {
      return try customButton(custom, of: model, &wiring)
    }
    if model.systemItem == nil, model.title == nil {
      guard let image = button["image"] else {
        note(button.line, "a bar button with no title or system item: left out")
        return nil
      }
      note(button.line, "a bar button with an image: shown by the image's name, \(image)")
      model.title = image
    }
    for connection in button.connections {
      switch connection.name {
      case "action":
        if let action = action(connection, on: nil, wiring) { model.action = action }
      case "segue":
        model.segue = try segue(connection, &wiring)
      default: continue
      }
    }
    if let segue = model.segue, let selector = model.action?.selector {
      note(
        button.line,
        "a bar button with both an action (\(selector)) and a segue (\(segue)): UIKit performs "
          + "the segue only, since an item has one target and action and the segue takes "
          + "them; \(selector) is never called, here as on iOS")
    }
    return model
  }

  /// An item whose custom view is a button: the button's title (its accessibility label, else
  /// its image's name with a note, when it has none), outlet, segue and action.
  private mutating func customButton(
    _ custom: XMLElementNode, of item: BarButtonModel, _ wiring: inout Wiring
  ) throws(ReadError) -> BarButtonModel? {
    guard custom.name == "button" else {
      note(
        custom.line,
        "a bar button showing a \(custom.name): HeadlessUIKit's bars show a button as a custom "
          + "view, nothing else; left out")
      return nil
    }
    var model = item
    model.isCustomButton = true
    model.title = InterfaceBuilderXML.title(ofButton: custom)
    if model.title == nil, let label = custom.child("accessibility")?["label"] {
      model.title = label
    }
    let normal = custom.child("state", key: "normal")
    if model.title == nil,
      let image = normal?["image"] ?? custom.child("buttonConfiguration")?["image"]
    {
      note(custom.line, "a bar button's image-only button: shown by the image's name, \(image)")
      model.title = image
    }
    model.buttonOutlet = wiring.use(try Self.id(of: custom))
    for connection in custom.connections {
      switch connection.name {
      case "action"
      where ["touchUpInside", "primaryActionTriggered"].contains(connection["eventType"]):
        // The model holds a bar button's button's action as sent on Touch Up Inside.
        if let action = action(connection, on: "touchUpInside", wiring) { model.action = action }
      case "segue": model.segue = try segue(connection, &wiring)
      default: continue
      }
    }
    return model
  }
}
