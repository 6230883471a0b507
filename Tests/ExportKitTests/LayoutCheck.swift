// Auto Layout's answer for an Interface Builder document, worked out from its XML alone, to
// hold the exported storyboards' constraints against their frames.

import Foundation
import XcodeFormats

/// Linear equations over views' edges, kept in reduced row echelon form: what they fix, and
/// whether a new one adds to them, repeats them or contradicts them.
struct LinearSystem {
  /// Each row: its pivot variable equals the constant minus the other terms.
  private var rows: [(pivot: Int, terms: [Int: Double], constant: Double)] = []

  enum Outcome: Equatable { case added, redundant, conflicting }

  /// `Σ terms = constant`, with the rows' pivots taken out.
  private func reduce(_ terms: [Int: Double], _ constant: Double) -> ([Int: Double], Double) {
    var terms = terms
    var constant = constant
    for row in rows {
      guard let factor = terms[row.pivot] else { continue }
      terms[row.pivot] = nil
      for (variable, coefficient) in row.terms {
        terms[variable, default: 0] -= factor * coefficient
      }
      constant -= factor * row.constant
    }
    return (terms.filter { abs($0.value) > 1e-9 }, constant)
  }

  mutating func add(_ terms: [Int: Double], _ constant: Double) -> Outcome {
    var (terms, constant) = reduce(terms, constant)
    guard let pivot = terms.keys.min(), let coefficient = terms[pivot] else {
      return abs(constant) < 1e-6 ? .redundant : .conflicting
    }
    terms[pivot] = nil
    terms = terms.mapValues { $0 / coefficient }
    constant /= coefficient
    for index in rows.indices {
      guard let factor = rows[index].terms[pivot] else { continue }
      rows[index].terms[pivot] = nil
      for (variable, value) in terms { rows[index].terms[variable, default: 0] -= factor * value }
      rows[index].terms = rows[index].terms.filter { abs($0.value) > 1e-9 }
      rows[index].constant -= factor * constant
    }
    rows.append((pivot, terms, constant))
    return .added
  }

  /// The value of `Σ terms` if the equations fix it.
  func value(of terms: [Int: Double]) -> Double? {
    let (rest, constant) = reduce(terms, 0)
    return rest.isEmpty ? -constant : nil
  }
}

/// One view that lays out its subviews with constraints (a cell's content view, a screen's
/// root view, a nib's view), checked as Auto Layout would lay it out.
struct LayoutCheck {
  /// What the port says of a storyboard with constraints, and of a xib.
  static let portsLayoutNote =
    "Auto Layout constraints and frames are ignored: the simulator lays out each screen "
    + "top to bottom"
  static let portsNibLayoutNote =
    "Auto Layout constraints and frames are ignored: the simulator lays out each view "
    + "top to bottom"

  /// The problems of every container of an Interface Builder document, or why it could not
  /// be read.
  static func problems(inDocument text: String) -> [String] {
    switch XMLElementNode.parse(Data(text.utf8)) {
    case .success(let root):
      return containers(of: root).flatMap { check in
        var check = check
        return check.run()
      }
    case .failure(let error): return ["not XML: \(error)"]
    }
  }

  let container: XMLElementNode
  /// The top of the container's safe area on the canvas, for a screen.
  let safeAreaTop: Double

  private(set) var problems: [String] = []
  private var system = LinearSystem()
  private var variables: [String: Int] = [:]
  /// The container's bottom, when constraints set it (a cell as tall as its row).
  private var containerBottom: Int?

  init(_ container: XMLElementNode, safeAreaTop: Double) {
    self.container = container
    self.safeAreaTop = safeAreaTop
  }

  /// The views the container lays out: its subviews, but for a built-in cell style's labels
  /// (a cell's `textLabel` and `detailTextLabel`), which UIKit places itself.
  var subviews: [XMLElementNode] {
    let cell = container.ancestors.first { $0.name == "tableViewCell" }
    let builtIn = Set(["textLabel", "detailTextLabel"].compactMap { cell?[$0] })
    return (container.child("subviews")?.children ?? []).filter {
      !builtIn.contains($0["id"] ?? "")
    }
  }

  static func frame(of view: XMLElementNode) -> (
    x: Double, y: Double, width: Double, height: Double
  )? {
    guard let rect = view.child("rect", key: "frame"),
      let x = rect["x"].flatMap(Double.init), let y = rect["y"].flatMap(Double.init),
      let width = rect["width"].flatMap(Double.init),
      let height = rect["height"].flatMap(Double.init)
    else { return nil }
    return (x, y, width, height)
  }

  /// The margins of a container: a cell's content view keeps the table's (20 points at the
  /// sides on the canvas's iPhone, 11 above and below); any other view UIKit's default, 8.
  private var margins: (horizontal: Double, vertical: Double) {
    container.name == "tableViewCellContentView" ? (20, 11) : (8, 8)
  }

  /// An edge or size of an item as a linear expression: terms and a constant.
  private mutating func expression(_ item: String, _ attribute: String)
    -> ([Int: Double], Double)?
  {
    guard let frame = Self.frame(of: container) else { return nil }
    let safeArea = container.child("viewLayoutGuide", key: "safeArea")?["id"]
    let isContainer = item == container["id"]
    let edges:
      (
        left: ([Int: Double], Double), right: ([Int: Double], Double),
        top: ([Int: Double], Double), bottom: ([Int: Double], Double)
      )
    if isContainer || item == safeArea {
      let bottom: ([Int: Double], Double)
      if isContainer, let variable = containerBottom {
        bottom = ([variable: 1], 0)
      } else {
        bottom = ([:], frame.height - (isContainer ? 0 : 34))
      }
      edges = (([:], 0), ([:], frame.width), ([:], isContainer ? 0 : safeAreaTop), bottom)
    } else {
      guard let base = variables[item] else { return nil }
      edges = (([base: 1], 0), ([base + 1: 1], 0), ([base + 2: 1], 0), ([base + 3: 1], 0))
    }
    func sum(_ a: ([Int: Double], Double), _ b: ([Int: Double], Double), _ scale: Double)
      -> ([Int: Double], Double)
    {
      var terms = a.0.mapValues { $0 * scale }
      for (variable, value) in b.0 { terms[variable, default: 0] += value * scale }
      return (terms, (a.1 + b.1) * scale)
    }
    func shifted(_ edge: ([Int: Double], Double), by amount: Double) -> ([Int: Double], Double) {
      (edge.0, edge.1 + amount)
    }
    let margin: (horizontal: Double, vertical: Double) = isContainer ? margins : (0, 0)
    switch attribute {
    case "leading", "left": return edges.left
    case "trailing", "right": return edges.right
    case "top": return edges.top
    case "bottom": return edges.bottom
    case "centerX": return sum(edges.left, edges.right, 0.5)
    case "centerY": return sum(edges.top, edges.bottom, 0.5)
    case "width": return sum(edges.right, (edges.left.0.mapValues { -$0 }, -edges.left.1), 1)
    case "height": return sum(edges.bottom, (edges.top.0.mapValues { -$0 }, -edges.top.1), 1)
    case "leadingMargin" where isContainer: return shifted(edges.left, by: margin.horizontal)
    case "trailingMargin" where isContainer: return shifted(edges.right, by: -margin.horizontal)
    case "topMargin" where isContainer: return shifted(edges.top, by: margin.vertical)
    case "bottomMargin" where isContainer: return shifted(edges.bottom, by: -margin.vertical)
    default: return nil
    }
  }

  /// The constraints of the container and of its subviews, each with the view it belongs to
  /// (the first item where none is written).
  private var constraints: [(owner: String, constraint: XMLElementNode)] {
    var result: [(String, XMLElementNode)] = []
    for view in [container] + subviews {
      for constraint in view.child("constraints")?.children ?? [] {
        result.append((view["id"] ?? "", constraint))
      }
    }
    return result
  }

  /// Lays the container out and lists what does not hold: a constraint that is not an
  /// equality this check reads, constraints that contradict each other, an edge of a view no
  /// constraint or intrinsic size fixes, a frame that is not where the constraints put the
  /// view, a view outside its container or over another.
  mutating func run() -> [String] {
    let views = subviews
    for view in views {
      let id = view["id"] ?? ""
      variables[id] = variables.count * 4
      if view["translatesAutoresizingMaskIntoConstraints"] != "NO" {
        problems.append("\(view.name) \(id) is laid out by its frame, not by constraints")
      }
    }
    let containerID = container["id"] ?? ""
    let setsBottom = constraints.contains { owner, constraint in
      let first = constraint["firstItem"] ?? owner
      return first == containerID
        && ["bottom", "bottomMargin", "height"].contains(constraint["firstAttribute"] ?? "")
        || constraint["secondItem"] == containerID
          && ["bottom", "bottomMargin", "height"].contains(constraint["secondAttribute"] ?? "")
    }
    // A cell's content view sizes itself: the exported tables' rows are of automatic height
    // (`rowHeight="-1"`), so a row is as tall as its constraints make it, and no taller; but
    // a built-in style's cell with none of its own views, which UIKit sizes with its labels.
    let cell = container.ancestors.first { $0.name == "tableViewCell" }
    let isBuiltIn = cell?["textLabel"] != nil && views.isEmpty
    let sizesItself = container.name == "tableViewCellContentView" && !isBuiltIn
    if setsBottom || sizesItself { containerBottom = views.count * 4 }
    for (owner, constraint) in constraints {
      let described = constraint.attributes.sorted { $0.key < $1.key }
        .map { "\($0.key)=\($0.value)" }.joined(separator: " ")
      if constraint["relation"] != nil || constraint["multiplier"] != nil
        || constraint["priority"] != nil
      {
        problems.append("not a required equality: \(described)")
        continue
      }
      let constant = constraint["constant"].flatMap(Double.init) ?? 0
      guard
        let first = expression(constraint["firstItem"] ?? owner, constraint["firstAttribute"] ?? "")
      else {
        problems.append("an item or attribute not in the container: \(described)")
        continue
      }
      var second: ([Int: Double], Double) = ([:], 0)
      if let item = constraint["secondItem"] {
        guard let read = expression(item, constraint["secondAttribute"] ?? "") else {
          problems.append("an item or attribute not in the container: \(described)")
          continue
        }
        second = read
      }
      var terms = first.0
      for (variable, value) in second.0 { terms[variable, default: 0] -= value }
      if system.add(terms, constant + second.1 - first.1) == .conflicting {
        problems.append("contradicts the constraints before it: \(described)")
      }
    }
    // Sizes the content gives, where the constraints leave them open: a switch's width, and
    // the height of a view of one line (not a text view or an image, which must be given one).
    for view in views {
      guard let base = variables[view["id"] ?? ""], let frame = Self.frame(of: view) else {
        continue
      }
      let width = [base + 1: 1.0, base: -1]
      if view.name == "switch", system.value(of: width) == nil {
        _ = system.add(width, frame.width)
      }
      let height = [base + 3: 1.0, base + 2: -1]
      let oneLine = ["label", "textField", "button", "switch", "slider", "datePicker", "searchBar"]
      if oneLine.contains(view.name), system.value(of: height) == nil {
        _ = system.add(height, frame.height)
      }
    }
    guard let bounds = Self.frame(of: container) else {
      return problems + ["\(container.name) has no frame"]
    }
    var placed: [(id: String, left: Double, right: Double, top: Double, bottom: Double)] = []
    for view in views {
      let id = view["id"] ?? ""
      guard let base = variables[id], let frame = Self.frame(of: view) else { continue }
      let edges = (0..<4).map { system.value(of: [base + $0: 1]) }
      let names = ["leading", "trailing", "top", "bottom"]
      let open = names.indices.filter { edges[$0] == nil }.map { names[$0] }
      guard open.isEmpty else {
        problems.append(
          "\(view.name) \(id): no constraint fixes its \(open.joined(separator: ", "))")
        continue
      }
      let solved = edges.map { $0 ?? 0 }
      let written = [frame.x, frame.x + frame.width, frame.y, frame.y + frame.height]
      if zip(solved, written).contains(where: { abs($0 - $1) > 0.01 }) {
        problems.append(
          "\(view.name) \(id): the constraints put it at \(solved), its frame at \(written)")
      }
      placed.append((id, solved[0], solved[1], solved[2], solved[3]))
    }
    let solvedHeight = containerBottom.flatMap { system.value(of: [$0: 1]) }
    if containerBottom != nil, solvedHeight == nil {
      problems.append(
        "\(container.name): no constraint fixes its height, so a row of automatic height "
          + "cannot size itself")
    }
    let height = solvedHeight ?? bounds.height
    if abs(height - bounds.height) > 0.01 {
      problems.append(
        "\(container.name): the constraints make it \(height) tall, its frame \(bounds.height)")
    }
    for view in placed {
      if view.left < -0.01 || view.right > bounds.width + 0.01 || view.top < -0.01
        || view.bottom > height + 0.01
      {
        problems.append("\(view.id) is outside its \(container.name)")
      }
    }
    for (index, a) in placed.enumerated() {
      for b in placed[(index + 1)...]
      where a.left < b.right - 0.01 && b.left < a.right - 0.01 && a.top < b.bottom - 0.01
        && b.top < a.bottom - 0.01
      {
        problems.append("\(a.id) and \(b.id) overlap")
      }
    }
    return problems
  }

  /// Every container of a document whose subviews are laid out with constraints, or should
  /// be (every view's `subviews`, but a table's, whose cells the table places), with the
  /// safe area's top of its screen: below the status bar, and below the navigation bar on a
  /// screen a navigation controller shows.
  static func containers(of root: XMLElementNode) -> [LayoutCheck] {
    let shown = Set(
      root.descendants.filter {
        $0.name == "segue" && ["show", "relationship"].contains($0["kind"] ?? "")
      }
      .compactMap { $0["destination"] })
    let largeTitles = root.descendants.contains {
      $0.name == "navigationBar" && $0["largeTitles"] == "YES"
    }
    var result: [LayoutCheck] = []
    for node in root.descendants where node.child("subviews") != nil && node.name != "tableView" {
      var top = 59.0
      if let controller = node.ancestors.first(where: { $0.name.hasSuffix("Controller") }),
        shown.contains(controller["id"] ?? "")
      {
        let never = controller.child("navigationItem")?["largeTitleDisplayMode"] == "never"
        top += largeTitles && !never ? 96 : 44
      }
      result.append(LayoutCheck(node, safeAreaTop: top))
    }
    return result
  }
}
