// A scene's bar buttons read back: system items, titled items, and buttons as an item's
// custom view.

import XcodeFormats

extension StoryboardReader {
  mutating func barButtons(
    _ item: XMLElementNode, side: String, in place: String, _ wiring: inout Wiring
  ) throws(ReadError) -> [BarButtonModel] {
    if let one = item.child("barButtonItem", key: "\(side)BarButtonItem") {
      return [try barButton(one, in: place, &wiring)]
    }
    var result: [BarButtonModel] = []
    for button in item.child("\(side)BarButtonItems")?.children("barButtonItem") ?? [] {
      result.append(try barButton(button, in: place, &wiring))
    }
    return result
  }

  mutating func barButton(
    _ button: XMLElementNode, in place: String, _ wiring: inout Wiring
  ) throws(ReadError) -> BarButtonModel {
    var model = BarButtonModel(
      accessibility: InterfaceBuilderXML.accessibility(of: button),
      systemItem: button["systemItem"],
      title: button["title"],
      isDoneStyle: button["systemItem"] == nil && button["style"] == "done",
      isEnabled: button["enabled"] != "NO", outlet: wiring.outlets[try Self.id(of: button)])
    // A button as the item's custom view: its title, outlet, segue and action are the item's.
    if let custom = button.children.first(where: { $0["key"] == "customView" }) {
      guard custom.name == "button" else {
        note(
          "\(place): a bar button showing a <\(custom.name)> (line \(custom.line)) is not in the model"
        )
        return model
      }
      model.isCustomButton = true
      model.title = InterfaceBuilderXML.title(ofButton: custom)
      model.buttonOutlet = wiring.outlets[try Self.id(of: custom)]
      for connection in custom.connections {
        switch connection.name {
        case "action" where connection["eventType"] == "touchUpInside":
          guard isSentToOwner(connection, in: place, wiring) else { continue }
          model.action = connection["selector"].map(ActionModel.init(selector:))
        case "segue": model.segue = try segue(connection, in: place, &wiring)
        default: continue
        }
      }
      return model
    }
    for connection in button.connections {
      switch connection.name {
      case "action":
        guard isSentToOwner(connection, in: place, wiring) else { continue }
        model.action = connection["selector"].map(ActionModel.init(selector:))
      case "segue":
        model.segue = try segue(connection, in: place, &wiring)
      default: continue
      }
    }
    return model
  }
}
