// The objects beside a scene's controller (Interface Builder's Object), with their outlets.

import XcodeFormats

extension StoryboardWriter {
  /// The objects beside a scene's controller, each with its outlets to the controller and to
  /// views; the controller's outlets to them are added to `wiring`. A view an object connects
  /// to is found by the controller's outlet to it, or is the table view controller's `table`.
  mutating func objects(
    of scene: SceneModel, controller: String, table: XMLOutputElement?, _ wiring: inout Wiring
  ) -> [XMLOutputElement] {
    var views: [String: String] = [:]
    for outlet in wiring.outlets where views[outlet.property] == nil {
      views[outlet.property] = outlet.destination
    }
    if let id = table?.attributes.first(where: { $0.0 == "id" })?.1 { views["tableView"] = id }
    var result: [XMLOutputElement] = []
    for (object, id) in zip(scene.objects, objectIDs[scene.identifier] ?? []) {
      if let outlet = object.outlet { wiring.outlets.append((outlet, id)) }
      var connections = object.controllerOutlets.map { outlet($0, to: controller) }
      for outlet in object.outletsToViews + object.viewOutlets where views[outlet.view] == nil {
        note(
          "scene \(scene.identifier)'s \(object.className) connects to \(outlet.view), which is "
            + "no view of the scene: left out")
      }
      for outlet in object.outletsToViews {
        if let view = views[outlet.view] {
          connections.append(self.outlet(outlet.property, to: view))
        }
      }
      result.append(
        XMLOutputElement(
          "customObject", [("id", id)] + customClass(object.className, unless: ""),
          connections.isEmpty ? [] : [XMLOutputElement("connections", [], connections)]))
    }
    return result
  }

  /// The outlets from a view of `owner`, by the controller's outlet to it, to the scene's
  /// objects (a table's `dataSource`): each the view's property and the object's id. A cell's
  /// views have none: their outlets are the cell's.
  func objectOutlets(from view: String?, of owner: String, in scene: SceneModel) -> [(
    property: String, object: String
  )] {
    guard let view, owner == controllerIDs[scene.identifier] else { return [] }
    var result: [(property: String, object: String)] = []
    for (object, id) in zip(scene.objects, objectIDs[scene.identifier] ?? []) {
      for outlet in object.viewOutlets where outlet.view == view {
        result.append((outlet.property, id))
      }
    }
    return result
  }
}
