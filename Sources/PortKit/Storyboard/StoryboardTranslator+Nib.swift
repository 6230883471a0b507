// Interface Builder's `.xib` XML translated into HeadlessUIKit's nib declaration.

import XcodeFormats

extension StoryboardTranslator {
  /// The Swift file declaring a `.xib` file as a nib of the app's bundle, which
  /// `UINib(nibName:bundle:)` and `Bundle.loadNibNamed(_:owner:options:)` find by name: its
  /// top-level table view cells and views, with their subviews, outlets and actions. Nil when
  /// the file cannot be read.
  mutating func translateNib() -> String? {
    guard let root else { return nil }
    guard root.name == "document", root["targetRuntime"] == "iOS.CocoaTouch",
      root["type"] == "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    else {
      report.untranslated(path, root.line, "not an iOS .xib file: it is left out")
      return nil
    }
    for node in root.descendants {
      if let id = node["id"] { objects[id] = node }
    }
    if root.descendants.contains(where: { $0.name == "constraint" }) {
      report.untranslated(
        path, nil,
        "Auto Layout constraints and frames are ignored: the simulator lays out each view "
          + "top to bottom")
    }
    var declared: [SwiftExpression] = []
    for object in root.child("objects")?.children ?? [] {
      switch object.name {
      case "placeholder":
        reportConnections(ofPlaceholder: object)
      case "tableViewCell":
        declared.append(nibCell(object))
      case "view":
        declared.append(nibView(object))
      default:
        report.untranslated(
          path, object.line,
          "a \(object.name) at the top of the nib: not declared; HeadlessUIKit's nibs hold "
            + "table view cells and views")
      }
    }
    let nib = SwiftExpression.call(
      "UINib", [SwiftArgument("name", .string(name)), SwiftArgument("objects", .array(declared))])
    let body = nib.lines(prefix: "    ", indent: "    ", suffix: "")
    return """
      // \(name).xib, declared in Swift.

      import HeadlessUIKit\(usesMapKit ? "\nimport HeadlessMapKit" : "")

      extension UINib {
        static func make\(makerSuffix)() -> UINib {
      \(body.joined(separator: "\n"))
        }
      }

      """
  }

  /// File's Owner's outlets and actions, which the declaration cannot connect: the owner is
  /// whatever object loads the nib, of a class the nib only names.
  private mutating func reportConnections(ofPlaceholder placeholder: XMLElementNode) {
    guard placeholder["placeholderIdentifier"] == "IBFilesOwner" else { return }
    for connection in placeholder.connections {
      let name = connection["property"] ?? connection["selector"] ?? connection.name
      report.untranslated(
        path, connection.line,
        "File's Owner's \(connection.name) \(name): not connected; the kit's nibs connect "
          + "their own objects only, so set it in code after loading the nib",
        effect: .doesNotRun)
    }
  }

  /// A top-level table view cell: `.tableViewCell(Cell.self, reuseIdentifier:, content:)`.
  private mutating func nibCell(_ cell: XMLElementNode) -> SwiftExpression {
    let cellClass = nibClass(of: cell, base: "UITableViewCell")
    var arguments = [SwiftArgument(nil, .atom("\(cellClass).self"))]
    if let identifier = cell["reuseIdentifier"] {
      arguments.append(SwiftArgument("reuseIdentifier", .string(identifier)))
    }
    if let style = Self.style(of: cell) {
      arguments.append(SwiftArgument("style", .atom(style)))
    }
    if let accessory = cell["accessoryType"] {
      arguments.append(SwiftArgument("accessory", .atom(".\(accessory)")))
    }
    var context = SceneContext(controller: cell, className: cellClass, outlets: [:])
    let contentView =
      cell.child("tableViewCellContentView") ?? cell.child("view", key: "contentView")
    // The built-in labels and image view of a Basic, Subtitle or Right Detail cell are the
    // cell's own (textLabel…), made by its style, not views of the nib.
    let builtIn = ["textLabel", "detailTextLabel", "imageView"].compactMap { cell[$0] }
    let content =
      contentView.map {
        elements(
          in: $0, owner: cell, ownerClass: cellClass, context: &context,
          skipping: Set(builtIn))
      } ?? []
    if !content.isEmpty { arguments.append(SwiftArgument("content", .array(content))) }
    for (id, outlet) in outlets(of: cell).sorted(by: { $0.value.line < $1.value.line }) {
      guard let target = objects[id],
        Self.viewClasses[target.name] == nil || builtIn.contains(id)
      else { continue }
      let what =
        builtIn.contains(id) ? "the cell's built-in \(target.name)" : "a \(target.name)"
      report.untranslated(
        path, outlet.line,
        "outlet \(outlet.property) points at \(what), which the declaration does not make: "
          + "not connected")
    }
    return .call(".tableViewCell", arguments)
  }

  /// A top-level view: `.view(View.self, content:)`, its subviews connected to its outlets.
  private mutating func nibView(_ view: XMLElementNode) -> SwiftExpression {
    let viewClass = nibClass(of: view, base: "UIView")
    var context = SceneContext(
      controller: view, className: viewClass, outlets: outlets(of: view))
    let content = elements(in: view, owner: view, ownerClass: viewClass, context: &context)
    reportUnusedOutlets(context)
    var arguments = [SwiftArgument(nil, .atom("\(viewClass).self"))]
    if !content.isEmpty { arguments.append(SwiftArgument("content", .array(content))) }
    return .call(".view", arguments)
  }

  /// The Swift class of a top-level object: its custom class, when the app declares it and
  /// it descends from the UIKit class, else the UIKit class itself.
  private mutating func nibClass(of object: XMLElementNode, base: String) -> String {
    guard let customClass = object["customClass"] else { return base }
    guard project.classes[customClass] != nil else {
      report.untranslated(
        path, object.line,
        "class \(customClass) is not in the project's Swift files: the nib makes a \(base)",
        effect: .doesNotRun)
      return base
    }
    guard project.uiKitAncestor(of: customClass) == base else {
      report.untranslated(
        path, object.line,
        "class \(customClass) does not descend from \(base): the nib makes a \(base)",
        effect: .doesNotRun)
      return base
    }
    return customClass
  }
}
