// The outlets and actions of a storyboard scene: checked against the Swift code, then wired.

import XcodeFormats

extension StoryboardTranslator {
  /// The outlets of an object (a controller or a cell), by the id they point to.
  func outlets(of owner: XMLElementNode) -> [String: (property: String, line: Int)] {
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
  mutating func outlet(
    to node: XMLElementNode, as viewClass: String, in context: inout SceneContext
  )
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
  /// With `namingSelectorFor`, the action for those events (nil: a bar button's one action)
  /// is preceded by `selector:`, the
  /// method's name as the storyboard connects it (`"save:"`), which the kit reports back as
  /// UIKit's `actions(forTarget:forControlEvent:)` does.
  mutating func actions(
    of node: XMLElementNode, sender: String, owner: XMLElementNode, ownerClass: String,
    events: [String?: String], namingSelectorFor selectorEvents: Set<String?> = []
  ) -> [SwiftArgument] {
    var found: [(label: String, method: SwiftDeclaration, selector: String?, standIn: String?)] =
      []
    for action in node.connections where action.name == "action" {
      guard
        let (label, method, standIn) = connectable(
          action, of: node, sender: sender, owner: owner, ownerClass: ownerClass, events: events)
      else { continue }
      let selector = action["selector"] ?? ""
      if found.contains(where: { $0.label == label }) {
        report.untranslated(
          path, action.line, "a second action for the same event (\(selector)): not connected")
        continue
      }
      let event = action["eventType"]
      found.append((label, method, selectorEvents.contains(event) ? selector : nil, standIn))
    }
    let takesSender = found.contains { !$0.method.parameters.isEmpty && $0.standIn == nil }
    let ownerName = owner.name == "tableViewCell" ? "cell" : "controller"
    return found.flatMap { label, method, selector, standIn in
      let argument =
        method.parameters.first?.label.map { "\($0): \(standIn ?? "$1")" } ?? standIn ?? "$1"
      let closure: String
      if !takesSender {
        closure = "{ $0.\(method.name)(\(standIn == nil ? "" : argument)) }"
      } else if method.parameters.isEmpty || standIn != nil {
        let call = standIn == nil ? "" : argument
        closure = "{ \(ownerName), _ in \(ownerName).\(method.name)(\(call)) }"
      } else {
        closure = "{ $0.\(method.name)(\(argument)) }"
      }
      let action = SwiftArgument(label, .atom(closure))
      return selector.map { [SwiftArgument("selector", .string($0)), action] } ?? [action]
    }
  }

  /// An action connection the kit can make: the argument that takes its event, the owner's
  /// method its selector names, and the stand-in sender the method gets when it declares a
  /// type the element is not (and never reads it); nil, reported, for any other.
  private mutating func connectable(
    _ action: XMLElementNode, of node: XMLElementNode, sender: String, owner: XMLElementNode,
    ownerClass: String, events: [String?: String]
  ) -> (label: String, method: SwiftDeclaration, standIn: String?)? {
    let selector = action["selector"] ?? ""
    let event = action["eventType"]
    guard let label = events[event] else {
      report.untranslated(
        path, action.line,
        "action \(selector) on \(event ?? "no event"): a \(node.name) here sends "
          + events.keys.compactMap { $0 }.sorted().joined(separator: ", ")
          + " only; not connected")
      return nil
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
      return nil
    }
    guard let method = project.method(forSelector: selector, in: ownerClass) else {
      report.untranslated(
        path, action.line,
        "action \(selector): \(ownerClass) has no method with this selector (was it "
          + "renamed?); not connected")
      return nil
    }
    if method.parameters.count > 1 {
      report.untranslated(
        path, action.line,
        "action \(method.displayName) takes an event too: HeadlessUIKit sends the sender "
          + "only; not connected")
      return nil
    }
    var standIn: String?
    if let type = method.parameters.first?.type, !Self.accepts(type, sender: sender) {
      let plain = type.trimmingCharacters(in: ["!", "?", " "])
      // On iOS the sender arrives under the declared type's name, which does no harm to a
      // method that never reads it: it gets a new object of that type instead.
      guard Self.standInSenders.contains(plain),
        project.ignoresSender(ofSelector: selector, in: ownerClass)
      else {
        report.untranslated(
          path, action.line,
          "action \(method.displayName) takes a \(type) but a \(sender) sends it; not connected")
        return nil
      }
      standIn = "\(plain)()"
      report.rewritten(
        path, action.line,
        "action \(method.displayName) takes a \(type) but a \(sender) sends it: connected with "
          + "a new \(plain) as its sender, which the method never reads (on iOS the \(sender) "
          + "arrives under \(plain)'s name)")
    }
    return (label, method, standIn)
  }

  /// The sender types a stand-in can be made for, with no arguments.
  static let standInSenders: Set<String> = [
    "UIButton", "UISwitch", "UIDatePicker", "UITextField", "UIBarButtonItem", "UISlider",
  ]

  /// Whether an action method's parameter type takes a sender of a class.
  static func accepts(_ type: String, sender: String) -> Bool {
    let plain = type.trimmingCharacters(in: ["!", "?", " "])
    let controls: Set<String> = [
      "UIButton", "UISwitch", "UIDatePicker", "UITextField", "UISlider",
    ]
    return ["Any", "AnyObject", "NSObject", sender].contains(plain)
      || (plain == "UIControl" && controls.contains(sender))
      || (["UIView", "UIResponder"].contains(plain) && sender != "UIBarButtonItem")
      || (plain == "UIBarItem" && sender == "UIBarButtonItem")
  }
}
