// The cells of a table view controller scene: prototypes for dynamic rows, or static cells.

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

  private static let styles = [
    "IBUITableViewCellStyleValue1": ".value1", "IBUITableViewCellStyleValue2": ".value2",
    "IBUITableViewCellStyleSubtitle": ".subtitle",
  ]

  /// A prototype cell: its reuse identifier, style, class, accessory, content and segues.
  private mutating func prototype(_ cell: XMLNode, context: inout SceneContext)
    -> SwiftExpression?
  {
    guard let identifier = cell["reuseIdentifier"] else {
      report.untranslated(
        path, cell.line, "a prototype cell with no reuse identifier: no code can dequeue it")
      return nil
    }
    var arguments = [SwiftArgument(nil, .string(identifier))]
    if let style = cell["style"].flatMap({ Self.styles[$0] }) {
      arguments.append(SwiftArgument("style", .atom(style)))
    }
    var cellClass: String?
    if let customClass = cell["customClass"] {
      if project.classes[customClass] == nil {
        report.untranslated(
          path, cell.line,
          "cell class \(customClass) is not in the project's Swift files: a UITableViewCell")
      } else if project.uiKitAncestor(of: customClass) != "UITableViewCell" {
        report.untranslated(
          path, cell.line,
          "cell class \(customClass) does not descend from UITableViewCell: a UITableViewCell")
      } else {
        cellClass = customClass
        arguments.append(SwiftArgument("class", .atom("\(customClass).self")))
      }
    }
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

  /// A static cell: the one element its content view holds (a control first, else a view
  /// with an outlet, else the first view), the views around a switch naming it; with the
  /// cell's accessory and selection segue, `.cell(…)` around it.
  private mutating func staticCell(_ cell: XMLNode, context: inout SceneContext)
    -> SwiftExpression
  {
    let contentView =
      cell.child("tableViewCellContentView") ?? cell.child("view", key: "contentView")
    let elements =
      contentView.map {
        self.elements(
          in: $0, owner: context.controller, ownerClass: context.className, context: &context)
      } ?? []
    let controls = [".textField", ".switch", ".datePicker", ".button"]
    let chosen =
      elements.first { element in controls.contains { element.flat.hasPrefix($0 + "(") } }
      ?? elements.first { $0.flat.contains("outlet: ") } ?? elements.first
    if elements.count > 1, let chosen {
      report.untranslated(
        path, cell.line,
        "a static cell holding \(elements.count) views: only \(chosen.flat.prefix { $0 != "(" }) "
          + "is declared (HeadlessUIKit's static cells hold one element)")
    }
    let content = chosen ?? .call(".label", [])
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
    guard !settings.isEmpty else { return content }
    return .call(".cell", [SwiftArgument(nil, content)] + settings)
  }
}
