// The objects beside a scene's controller read back with their connections.

import XcodeFormats

extension StoryboardReader {
  /// The objects of the app's classes beside a scene's controller (Interface Builder's Object
  /// in the scene's dock), each with the controller's outlet to it, its outlets to the
  /// controller and to views, and the views' outlets to it, in the order of the views. A view
  /// is named by the controller's outlet to it (`tableView` for a table view controller's
  /// table); a connection to a view the controller has no outlet to, or an object of no class,
  /// is a note.
  mutating func objects(beside controller: XMLElementNode, _ wiring: inout Wiring)
    throws(ReadError) -> [SceneObjectModel]
  {
    let controllerID = try Self.id(of: controller)
    var views = wiring.outlets
    if controller.name == "tableViewController",
      let table = controller.child("tableView", key: "view")
    {
      views[try Self.id(of: table)] = "tableView"
    }
    var result: [SceneObjectModel] = []
    for object in controller.ancestors.first?.children("customObject") ?? [] {
      let id = try Self.id(of: object)
      guard let className = object["customClass"] else {
        note(
          object.line, "an object of no custom class beside the scene's controller: not declared")
        continue
      }
      mark(.object(scene: wiring.scene, index: result.count), object)
      let site = StoryboardSite.owner(scene: wiring.scene, object: result.count)
      markOutlets(of: object, as: site)
      var model = SceneObjectModel(className: className, outlet: wiring.use(id))
      for outlet in object.connections where outlet.name == "outlet" {
        let (property, destination) = try Self.ends(of: outlet)
        if destination == controllerID {
          model.controllerOutlets.append(property)
        } else if let view = views[destination] {
          model.outletsToViews.append(.init(view: view, property: property))
        } else {
          note(
            outlet.line,
            "outlet \(property) of the \(className) object points at a view the controller has "
              + "no outlet to: not connected")
        }
      }
      for view in controller.descendants where view !== controller {
        for outlet in view.connections where outlet.name == "outlet" && outlet["destination"] == id
        {
          let (property, _) = try Self.ends(of: outlet)
          guard let name = try views[Self.id(of: view)] else {
            note(
              outlet.line,
              "the \(view.name)'s \(property) is the \(className) object, but the controller "
                + "has no outlet to the \(view.name): not connected")
            continue
          }
          mark(.connection(owner: site, name: "\(name).\(property)"), outlet)
          model.viewOutlets.append(.init(view: name, property: property))
        }
      }
      result.append(model)
    }
    return result
  }
}
