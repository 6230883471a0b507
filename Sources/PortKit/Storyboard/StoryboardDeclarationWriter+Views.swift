// The views of a scene or a cell written as the declaration's elements, with their outlets and
// actions looked up in the app's code.

import InterfaceBuilderDocuments
import XcodeFormats

extension StoryboardDeclarationWriter {
  /// Whose views are written: the scene's controller's (a static or dock cell's views too), a
  /// prototype cell's of its own class, a nib's view's or cell's; outlets are the owner's
  /// properties and actions its methods.
  struct Owner {
    var className: String
    /// How an action closure that takes a sender names the owner: `controller`, `cell`.
    var name: String
    /// The owner's name in a ``StoryboardSite``.
    var site: String

    /// The site of one of the owner's connections: `outlet doneButton`,
    /// `action done: on touchUpInside`.
    func connection(_ name: String) -> StoryboardSite {
      .connection(owner: site, name: name)
    }

    /// The site of an action the owner gets on an event (none for a bar button item's).
    func action(_ selector: String, on event: String) -> StoryboardSite {
      connection(StoryboardSite.action(selector, on: event.isEmpty ? nil : event))
    }

    var isController: Bool { name == "controller" }
  }

  /// A view's declaration, with its accessibility settings; nil, with a remark, for a view
  /// the app's code leaves nothing of.
  mutating func element(_ element: ElementModel, owner: Owner, _ context: SceneContext)
    -> SwiftExpression?
  {
    bareElement(element, owner: owner, context).map { accessible($0, element.accessibility) }
  }

  /// The declaration with the accessibility identifier and label Interface Builder's Identity
  /// inspector gives the view or bar button item:
  /// `.accessibility(.button("Add"), identifier: "addButton")`.
  func accessible(_ declaration: SwiftExpression, _ settings: AccessibilityModel)
    -> SwiftExpression
  {
    var arguments = [SwiftArgument(nil, declaration)]
    if let identifier = settings.identifier {
      arguments.append(SwiftArgument("identifier", .string(identifier)))
    }
    if let label = settings.label { arguments.append(SwiftArgument("label", .string(label))) }
    return arguments.count == 1 ? declaration : .call(".accessibility", arguments)
  }

  private mutating func bareElement(
    _ element: ElementModel, owner: Owner, _ context: SceneContext
  ) -> SwiftExpression? {
    switch element.kind {
    case .tableView: return tableView(element, owner: owner, context)
    case .mapView: return mapView(element, owner: owner)
    case .searchBar: noteDelegate(ofSearchBarOf: owner)
    default: break
    }
    let kind = element.kind.rawValue
    let viewClass = element.kind.uiKitClass
    var arguments: [SwiftArgument] = []
    let outlet = self.outlet(element.outlet, as: viewClass, of: owner)
    func addOutlet() {
      if let outlet { arguments.append(SwiftArgument("outlet", outlet)) }
    }
    switch element.kind {
    case .label, .imageView:
      if let text = element.text { arguments.append(SwiftArgument(nil, .string(text))) }
      if element.tag != 0 { arguments.append(SwiftArgument("tag", .atom("\(element.tag)"))) }
      addOutlet()
    case .textField:
      return textField(element, outlet: outlet, owner: owner)
    case .searchBar:
      if let placeholder = element.placeholder {
        arguments.append(SwiftArgument("placeholder", .string(placeholder)))
      }
      addOutlet()
    case .textView:
      if let text = element.text, !text.isEmpty {
        arguments.append(SwiftArgument(nil, .string(text)))
      }
      if !element.isEditable { arguments.append(SwiftArgument("isEditable", .atom("false"))) }
      addOutlet()
    case .button:
      arguments.append(SwiftArgument(nil, .string(element.text ?? "")))
      addOutlet()
      if let segue = element.segue {
        arguments.append(SwiftArgument("segue", .string(segue)))
      }
      arguments += actions(
        element.actions, of: kind, sender: viewClass, owner: owner,
        events: [("touchUpInside", "action"), ("primaryActionTriggered", "action")],
        namingSelectorFor: ["touchUpInside"])
    case .switch:
      if let title = element.text { arguments.append(SwiftArgument(nil, .string(title))) }
      if element.isOn { arguments.append(SwiftArgument("isOn", .atom("true"))) }
      addOutlet()
      arguments += actions(
        element.actions, of: kind, sender: viewClass, owner: owner,
        events: [("valueChanged", "onChange")])
    case .slider:
      arguments += sliderArguments(element)
      addOutlet()
      arguments += actions(
        element.actions, of: kind, sender: viewClass, owner: owner,
        events: [("valueChanged", "onChange")])
    case .datePicker:
      // A count-down timer's picker is declared as a date picker.
      if !["dateAndTime", "countDownTimer"].contains(element.mode) {
        arguments.append(SwiftArgument("mode", .atom(".\(element.mode)")))
      }
      addOutlet()
      arguments += actions(
        element.actions, of: kind, sender: viewClass, owner: owner,
        events: [("valueChanged", "onChange")])
    case .tableView, .mapView:
      return nil
    }
    return .call(".\(element.kind.rawValue)", arguments)
  }

  /// A slider's value, always, and its range where it is not Interface Builder's (0 to 1): the
  /// numbers the document gives (``StoryboardReader`` reads any other as the default).
  private func sliderArguments(_ element: ElementModel) -> [SwiftArgument] {
    var arguments = [SwiftArgument("value", .atom(element.sliderValue))]
    if element.sliderMinimum != "0" {
      arguments.append(SwiftArgument("minimumValue", .atom(element.sliderMinimum)))
    }
    if element.sliderMaximum != "1" {
      arguments.append(SwiftArgument("maximumValue", .atom(element.sliderMaximum)))
    }
    return arguments
  }

  private mutating func textField(_ element: ElementModel, outlet: SwiftExpression?, owner: Owner)
    -> SwiftExpression
  {
    var arguments: [SwiftArgument] = []
    if let placeholder = element.placeholder {
      arguments.append(SwiftArgument("placeholder", .string(placeholder)))
    }
    if let outlet { arguments.append(SwiftArgument("outlet", outlet)) }
    if element.clearButton != "whileEditing" {
      arguments.append(SwiftArgument("clearButton", .atom(".\(element.clearButton)")))
    }
    // Another return key is shown as the default one.
    if ["done", "go", "next", "search"].contains(element.returnKey) {
      arguments.append(SwiftArgument("returnKey", .atom(".\(element.returnKey)")))
    }
    if element.enablesReturnKeyAutomatically {
      arguments.append(SwiftArgument("enablesReturnKeyAutomatically", .atom("true")))
    }
    arguments += actions(
      element.actions, of: "textField", sender: "UITextField", owner: owner,
      events: [
        ("editingDidEndOnExit", "onReturn"), ("primaryActionTriggered", "onReturn"),
        ("editingChanged", "onChange"),
      ])
    return .call(".textField", arguments)
  }

  /// A table view among a screen's views, with its prototypes, its outlet, and its data
  /// source and delegate connected to the controller when its class adopts the protocols.
  private mutating func tableView(
    _ element: ElementModel, owner: Owner, _ context: SceneContext
  ) -> SwiftExpression {
    let table = element.table ?? TableModel()
    var arguments: [SwiftArgument] = []
    if table.style == "grouped" || table.style == "insetGrouped" {
      arguments.append(SwiftArgument("style", .atom(".\(table.style)")))
    }
    if let outlet = outlet(element.outlet, as: "UITableView", of: owner) {
      arguments.append(SwiftArgument("outlet", outlet))
    }
    let prototypes = table.prototypes.map { prototype($0, context) }
    if !prototypes.isEmpty { arguments.append(SwiftArgument("prototypes", .array(prototypes))) }
    for (connects, property, label) in [
      (table.connectsDataSource, "DataSource", "connectsDataSource"),
      (table.connectsDelegate, "Delegate", "connectsDelegate"),
    ] where connects {
      guard project.conforms(owner.className, to: "UITableView\(property)") else {
        remark(
          owner.connection("tableView"),
          "the table's \(property.prefix(1).lowercased() + property.dropFirst()) is "
            + "\(owner.className), which does not adopt UITableView\(property): not connected")
        continue
      }
      arguments.append(SwiftArgument(label, .atom("true")))
    }
    return .call(".tableView", arguments)
  }

  /// A map view: `.mapView(outlet: \.mapView, connectsDelegate: true)`, its delegate the
  /// owner when the document makes it so and the owner's class adopts `MKMapViewDelegate`.
  private mutating func mapView(_ element: ElementModel, owner: Owner) -> SwiftExpression {
    usesMapKit = true
    var arguments: [SwiftArgument] = []
    if owner.isController, let outlet = outlet(element.outlet, as: "MKMapView", of: owner) {
      arguments.append(SwiftArgument("outlet", outlet))
    }
    if element.connectsDelegate {
      if project.conforms(owner.className, to: "MKMapViewDelegate") {
        arguments.append(SwiftArgument("connectsDelegate", .atom("true")))
      } else {
        remark(
          owner.connection("mapView.delegate"),
          "the map view's delegate is \(owner.className), which does not adopt "
            + "MKMapViewDelegate: not connected")
      }
    }
    return .call(".mapView", arguments)
  }

  /// Remarks on a search bar whose delegate outlet the document connects to an owner that
  /// does not adopt `UISearchBarDelegate`: the kit makes the owner its delegate when it does.
  private mutating func noteDelegate(ofSearchBarOf owner: Owner) {
    let site = owner.connection("searchBar.delegate")
    guard lines[site] != nil, !project.conforms(owner.className, to: "UISearchBarDelegate")
    else { return }
    remark(
      site,
      "the search bar's delegate, \(owner.className), does not adopt UISearchBarDelegate: not "
        + "connected, and its search bar methods are never called, as on iOS")
  }

  // MARK: - Outlets

  /// `\.property`, when the owner's class declares that property with the view's class; nil,
  /// with a remark, when it does not.
  mutating func outlet(_ property: String?, as viewClass: String, of owner: Owner)
    -> SwiftExpression?
  {
    guard let property else { return nil }
    let ownerClass = owner.className
    let site = owner.connection("outlet \(property)")
    guard let declared = project.propertyType(property, in: ownerClass) else {
      remark(
        site,
        "outlet \(property): \(ownerClass) has no such property (was it renamed?); not connected")
      return nil
    }
    let type = (declared ?? "").trimmingCharacters(in: ["!", "?", " "])
    guard type == viewClass else {
      remark(
        site,
        "outlet \(property) is a \(declared ?? "property of no written type") but points at a "
          + "\(viewClass): declare it as \(viewClass)! to connect it; not connected")
      return nil
    }
    return .atom("\\.\(property)")
  }

  // MARK: - Actions

  /// The arguments wiring a control's actions: for each of `events` (in the order the kit's
  /// declaration takes them) the control sends, its label with a closure calling the owner's
  /// method. When any of the methods takes a sender, every closure takes it. An event of
  /// `namingSelectorFor` has `selector:` before it, the selector the document connects.
  mutating func actions(
    _ actions: [String: ActionModel], of kind: String, sender: String, owner: Owner,
    events: [(event: String, label: String)], namingSelectorFor selectorEvents: Set<String> = []
  ) -> [SwiftArgument] {
    for event in actions.keys.sorted() where !events.contains(where: { $0.event == event }) {
      let selector = actions[event]?.selector ?? ""
      let sent = events.map(\.event).filter { !$0.isEmpty }.sorted().joined(separator: ", ")
      remark(
        owner.action(selector, on: event),
        "action \(selector) on \(event): a \(kind) here sends \(sent) only; not connected")
    }
    var found: [(label: String, method: SwiftDeclaration, selector: String?, standIn: String?)] =
      []
    for (event, label) in events {
      guard let action = actions[event],
        let (method, standIn) = connectable(
          action, sender: sender, owner: owner, site: owner.action(action.selector, on: event))
      else { continue }
      if found.contains(where: { $0.label == label }) {
        remark(
          owner.action(action.selector, on: event),
          "a second action for the same event (\(action.selector)): not connected")
        continue
      }
      found.append(
        (label, method, selectorEvents.contains(event) ? action.selector : nil, standIn))
    }
    let takesSender = found.contains { !$0.method.parameters.isEmpty && $0.standIn == nil }
    return found.flatMap { label, method, selector, standIn in
      let argument =
        method.parameters.first?.label.map { "\($0): \(standIn ?? "$1")" } ?? standIn ?? "$1"
      let closure: String
      if !takesSender {
        closure = "{ $0.\(method.name)(\(standIn == nil ? "" : argument)) }"
      } else if method.parameters.isEmpty || standIn != nil {
        let call = standIn == nil ? "" : argument
        closure = "{ \(owner.name), _ in \(owner.name).\(method.name)(\(call)) }"
      } else {
        closure = "{ $0.\(method.name)(\(argument)) }"
      }
      let action = SwiftArgument(label, .atom(closure))
      return selector.map { [SwiftArgument("selector", .string($0)), action] } ?? [action]
    }
  }

  /// The owner's method an action's selector names, and the stand-in sender it gets when it
  /// declares a type the control is not (and never reads it); nil, with a remark, when the
  /// kit cannot call it.
  private mutating func connectable(
    _ action: ActionModel, sender: String, owner: Owner, site: StoryboardSite
  ) -> (method: SwiftDeclaration, standIn: String?)? {
    let selector = action.selector
    let ownerClass = owner.className
    guard let method = project.method(forSelector: selector, in: ownerClass) else {
      remark(
        site,
        "action \(selector): \(ownerClass) has no method with this selector (was it "
          + "renamed?); not connected")
      return nil
    }
    if method.parameters.count > 1 {
      remark(
        site,
        "action \(method.displayName) takes an event too: HeadlessUIKit sends the sender "
          + "only; not connected")
      return nil
    }
    guard let type = method.parameters.first?.type,
      !StoryboardTranslator.accepts(type, sender: sender)
    else { return (method, nil) }
    let plain = type.trimmingCharacters(in: ["!", "?", " "])
    // On iOS the sender arrives under the declared type's name, which does no harm to a
    // method that never reads it: it gets a new object of that type instead.
    guard StoryboardTranslator.standInSenders.contains(plain),
      project.ignoresSender(ofSelector: selector, in: ownerClass)
    else {
      remark(
        site, "action \(method.displayName) takes a \(type) but a \(sender) sends it; not connected"
      )
      return nil
    }
    remark(
      site,
      "action \(method.displayName) takes a \(type) but a \(sender) sends it: connected with "
        + "a new \(plain) as its sender, which the method never reads (on iOS the \(sender) "
        + "arrives under \(plain)'s name)", isRewrite: true)
    return (method, "\(plain)()")
  }
}
