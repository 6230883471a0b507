// The cells of a table view controller scene: prototypes for dynamic rows, or static cells.

import InterfaceBuilderDocuments
import XcodeFormats

extension StoryboardTranslator {
  /// The `prototypes:` or `staticCells:` argument of a table view controller scene.
  mutating func tableArguments(_ context: inout SceneContext) -> [SwiftArgument] {
    guard let table = context.controller.child("tableView", key: "view") else { return [] }
    if table["dataMode"] == "static" {
      var sections: [SwiftExpression] = []
      for section in table.child("sections")?.children("tableViewSection") ?? [] {
        for key in ["headerTitle", "footerTitle"] {
          if let title = section[key], !title.isEmpty {
            report.untranslated(
              path, section.line, "the section's \(key) \"\(title)\": not declared")
          }
        }
        let cells = section.child("cells")?.children("tableViewCell") ?? []
        sections.append(.array(cells.map { staticCell($0, context: &context) }))
      }
      return sections.isEmpty ? [] : [SwiftArgument("staticCells", .array(sections))]
    }
    let cells = table.child("prototypes")?.children("tableViewCell") ?? []
    let prototypes = cells.compactMap { prototype($0, context: &context) }
    return prototypes.isEmpty ? [] : [SwiftArgument("prototypes", .array(prototypes))]
  }

  /// A cell's built-in style with a detail label, as the declaration writes it (`.value1`).
  static func style(of cell: XMLElementNode) -> String? {
    cell["style"].flatMap(CellStyle.name(interfaceBuilderName:)).map { "." + $0 }
  }

  /// A prototype cell: its reuse identifier, style, class, accessory, content and segues.
  mutating func prototype(_ cell: XMLElementNode, context: inout SceneContext)
    -> SwiftExpression?
  {
    guard let identifier = cell["reuseIdentifier"] else {
      report.untranslated(
        path, cell.line, "a prototype cell with no reuse identifier: no code can dequeue it")
      return nil
    }
    reportAccessibility(ofCell: cell)
    var arguments = [SwiftArgument(nil, .string(identifier))]
    if let style = Self.style(of: cell) {
      arguments.append(SwiftArgument("style", .atom(style)))
    }
    let cellClass = prototypeClass(of: cell)
    if let cellClass { arguments.append(SwiftArgument("class", .atom("\(cellClass).self"))) }
    if let accessory = cell["accessoryType"] {
      arguments.append(SwiftArgument("accessory", .atom(".\(accessory)")))
    }
    let contentView =
      cell.child("tableViewCellContentView") ?? cell.child("view", key: "contentView")
    let builtIn = Set(["textLabel", "detailTextLabel", "imageView"].compactMap { cell[$0] })
    if let cellClass {
      let content = contentView.map {
        elements(in: $0, owner: cell, ownerClass: cellClass, context: &context)
      }
      arguments.append(SwiftArgument("content", .array(content ?? [])))
    } else {
      let tags = taggedLabels(in: contentView, of: identifier, skipping: builtIn)
      if !tags.isEmpty { arguments.append(SwiftArgument("labels", .array(tags))) }
    }
    for segue in cell.connections where segue.name == "segue" {
      guard let declared = declare(segue, in: &context) else { continue }
      let label = segue["trigger"] == "accessoryAction" ? "accessorySegue" : "selectionSegue"
      arguments.append(SwiftArgument(label, .string(declared)))
    }
    let ordered = ["style", "class", "accessory", "labels", "content"]
    arguments.sort {
      ($0.label.flatMap { ordered.firstIndex(of: $0) } ?? ($0.label == nil ? -1 : 99))
        < ($1.label.flatMap { ordered.firstIndex(of: $0) } ?? ($1.label == nil ? -1 : 99))
    }
    return .call("PrototypeCell", arguments)
  }

  /// A prototype's class: its custom class, when the app declares it and it descends from
  /// UITableViewCell (else reported); nil for a UITableViewCell.
  private mutating func prototypeClass(of cell: XMLElementNode) -> String? {
    guard let customClass = cell["customClass"] else { return nil }
    if project.classes[customClass] == nil {
      report.untranslated(
        path, cell.line,
        "cell class \(customClass) is not in the project's Swift files: a UITableViewCell")
      return nil
    }
    if project.uiKitAncestor(of: customClass) != "UITableViewCell" {
      report.untranslated(
        path, cell.line,
        "cell class \(customClass) does not descend from UITableViewCell: a UITableViewCell")
      return nil
    }
    return customClass
  }

  /// The tags of the labels of a prototype with no class of its own (`labels: [1000]`), found
  /// through views that only hold others; any other view it holds is reported, since no
  /// outlet can reach it.
  private mutating func taggedLabels(
    in contentView: XMLElementNode?, of identifier: String, skipping builtIn: Set<String>
  ) -> [SwiftExpression] {
    var tags: [SwiftExpression] = []
    for view in contentView?.descendants ?? [] where view.ancestors.first?.name == "subviews" {
      guard !Self.containers.contains(view.name), let id = view["id"], !builtIn.contains(id)
      else { continue }
      if view.name == "label", let tag = view["tag"], tag != "0" {
        tags.append(.atom(tag))
      } else if view.name != "label" {
        report.untranslated(
          path, view.line,
          "a \(view.name) in prototype \(identifier), which has no class of its own: not "
            + "declared; give the cell a UITableViewCell subclass with outlets")
      }
    }
    return tags
  }

  /// A static cell: the one element its content view holds (a control first, else a view
  /// with an outlet, else the first view), the views around a switch naming it; with the
  /// cell's accessory and selection segue, `.cell(…)` around it.
  private mutating func staticCell(_ cell: XMLElementNode, context: inout SceneContext)
    -> SwiftExpression
  {
    reportAccessibility(ofCell: cell)
    if let builtIn = builtInStaticCell(cell, context: &context) { return builtIn }
    let content = cellContent(cell, context: &context)
    let settings = staticCellSettings(cell, context: &context)
    guard !settings.isEmpty else { return content }
    return .call(".cell", [SwiftArgument(nil, content)] + settings)
  }

  /// Reports a cell's accessibility identifier or label, which the declaration does not give
  /// a cell (its views' are declared).
  private mutating func reportAccessibility(ofCell cell: XMLElementNode) {
    guard let settings = InterfaceBuilderXML.accessibilitySettings(of: cell),
      let name = settings["identifier"] ?? settings["label"]
    else { return }
    report.untranslated(
      path, settings.line,
      "the cell's accessibility identifier or label \"\(name)\": not declared; set it in "
        + "tableView(_:cellForRowAt:)")
  }

  /// What a cell's content view holds, owned by the scene's controller: its one view, or
  /// `.group([…])` of its views, each with its outlet.
  mutating func cellContent(_ cell: XMLElementNode, context: inout SceneContext) -> SwiftExpression
  {
    let contentView =
      cell.child("tableViewCellContentView") ?? cell.child("view", key: "contentView")
    let elements =
      contentView.map {
        self.elements(
          in: $0, owner: context.controller, ownerClass: context.className, context: &context)
      } ?? []
    switch elements.count {
    case 0: return .call(".label", [])
    case 1: return elements[0]
    default: return .call(".group", [SwiftArgument(nil, .array(elements))])
    }
  }

  /// A static cell of a built-in style with a detail label (Right Detail, Left Detail,
  /// Subtitle): `.cell(.value1, text: "Due Date", detailOutlet: \.dueDateLabel)`; nil for
  /// any other cell.
  private mutating func builtInStaticCell(_ cell: XMLElementNode, context: inout SceneContext)
    -> SwiftExpression?
  {
    guard let style = Self.style(of: cell),
      let textID = cell["textLabel"], let text = objects[textID]
    else { return nil }
    var arguments = [
      SwiftArgument(nil, .atom(style)),
      SwiftArgument("text", .string(InterfaceBuilderXML.text(of: text) ?? "")),
    ]
    if let id = cell["detailTextLabel"], let detail = objects[id],
      let outlet = outlet(to: detail, as: "UILabel", in: &context)
    {
      arguments.append(SwiftArgument("detailOutlet", outlet))
    }
    if let outlet = context.outlets[textID] {
      report.untranslated(
        path, outlet.line,
        "outlet \(outlet.property) to the cell's built-in text label: not connected; use the "
          + "cell's textLabel")
      context.outlets[textID] = nil
    }
    return .call(".cell", arguments + staticCellSettings(cell, context: &context))
  }

  /// A static cell's accessory and selection segue, as `.cell(…)` arguments; an
  /// accessory-button segue is reported, not declared.
  private mutating func staticCellSettings(_ cell: XMLElementNode, context: inout SceneContext)
    -> [SwiftArgument]
  {
    var settings: [SwiftArgument] = []
    if let accessory = cell["accessoryType"] {
      settings.append(SwiftArgument("accessory", .atom(".\(accessory)")))
    }
    for segue in cell.connections where segue.name == "segue" {
      guard segue["trigger"] != "accessoryAction" else {
        report.untranslated(
          path, segue.line,
          "a static cell's accessory-button segue: not declared; perform it from "
            + "tableView(_:accessoryButtonTappedForRowWith:)")
        continue
      }
      guard let declared = declare(segue, in: &context) else { continue }
      settings.append(SwiftArgument("selectionSegue", .string(declared)))
    }
    return settings
  }

  /// The cells Interface Builder keeps in a table view controller scene's dock, beside the
  /// controller, each connected to an outlet: `.cell(outlet: \.datePickerCell, content)`.
  /// A dock cell no outlet points at is reported: no code could show it.
  mutating func sceneDock(_ context: inout SceneContext) -> [SwiftExpression] {
    let members = context.controller.ancestors.first?.children ?? []
    var cells: [SwiftExpression] = []
    for cell in members where cell.name == "tableViewCell" {
      guard let id = cell["id"], let outlet = context.outlets[id] else {
        report.untranslated(
          path, cell.line,
          "a table view cell in the scene's dock that no outlet of the controller points at: "
            + "not declared")
        continue
      }
      context.outlets[id] = nil
      guard
        let keyPath = checkedOutlet(
          outlet.property, line: outlet.line, viewClass: "UITableViewCell",
          ownerClass: context.className)
      else { continue }
      let content = cellContent(cell, context: &context)
      cells.append(
        .call(".cell", [SwiftArgument("outlet", keyPath), SwiftArgument(nil, content)]))
    }
    return cells
  }

  /// A table view in a plain view controller's view, with its prototypes, its outlet, and
  /// its data source and delegate connected to the controller.
  mutating func tableViewElement(_ table: XMLElementNode, context: inout SceneContext)
    -> SwiftExpression
  {
    var arguments: [SwiftArgument] = []
    if table["style"] == "grouped" || table["style"] == "insetGrouped" {
      arguments.append(SwiftArgument("style", .atom(".\(table["style"] ?? "")")))
    }
    if let outlet = outlet(to: table, as: "UITableView", in: &context) {
      arguments.append(SwiftArgument("outlet", outlet))
    }
    if table["dataMode"] == "static" {
      report.untranslated(
        path, table.line,
        "static cells in a table view of a plain view controller: UIKit allows them in a "
          + "table view controller only; not declared")
    }
    let cells = table.child("prototypes")?.children("tableViewCell") ?? []
    let prototypes = cells.compactMap { prototype($0, context: &context) }
    if !prototypes.isEmpty { arguments.append(SwiftArgument("prototypes", .array(prototypes))) }
    let connected = table.connections.filter {
      $0.name == "outlet" && $0["destination"] == context.controller["id"]
    }.compactMap { $0["property"] }
    for (property, label) in [
      ("dataSource", "connectsDataSource"), ("delegate", "connectsDelegate"),
    ] where connected.contains(property) {
      let adopted = project.conforms(
        context.className,
        to: "UITableView" + property.prefix(1).uppercased() + property.dropFirst())
      if !adopted {
        report.untranslated(
          path, table.line,
          "the table's \(property) is \(context.className), which does not adopt "
            + "UITableView\(property.prefix(1).uppercased() + property.dropFirst()): not connected")
        continue
      }
      arguments.append(SwiftArgument(label, .atom("true")))
    }
    return .call(".tableView", arguments)
  }
}
