// The objects a scene declares beside its controller, read with the connections they make.

import Foundation
import InterfaceBuilderDocuments

extension StoryboardDeclaration {
  /// An object beside a scene's controller, `.object(ItemListDataProvider(), outlets: {…},
  /// viewConnections: {…})`: its class, and the connections its closures make, each an
  /// assignment as the port writes them (`controller.dataProvider = object`, `object.owner =
  /// controller`, `controller.tableView.dataSource = object`, `object.mapView =
  /// controller.mapView`). Anything else is a note: Interface Builder connects outlets, and
  /// runs no code.
  mutating func sceneObject(_ value: DeclaredValue) -> SceneObjectModel? {
    guard Self.callee(value) == ".object", let made = value.positional.first,
      let className = Self.callee(made), made.positional.isEmpty, made.labelled.isEmpty,
      className.first?.isUppercase == true
    else {
      note(
        value.line,
        "an object beside the scene's controller that is not made as `.object(Class())`: not "
          + "in Main.storyboard; drag an Object from the Library onto the scene's dock")
      return nil
    }
    var object = SceneObjectModel(className: className)
    for label in ["outlets", "viewConnections"] {
      guard let closure = value.argument(label) else { continue }
      guard case .closure(let text) = closure.kind else {
        note(closure.line, "\(className)'s \(label) is not a closure: not connected")
        continue
      }
      let (names, statements) = Self.statements(of: text)
      for statement in statements where !connect(statement, names: names, into: &object) {
        note(
          closure.line,
          "\(className)'s \(label) does more than connect an outlet (\(statement)): not in "
            + "Main.storyboard; do it in viewDidLoad")
      }
    }
    return object
  }

  /// Adds the connection one assignment makes to `object`; false when it is no connection
  /// between the controller (`names.controller`), its views and the object.
  private func connect(
    _ statement: String, names: (controller: String, object: String),
    into object: inout SceneObjectModel
  ) -> Bool {
    let sides = statement.components(separatedBy: "=").map {
      $0.trimmingCharacters(in: .whitespaces).split(separator: ".").map(String.init)
    }
    guard sides.count == 2, sides.joined().allSatisfy(Self.isIdentifier) else { return false }
    let (target, source) = (sides[0], sides[1])
    switch (target.count, source.count) {
    case (2, 1) where target[0] == names.controller && source[0] == names.object:
      object.outlet = target[1]
    case (2, 1) where target[0] == names.object && source[0] == names.controller:
      object.controllerOutlets.append(target[1])
    case (3, 1) where target[0] == names.controller && source[0] == names.object:
      object.viewOutlets.append(.init(view: target[1], property: target[2]))
    case (2, 2) where target[0] == names.object && source[0] == names.controller:
      object.outletsToViews.append(.init(view: source[1], property: target[1]))
    default:
      return false
    }
    return true
  }

  /// A closure's parameter names (`$0` and `$1` when it names none) and its statements.
  static func statements(of closure: String) -> (
    names: (controller: String, object: String), statements: [String]
  ) {
    var body = closure.dropFirst().dropLast().trimmingCharacters(in: .whitespacesAndNewlines)
    var names = (controller: "$0", object: "$1")
    if let match = body.prefixMatch(of: /([A-Za-z_]\w*)\s*,\s*([A-Za-z_]\w*)\s+in\s/) {
      names = (String(match.output.1), String(match.output.2))
      body = String(body[match.range.upperBound...])
    }
    let statements = body.split(whereSeparator: { $0 == ";" || $0 == "\n" }).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    return (names, statements.filter { !$0.isEmpty })
  }

  /// Whether a word is a Swift identifier or a closure's numbered parameter (`$0`).
  static func isIdentifier(_ word: String) -> Bool {
    guard let first = word.first, first.isLetter || first == "_" || first == "$" else {
      return false
    }
    return word.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}
