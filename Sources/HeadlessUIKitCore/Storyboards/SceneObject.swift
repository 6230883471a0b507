// Objects a scene holds beside its controller, as Interface Builder's Object in a scene.

import Foundation

/// An object of the app's own class that a scene makes beside its controller, as the Object
/// Interface Builder places in a scene's dock (a table's data provider, say), with its
/// connections:
///
/// ```swift
/// objects: [
///   .object(
///     ItemListDataProvider(),
///     outlets: { controller, provider in controller.dataProvider = provider },
///     viewConnections: { controller, provider in
///       controller.tableView.dataSource = provider
///       controller.tableView.delegate = provider
///     })
/// ]
/// ```
///
/// As when UIKit loads a storyboard scene, the object is made when the scene's controller
/// is instantiated, and `outlets` connects it then (the controller's outlets to it, its
/// outlets to the controller). `viewConnections` runs when the controller's view loads,
/// once the view's own outlets are connected and before `viewDidLoad()`: the views' outlets
/// to the object (a table's `dataSource`) and its outlets to views. The controller keeps the
/// object alive for its own lifetime, as UIKit keeps a scene's top-level objects, so a weak
/// outlet to it stays set.
@MainActor
public struct SceneObject<Controller: UIViewController> {
  let make: (Controller) -> AnyObject
  let connectViews: (Controller, AnyObject) -> Void

  /// An object, its connections made when the controller is instantiated, and those made
  /// when its view loads.
  public static func object<Object: AnyObject>(
    _ make: @escaping @autoclosure () -> Object,
    outlets: @escaping (Controller, Object) -> Void = { _, _ in },
    viewConnections: @escaping (Controller, Object) -> Void = { _, _ in }
  ) -> SceneObject {
    SceneObject(
      make: { controller in
        let object = make()
        outlets(controller, object)
        return object
      },
      connectViews: { controller, object in
        guard let object = object as? Object else { return }
        viewConnections(controller, object)
      })
  }

  /// The scene's objects made for a controller and kept by it: what ``Scene`` runs when the
  /// storyboard instantiates the controller.
  static func instantiate(_ objects: [SceneObject], for controller: UIViewController) {
    guard let controller = controller as? Controller else { return }
    controller.sceneObjects = objects.map { $0.make(controller) }
  }

  /// Makes the connections of each object to the controller's views, once they are loaded.
  static func connectViews(_ objects: [SceneObject], of controller: UIViewController) {
    guard let controller = controller as? Controller else { return }
    for (object, made) in zip(objects, controller.sceneObjects) {
      object.connectViews(controller, made)
    }
  }
}
