// A scene's objects beside its controller (Interface Builder's Object), and map views.

import XcodeFormats

extension StoryboardTranslator {
  /// The `objects:` of a scene: each custom object of the app's classes, made with the
  /// controller and connected as UIKit's nib loading connects it (the controller's outlets to
  /// it and its outlets to the controller when the scene is instantiated; the views' outlets
  /// to it, such as a table's `dataSource`, and its outlets to views when the view loads).
  mutating func sceneObjects(_ context: inout SceneContext) -> [SwiftExpression] {
    guard let controllerID = context.controller["id"] else { return [] }
    var result: [SwiftExpression] = []
    for object in customObjects[controllerID] ?? [] {
      if let expression = sceneObject(object, context: &context) { result.append(expression) }
    }
    return result
  }

  private mutating func sceneObject(_ object: XMLElementNode, context: inout SceneContext)
    -> SwiftExpression?
  {
    guard let objectID = object["id"] else { return nil }
    guard let objectClass = object["customClass"], project.classes[objectClass] != nil else {
      report.untranslated(
        path, object.line,
        object["customClass"].map {
          "an object of class \($0), which is not in the project's Swift files: not declared"
        } ?? "an object of no custom class beside the scene's controller: not declared")
      return nil
    }
    // The controller's outlet to the object, set as the scene is instantiated.
    var outletStatements: [String] = []
    if let outlet = context.outlets[objectID] {
      context.outlets[objectID] = nil
      if project.propertyType(outlet.property, in: context.className) != nil {
        outletStatements.append("controller.\(outlet.property) = object")
      } else {
        report.untranslated(
          path, outlet.line,
          "outlet \(outlet.property): \(context.className) has no such property (was it "
            + "renamed?); not connected")
      }
    }
    let own = connections(ofObject: object, objectClass, context)
    outletStatements += own.toController
    let viewStatements = own.toViews + views(connectedTo: objectID, objectClass, context)
    var arguments = [SwiftArgument(nil, .atom("\(objectClass)()"))]
    if !outletStatements.isEmpty {
      arguments.append(
        SwiftArgument(
          "outlets",
          .atom("{ controller, object in \(outletStatements.joined(separator: "; ")) }")))
    }
    if !viewStatements.isEmpty {
      arguments.append(
        SwiftArgument(
          "viewConnections",
          .atom("{ controller, object in \(viewStatements.joined(separator: "; ")) }")))
    }
    return .call(".object", arguments)
  }

  /// The object's own outlets: those to the controller (set as the scene is instantiated)
  /// and those to views (set when the view loads), as statements; any other is reported.
  private mutating func connections(
    ofObject object: XMLElementNode, _ objectClass: String, _ context: SceneContext
  ) -> (toController: [String], toViews: [String]) {
    let controller = context.controller
    let controllerOutlets = outlets(of: controller)
    var outletStatements: [String] = []
    var viewStatements: [String] = []
    for outlet in object.connections where outlet.name == "outlet" {
      guard let property = outlet["property"], let destination = outlet["destination"] else {
        continue
      }
      guard project.propertyType(property, in: objectClass) != nil else {
        report.untranslated(
          path, outlet.line,
          "outlet \(property): \(objectClass) has no such property (was it renamed?); not "
            + "connected")
        continue
      }
      if destination == controller["id"] {
        outletStatements.append("object.\(property) = controller")
      } else if let view = viewExpression(destination, controllerOutlets, context) {
        viewStatements.append("object.\(property) = \(view)")
      } else {
        report.untranslated(
          path, outlet.line,
          "outlet \(property) of the \(objectClass) object points at a view the controller has "
            + "no outlet to: not connected")
      }
    }
    return (outletStatements, viewStatements)
  }

  /// The statements connecting the scene's table and map views' `dataSource` and `delegate`
  /// outlets to the object; an outlet the object cannot fill is reported.
  private mutating func views(
    connectedTo objectID: String, _ objectClass: String, _ context: SceneContext
  ) -> [String] {
    let controller = context.controller
    let controllerOutlets = outlets(of: controller)
    var viewStatements: [String] = []
    for element in controller.descendants
    where element.name == "tableView" || element.name == "mapView" {
      for outlet in element.connections
      where outlet.name == "outlet" && outlet["destination"] == objectID {
        let property = outlet["property"] ?? ""
        let expected =
          element.name == "mapView"
          ? ["delegate": "MKMapViewDelegate"]
          : ["dataSource": "UITableViewDataSource", "delegate": "UITableViewDelegate"]
        guard let protocolName = expected[property], let id = element["id"],
          let view = viewExpression(id, controllerOutlets, context)
        else {
          report.untranslated(
            path, outlet.line,
            "the \(element.name)'s \(property) is the \(objectClass) object, but the controller "
              + "has no outlet to the \(element.name): not connected")
          continue
        }
        guard project.conforms(objectClass, to: protocolName) else {
          report.untranslated(
            path, outlet.line,
            "the \(element.name)'s \(property) is \(objectClass), which does not adopt "
              + "\(protocolName): not connected")
          continue
        }
        viewStatements.append("\(view).\(property) = object")
      }
    }
    return viewStatements
  }

  /// How the controller reaches a view of its scene: `controller.tableView` for a table view
  /// controller's table, else through its outlet to the view; nil when it has none.
  private func viewExpression(
    _ id: String, _ controllerOutlets: [String: (property: String, line: Int)],
    _ context: SceneContext
  ) -> String? {
    if context.controller.name == "tableViewController",
      context.controller.child("tableView", key: "view")?["id"] == id
    {
      return "controller.tableView"
    }
    return controllerOutlets[id].map { "controller.\($0.property)" }
  }

  /// A map view: `.mapView(outlet: \.mapView, connectsDelegate: true)`, with its outlet
  /// and, when the storyboard makes the owner its delegate and the owner adopts
  /// `MKMapViewDelegate`, its delegate.
  mutating func mapViewElement(
    _ node: XMLElementNode, owner: XMLElementNode, context: inout SceneContext
  )
    -> SwiftExpression
  {
    usesMapKit = true
    var arguments: [SwiftArgument] = []
    if owner.name != "tableViewCell", let outlet = outlet(to: node, as: "MKMapView", in: &context) {
      arguments.append(SwiftArgument("outlet", outlet))
    }
    for outlet in node.connections
    where outlet.name == "outlet" && outlet["property"] == "delegate"
      && outlet["destination"] == owner["id"]
    {
      if project.conforms(context.className, to: "MKMapViewDelegate") {
        arguments.append(SwiftArgument("connectsDelegate", .atom("true")))
      } else {
        report.untranslated(
          path, outlet.line,
          "the map view's delegate is \(context.className), which does not adopt "
            + "MKMapViewDelegate: not connected")
      }
    }
    return .call(".mapView", arguments)
  }
}
