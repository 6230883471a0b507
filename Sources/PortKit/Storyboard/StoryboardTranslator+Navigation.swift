// A scene's navigation item, toolbar and segues, translated into the declaration's arguments.

import InterfaceBuilderDocuments
import XcodeFormats

extension StoryboardTranslator {
  // MARK: - Navigation item and toolbar

  mutating func navigationArguments(_ context: inout SceneContext) -> [SwiftArgument] {
    let controller = context.controller
    let item = controller.child("navigationItem", key: "navigationItem")
    var arguments: [SwiftArgument] = []
    if let title = item?["title"] ?? controller["title"] {
      arguments.append(SwiftArgument("title", .string(title)))
    }
    if let mode = item?["largeTitleDisplayMode"], ["never", "always"].contains(mode) {
      arguments.append(SwiftArgument("largeTitleDisplayMode", .atom(".\(mode)")))
    }
    // The declaration takes the single buttons before the arrays.
    var several: [SwiftArgument] = []
    for side in ["left", "right"] {
      var buttons =
        item?.children("barButtonItem").filter { $0["key"] == "\(side)BarButtonItem" } ?? []
      buttons += item?.child("\(side)BarButtonItems")?.children("barButtonItem") ?? []
      // Several buttons keep the storyboard's order, which is `…BarButtonItems`' order.
      let expressions = buttons.compactMap { barButton($0, in: &context) }
      if expressions.count == 1 {
        arguments.append(SwiftArgument("\(side)BarButton", expressions[0]))
      } else if !expressions.isEmpty {
        several.append(SwiftArgument("\(side)BarButtons", .array(expressions)))
      }
    }
    arguments += several
    let toolbar = controller.child("toolbarItems")?.children("barButtonItem") ?? []
    let items = toolbar.compactMap { barButton($0, in: &context) }
    if !items.isEmpty {
      arguments.append(SwiftArgument("toolbarItems", .array(items)))
    }
    return arguments
  }

  private mutating func barButton(_ node: XMLElementNode, in context: inout SceneContext)
    -> SwiftExpression?
  {
    bareBarButton(node, in: &context).map { accessible($0, node) }
  }

  private mutating func bareBarButton(_ node: XMLElementNode, in context: inout SceneContext)
    -> SwiftExpression?
  {
    if let custom = node.children.first(where: { $0["key"] == "customView" }) {
      return customBarButton(node, view: custom, in: &context)
    }
    var arguments: [SwiftArgument]
    var kind: String
    if let item = node["systemItem"] {
      kind = ".system"
      arguments = [SwiftArgument(nil, .atom(".\(item)"))]
    } else if let title = node["title"] ?? node["image"] {
      kind = ".title"
      arguments = [SwiftArgument(nil, .string(title))]
      if node["title"] == nil {
        report.untranslated(
          path, node.line, "a bar button with an image: shown by the image's name, \(title)")
      }
      if node["style"] == "done" { arguments.append(SwiftArgument("style", .atom(".done"))) }
    } else {
      report.untranslated(path, node.line, "a bar button with no title or system item: left out")
      return nil
    }
    if node["enabled"] == "NO" { arguments.append(SwiftArgument("isEnabled", .atom("false"))) }
    if let outlet = outlet(to: node, as: "UIBarButtonItem", in: &context) {
      arguments.append(SwiftArgument("outlet", outlet))
    }
    var segueIdentifier: String?
    if let segue = node.connections.first(where: { $0.name == "segue" }),
      let identifier = declare(segue, in: &context)
    {
      arguments.append(SwiftArgument("segue", .string(identifier)))
      segueIdentifier = identifier
    }
    let actions = self.actions(
      of: node, sender: "UIBarButtonItem", owner: context.controller, ownerClass: context.className,
      events: [nil: "action"], namingSelectorFor: [nil])
    arguments += actions
    if let segueIdentifier, !actions.isEmpty {
      let selector = node.connections.first { $0.name == "action" }?["selector"] ?? "its action"
      report.untranslated(
        path, node.line,
        "a bar button with both an action (\(selector)) and a segue (\(segueIdentifier)): UIKit "
          + "performs the segue only, since an item has one target and action and the segue "
          + "takes them; \(selector) is never called, here as on iOS")
    }
    return .call(kind, arguments)
  }

  /// A bar button item whose custom view is a button, with the button's outlet, segue and
  /// actions: `.button("Save", outlet: \.saveButton, segue: "SaveItem")`.
  private mutating func customBarButton(
    _ item: XMLElementNode, view: XMLElementNode, in context: inout SceneContext
  ) -> SwiftExpression? {
    guard view.name == "button" else {
      report.untranslated(
        path, view.line,
        "a bar button showing a \(view.name): HeadlessUIKit's bars show a button as a custom "
          + "view, nothing else; left out")
      return nil
    }
    let normal = view.child("state", key: "normal")
    var title = InterfaceBuilderXML.title(ofButton: view)
    if title == nil, let label = view.child("accessibility")?["label"] { title = label }
    if title == nil, let image = normal?["image"] ?? view.child("buttonConfiguration")?["image"] {
      report.untranslated(
        path, view.line, "a bar button's image-only button: shown by the image's name, \(image)")
      title = image
    }
    var arguments = [SwiftArgument(nil, .string(title ?? ""))]
    if let outlet = outlet(to: item, as: "UIBarButtonItem", in: &context) {
      arguments.append(SwiftArgument("itemOutlet", outlet))
    }
    if let outlet = outlet(to: view, as: "UIButton", in: &context) {
      arguments.append(SwiftArgument("outlet", outlet))
    }
    if let segue = view.connections.first(where: { $0.name == "segue" }),
      let identifier = declare(segue, in: &context)
    {
      arguments.append(SwiftArgument("segue", .string(identifier)))
    }
    arguments += actions(
      of: view, sender: "UIButton", owner: context.controller, ownerClass: context.className,
      events: ["touchUpInside": "action", "primaryActionTriggered": "action"])
    return .call(".button", arguments)
  }

  // MARK: - Segues

  /// Declares an unwind segue (an exit connection): `.unwind("SaveItem", action: "save:")`.
  private mutating func declareUnwind(
    _ segue: XMLElementNode, identifier: String, in context: inout SceneContext
  ) -> String? {
    guard let action = segue["unwindAction"] else {
      report.untranslated(
        path, segue.line, "unwind segue \(identifier) names no unwind action: left out")
      return nil
    }
    let owners = project.classes.keys.sorted().filter {
      project.method(forSelector: action, in: $0)?.parameters.count == 1
    }
    if owners.isEmpty {
      report.untranslated(
        path, segue.line,
        "unwind segue \(identifier): no class of the project has the action \(action) (an "
          + "@IBAction taking a UIStoryboardSegue); the segue does nothing, as in UIKit")
    }
    if segue["identifier"] == nil {
      report.untranslated(
        path, segue.line,
        "an unwind segue with no identifier: declared as \"\(identifier)\", which "
          + "prepare(for:sender:) sees where UIKit gives nil")
    }
    context.segues.append(
      DeclaredSegue(
        identifier: identifier,
        expression: .call(
          ".unwind",
          [SwiftArgument(nil, .string(identifier)), SwiftArgument("action", .string(action))])))
    return identifier
  }

  /// Declares a segue of the scene and returns its identifier, or nil when it cannot be
  /// declared.
  mutating func declare(_ segue: XMLElementNode, in context: inout SceneContext) -> String? {
    let kind = segue["kind"] ?? ""
    guard let destinationID = segue["destination"] else { return nil }
    let identifier = segue["identifier"] ?? segue["id"] ?? "Segue\(context.segues.count + 1)"
    if let declared = context.segues.first(where: { $0.identifier == identifier }) {
      return declared.identifier
    }
    let method: String
    switch InterfaceBuilderXML.kind(of: segue) {
    case .show: method = ".show"
    case .modal, .popover: method = ".presentModally"
    case .relationship: return nil
    case .unwind: return declareUnwind(segue, identifier: identifier, in: &context)
    case nil:
      report.untranslated(
        path, segue.line,
        "a segue of kind \(kind.isEmpty ? "unknown" : kind) (\(identifier)): HeadlessUIKit "
          + "declares show and present-modally segues only; it is left out")
      return nil
    }
    guard let destination = sceneKeys[destinationID], objects[destinationID] != nil else {
      report.untranslated(
        path, segue.line, "segue \(identifier) leads to no scene of this storyboard: left out")
      return nil
    }
    if segue["identifier"] == nil {
      report.untranslated(
        path, segue.line,
        "a segue with no identifier: declared as \"\(identifier)\", which prepare(for:sender:) "
          + "sees where UIKit gives nil")
    }
    if InterfaceBuilderXML.kind(of: segue) == .popover {
      report.untranslated(
        path, segue.line, "popover segue \(identifier): presented as a sheet, as on an iPhone")
    }
    var arguments = [
      SwiftArgument(nil, .string(identifier)), SwiftArgument("to", .string(destination)),
    ]
    if method == ".presentModally", let style = segue["modalPresentationStyle"] {
      if ["fullScreen", "pageSheet", "formSheet"].contains(style) {
        arguments.append(SwiftArgument("style", .atom(".\(style)")))
      } else {
        report.untranslated(
          path, segue.line, "presentation style \(style) of \(identifier): presented as a sheet")
      }
    }
    context.segues.append(
      DeclaredSegue(identifier: identifier, expression: .call(method, arguments)))
    return identifier
  }
}
