// The views of a screen, a cell or a nib's view read back into the elements they draw.

import XcodeFormats

extension StoryboardReader {
  /// A container's subviews in rows, top to bottom: views whose frames overlap from top to
  /// bottom are one row (the writer centres a row's views on its tallest and puts 8 points
  /// between rows). Views without a frame are a row each.
  func rows(of subviews: XMLElementNode?) -> [[XMLElementNode]] {
    rows(of: subviews?.children ?? [])
  }

  /// Views that only hold others, read past: their views are read in their place.
  static let containers: Set<String> = ["view", "stackView", "scrollView"]

  /// Views in rows, as ``rows(of:)-(XMLElementNode?)`` puts them; a container's views in
  /// rows of their own, in its place.
  func rows(of views: [XMLElementNode]) -> [[XMLElementNode]] {
    var rows: [(views: [XMLElementNode], top: Double, bottom: Double)] = []
    for view in views {
      if Self.containers.contains(view.name) {
        for inner in self.rows(of: view.child("subviews")) {
          rows.append((inner, .infinity, -.infinity))
        }
        continue
      }
      guard let frame = view.child("rect", key: "frame"), let y = Double(frame["y"] ?? ""),
        let height = Double(frame["height"] ?? "")
      else {
        rows.append(([view], .infinity, -.infinity))
        continue
      }
      if let last = rows.indices.last, y < rows[last].bottom, y + height > rows[last].top {
        rows[last].views.append(view)
        rows[last].top = min(rows[last].top, y)
        rows[last].bottom = max(rows[last].bottom, y + height)
      } else {
        rows.append(([view], y, y + height))
      }
    }
    return rows.map(\.views)
  }

  /// The elements the rows of views draw: one a view, but for a label with a text and nothing
  /// else just before a switch in its row, or just after one with no switch after it, which
  /// is the switch's title. Views of a kind the model has no place for are read past with a
  /// note naming `place`.
  mutating func elements(_ rows: [[XMLElementNode]], in place: String, wiring: inout Wiring)
    throws(ReadError) -> [ElementModel]
  {
    var result: [ElementModel] = []
    for row in rows {
      var index = row.startIndex
      while index < row.endIndex {
        let view = row[index]
        index += 1
        guard var element = try element(view, in: place, &wiring) else { continue }
        if element.kind == .label, let title = element.text, index < row.endIndex,
          row[index].name == "switch", try Self.isBare(view, wiring),
          var titled = try self.element(row[index], in: place, &wiring)
        {
          titled.text = title
          element = titled
          index += 1
        } else if element.kind == .switch, index < row.endIndex, row[index].name == "label",
          index + 1 == row.endIndex || row[index + 1].name != "switch",
          try Self.isBare(row[index], wiring),
          let title = InterfaceBuilderXML.text(of: row[index])
        {
          // Interface Builder lists views in the order they were added: the label naming a
          // switch may come after it, unless another switch follows, which the label names.
          element.text = title
          index += 1
        }
        result.append(element)
      }
    }
    return result
  }

  /// A table view among a screen's views: its style, its prototypes (their segues added to
  /// `wiring`), and whether the scene's controller is its data source and delegate. Static
  /// cells, which UIKit allows in a table view controller's table only, are a note.
  private mutating func table(_ view: XMLElementNode, in place: String, _ wiring: inout Wiring)
    throws(ReadError) -> TableModel
  {
    var table = TableModel(style: view["style"] ?? "plain")
    if view["dataMode"] == "static" {
      note("\(place): a table view of static cells (line \(view.line)) is not in the model")
    }
    table.prototypes = try prototypes(of: view, in: place, &wiring)
    for outlet in view.connections where outlet.name == "outlet" {
      guard let owner = wiring.owner, outlet["destination"] == owner else { continue }
      if outlet["property"] == "dataSource" { table.connectsDataSource = true }
      if outlet["property"] == "delegate" { table.connectsDelegate = true }
    }
    return table
  }

  /// Whether a view has nothing but its kind and text: no tag, no accessibility settings, no
  /// connections and no outlet pointing at it.
  static func isBare(_ view: XMLElementNode, _ wiring: Wiring) throws(ReadError) -> Bool {
    let unconnected = try isUnconnected(view, wiring)
    return view["tag"] == nil && unconnected
  }

  /// Whether a view has no accessibility settings, no connections and no outlet pointing at it.
  static func isUnconnected(_ view: XMLElementNode, _ wiring: Wiring) throws(ReadError) -> Bool {
    let id = try id(of: view)
    return view.child("accessibility") == nil && view.connections.isEmpty
      && wiring.outlets[id] == nil
  }

  /// A view's tag; 0 when it has none.
  static func tag(of view: XMLElementNode) throws(ReadError) -> Int {
    guard let text = view["tag"] else { return 0 }
    guard let tag = Int(text) else {
      throw ReadError(line: view.line, reason: "a <\(view.name)>'s tag \"\(text)\" is not a number")
    }
    return tag
  }

  /// The element one view draws, with its outlet (from `wiring`), its actions and its segue
  /// (added to `wiring`); nil, with a note, for a view of a kind the model has no place for.
  private mutating func element(_ view: XMLElementNode, in place: String, _ wiring: inout Wiring)
    throws(ReadError) -> ElementModel?
  {
    guard let kind = ElementModel.Kind(rawValue: view.name) else {
      note("\(place): a <\(view.name)> (line \(view.line)) is no kind of view the model holds")
      return nil
    }
    var element = ElementModel(
      kind: kind, accessibility: InterfaceBuilderXML.accessibility(of: view))
    element.outlet = wiring.outlets[try Self.id(of: view)]
    switch kind {
    case .label:
      element.text = InterfaceBuilderXML.text(of: view)
      element.tag = try Self.tag(of: view)
    case .imageView:
      element.text = view["image"]
      element.tag = try Self.tag(of: view)
    case .textField:
      element.placeholder = view["placeholder"]
      // Interface Builder leaves out the mode its inspector calls "Never appears".
      element.clearButton = view["clearButtonMode"] ?? "never"
      let traits = view.child("textInputTraits", key: "textInputTraits")
      element.returnKey = traits?["returnKeyType"] ?? "default"
      element.enablesReturnKeyAutomatically = traits?["enablesReturnKeyAutomatically"] == "YES"
    case .textView:
      element.text = InterfaceBuilderXML.text(of: view)
      element.isEditable = view["editable"] != "NO"
    case .button:
      // A button with no title has an empty one, as the declaration's `.button("")`.
      element.text = InterfaceBuilderXML.title(ofButton: view) ?? ""
    case .switch:
      element.isOn = view["on"] == "YES"
    case .searchBar:
      element.placeholder = view["placeholder"]
    case .slider:
      element.sliderValue = view["value"] ?? "0"
      element.sliderMinimum = view["minValue"] ?? "0"
      element.sliderMaximum = view["maxValue"] ?? "1"
    case .datePicker:
      element.mode = view["datePickerMode"] ?? "dateAndTime"
    case .tableView:
      element.table = try table(view, in: place, &wiring)
    case .mapView:
      element.connectsDelegate = view.connections.contains {
        $0.name == "outlet" && $0["property"] == "delegate" && wiring.owner != nil
          && $0["destination"] == wiring.owner
      }
    }
    try readActionsAndSegue(of: view, into: &element, in: place, &wiring)
    return element
  }

  /// A control's actions, by the event that sends each, and the segue it triggers (added to
  /// `wiring`).
  private mutating func readActionsAndSegue(
    of view: XMLElementNode, into element: inout ElementModel, in place: String,
    _ wiring: inout Wiring
  ) throws(ReadError) {
    for connection in view.connections {
      switch connection.name {
      case "action":
        guard let selector = connection["selector"], let event = connection["eventType"] else {
          throw ReadError(
            line: connection.line, reason: "a control's <action> without a selector or event")
        }
        guard isSentToOwner(connection, in: place, wiring) else { continue }
        element.actions[event] = ActionModel(selector: selector)
      case "segue":
        element.segue = try segue(connection, in: place, &wiring)
      default:
        continue
      }
    }
  }

  /// Whether an action is sent to the owner of the views (a scene's controller, a cell, a
  /// nib's view), the one target the model gives an action; one sent elsewhere (File's Owner,
  /// the First Responder) is a note naming `place`.
  mutating func isSentToOwner(_ action: XMLElementNode, in place: String, _ wiring: Wiring)
    -> Bool
  {
    guard let owner = wiring.owner, action["destination"] != owner else { return true }
    note(
      "\(place): action \(action["selector"] ?? "") (line \(action.line)) is sent to an object "
        + "other than the views' owner: not in the model")
    return false
  }
}
