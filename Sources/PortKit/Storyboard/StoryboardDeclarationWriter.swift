// A storyboard model written as HeadlessUIKit's storyboard declaration, for the app's code.

import InterfaceBuilderDocuments
import XcodeFormats

/// Writes a ``StoryboardModel`` as the Swift file declaring it for HeadlessUIKit
/// (`Storyboard.swift`): the inverse of the export's reading of that file.
///
/// The model names what the document names (classes, outlets, selectors); the declaration is
/// Swift, so each name is looked up in the app's code: a class the code does not declare is
/// UIKit's, an outlet the class has no property of the view's type for is not connected, an
/// action is a closure calling the method its selector names. Each such decision is a remark,
/// at the line the reader read the place from (`lines`).
///
/// ```swift
/// var writer = StoryboardDeclarationWriter(project: project, lines: reader.lines)
/// let text = writer.declaration(of: storyboard)
/// ```
struct StoryboardDeclarationWriter {
  /// What the writer says of a place: the app's code made it leave it out or change it.
  struct Remark: Equatable {
    var line: Int?
    var text: String
    var effect: PortReport.Effect = .note
    /// Whether the writer made it work another way (a stand-in sender), not left it out.
    var isRewrite = false
  }

  /// The app's Swift code, to find classes, outlets and action methods.
  let project: SwiftProject
  /// The line of each place of the document, for the remarks.
  let lines: [StoryboardSite: Int]
  /// What the app's code made the declaration leave out or change, in the order found.
  private(set) var remarks: [Remark] = []
  /// Whether a view written so far is a map view, so the file imports HeadlessMapKit.
  var usesMapKit = false
  /// The selectors of the storyboard's unwind segues, which its scenes' classes declare.
  private var unwindSelectors: [String] = []

  init(project: SwiftProject, lines: [StoryboardSite: Int] = [:]) {
    self.project = project
    self.lines = lines
  }

  mutating func remark(
    _ site: StoryboardSite?, _ text: String, effect: PortReport.Effect = .note,
    isRewrite: Bool = false
  ) {
    let line = site.flatMap { lines[$0] }
    remarks.append(Remark(line: line, text: text, effect: effect, isRewrite: isRewrite))
  }

  /// The Swift file: `make<suffix>()` returning the storyboard (`suffix` by default the
  /// storyboard's name as a method name reads it).
  mutating func declaration(of storyboard: StoryboardModel, makerSuffix: String? = nil) -> String {
    unwindSelectors = Set(
      storyboard.scenes.flatMap { $0.segues.compactMap(\.unwindAction) }
    ).sorted()
    var scenes: [SwiftExpression] = []
    for scene in storyboard.scenes {
      if let expression = self.scene(scene) { scenes.append(expression) }
    }
    let call = SwiftExpression.call(
      "UIStoryboard",
      [
        SwiftArgument("name", .string(storyboard.name)),
        SwiftArgument(
          "initialScene", storyboard.initialScene.map(SwiftExpression.string) ?? .atom("nil")),
        SwiftArgument("scenes", .array(scenes)),
      ])
    let suffix = makerSuffix ?? StoryboardTranslator.typeName(storyboard.name)
    return file(
      call, named: "\(storyboard.name).storyboard", type: "UIStoryboard", maker: "make\(suffix)")
  }

  /// The file around a declaration: a static method of `type` returning it.
  func file(_ call: SwiftExpression, named name: String, type: String, maker: String) -> String {
    let body = call.lines(prefix: "    ", indent: "    ", suffix: "")
    return """
      // \(name), declared in Swift.

      import HeadlessUIKit\(usesMapKit ? "\nimport HeadlessMapKit" : "")

      extension \(type) {
        static func \(maker)() -> \(type) {
      \(body.joined(separator: "\n"))
        }
      }

      """
  }

  // MARK: - Scenes

  /// The scene being written, and its controller's class.
  struct SceneContext {
    var scene: SceneModel
    /// The Swift class of the controller.
    var className: String
    /// The controller as the owner of the scene's views.
    var controller: Owner {
      Owner(className: className, name: "controller", site: scene.identifier)
    }
  }

  private mutating func scene(_ scene: SceneModel) -> SwiftExpression? {
    if scene.kind == .navigationController { return navigationScene(scene) }
    guard let className = className(of: scene) else { return nil }
    let context = SceneContext(scene: scene, className: className)
    let controller = context.controller
    var arguments = [
      SwiftArgument(nil, .string(scene.identifier)),
      SwiftArgument(nil, .atom("\(className).self")),
    ]
    arguments += navigationArguments(context)
    if scene.kind == .tableViewController {
      arguments += tableArguments(context)
      let dock = scene.dockCells.compactMap { dockCell($0, context) }
      if !dock.isEmpty { arguments.append(SwiftArgument("sceneDock", .array(dock))) }
    } else {
      let content = scene.content.compactMap { element($0, owner: controller, context) }
      if !content.isEmpty { arguments.append(SwiftArgument("content", .array(content))) }
    }
    let objects = scene.objects.enumerated().compactMap { object($1, at: $0, context) }
    if !objects.isEmpty { arguments.append(SwiftArgument("objects", .array(objects))) }
    let segues = scene.segues.map { segue($0, in: scene) }
    if !segues.isEmpty { arguments.append(SwiftArgument("segues", .array(segues))) }
    let unwindActions = self.unwindActions(of: className)
    if !unwindActions.isEmpty {
      arguments.append(SwiftArgument("unwindActions", .array(unwindActions)))
    }
    if let header = scene.tableHeader, let expression = element(header, owner: controller, context)
    {
      arguments.append(SwiftArgument("tableHeader", expression))
    }
    return .call(".\(scene.kind.rawValue)", arguments)
  }

  private mutating func navigationScene(_ scene: SceneModel) -> SwiftExpression? {
    guard let root = scene.root else {
      remark(
        .scene(scene.identifier), "a navigation controller with no root view controller: left out")
      return nil
    }
    var arguments = [
      SwiftArgument(nil, .string(scene.identifier)), SwiftArgument("root", .string(root)),
    ]
    if scene.prefersLargeTitles {
      arguments.append(SwiftArgument("prefersLargeTitles", .atom("true")))
    }
    if !scene.isToolbarHidden {
      arguments.append(SwiftArgument("isToolbarHidden", .atom("false")))
    }
    return .call(".navigationController", arguments)
  }

  /// The Swift class of a scene's controller: its class, when the app declares it and it
  /// descends from the right UIKit class, else the UIKit class itself; nil, with a remark,
  /// for a table view controller scene whose class is no table view controller.
  private mutating func className(of scene: SceneModel) -> String? {
    let base =
      scene.kind == .tableViewController ? "UITableViewController" : "UIViewController"
    guard let className = scene.className, className != base else { return base }
    guard project.classes[className] != nil else {
      remark(
        .scene(scene.identifier),
        "class \(className) is not in the project's Swift files: the scene uses \(base)")
      return base
    }
    if base == "UITableViewController",
      project.uiKitAncestor(of: className) != "UITableViewController"
    {
      remark(
        .scene(scene.identifier),
        "\(className) is the class of a table view controller scene but does not descend "
          + "from UITableViewController: the scene is left out")
      return nil
    }
    return className
  }

  /// The unwind action methods of a scene's class that the storyboard's unwind segues name:
  /// `.action("unwindToList:", { $0.unwindToList($1) })`.
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

  // MARK: - Navigation item and toolbar

  private mutating func navigationArguments(_ context: SceneContext) -> [SwiftArgument] {
    let scene = context.scene
    var arguments: [SwiftArgument] = []
    if let title = scene.title { arguments.append(SwiftArgument("title", .string(title))) }
    if let mode = scene.largeTitleDisplayMode, ["never", "always"].contains(mode) {
      arguments.append(SwiftArgument("largeTitleDisplayMode", .atom(".\(mode)")))
    }
    // The declaration takes the single buttons before the arrays.
    var several: [SwiftArgument] = []
    for (side, buttons) in [("left", scene.leftBarButtons), ("right", scene.rightBarButtons)] {
      let expressions = buttons.compactMap { barButton($0, context) }
      if expressions.count == 1 {
        arguments.append(SwiftArgument("\(side)BarButton", expressions[0]))
      } else if !expressions.isEmpty {
        several.append(SwiftArgument("\(side)BarButtons", .array(expressions)))
      }
    }
    arguments += several
    let items = scene.toolbarItems.compactMap { barButton($0, context) }
    if !items.isEmpty { arguments.append(SwiftArgument("toolbarItems", .array(items))) }
    return arguments
  }

  private mutating func barButton(_ button: BarButtonModel, _ context: SceneContext)
    -> SwiftExpression?
  {
    let owner = context.controller
    if button.isCustomButton {
      var arguments = [SwiftArgument(nil, .string(button.title ?? ""))]
      if let outlet = outlet(button.outlet, as: "UIBarButtonItem", of: owner) {
        arguments.append(SwiftArgument("itemOutlet", outlet))
      }
      if let outlet = outlet(button.buttonOutlet, as: "UIButton", of: owner) {
        arguments.append(SwiftArgument("outlet", outlet))
      }
      if let segue = button.segue {
        arguments.append(SwiftArgument("segue", .string(segue)))
      }
      arguments += actions(
        button.action.map { ["touchUpInside": $0] } ?? [:], of: "button", sender: "UIButton",
        owner: owner, events: [("touchUpInside", "action")])
      return accessible(.call(".button", arguments), button.accessibility)
    }
    var arguments: [SwiftArgument]
    let kind: String
    if let item = button.systemItem {
      kind = ".system"
      arguments = [SwiftArgument(nil, .atom(".\(item)"))]
    } else if let title = button.title {
      kind = ".title"
      arguments = [SwiftArgument(nil, .string(title))]
      if button.isDoneStyle { arguments.append(SwiftArgument("style", .atom(".done"))) }
    } else {
      remark(nil, "a bar button with no title or system item: left out")
      return nil
    }
    if !button.isEnabled { arguments.append(SwiftArgument("isEnabled", .atom("false"))) }
    if let outlet = outlet(button.outlet, as: "UIBarButtonItem", of: owner) {
      arguments.append(SwiftArgument("outlet", outlet))
    }
    if let segue = button.segue {
      arguments.append(SwiftArgument("segue", .string(segue)))
    }
    arguments += actions(
      button.action.map { ["": $0] } ?? [:], of: "barButtonItem", sender: "UIBarButtonItem",
      owner: owner, events: [("", "action")], namingSelectorFor: [""])
    return accessible(.call(kind, arguments), button.accessibility)
  }

  // MARK: - Segues

  /// A segue as the scene's `segues:` declares it; an unwind segue whose action no class of
  /// the app has, which does nothing, with a remark.
  private mutating func segue(_ segue: SegueModel, in scene: SceneModel) -> SwiftExpression {
    let identifier = segue.identifier
    let site = StoryboardSite.segue(scene: scene.identifier, identifier: identifier)
    if let action = segue.unwindAction {
      let hasOwner = project.classes.keys.contains {
        project.method(forSelector: action, in: $0)?.parameters.count == 1
      }
      if !hasOwner {
        remark(
          site,
          "unwind segue \(identifier): no class of the project has the action \(action) (an "
            + "@IBAction taking a UIStoryboardSegue); the segue does nothing, as in UIKit")
      }
      return .call(
        ".unwind",
        [SwiftArgument(nil, .string(identifier)), SwiftArgument("action", .string(action))])
    }
    var arguments = [
      SwiftArgument(nil, .string(identifier)), SwiftArgument("to", .string(segue.destination)),
    ]
    if segue.isModal, let style = segue.presentationStyle {
      if ["fullScreen", "pageSheet", "formSheet"].contains(style) {
        arguments.append(SwiftArgument("style", .atom(".\(style)")))
      } else {
        remark(site, "presentation style \(style) of \(identifier): presented as a sheet")
      }
    }
    return .call(segue.isModal ? ".presentModally" : ".show", arguments)
  }
}
