// Views, outlets and actions of a storyboard scene, translated into the declaration's elements.

extension StoryboardTranslator {
  /// The UIKit class of each view element the translation declares.
  static let viewClasses = [
    "label": "UILabel", "textField": "UITextField", "button": "UIButton", "switch": "UISwitch",
    "datePicker": "UIDatePicker", "imageView": "UIImageView",
  ]

  /// Views that only hold other views: their subviews are declared in their place.
  static let containers: Set<String> = ["view", "stackView", "scrollView"]

  /// The outlets of an object (a controller or a cell), by the id they point to.
  func outlets(of owner: XMLNode) -> [String: (property: String, line: Int)] {
    var result: [String: (property: String, line: Int)] = [:]
    for outlet in owner.connections where outlet.name == "outlet" {
      guard let property = outlet["property"], let destination = outlet["destination"] else {
        continue
      }
      result[destination] = (property, outlet.line)
    }
    return result
  }

  /// The outlet of the scene pointing at an object, checked against the property's type in
  /// the Swift class; nil when there is none or it cannot be connected.
  mutating func outlet(to node: XMLNode, as viewClass: String, in context: inout SceneContext)
    -> SwiftExpression?
  {
    guard let id = node["id"], let outlet = context.outlets[id] else { return nil }
    context.outlets[id] = nil
    return checkedOutlet(
      outlet.property, line: outlet.line, viewClass: viewClass, ownerClass: context.className)
  }

  /// `\.property`, when the owner's class declares that property with the view's class.
  mutating func checkedOutlet(
    _ property: String, line: Int, viewClass: String, ownerClass: String
  ) -> SwiftExpression? {
    guard let declared = project.propertyType(property, in: ownerClass) else {
      report.untranslated(
        path, line,
        "outlet \(property): \(ownerClass) has no such property (was it renamed?); not connected")
      return nil
    }
    let type = (declared ?? "").trimmingCharacters(in: ["!", "?", " "])
    guard type == viewClass else {
      report.untranslated(
        path, line,
        "outlet \(property) is a \(declared ?? "property of no written type") but points at a "
          + "\(viewClass): declare it as \(viewClass)! to connect it; not connected")
      return nil
    }
    return .atom("\\.\(property)")
  }

  /// Reports the outlets of a scene that point at nothing the declaration made.
  mutating func reportUnusedOutlets(_ context: SceneContext) {
    for (id, outlet) in context.outlets.sorted(by: { $0.value.line < $1.value.line }) {
      let target = objects[id]
      if target?.name == "tableView" || id == context.controller["id"] { continue }
      report.untranslated(
        path, outlet.line,
        "outlet \(outlet.property) points at \(target.map { "a \($0.name)" } ?? "nothing"), "
          + "which the declaration does not make: not connected")
    }
  }

  // MARK: - Actions

  /// The arguments wiring an element's actions: for each event the element sends, the
  /// argument that takes it (`onReturn:` for `editingDidEndOnExit`…) with a closure calling
  /// the owner's method. When any of the methods takes a sender, every closure takes it.
  mutating func actions(
    of node: XMLNode, sender: String, owner: XMLNode, ownerClass: String,
    events: [String?: String]
  ) -> [SwiftArgument] {
    var found: [(label: String, method: SwiftDeclaration, line: Int)] = []
    for action in node.connections where action.name == "action" {
      let selector = action["selector"] ?? ""
      let event = action["eventType"]
      guard let label = events[event] else {
        report.untranslated(
          path, action.line,
          "action \(selector) on \(event ?? "no event"): a \(node.name) here sends "
            + events.keys.compactMap { $0 }.sorted().joined(separator: ", ")
            + " only; not connected")
        continue
      }
      guard action["destination"] == owner["id"] else {
        let target = action["destination"].flatMap { objects[$0] }
        let isFirstResponder = target?["placeholderIdentifier"] == "IBFirstResponder"
        report.untranslated(
          path, action.line,
          isFirstResponder
            ? "action \(selector) sent to the First Responder: HeadlessUIKit sends actions to "
              + "their target only; not connected"
            : "action \(selector) targets an object other than this \(owner.name == "tableViewCell" ? "cell" : "scene's controller"); not connected"
        )
        continue
      }
      guard let method = project.method(forSelector: selector, in: ownerClass) else {
        report.untranslated(
          path, action.line,
          "action \(selector): \(ownerClass) has no method with this selector (was it "
            + "renamed?); not connected")
        continue
      }
      if method.parameters.count > 1 {
        report.untranslated(
          path, action.line,
          "action \(method.displayName) takes an event too: HeadlessUIKit sends the sender "
            + "only; not connected")
        continue
      }
      if let type = method.parameters.first?.type, !Self.accepts(type, sender: sender) {
        report.untranslated(
          path, action.line,
          "action \(method.displayName) takes a \(type) but a \(sender) sends it; not connected")
        continue
      }
      if found.contains(where: { $0.label == label }) {
        report.untranslated(
          path, action.line, "a second action for the same event (\(selector)): not connected")
        continue
      }
      found.append((label, method, action.line))
    }
    let takesSender = found.contains { !$0.method.parameters.isEmpty }
    let ownerName = owner.name == "tableViewCell" ? "cell" : "controller"
    return found.map { label, method, _ in
      let argument = method.parameters.first?.label.map { "\($0): $1" } ?? "$1"
      let closure: String
      if !takesSender {
        closure = "{ $0.\(method.name)() }"
      } else if method.parameters.isEmpty {
        closure = "{ \(ownerName), _ in \(ownerName).\(method.name)() }"
      } else {
        closure = "{ $0.\(method.name)(\(argument)) }"
      }
      return SwiftArgument(label, .atom(closure))
    }
  }

  /// Whether an action method's parameter type takes a sender of a class.
  static func accepts(_ type: String, sender: String) -> Bool {
    let plain = type.trimmingCharacters(in: ["!", "?", " "])
    let controls: Set<String> = ["UIButton", "UISwitch", "UIDatePicker", "UITextField"]
    return ["Any", "AnyObject", "NSObject", sender].contains(plain)
      || (plain == "UIControl" && controls.contains(sender))
      || (["UIView", "UIResponder"].contains(plain) && sender != "UIBarButtonItem")
      || (plain == "UIBarItem" && sender == "UIBarButtonItem")
  }

  // MARK: - Views

  /// The elements of a view controller scene's view, top to bottom.
  mutating func viewElements(_ context: inout SceneContext) -> [SwiftExpression] {
    guard let view = context.controller.child("view", key: "view") else { return [] }
    if let customClass = view["customClass"] {
      report.untranslated(
        path, view.line, "the view's class \(customClass): the scene's view is a plain UIView")
    }
    return elements(
      in: view, owner: context.controller, ownerClass: context.className, context: &context)
  }

  /// The elements for the subviews of a view, flattening views that only hold others.
  mutating func elements(
    in view: XMLNode, owner: XMLNode, ownerClass: String, context: inout SceneContext
  ) -> [SwiftExpression] {
    let subviews = view.child("subviews")?.children ?? []
    var result: [SwiftExpression] = []
    var index = 0
    while index < subviews.count {
      let subview = subviews[index]
      defer { index += 1 }
      if Self.containers.contains(subview.name) {
        if let customClass = subview["customClass"] {
          report.untranslated(
            path, subview.line,
            "a view of class \(customClass): its subviews are declared, the view itself is not")
        }
        result += elements(in: subview, owner: owner, ownerClass: ownerClass, context: &context)
        continue
      }
      // A label right before a switch names it, as `.switch("Remind Me")` does.
      if subview.name == "label", index + 1 < subviews.count, subviews[index + 1].name == "switch",
        let id = subview["id"], subview["tag"] == nil,
        (owner.name == "tableViewCell" ? outlets(of: owner)[id] : context.outlets[id]) == nil
      {
        let title = labelText(subview)
        if let element = element(
          for: subviews[index + 1], owner: owner, ownerClass: ownerClass, title: title,
          context: &context)
        {
          result.append(element)
          index += 1
          continue
        }
      }
      if let element = element(
        for: subview, owner: owner, ownerClass: ownerClass, title: nil, context: &context)
      {
        result.append(element)
      }
    }
    return result
  }

  /// The element for one view, with its outlet and actions; nil (and a note) for a view the
  /// declaration cannot make.
  mutating func element(
    for node: XMLNode, owner: XMLNode, ownerClass: String, title: String?,
    context: inout SceneContext
  ) -> SwiftExpression? {
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
    var arguments: [SwiftArgument] = []
    var outlet: SwiftExpression?
    if let id = node["id"], owner.name == "tableViewCell", let found = outlets(of: owner)[id] {
      outlet = checkedOutlet(
        found.property, line: found.line, viewClass: viewClass, ownerClass: ownerClass)
    } else if owner.name != "tableViewCell" {
      outlet = self.outlet(to: node, as: viewClass, in: &context)
    }
    switch node.name {
    case "label":
      if let text = labelText(node) { arguments.append(SwiftArgument(nil, .string(text))) }
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
    case "button":
      let configured = node.child("buttonConfiguration")?["title"]
      let stated = node.children("state").first { $0["key"] == "normal" }?["title"]
      arguments.append(SwiftArgument(nil, .string(configured ?? stated ?? "")))
      if let outlet { arguments.append(SwiftArgument("outlet", outlet)) }
      if let segue = node.connections.first(where: { $0.name == "segue" }),
        let identifier = declare(segue, in: &context)
      {
        arguments.append(SwiftArgument("segue", .string(identifier)))
      }
      arguments += actions(
        of: node, sender: viewClass, owner: owner, ownerClass: ownerClass,
        events: ["touchUpInside": "action", "primaryActionTriggered": "action"])
      return .call(".button", arguments)
    case "switch":
      if let title { arguments.append(SwiftArgument(nil, .string(title))) }
      if node["on"] == "YES" { arguments.append(SwiftArgument("isOn", .atom("true"))) }
      if let outlet { arguments.append(SwiftArgument("outlet", outlet)) }
      arguments += actions(
        of: node, sender: viewClass, owner: owner, ownerClass: ownerClass,
        events: ["valueChanged": "onChange"])
      return .call(".switch", arguments)
    default:  // datePicker
      let mode = node["datePickerMode"] ?? "dateAndTime"
      if mode == "countDownTimer" {
        report.untranslated(path, node.line, "a count-down timer picker: declared as a date picker")
      } else if mode != "dateAndTime" {
        arguments.append(SwiftArgument("mode", .atom(".\(mode)")))
      }
      if let outlet { arguments.append(SwiftArgument("outlet", outlet)) }
      arguments += actions(
        of: node, sender: viewClass, owner: owner, ownerClass: ownerClass,
        events: ["valueChanged": "onChange"])
      return .call(".datePicker", arguments)
    }
  }

  private mutating func textField(
    _ node: XMLNode, outlet: SwiftExpression?, owner: XMLNode, ownerClass: String
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

  /// A label's text: its `text` attribute, or the `<string key="text">` of a long one.
  func labelText(_ node: XMLNode) -> String? {
    node["text"] ?? node.child("string", key: "text")?.content
  }
}
