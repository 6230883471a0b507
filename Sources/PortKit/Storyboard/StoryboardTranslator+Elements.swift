// The views of a storyboard scene, translated into the declaration's elements.

import InterfaceBuilderDocuments
import XcodeFormats

extension StoryboardTranslator {
  /// The UIKit class of each view element the translation declares (a table view and a map
  /// view apart, by ``tableViewElement(_:context:)`` and ``mapViewElement(_:owner:context:)``).
  static let viewClasses = Dictionary(
    uniqueKeysWithValues: ElementModel.Kind.allCases.filter {
      ![.tableView, .mapView].contains($0)
    }.map {
      ($0.rawValue, $0.uiKitClass)
    })

  /// Views that only hold other views: their subviews are declared in their place.
  static let containers: Set<String> = ["view", "stackView", "scrollView"]

  /// The elements of a view controller scene's view, top to bottom.
  mutating func viewElements(_ context: inout SceneContext) -> [SwiftExpression] {
    // A table view as the scene's whole view (dragged in place of the view): the table is
    // the content, filling the screen.
    if let table = context.controller.child("tableView", key: "view") {
      return [tableViewElement(table, context: &context)]
    }
    guard let view = context.controller.child("view", key: "view") else { return [] }
    if let customClass = view["customClass"] {
      report.untranslated(
        path, view.line, "the view's class \(customClass): the scene's view is a plain UIView")
    }
    return elements(
      in: view, owner: context.controller, ownerClass: context.className, context: &context)
  }

  /// The elements for the subviews of a view, flattening views that only hold others;
  /// `skipping` names views (by id) left out, such as a cell's built-in labels.
  mutating func elements(
    in view: XMLElementNode, owner: XMLElementNode, ownerClass: String, context: inout SceneContext,
    skipping: Set<String> = []
  ) -> [SwiftExpression] {
    let subviews = (view.child("subviews")?.children ?? []).filter {
      $0["id"].map { !skipping.contains($0) } ?? true
    }
    var result: [SwiftExpression] = []
    var index = 0
    while index < subviews.count {
      let subview = subviews[index]
      defer { index += 1 }
      if subview.name == "tableView", owner.name != "tableViewCell" {
        result.append(tableViewElement(subview, context: &context))
        continue
      }
      if Self.containers.contains(subview.name) {
        if let customClass = subview["customClass"] {
          report.untranslated(
            path, subview.line,
            "a view of class \(customClass): its subviews are declared, the view itself is not")
        }
        result += elements(
          in: subview, owner: owner, ownerClass: ownerClass, context: &context,
          skipping: skipping)
        continue
      }
      if let element = titledSwitch(
        at: index, in: subviews, owner: owner, ownerClass: ownerClass, context: &context)
      {
        result.append(element)
        index += 1
        continue
      }
      if let element = element(
        for: subview, owner: owner, ownerClass: ownerClass, title: nil, context: &context)
      {
        result.append(element)
      }
    }
    return result
  }

  /// A switch and the label beside it that names it, as `.switch("Remind Me")` does, when the
  /// views at `index` and after it are such a pair: a label right before a switch, or the
  /// label right after one (Interface Builder keeps the order the views were added in; the
  /// frames place the label beside the switch either way) unless a switch follows the label,
  /// which it names.
  private mutating func titledSwitch(
    at index: Int, in subviews: [XMLElementNode], owner: XMLElementNode, ownerClass: String,
    context: inout SceneContext
  ) -> SwiftExpression? {
    guard index + 1 < subviews.count else { return nil }
    let (first, second) = (subviews[index], subviews[index + 1])
    if second.name == "switch", namesSwitch(first, owner: owner, context: context) {
      return element(
        for: second, owner: owner, ownerClass: ownerClass,
        title: InterfaceBuilderXML.text(of: first), context: &context)
    }
    guard first.name == "switch",
      index + 2 == subviews.count || subviews[index + 2].name != "switch",
      namesSwitch(second, owner: owner, context: context)
    else { return nil }
    return element(
      for: first, owner: owner, ownerClass: ownerClass,
      title: InterfaceBuilderXML.text(of: second), context: &context)
  }

  /// The table's header view, as `tableHeader:` declares it: a search bar (the one header
  /// Interface Builder's library offers for a table); another view is reported.
  mutating func tableHeaderArgument(_ context: inout SceneContext) -> SwiftArgument? {
    guard let table = context.controller.child("tableView", key: "view"),
      let header = table.children.first(where: { $0["key"] == "tableHeaderView" })
    else { return nil }
    guard header.name == "searchBar" else {
      report.untranslated(
        path, header.line, "a \(header.name) as the table's header: not declared")
      return nil
    }
    return element(
      for: header, owner: context.controller, ownerClass: context.className, title: nil,
      context: &context
    ).map { SwiftArgument("tableHeader", $0) }
  }

  /// Reports a search bar whose delegate outlet names another object than the scene's
  /// controller, or a controller that does not adopt `UISearchBarDelegate`: the declaration
  /// makes the controller the delegate when it adopts the protocol.
  private mutating func reportSearchBarDelegate(
    of node: XMLElementNode, owner: XMLElementNode, ownerClass: String
  ) {
    guard
      let delegate = node.connections.first(where: {
        $0.name == "outlet" && $0["property"] == "delegate"
      })
    else { return }
    if delegate["destination"] != owner["id"] {
      report.untranslated(
        path, delegate.line,
        "the search bar's delegate is another object than the scene's controller: not "
          + "connected; set searchBar.delegate in viewDidLoad")
    } else if !project.conforms(ownerClass, to: "UISearchBarDelegate") {
      report.untranslated(
        path, delegate.line,
        "the search bar's delegate, \(ownerClass), does not adopt UISearchBarDelegate: not "
          + "connected, and its search bar methods are never called, as on iOS")
    }
  }

  /// The element for one view, with its outlet, actions and accessibility settings; nil (and
  /// a note) for a view the declaration cannot make.
  mutating func element(
    for node: XMLElementNode, owner: XMLElementNode, ownerClass: String, title: String?,
    context: inout SceneContext
  ) -> SwiftExpression? {
    bareElement(for: node, owner: owner, ownerClass: ownerClass, title: title, context: &context)
      .map { accessible($0, node) }
  }

  /// The declaration with the accessibility identifier and label that Interface Builder's
  /// Identity inspector gives the view or bar button item:
  /// `.accessibility(.button("Add"), identifier: "addButton")`.
  mutating func accessible(_ declaration: SwiftExpression, _ node: XMLElementNode)
    -> SwiftExpression
  {
    guard let settings = InterfaceBuilderXML.accessibilitySettings(of: node) else {
      return declaration
    }
    if settings["hint"] != nil || settings.child("accessibilityTraits") != nil {
      report.untranslated(
        path, settings.line,
        "the \(node.name)'s accessibility hint or traits: not declared; set them in viewDidLoad")
    }
    var arguments = [SwiftArgument(nil, declaration)]
    if let identifier = settings["identifier"] {
      arguments.append(SwiftArgument("identifier", .string(identifier)))
    }
    if let label = settings["label"] {
      arguments.append(SwiftArgument("label", .string(label)))
    }
    return arguments.count == 1 ? declaration : .call(".accessibility", arguments)
  }

  /// A view's declaration, without its accessibility: reported and left out when the kit
  /// declares no view of its kind; its custom class and runtime attributes reported.
  private mutating func bareElement(
    for node: XMLElementNode, owner: XMLElementNode, ownerClass: String, title: String?,
    context: inout SceneContext
  ) -> SwiftExpression? {
    if node.name == "mapView" { return mapViewElement(node, owner: owner, context: &context) }
    guard let viewClass = Self.viewClasses[node.name] else {
      report.untranslated(
        path, node.line,
        "a \(node.name): HeadlessUIKit's storyboard declaration has no such view; not declared")
      return nil
    }
    if let customClass = node["customClass"] {
      report.untranslated(
        path, node.line, "the \(node.name)'s class \(customClass): declared as a \(viewClass)")
    }
    if node.child("userDefinedRuntimeAttributes") != nil {
      report.untranslated(
        path, node.line,
        "user defined runtime attributes: Linux has no key-value coding; set them in code")
    }
    var outlet: SwiftExpression?
    if let id = node["id"], owner.name == "tableViewCell", let found = outlets(of: owner)[id] {
      outlet = checkedOutlet(
        found.property, line: found.line, viewClass: viewClass, ownerClass: ownerClass)
    } else if owner.name != "tableViewCell" {
      outlet = self.outlet(to: node, as: viewClass, in: &context)
    }
    return declaration(
      of: node, viewClass: viewClass, outlet: outlet, owner: owner, ownerClass: ownerClass,
      title: title, context: &context)
  }

  /// The declaration of a view of a kind the kit declares, with its outlet (`outlet:`), and
  /// for a switch the title a label beside it gives it.
  private mutating func declaration(
    of node: XMLElementNode, viewClass: String, outlet: SwiftExpression?,
    owner: XMLElementNode, ownerClass: String, title: String?, context: inout SceneContext
  ) -> SwiftExpression {
    var arguments: [SwiftArgument] = []
    switch node.name {
    case "label":
      if let text = InterfaceBuilderXML.text(of: node) {
        arguments.append(SwiftArgument(nil, .string(text)))
      }
      if let tag = node["tag"], tag != "0" { arguments.append(SwiftArgument("tag", .atom(tag))) }
      if let outlet { arguments.append(SwiftArgument("outlet", outlet)) }
      return .call(".label", arguments)
    case "imageView":
      if let image = node["image"] { arguments.append(SwiftArgument(nil, .string(image))) }
      if let tag = node["tag"], tag != "0" { arguments.append(SwiftArgument("tag", .atom(tag))) }
      if let outlet { arguments.append(SwiftArgument("outlet", outlet)) }
      return .call(".imageView", arguments)
    case "textField":
      return textField(node, outlet: outlet, owner: owner, ownerClass: ownerClass)
    case "searchBar":
      if let placeholder = node["placeholder"] {
        arguments.append(SwiftArgument("placeholder", .string(placeholder)))
      }
      if let outlet { arguments.append(SwiftArgument("outlet", outlet)) }
      reportSearchBarDelegate(of: node, owner: owner, ownerClass: ownerClass)
      return .call(".searchBar", arguments)
    case "textView":
      if let text = InterfaceBuilderXML.text(of: node), !text.isEmpty {
        arguments.append(SwiftArgument(nil, .string(text)))
      }
      if node["editable"] == "NO" { arguments.append(SwiftArgument("isEditable", .atom("false"))) }
      if let outlet { arguments.append(SwiftArgument("outlet", outlet)) }
      return .call(".textView", arguments)
    case "button":
      return button(node, outlet: outlet, owner: owner, ownerClass: ownerClass, &context)
    case "switch":
      if let title { arguments.append(SwiftArgument(nil, .string(title))) }
      if node["on"] == "YES" { arguments.append(SwiftArgument("isOn", .atom("true"))) }
      if let outlet { arguments.append(SwiftArgument("outlet", outlet)) }
      arguments += actions(
        of: node, sender: viewClass, owner: owner, ownerClass: ownerClass,
        events: ["valueChanged": "onChange"])
      return .call(".switch", arguments)
    case "slider":
      return slider(node, outlet: outlet, owner: owner, ownerClass: ownerClass)
    default:  // datePicker
      return datePicker(node, outlet: outlet, owner: owner, ownerClass: ownerClass)
    }
  }

  private mutating func button(
    _ node: XMLElementNode, outlet: SwiftExpression?, owner: XMLElementNode, ownerClass: String,
    _ context: inout SceneContext
  ) -> SwiftExpression {
    var arguments = [SwiftArgument(nil, .string(InterfaceBuilderXML.title(ofButton: node) ?? ""))]
    if let outlet { arguments.append(SwiftArgument("outlet", outlet)) }
    if let segue = node.connections.first(where: { $0.name == "segue" }),
      let identifier = declare(segue, in: &context)
    {
      arguments.append(SwiftArgument("segue", .string(identifier)))
    }
    arguments += actions(
      of: node, sender: ElementModel.Kind.button.uiKitClass, owner: owner, ownerClass: ownerClass,
      events: ["touchUpInside": "action", "primaryActionTriggered": "action"],
      namingSelectorFor: ["touchUpInside"])
    return .call(".button", arguments)
  }

  private mutating func slider(
    _ node: XMLElementNode, outlet: SwiftExpression?, owner: XMLElementNode, ownerClass: String
  ) -> SwiftExpression {
    var arguments: [SwiftArgument] = []
    // Interface Builder's defaults: 0.5 in a range from 0 to 1.
    for (attribute, label, fallback) in [
      ("value", "value", "0.5"), ("minValue", "minimumValue", "0"),
      ("maxValue", "maximumValue", "1"),
    ] {
      let written = node[attribute] ?? fallback
      guard let number = Float(written), number.isFinite else {
        report.untranslated(
          path, node.line, "the slider's \(attribute) \"\(written)\": not a number; left out")
        continue
      }
      if label == "value" || written != fallback {
        arguments.append(SwiftArgument(label, .atom(written)))
      }
    }
    if node["continuous"] == "NO" {
      report.untranslated(
        path, node.line,
        "a slider that is not continuous: here every slide sends one action, as it would")
    }
    if let outlet { arguments.append(SwiftArgument("outlet", outlet)) }
    arguments += actions(
      of: node, sender: ElementModel.Kind.slider.uiKitClass, owner: owner, ownerClass: ownerClass,
      events: ["valueChanged": "onChange"])
    return .call(".slider", arguments)
  }

  private mutating func datePicker(
    _ node: XMLElementNode, outlet: SwiftExpression?, owner: XMLElementNode, ownerClass: String
  ) -> SwiftExpression {
    var arguments: [SwiftArgument] = []
    let mode = node["datePickerMode"] ?? "dateAndTime"
    if mode == "countDownTimer" {
      report.untranslated(path, node.line, "a count-down timer picker: declared as a date picker")
    } else if mode != "dateAndTime" {
      arguments.append(SwiftArgument("mode", .atom(".\(mode)")))
    }
    if let outlet { arguments.append(SwiftArgument("outlet", outlet)) }
    arguments += actions(
      of: node, sender: ElementModel.Kind.datePicker.uiKitClass, owner: owner,
      ownerClass: ownerClass,
      events: ["valueChanged": "onChange"])
    return .call(".datePicker", arguments)
  }

  private mutating func textField(
    _ node: XMLElementNode, outlet: SwiftExpression?, owner: XMLElementNode, ownerClass: String
  ) -> SwiftExpression {
    var arguments: [SwiftArgument] = []
    if let placeholder = node["placeholder"] {
      arguments.append(SwiftArgument("placeholder", .string(placeholder)))
    }
    if let outlet { arguments.append(SwiftArgument("outlet", outlet)) }
    let clearButton = node["clearButtonMode"] ?? "never"
    if clearButton != "whileEditing" {
      arguments.append(SwiftArgument("clearButton", .atom(".\(clearButton)")))
    }
    let traits = node.child("textInputTraits")
    if let returnKey = traits?["returnKeyType"] {
      if ["done", "go", "next", "search"].contains(returnKey) {
        arguments.append(SwiftArgument("returnKey", .atom(".\(returnKey)")))
      } else if returnKey != "default" {
        report.untranslated(path, node.line, "return key \(returnKey): shown as the default key")
      }
    }
    if traits?["enablesReturnKeyAutomatically"] == "YES" {
      arguments.append(SwiftArgument("enablesReturnKeyAutomatically", .atom("true")))
    }
    if let text = node["text"], !text.isEmpty {
      report.untranslated(
        path, node.line, "the text field's text \"\(text)\": not declared; set it in viewDidLoad")
    }
    arguments += actions(
      of: node, sender: "UITextField", owner: owner, ownerClass: ownerClass,
      events: [
        "editingDidEndOnExit": "onReturn", "primaryActionTriggered": "onReturn",
        "editingChanged": "onChange",
      ])
    return .call(".textField", arguments)
  }

  /// Whether a view beside a switch is a label that only names it: no tag and no outlet.
  func namesSwitch(_ node: XMLElementNode, owner: XMLElementNode, context: SceneContext) -> Bool {
    guard node.name == "label", let id = node["id"], node["tag"] == nil else { return false }
    return (owner.name == "tableViewCell" ? outlets(of: owner)[id] : context.outlets[id]) == nil
  }
}
