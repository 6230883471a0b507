// A table view controller scene's cells, and a scene's objects beside its controller, written
// as the declaration's arguments.

import InterfaceBuilderDocuments

extension StoryboardDeclarationWriter {
  /// The `staticCells:` or `prototypes:` argument of a table view controller scene.
  mutating func tableArguments(_ context: SceneContext) -> [SwiftArgument] {
    let scene = context.scene
    if !scene.staticSections.isEmpty {
      let sections = scene.staticSections.map { cells in
        SwiftExpression.array(cells.map { staticCell($0, context) })
      }
      return [SwiftArgument("staticCells", .array(sections))]
    }
    let prototypes = scene.prototypes.map { prototype($0, context) }
    return prototypes.isEmpty ? [] : [SwiftArgument("prototypes", .array(prototypes))]
  }

  /// A prototype cell: its reuse identifier, style, class, accessory, tagged labels or
  /// content, and segues.
  mutating func prototype(_ cell: PrototypeModel, _ context: SceneContext)
    -> SwiftExpression
  {
    var arguments = [SwiftArgument(nil, .string(cell.identifier))]
    if let style = cell.style { arguments.append(SwiftArgument("style", .atom(".\(style)"))) }
    let site = StoryboardSite.cell(scene: context.scene.identifier, identifier: cell.identifier)
    let cellClass = prototypeClass(of: cell, at: site)
    if let cellClass { arguments.append(SwiftArgument("class", .atom("\(cellClass).self"))) }
    if let accessory = cell.accessory {
      arguments.append(SwiftArgument("accessory", .atom(".\(accessory)")))
    }
    if let cellClass {
      let owner = Owner(
        className: cellClass, name: "cell",
        site: StoryboardSite.owner(scene: context.scene.identifier, cell: cell.identifier))
      let content = cell.content.compactMap { element($0, owner: owner, context) }
      arguments.append(SwiftArgument("content", .array(content)))
    } else if !cell.labels.isEmpty {
      arguments.append(SwiftArgument("labels", .array(cell.labels.map { .atom("\($0)") })))
    }
    for (segue, label) in [
      (cell.selectionSegue, "selectionSegue"), (cell.accessorySegue, "accessorySegue"),
    ] {
      guard let segue else { continue }
      arguments.append(SwiftArgument(label, .string(segue)))
    }
    return .call("PrototypeCell", arguments)
  }

  /// A prototype's class: its own, when the app declares it and it descends from
  /// UITableViewCell (else a remark); nil for a UITableViewCell.
  private mutating func prototypeClass(of cell: PrototypeModel, at site: StoryboardSite)
    -> String?
  {
    guard let className = cell.className else { return nil }
    guard project.classes[className] != nil else {
      remark(
        site, "cell class \(className) is not in the project's Swift files: a UITableViewCell")
      return nil
    }
    guard project.uiKitAncestor(of: className) == "UITableViewCell" else {
      remark(
        site, "cell class \(className) does not descend from UITableViewCell: a UITableViewCell")
      return nil
    }
    return className
  }

  /// A static cell: its views (one, or `.group([…])` of several), or a built-in style's labels
  /// (`.cell(.value1, text: "Due Date", detailOutlet: \.dueDateLabel)`); with its accessory
  /// and selection segue, `.cell(…)` around it.
  private mutating func staticCell(_ cell: StaticCellModel, _ context: SceneContext)
    -> SwiftExpression
  {
    let owner = context.controller
    var settings: [SwiftArgument] = []
    if let accessory = cell.accessory {
      settings.append(SwiftArgument("accessory", .atom(".\(accessory)")))
    }
    if let segue = cell.selectionSegue {
      settings.append(SwiftArgument("selectionSegue", .string(segue)))
    }
    if let style = cell.style {
      var arguments = [
        SwiftArgument(nil, .atom(".\(style)")),
        SwiftArgument("text", .string(cell.text ?? "")),
      ]
      if let outlet = outlet(cell.detailOutlet, as: "UILabel", of: owner) {
        arguments.append(SwiftArgument("detailOutlet", outlet))
      }
      return .call(".cell", arguments + settings)
    }
    let content = self.content(cell.content, context)
    return settings.isEmpty ? content : .call(".cell", [SwiftArgument(nil, content)] + settings)
  }

  /// What a cell's content view holds, owned by the scene's controller: its one view, or
  /// `.group([…])` of its views.
  private mutating func content(_ views: [ElementModel], _ context: SceneContext)
    -> SwiftExpression
  {
    let owner = context.controller
    let elements = views.compactMap { element($0, owner: owner, context) }
    switch elements.count {
    case 0: return .call(".label", [])
    case 1: return elements[0]
    default: return .call(".group", [SwiftArgument(nil, .array(elements))])
    }
  }

  /// A cell in the scene's dock, shown by the controller's code through its outlet:
  /// `.cell(outlet: \.datePickerCell, .datePicker())`; nil, with a remark, when the
  /// controller's class has no such outlet.
  mutating func dockCell(_ cell: DockCellModel, _ context: SceneContext)
    -> SwiftExpression?
  {
    guard let keyPath = outlet(cell.outlet, as: "UITableViewCell", of: context.controller) else {
      return nil
    }
    return .call(
      ".cell",
      [SwiftArgument("outlet", keyPath), SwiftArgument(nil, content(cell.content, context))])
  }

  // MARK: - Objects

  /// An object of the app's class beside the controller, made with it and connected as
  /// UIKit's nib loading connects it: the controller's outlet to it and its outlets to the
  /// controller as the scene is instantiated, its outlets to views and the views' outlets to
  /// it when the view loads. A connection the app's code cannot make is a remark.
  mutating func object(_ object: SceneObjectModel, at index: Int, _ context: SceneContext)
    -> SwiftExpression?
  {
    let className = object.className
    let scene = context.scene.identifier
    let site = StoryboardSite.owner(scene: scene, object: index)
    guard project.classes[className] != nil else {
      remark(
        .object(scene: scene, index: index),
        "an object of class \(className), which is not in the project's Swift files: not "
          + "declared")
      return nil
    }
    let controllerClass = context.className
    var outletStatements: [String] = []
    if let outlet = object.outlet {
      if project.propertyType(outlet, in: controllerClass) != nil {
        outletStatements.append("controller.\(outlet) = object")
      } else {
        remark(
          context.controller.connection("outlet \(outlet)"),
          "outlet \(outlet): \(controllerClass) has no such property (was it renamed?); not "
            + "connected")
      }
    }
    var viewStatements: [String] = []
    let own =
      object.controllerOutlets.map { ($0, "controller") }
      + object.outletsToViews.map { ($0.property, "controller.\($0.view)") }
    for (property, target) in own {
      guard project.propertyType(property, in: className) != nil else {
        remark(
          .connection(owner: site, name: "outlet \(property)"),
          "outlet \(property): \(className) has no such property (was it renamed?); not "
            + "connected")
        continue
      }
      if target == "controller" {
        outletStatements.append("object.\(property) = controller")
      } else {
        viewStatements.append("object.\(property) = \(target)")
      }
    }
    viewStatements += viewConnections(to: object, site: site, in: context)
    var arguments = [SwiftArgument(nil, .atom("\(className)()"))]
    for (label, statements) in [("outlets", outletStatements), ("viewConnections", viewStatements)]
    where !statements.isEmpty {
      arguments.append(
        SwiftArgument(
          label, .atom("{ controller, object in \(statements.joined(separator: "; ")) }")))
    }
    return .call(".object", arguments)
  }

  /// The statements connecting the scene's table and map views' `dataSource` and `delegate`
  /// outlets to an object whose class adopts the protocol (else a remark).
  private mutating func viewConnections(
    to object: SceneObjectModel, site: String, in context: SceneContext
  ) -> [String] {
    var statements: [String] = []
    for outlet in object.viewOutlets {
      let connection = StoryboardSite.connection(
        owner: site, name: "\(outlet.view).\(outlet.property)")
      let kind = viewKind(named: outlet.view, in: context.scene)
      let expected: [String: String] =
        switch kind {
        case .mapView: ["delegate": "MKMapViewDelegate"]
        case .tableView: ["dataSource": "UITableViewDataSource", "delegate": "UITableViewDelegate"]
        default: [:]
        }
      guard let protocolName = expected[outlet.property] else {
        remark(
          connection,
          "the \(outlet.view)'s \(outlet.property) is the \(object.className) object: not "
            + "connected")
        continue
      }
      guard project.conforms(object.className, to: protocolName) else {
        remark(
          connection,
          "the \(kind == .mapView ? "mapView" : "tableView")'s \(outlet.property) is "
            + "\(object.className), which does not adopt \(protocolName): not connected")
        continue
      }
      statements.append("controller.\(outlet.view).\(outlet.property) = object")
    }
    return statements
  }

  /// The kind of the view a controller's outlet names (`tableView` for a table view
  /// controller's table).
  private func viewKind(named outlet: String, in scene: SceneModel) -> ElementModel.Kind? {
    if scene.kind == .tableViewController, outlet == "tableView" { return .tableView }
    return scene.content.first { $0.outlet == outlet }?.kind
  }
}
