// Where Interface Builder would draw each view, and the constraints that keep it there.

import XcodeFormats

extension StoryboardWriter {
  /// A view that holds subviews laid out with constraints, and how it arranges them.
  enum LayoutContainer {
    /// A cell's content view: its views side by side in one row between the cell's margins,
    /// centred on the tallest, which is pinned to the top and bottom so that the cell is as
    /// tall as its row (44 points for a label, a text field or a switch).
    case cell(id: String)
    /// A screen's root view: one row per element, top to bottom from the safe area's top,
    /// between the safe area's sides; `safeAreaTop` is the safe area's top on the canvas
    /// (below the status bar, and below the navigation bar when the screen has one).
    case screen(id: String, safeArea: String, safeAreaTop: Double)
    /// A view drawn on its own in a nib: one row per element, top to bottom, as tall as its
    /// rows.
    case nibView(id: String)
  }

  /// The views of a container, placed, and the constraints that place them: `rows` are the
  /// views written for the container's elements, one array a row (a titled switch is a
  /// label and a switch side by side). Returns the views with their frames, the container's
  /// `<constraints>` (none when it has no views) and the container's height. Views that do
  /// not fit (a row wider than the cell, a screen taller than the phone) are noted, naming
  /// the container as `owner` says.
  mutating func layOut(
    _ rows: [[XMLOutputElement]], in container: LayoutContainer, owner: String
  ) -> (subviews: [XMLOutputElement], constraints: XMLOutputElement?, height: Double) {
    let rows = rows.filter { !$0.isEmpty }
    var constraints: [Constraint] = []
    switch container {
    case .cell(let id):
      let row = rows.flatMap { $0 }
      guard !row.isEmpty else { return ([], nil, 44) }
      let anchor = Self.tallest(row)
      let anchorHeight = Self.naturalHeight(of: row[anchor])
      let pad = max(4, (44 - anchorHeight) / 2)
      let edges = RowEdges(
        left: (id, "leadingMargin", 0), right: (id, "trailingMargin", 0), x: 20, width: 353)
      let placed = layOutRow(
        row, edges: edges, top: pad, owner: owner, constraints: &constraints)
      let anchorID = Self.id(of: row[anchor])
      constraints.append(Constraint(anchorID, "top", id, "top", pad))
      constraints.append(Constraint(id, "bottom", anchorID, "bottom", pad))
      return (placed, self.constraints(constraints, in: id), anchorHeight + 2 * pad)
    case .screen(let id, let safeArea, let safeAreaTop):
      // The safe area ends 34 points above the phone's bottom edge, over the home indicator.
      let column = layOutColumn(
        rows, guide: safeArea, top: safeAreaTop, inset: 20, owner: owner, guideBottom: 852 - 34,
        constraints: &constraints)
      if column.bottom > 852 - 34 {
        note(
          "\(owner): its views reach \(Self.number(column.bottom)) points down, past the "
            + "safe area's bottom at 818: in Xcode the last ones are off the screen; put them "
            + "in a table or a scroll view")
      }
      return (column.views, self.constraints(constraints, in: id), 852)
    case .nibView(let id):
      guard !rows.isEmpty else { return ([], nil, 44) }
      let column = layOutColumn(
        rows, guide: id, top: 0, inset: 11, owner: owner, constraints: &constraints)
      // The last row's bottom, 11 points above the view's.
      constraints.append(Constraint(id, "bottom", column.last, "bottom", 11))
      return (column.views, self.constraints(constraints, in: id), column.bottom + 11)
    }
  }

  /// Places rows one under another, 8 points apart, the first `inset` points below the
  /// guide's top (on the canvas, `top`), each between the guide's sides 20 points in (a
  /// search bar, a table view or a map view alone spans them). A table or map view last fills
  /// the column to the guide's bottom, when `guideBottom` gives it (a screen's safe area); any
  /// other is 200 points tall. Returns the views, the tallest view of the last row and where that row ends.
  private mutating func layOutColumn(
    _ rows: [[XMLOutputElement]], guide: String, top: Double, inset: Double, owner: String,
    guideBottom: Double? = nil, constraints: inout [Constraint]
  ) -> (views: [XMLOutputElement], last: String, bottom: Double) {
    var views: [XMLOutputElement] = []
    var above: (item: String, attribute: String, constant: Double) = (guide, "top", inset)
    var y = top + inset
    for (index, row) in rows.enumerated() {
      // A table or map view spans the screen's width and, last, fills it to the safe area's
      // bottom; above other views, it is 200 points tall.
      if row.count == 1, ["tableView", "mapView"].contains(row[0].name) {
        let id = Self.id(of: row[0])
        let fills = index == rows.count - 1 && guideBottom != nil
        let height = fills ? max(44, (guideBottom ?? 0) - y) : 200
        views.append(
          placed(
            row[0], x: 0, y: y, width: 393, height: height,
            own: fills ? [] : [Constraint(id, "height", nil, nil, height)]))
        constraints.append(Constraint(id, "leading", guide, "leading"))
        constraints.append(Constraint(guide, "trailing", id, "trailing"))
        constraints.append(
          Constraint(
            id, "top", above.item, above.attribute, above.constant,
            symbolic: above.attribute == "bottom"))
        if fills { constraints.append(Constraint(guide, "bottom", id, "bottom")) }
        above = (id, "bottom", 8)
        y += height + 8
        continue
      }
      let side = row.count == 1 && row[0].name == "searchBar" ? 0.0 : 20
      let edges = RowEdges(
        left: (guide, "leading", side), right: (guide, "trailing", side), x: side,
        width: 393 - 2 * side)
      views += layOutRow(row, edges: edges, top: y, owner: owner, constraints: &constraints)
      let tallest = row[Self.tallest(row)]
      constraints.append(
        Constraint(
          Self.id(of: tallest), "top", above.item, above.attribute, above.constant,
          symbolic: above.attribute == "bottom"))
      above = (Self.id(of: tallest), "bottom", 8)
      y += Self.naturalHeight(of: tallest) + 8
    }
    return (views, above.item, y - 8)
  }

  /// One constraint: `first.firstAttribute = second.secondAttribute + constant`, or a
  /// view's own width or height (no second item).
  struct Constraint {
    var first: String
    var firstAttribute: String
    var second: String?
    var secondAttribute: String?
    var constant: Double
    /// Whether the constant is the standard spacing between siblings (Interface Builder's
    /// "Standard" value, 8 points).
    var symbolic = false

    init(
      _ first: String, _ firstAttribute: String, _ second: String?, _ secondAttribute: String?,
      _ constant: Double = 0, symbolic: Bool = false
    ) {
      self.first = first
      self.firstAttribute = firstAttribute
      self.second = second
      self.secondAttribute = secondAttribute
      self.constant = constant
      self.symbolic = symbolic
    }
  }

  /// The sides a row is laid between: the item and attribute its first view's leading edge
  /// and its last view's trailing edge are pinned to, with their insets, and where the row
  /// starts and how wide it is on the canvas.
  struct RowEdges {
    var left: (item: String, attribute: String, constant: Double)
    var right: (item: String, attribute: String, constant: Double)
    var x: Double
    var width: Double
  }

  /// Places one row of views side by side from `edges.x`, with the standard 8 points
  /// between them, each centred on the row's tallest view whose top is `top`. Views without
  /// a width of their own (labels, fields, buttons) share what the others leave, equally,
  /// but for a label without text before the last of them (the checkmark a cell's code
  /// fills), which is one character wide, 22 points, so that the text after it starts near
  /// the leading side; a switch alone keeps to the row's trailing side, an image alone to
  /// its leading side.
  /// The widths of a row's views: each one's natural width, nil for one that takes a share
  /// of what is left; and whether a constraint of its own gives it (an image, or a text-less
  /// label before the last flexible view, 22 points wide).
  private static func widths(of row: [XMLOutputElement]) -> (widths: [Double?], given: [Bool]) {
    var widths = row.map { naturalWidth(of: $0) }
    var given = row.map { $0.name == "imageView" }
    if let last = widths.lastIndex(where: { $0 == nil }) {
      for index in 0..<last where widths[index] == nil && row[index].name == "label" {
        if !row[index].attributes.contains(where: { $0.0 == "text" }) {
          widths[index] = 22
          given[index] = true
        }
      }
    }
    return (widths, given)
  }

  private mutating func layOutRow(
    _ row: [XMLOutputElement], edges: RowEdges, top: Double, owner: String,
    constraints: inout [Constraint]
  ) -> [XMLOutputElement] {
    let (widths, given) = Self.widths(of: row)
    let flexible = widths.filter { $0 == nil }.count
    let fixed = widths.compactMap { $0 }.reduce(0, +)
    let share =
      flexible == 0 ? 0 : (edges.width - fixed - 8 * Double(row.count - 1)) / Double(flexible)
    // A field or a label narrower than 20 points shows nothing useful.
    let needed = fixed + 8 * Double(row.count - 1) + 20 * Double(flexible)
    if needed > edges.width {
      note(
        "\(owner): its \(row.count) views side by side need \(Self.number(needed)) points "
          + "and the row has \(Self.number(edges.width)): in Xcode they overlap or go past the "
          + "edge; give it fewer views")
    }
    let anchor = Self.tallest(row)
    let anchorHeight = Self.naturalHeight(of: row[anchor])
    let ids = row.map(Self.id(of:))
    // A row of views that all have widths of their own is pinned at its leading side, but
    // for a switch at its end, which keeps to the trailing side.
    let trailingSwitch = flexible == 0 && row.last?.name == "switch"
    var result: [XMLOutputElement] = []
    var x = edges.x
    for (index, view) in row.enumerated() {
      let width = widths[index] ?? share
      let height = Self.naturalHeight(of: view)
      let isTrailingSwitch = trailingSwitch && index == row.count - 1
      if isTrailingSwitch { x = edges.x + edges.width - width }
      let y = top + (anchorHeight - height) / 2
      var own: [Constraint] = []
      if given[index] { own.append(Constraint(ids[index], "width", nil, nil, width)) }
      if view.name == "imageView" || view.name == "textView" {
        own.append(Constraint(ids[index], "height", nil, nil, height))
      }
      result.append(placed(view, x: x, y: y, width: width, height: height, own: own))
      if isTrailingSwitch {
      } else if index == 0 {
        constraints.append(
          Constraint(ids[0], "leading", edges.left.item, edges.left.attribute, edges.left.constant))
      } else {
        constraints.append(
          Constraint(ids[index], "leading", ids[index - 1], "trailing", 8, symbolic: true))
      }
      if index != anchor {
        constraints.append(Constraint(ids[index], "centerY", ids[anchor], "centerY"))
      }
      x += width + 8
    }
    if flexible > 0 || trailingSwitch, let last = ids.last {
      constraints.append(
        Constraint(edges.right.item, edges.right.attribute, last, "trailing", edges.right.constant))
    }
    // Views without widths of their own are as wide as the first of them.
    if let first = widths.firstIndex(where: { $0 == nil }) {
      for index in widths.indices where index > first && widths[index] == nil {
        constraints.append(Constraint(ids[index], "width", ids[first], "width"))
      }
    }
    return result
  }

  /// A view with its frame, laid out by constraints (no autoresizing mask), and its own
  /// width and height constraints, where it has them, after its frame.
  private mutating func placed(
    _ view: XMLOutputElement, x: Double, y: Double, width: Double, height: Double, own: [Constraint]
  ) -> XMLOutputElement {
    var view = view
    view.children.removeAll { $0.name == "rect" || $0.name == "autoresizingMask" }
    var front = [
      XMLOutputElement(
        "rect",
        [
          ("key", "frame"), ("x", Self.number(x)), ("y", Self.number(y)),
          ("width", Self.number(width)), ("height", Self.number(height)),
        ])
    ]
    if let element = constraints(own, in: Self.id(of: view)) { front.append(element) }
    view.children.insert(contentsOf: front, at: 0)
    let id = view.attributes.firstIndex { $0.0 == "id" } ?? view.attributes.endIndex
    view.attributes.insert(("translatesAutoresizingMaskIntoConstraints", "NO"), at: id)
    return view
  }

  /// A `<constraints>` element of `owner`, as Interface Builder writes one: the owner is
  /// left out where it is the first item. Nil when there are none.
  private mutating func constraints(_ constraints: [Constraint], in owner: String)
    -> XMLOutputElement?
  {
    guard !constraints.isEmpty else { return nil }
    return XMLOutputElement(
      "constraints", [],
      constraints.map { constraint in
        var attributes: [(String, String)] = []
        if constraint.first != owner { attributes.append(("firstItem", constraint.first)) }
        attributes.append(("firstAttribute", constraint.firstAttribute))
        if let second = constraint.second, let attribute = constraint.secondAttribute {
          attributes += [("secondItem", second), ("secondAttribute", attribute)]
        }
        if constraint.constant != 0 {
          attributes.append(("constant", Self.number(constraint.constant)))
        }
        if constraint.symbolic { attributes.append(("symbolic", "YES")) }
        attributes.append(("id", ids.make()))
        return XMLOutputElement("constraint", attributes)
      })
  }

  /// The index of the tallest view of a row (the first of the tallest).
  private static func tallest(_ row: [XMLOutputElement]) -> Int {
    var best = 0
    for index in row.indices where naturalHeight(of: row[index]) > naturalHeight(of: row[best]) {
      best = index
    }
    return best
  }

  private static func id(of view: XMLOutputElement) -> String {
    view.attributes.first { $0.0 == "id" }?.1 ?? ""
  }

  /// The height a view of this kind has on Interface Builder's canvas: its intrinsic
  /// height with the system font, or the height it is given (an image, a text view).
  static func naturalHeight(of view: XMLOutputElement) -> Double {
    naturalSize(view.name).height
  }

  /// The width a view of this kind has of its own: a switch's, an image's. Nil for a view
  /// that takes the width it is given.
  static func naturalWidth(of view: XMLOutputElement) -> Double? {
    naturalSize(view.name).width
  }

  static func naturalSize(_ kind: String) -> (width: Double?, height: Double) {
    switch kind {
    case "label": (nil, 21)
    case "imageView": (32, 32)
    case "textField": (nil, 34)
    case "textView": (nil, 128)
    case "button": (nil, 35)
    case "switch": (51, 31)
    case "searchBar": (nil, 56)
    case "slider": (nil, 30)
    case "datePicker": (nil, 34)
    default: (nil, 44)
    }
  }

  /// A length as Interface Builder writes it: `20`, `172.5`.
  static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
