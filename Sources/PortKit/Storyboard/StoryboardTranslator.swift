// Interface Builder's storyboard XML translated into HeadlessUIKit's storyboard declaration.

import Foundation
import InterfaceBuilderDocuments
import XcodeFormats

/// Translates a storyboard file into a Swift file declaring the same storyboard for
/// HeadlessUIKit: its scenes, identifiers and initial scene, navigation controllers, segues
/// with their kinds and triggers, prototype and static cells, outlets, and actions wired as
/// UIKit wires them.
///
/// Everything it cannot translate goes in the report with the line of the XML it is on.
struct StoryboardTranslator {
  /// A segue declared by a scene, as the scene's `segues:` argument lists it.
  struct DeclaredSegue {
    var identifier: String
    var expression: SwiftExpression
  }

  /// What is being translated for one scene.
  struct SceneContext {
    /// The scene's controller element.
    var controller: XMLElementNode
    /// The Swift class of the controller.
    var className: String
    /// The controller's outlets, by the id of the object they point to.
    var outlets: [String: (property: String, line: Int)]
    /// The segues the scene declares.
    var segues: [DeclaredSegue] = []
  }

  /// The storyboard's path, relative to the project folder, for the report.
  let path: String
  /// The storyboard's name, such as `Main`.
  let name: String
  /// The app's Swift code, to find classes, outlets and action methods.
  let project: SwiftProject
  /// The name of the static method the declaration is made by (`make` and this):
  /// ``typeName(_:)`` of the name, unless the port gives another (two nibs whose names read
  /// the same as a method's).
  var makerSuffix: String
  /// What could not be translated.
  var report = PortReport()

  private(set) var root: XMLElementNode?
  var objects: [String: XMLElementNode] = [:]
  private(set) var sceneKeys: [String: String] = [:]
  private var controllers: [XMLElementNode] = []
  /// The selectors of the unwind segues (exit connections) anywhere in the storyboard.
  private(set) var unwindSelectors: [String] = []
  /// The custom objects beside each scene's controller, by the controller's id.
  private(set) var customObjects: [String: [XMLElementNode]] = [:]
  /// Whether a scene holds a map view, so the declaration imports HeadlessMapKit.
  var usesMapKit = false

  init(path: String, name: String, data: Data, project: SwiftProject) {
    self.path = path
    self.name = name
    self.project = project
    self.makerSuffix = Self.typeName(name)
    switch XMLElementNode.parse(data) {
    case .success(let root):
      self.root = root
    case .failure(let error):
      report.untranslated(path, error.line, "not readable as XML: \(error.message)")
    }
  }

  /// The Swift file declaring the storyboard, or nil when it cannot be read.
  mutating func translate() -> String? {
    guard let root else { return nil }
    guard root.name == "document", root["targetRuntime"] == "iOS.CocoaTouch",
      root["type"]?.hasSuffix("Storyboard.XIB") == true
    else {
      report.untranslated(path, root.line, "not an iOS storyboard: it is left out")
      return nil
    }
    indexObjects(in: root)
    let initial = root["initialViewController"].flatMap { sceneKeys[$0] }
    if root["initialViewController"] == nil {
      report.untranslated(
        path, root.line,
        "no initial view controller (Is Initial View Controller): the app starts with an "
          + "empty window, as UIKit does, unless its code makes one")
    }
    if root.descendants.contains(where: { $0.name == "constraint" }) {
      report.untranslated(
        path, nil,
        "Auto Layout constraints and frames are ignored: the simulator lays out each screen "
          + "top to bottom")
    }
    var scenes: [SwiftExpression] = []
    for controller in controllers {
      if let scene = scene(for: controller) { scenes.append(scene) }
    }
    let storyboard = SwiftExpression.call(
      "UIStoryboard",
      [
        SwiftArgument("name", .string(name)),
        SwiftArgument("initialScene", initial.map(SwiftExpression.string) ?? .atom("nil")),
        SwiftArgument("scenes", .array(scenes)),
      ])
    let body = storyboard.lines(prefix: "    ", indent: "    ", suffix: "")
    return """
      // \(name).storyboard, declared in Swift.

      import HeadlessUIKit\(usesMapKit ? "\nimport HeadlessMapKit" : "")

      extension UIStoryboard {
        static func make\(makerSuffix)() -> UIStoryboard {
      \(body.joined(separator: "\n"))
        }
      }

      """
  }

  /// A storyboard name as it reads in a method name: `Main` → `Main`, `my-board` → `MyBoard`.
  static func typeName(_ name: String) -> String {
    name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
      .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  // MARK: - Scenes

  /// Indexes every object by id and gives each controller its scene key
  /// (``InterfaceBuilderXML/sceneNames(of:)``).
  private mutating func indexObjects(in root: XMLElementNode) {
    let scenes = root.child("scenes")?.children("scene") ?? []
    for scene in scenes {
      for node in scene.descendants {
        if let id = node["id"] { objects[id] = node }
      }
      let members = scene.child("objects")?.children ?? []
      let controller = members.first { $0["sceneMemberID"] == "viewController" }
      for member in members {
        if member["sceneMemberID"] == "viewController" {
          controllers.append(member)
        } else if member.name == "customObject", let id = controller?["id"] {
          customObjects[id, default: []].append(member)
        } else if member.name != "placeholder" && member.name != "exit"
          && member.name != "tableViewCell"
        {
          report.untranslated(
            path, member.line,
            "a \(member.name) beside the scene's controller: not declared; make it in code")
        }
      }
    }
    var selectors: Set<String> = []
    for segue in root.descendants where segue.name == "segue" && segue["kind"] == "unwind" {
      if let action = segue["unwindAction"] { selectors.insert(action) }
    }
    unwindSelectors = selectors.sorted()
    sceneKeys = InterfaceBuilderXML.sceneNames(of: controllers)
  }

  private mutating func scene(for controller: XMLElementNode) -> SwiftExpression? {
    guard let id = controller["id"], let key = sceneKeys[id] else { return nil }
    switch controller.name {
    case "navigationController":
      return navigationScene(controller, key: key)
    case "tableViewController", "viewController":
      guard let className = className(of: controller) else { return nil }
      var context = SceneContext(
        controller: controller, className: className, outlets: outlets(of: controller))
      var arguments = [
        SwiftArgument(nil, .string(key)), SwiftArgument(nil, .atom("\(className).self")),
      ]
      arguments += navigationArguments(&context)
      var tableHeader: SwiftArgument?
      if controller.name == "tableViewController" {
        arguments += tableArguments(&context)
        tableHeader = tableHeaderArgument(&context)
        let dock = sceneDock(&context)
        if !dock.isEmpty { arguments.append(SwiftArgument("sceneDock", .array(dock))) }
      } else {
        let content = viewElements(&context)
        if !content.isEmpty { arguments.append(SwiftArgument("content", .array(content))) }
      }
      let objects = sceneObjects(&context)
      if !objects.isEmpty { arguments.append(SwiftArgument("objects", .array(objects))) }
      for segue in controller.connections where segue.name == "segue" {
        _ = declare(segue, in: &context)
      }
      reportUnusedOutlets(context)
      if !context.segues.isEmpty {
        arguments.append(SwiftArgument("segues", .array(context.segues.map(\.expression))))
      }
      let unwindActions = self.unwindActions(of: className)
      if !unwindActions.isEmpty {
        arguments.append(SwiftArgument("unwindActions", .array(unwindActions)))
      }
      if let tableHeader { arguments.append(tableHeader) }
      return .call(".\(controller.name)", arguments)
    default:
      report.untranslated(
        path, controller.line,
        "a \(controller.name) scene: HeadlessUIKit declares navigation controllers, view "
          + "controllers and table view controllers only; this scene is left out")
      return nil
    }
  }

  private mutating func navigationScene(_ controller: XMLElementNode, key: String)
    -> SwiftExpression?
  {
    for object in controller["id"].flatMap({ customObjects[$0] }) ?? [] {
      report.untranslated(
        path, object.line,
        "an object beside a navigation controller: HeadlessUIKit declares objects in view "
          + "controller and table view controller scenes only; not declared")
    }
    if let customClass = controller["customClass"] {
      report.untranslated(
        path, controller.line,
        "the navigation controller's class \(customClass): declared as a plain "
          + "UINavigationController")
    }
    let rootSegue = controller.connections.first {
      $0.name == "segue" && $0["relationship"] == "rootViewController"
    }
    guard let rootID = rootSegue?["destination"], let root = sceneKeys[rootID] else {
      report.untranslated(
        path, controller.line, "a navigation controller with no root view controller: left out")
      return nil
    }
    var arguments = [SwiftArgument(nil, .string(key)), SwiftArgument("root", .string(root))]
    if controller.child("navigationBar")?["largeTitles"] == "YES" {
      arguments.append(SwiftArgument("prefersLargeTitles", .atom("true")))
    }
    if controller["toolbarHidden"] == "NO" {
      arguments.append(SwiftArgument("isToolbarHidden", .atom("false")))
    }
    return .call(".navigationController", arguments)
  }

  /// The unwind action methods of a scene's class that the storyboard's exit connections
  /// name: `.action("unwindToList:", { $0.unwindToList($1) })`.
  private func unwindActions(of className: String) -> [SwiftExpression] {
    unwindSelectors.compactMap { selector in
      guard let method = project.method(forSelector: selector, in: className),
        method.parameters.count == 1
      else { return nil }
      let argument = method.parameters[0].label.map { "\($0): $1" } ?? "$1"
      return .call(
        ".action",
        [
          SwiftArgument(nil, .string(selector)),
          SwiftArgument(nil, .atom("{ $0.\(method.name)(\(argument)) }")),
        ])
    }
  }

  /// The Swift class of a scene's controller: its custom class, when the app declares it and
  /// it descends from the right UIKit class, else the UIKit class itself.
  private mutating func className(of controller: XMLElementNode) -> String? {
    let base =
      controller.name == "tableViewController" ? "UITableViewController" : "UIViewController"
    guard let customClass = controller["customClass"] else { return base }
    guard project.classes[customClass] != nil else {
      report.untranslated(
        path, controller.line,
        "class \(customClass) is not in the project's Swift files: the scene uses \(base)")
      return base
    }
    let ancestor = project.uiKitAncestor(of: customClass)
    if base == "UITableViewController", ancestor != "UITableViewController" {
      report.untranslated(
        path, controller.line,
        "\(customClass) is the class of a table view controller scene but does not descend "
          + "from UITableViewController: the scene is left out")
      return nil
    }
    return customClass
  }

}
