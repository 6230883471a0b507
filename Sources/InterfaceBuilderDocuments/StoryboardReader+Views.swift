// The views of a screen, a cell or a nib's view read back into the elements they draw.

import XcodeFormats

extension StoryboardReader {
  /// A container's subviews in rows, top to bottom: views whose frames overlap from top to
  /// bottom are one row (the writer centres a row's views on its tallest and puts 8 points
  /// between rows). Views without a frame, one after another, are one row.
  mutating func rows(of subviews: XMLElementNode?) -> [[XMLElementNode]] {
    rows(of: subviews?.children ?? [])
  }

  /// Views that only hold others, read past: their views are read in their place.
  static let containers: Set<String> = ["view", "stackView", "scrollView"]

  /// Views in rows, as ``rows(of:)-(XMLElementNode?)`` puts them; a container's views in
  /// rows of their own, in its place (a container of a class of the app's is a note).
  mutating func rows(of views: [XMLElementNode]) -> [[XMLElementNode]] {
    // A row's extent from top to bottom; nil for views with no frame, or a container's row.
    var rows: [(views: [XMLElementNode], extent: ClosedRange<Double>?, isFrameless: Bool)] = []
    for view in views {
      if Self.containers.contains(view.name) {
        if let customClass = view["customClass"] {
          note(
            view.line,
            "a view of class \(customClass): its subviews are declared, the view itself is not")
        }
        for inner in self.rows(of: view.child("subviews")) { rows.append((inner, nil, false)) }
        continue
      }
      guard let frame = view.child("rect", key: "frame"), let y = Double(frame["y"] ?? ""),
        let height = Double(frame["height"] ?? ""), y.isFinite, height.isFinite, height >= 0
      else {
        // Views listed one after another with no frames are one row, in their order.
        if let last = rows.indices.last, rows[last].isFrameless {
          rows[last].views.append(view)
        } else {
          rows.append(([view], nil, true))
        }
        continue
      }
      if let last = rows.indices.last, let extent = rows[last].extent,
        y < extent.upperBound, y + height > extent.lowerBound
      {
        rows[last].views.append(view)
        rows[last].extent = min(extent.lowerBound, y)...max(extent.upperBound, y + height)
      } else {
        rows.append(([view], y...(y + height), false))
      }
    }
    return rows.map(\.views)
  }

  /// The elements the rows of views draw: one a view, but for a label with a text and nothing
  /// else just before a switch in its row, or just after one with no switch after it, which
  /// is the switch's title. Views of a kind the model has no place for are read past with a
  /// note.
  mutating func elements(_ rows: [[XMLElementNode]], wiring: inout Wiring)
    throws(ReadError) -> [ElementModel]
  {
    var result: [ElementModel] = []
    for row in rows {
      var index = row.startIndex
      while index < row.endIndex {
        let view = row[index]
        index += 1
        guard var element = try element(view, &wiring) else { continue }
        if element.kind == .label, let title = element.text, index < row.endIndex,
          row[index].name == "switch", try Self.isBare(view, wiring),
          var titled = try self.element(row[index], &wiring)
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
  private mutating func table(_ view: XMLElementNode, _ wiring: inout Wiring)
    throws(ReadError) -> TableModel
  {
    var table = TableModel(style: view["style"] ?? "plain")
    if view["dataMode"] == "static" {
      note(
        view.line,
        "static cells in a table view of a plain view controller: UIKit allows them in a "
          + "table view controller only; not declared")
    }
    table.prototypes = try prototypes(of: view, &wiring)
    for outlet in view.connections where outlet.name == "outlet" {
      guard let owner = wiring.owner, outlet["destination"] == owner else { continue }
      if outlet["property"] == "dataSource" { table.connectsDataSource = true }
      if outlet["property"] == "delegate" { table.connectsDelegate = true }
    }
    mark(.connection(owner: wiring.site, name: "tableView"), view)
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

  /// Notes what of a view the declaration leaves out: a class of the app's, user defined
  /// runtime attributes, an accessibility hint or traits.
  private mutating func noteSettings(of view: XMLElementNode, kind: ElementModel.Kind) {
    if let customClass = view["customClass"], kind != .mapView {
      note(
        view.line, "the \(view.name)'s class \(customClass): declared as a \(kind.uiKitClass)")
    }
    if view.child("userDefinedRuntimeAttributes") != nil {
      note(
        view.line,
        "user defined runtime attributes: Linux has no key-value coding; set them in code")
    }
    noteAccessibilityExtras(of: view)
  }

  /// Notes a view's or a bar button's accessibility hint or traits, which the declaration
  /// does not give.
  mutating func noteAccessibilityExtras(of view: XMLElementNode) {
    guard let settings = InterfaceBuilderXML.accessibilitySettings(of: view),
      settings["hint"] != nil || settings.child("accessibilityTraits") != nil
    else { return }
    note(
      settings.line,
      "the \(view.name)'s accessibility hint or traits: not declared; set them in viewDidLoad")
  }

  /// The element one view draws, with its outlet (from `wiring`), its actions and its segue
  /// (added to `wiring`); nil, with a note, for a view of a kind the model has no place for.
  private mutating func element(_ view: XMLElementNode, _ wiring: inout Wiring)
    throws(ReadError) -> ElementModel?
  {
    guard let kind = ElementModel.Kind(rawValue: view.name) else {
      note(
        view.line,
        "a \(view.name): HeadlessUIKit's storyboard declaration has no such view; not declared")
      return nil
    }
    noteSettings(of: view, kind: kind)
    var element = ElementModel(
      kind: kind, accessibility: InterfaceBuilderXML.accessibility(of: view))
    element.outlet = wiring.use(try Self.id(of: view))
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
      if !["default", "done", "go", "next", "search"].contains(element.returnKey) {
        note(view.line, "return key \(element.returnKey): shown as the default key")
      }
      if let text = view["text"], !text.isEmpty {
        note(view.line, "the text field's text \"\(text)\": not declared; set it in viewDidLoad")
      }
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
      noteDelegate(of: view, &wiring)
    case .slider:
      readSlider(view, into: &element)
    case .datePicker:
      element.mode = view["datePickerMode"] ?? "dateAndTime"
      if element.mode == "countDownTimer" {
        note(view.line, "a count-down timer picker: declared as a date picker")
      }
    case .tableView:
      element.table = try table(view, &wiring)
    case .mapView:
      for outlet in view.connections
      where outlet.name == "outlet" && outlet["property"] == "delegate" && wiring.owner != nil
        && outlet["destination"] == wiring.owner
      {
        element.connectsDelegate = true
        mark(.connection(owner: wiring.site, name: "mapView.delegate"), outlet)
      }
    }
    try readActionsAndSegue(of: view, into: &element, &wiring)
    return element
  }

  /// A slider's value and range, Interface Builder's where the document gives none (0.5 in a
  /// range from 0 to 1); a setting that is no number is a note, and the default.
  private mutating func readSlider(_ view: XMLElementNode, into element: inout ElementModel) {
    for (attribute, fallback, path) in [
      ("value", "0.5", \ElementModel.sliderValue), ("minValue", "0", \.sliderMinimum),
      ("maxValue", "1", \.sliderMaximum),
    ] {
      let written = view[attribute] ?? fallback
      if let number = Float(written), number.isFinite {
        element[keyPath: path] = written
      } else {
        note(view.line, "the slider's \(attribute) \"\(written)\": not a number; left out")
        element[keyPath: path] = fallback
      }
    }
    if view["continuous"] == "NO" {
      note(
        view.line,
        "a slider that is not continuous: here every slide sends one action, as it would")
    }
  }

  /// Keeps the line of a search bar's delegate outlet to the owner, which the kit connects
  /// when the owner adopts `UISearchBarDelegate`; one to another object is a note.
  private mutating func noteDelegate(of view: XMLElementNode, _ wiring: inout Wiring) {
    guard
      let delegate = view.connections.first(where: {
        $0.name == "outlet" && $0["property"] == "delegate"
      })
    else { return }
    if wiring.owner != nil, delegate["destination"] == wiring.owner {
      mark(.connection(owner: wiring.site, name: "searchBar.delegate"), delegate)
    } else {
      note(
        delegate.line,
        "the search bar's delegate is another object than the scene's controller: not "
          + "connected; set searchBar.delegate in viewDidLoad")
    }
  }

  /// A control's actions, by the event that sends each, and the segue it triggers (added to
  /// `wiring`). An action on an event the document does not name is a note.
  private mutating func readActionsAndSegue(
    of view: XMLElementNode, into element: inout ElementModel, _ wiring: inout Wiring
  ) throws(ReadError) {
    for connection in view.connections {
      switch connection.name {
      case "action":
        let event = connection["eventType"]
        guard let action = action(connection, on: event, wiring) else { continue }
        guard let event else {
          note(connection.line, "action \(action.selector) on no event: not connected")
          continue
        }
        if element.actions[event] != nil {
          note(
            connection.line,
            "a second action for the same event (\(action.selector)): not connected")
          continue
        }
        element.actions[event] = action
      case "segue":
        element.segue = try segue(connection, &wiring)
      default:
        continue
      }
    }
  }

  /// The action a connection sends, its line kept under the owner's name in a site; nil, with
  /// a note, when it names no selector or is sent to another object than the owner.
  mutating func action(_ connection: XMLElementNode, on event: String?, _ wiring: Wiring)
    -> ActionModel?
  {
    guard let selector = connection["selector"] else {
      note(connection.line, "an action with no selector: not connected")
      return nil
    }
    guard isSentToOwner(connection, wiring) else { return nil }
    mark(
      .connection(owner: wiring.site, name: StoryboardSite.action(selector, on: event)),
      connection)
    return ActionModel(selector: selector)
  }

  /// Whether an action is sent to the owner of the views (a scene's controller, a cell, a
  /// nib's view), the one target the model gives an action; one sent elsewhere (File's Owner,
  /// the First Responder) is a note.
  mutating func isSentToOwner(_ action: XMLElementNode, _ wiring: Wiring) -> Bool {
    guard let owner = wiring.owner, action["destination"] != owner else { return true }
    let selector = action["selector"] ?? ""
    let target = action["destination"].flatMap { nodes[$0] }
    if target?["placeholderIdentifier"] == "IBFirstResponder" {
      note(
        action.line,
        "action \(selector) sent to the First Responder: HeadlessUIKit sends actions to their "
          + "target only; not connected")
    } else {
      let isCell = wiring.owner.flatMap { nodes[$0] }?.name == "tableViewCell"
      let owner = isCell ? "cell" : "scene's controller"
      note(
        action.line,
        "action \(selector) targets an object other than this \(owner); not connected")
    }
    return false
  }
}
