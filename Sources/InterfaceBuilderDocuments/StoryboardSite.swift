// The places of a storyboard or a nib that the model names, by which a reader gives the line
// of the document each came from.

/// A place of an Interface Builder document that the model names: a scene, a connection of an
/// owner (a controller, a cell, a nib's view), a segue, a cell, an object. The model holds no
/// lines; ``StoryboardReader/lines`` gives each place's, for what a translation says of it.
package enum StoryboardSite: Hashable {
  /// A scene's controller, by the scene's identifier.
  case scene(String)
  /// A connection of an owner (a scene's identifier, ``owner(scene:cell:)``,
  /// ``owner(scene:object:)``, ``owner(nib:view:)``): `outlet doneButton`,
  /// `action done: on touchUpInside` (``action(_:on:)``), `searchBar.delegate`,
  /// `mapView.delegate`, `tableView`.
  case connection(owner: String, name: String)
  /// A segue a scene declares.
  case segue(scene: String, identifier: String)
  /// A prototype cell of a scene, or a nib's cell (its scene the nib's name).
  case cell(scene: String, identifier: String)
  /// An object beside a scene's controller, by its place among them.
  case object(scene: String, index: Int)
  /// A nib's top-level object, by its place among them.
  case nibObject(Int)

  /// A cell's name as an owner in a site, after its scene's (a scene's own is its identifier).
  package static func owner(scene: String, cell: String) -> String {
    "\(scene) ▸ \(cell)"
  }

  /// The name in a site of an object beside a scene's controller, by its place among them.
  package static func owner(scene: String, object index: Int) -> String {
    "\(scene) ▸ object \(index)"
  }

  /// An action's name in a ``connection(owner:name:)``: `action done: on touchUpInside`, or
  /// `action done` for a bar button item's, which names no event.
  package static func action(_ selector: String, on event: String? = nil) -> String {
    event.map { "action \(selector) on \($0)" } ?? "action \(selector)"
  }

  /// A nib's top-level view's name in a site.
  package static func owner(nib: String, view index: Int) -> String {
    "\(nib) ▸ view \(index)"
  }
}
