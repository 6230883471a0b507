// The storyboard declaration (`Storyboard.swift`) read into the storyboard it stands for.

import Foundation
import InterfaceBuilderDocuments
import XcodeFormats

/// Reads `Storyboard.swift`: the `UIStoryboard(name:initialScene:scenes:)` its `make…()`
/// function returns, each scene and its arguments as the kit declares them. What has no
/// storyboard form (a view made in code, an action that is more than one method call) is a
/// note with its line.
struct StoryboardDeclaration {
  /// The file's path, for the notes.
  let path: String
  private(set) var notes: [ExportNote] = []
  /// The selectors the declaration gives in place of its methods' own, each with the
  /// selectors of the methods it names: `selector: "addEntry:"` beside `action: { $0.add($1)
  /// }` is `addEntry:` for `add:`, which in Xcode is `@objc(addEntry:)` on `add(_:)`.
  private(set) var namedSelectors: [String: Set<String>] = [:]
  /// The unwind actions the scenes declare (`unwindActions:`), each on its scene's class:
  /// methods Interface Builder finds by their `@IBAction`, which the storyboard's unwind
  /// segues name.
  private(set) var unwindActions: [(owner: String, action: ActionModel)] = []

  init(path: String) {
    self.path = path
  }

  /// The storyboard the file declares.
  mutating func read(_ source: String) throws(DeclarationError) -> StoryboardModel {
    var reader = try DeclarationReader(source)
    var substitutions: [String: DeclaredValue] = [:]
    var start = 0
    if let function = reader.tokens.indices.first(where: { index in
      reader.tokens[index].text == "func" && index + 1 < reader.tokens.count
        && reader.tokens[index + 1].text.hasPrefix("make")
    }) {
      substitutions = try reader.parameterDefaults(ofFunctionAt: function + 1)
      start = function
    }
    guard let call = reader.call(named: "UIStoryboard", from: start) else {
      throw DeclarationError(
        line: 1, message: localized("no UIStoryboard(name:initialScene:scenes:) here"))
    }
    let storyboard = try reader.expression(at: call, substitutions: substitutions)
    guard let name = storyboard.argument("name")?.string else {
      throw DeclarationError(
        line: storyboard.line, message: localized("the storyboard has no name"))
    }
    var model = StoryboardModel(
      name: name, initialScene: storyboard.argument("initialScene")?.string, scenes: [])
    for scene in storyboard.argument("scenes")?.elements ?? [] {
      if let read = self.scene(scene) { model.scenes.append(read) }
    }
    return model
  }

  mutating func note(_ line: Int?, _ text: String) {
    notes.append(ExportNote(path: path, line: line, text: text))
  }

  static func callee(_ value: DeclaredValue) -> String? {
    if case .call(let name, _) = value.kind { return name }
    return nil
  }

  static func member(_ value: DeclaredValue?) -> String? {
    if case .member(let name) = value?.kind { return name }
    return nil
  }

  static func flag(_ value: DeclaredValue?) -> Bool? {
    if case .name(let name) = value?.kind, name == "true" || name == "false" {
      return name == "true"
    }
    return nil
  }

  static func keyPath(_ value: DeclaredValue?) -> String? {
    if case .keyPath(let name) = value?.kind { return name }
    return nil
  }

  static func typeName(_ value: DeclaredValue?) -> String? {
    guard case .name(let name) = value?.kind, name.hasSuffix(".self") else { return nil }
    return String(name.dropLast(".self".count))
  }

  private mutating func scene(_ value: DeclaredValue) -> SceneModel? {
    let positional = value.positional
    guard let callee = Self.callee(value),
      let kind = SceneModel.Kind(rawValue: String(callee.dropFirst())),
      let identifier = positional.first?.string
    else {
      note(value.line, "a scene the export cannot read: left out of Main.storyboard")
      return nil
    }
    var scene = SceneModel(kind: kind, identifier: identifier)
    noteUnwritten(value, scene: identifier)
    if kind == .navigationController {
      scene.root = value.argument("root")?.string
      scene.prefersLargeTitles = Self.flag(value.argument("prefersLargeTitles")) ?? false
      scene.isToolbarHidden = Self.flag(value.argument("isToolbarHidden")) ?? true
      return scene
    }
    guard let className = Self.typeName(positional.dropFirst().first) else {
      note(value.line, "scene \(identifier) names no class (Type.self): left out")
      return nil
    }
    scene.className = className
    scene.title = value.argument("title")?.string
    scene.largeTitleDisplayMode = Self.member(value.argument("largeTitleDisplayMode"))
    scene.leftBarButtons = barButtons(value, side: "left")
    scene.rightBarButtons = barButtons(value, side: "right")
    scene.toolbarItems = (value.argument("toolbarItems")?.elements ?? []).compactMap {
      barButton($0)
    }
    for prototype in value.argument("prototypes")?.elements ?? [] {
      if let read = self.prototype(prototype) { scene.prototypes.append(read) }
    }
    scene.staticSections = (value.argument("staticCells")?.elements ?? []).map { section in
      (section.elements ?? []).compactMap { staticCell($0) }
    }
    scene.dockCells = (value.argument("sceneDock")?.elements ?? []).compactMap { dockCell($0) }
    scene.objects = (value.argument("objects")?.elements ?? []).compactMap { sceneObject($0) }
    scene.content = (value.argument("content")?.elements ?? []).compactMap { element($0) }
    scene.tableHeader = value.argument("tableHeader").flatMap { element($0) }
    if value.argument("view") != nil {
      note(
        value.line, "scene \(identifier)'s view is made in code: the storyboard has a plain view")
    }
    scene.segues = (value.argument("segues")?.elements ?? []).compactMap { segue($0) }
    for declared in value.argument("unwindActions")?.elements ?? [] {
      if let action = unwindAction(declared) { unwindActions.append((className, action)) }
    }
    return scene
  }

  /// A segue the kit declares (`.show("AddItem", to: "ItemDetail")`, `.presentModally(…)`,
  /// `.unwind("SaveItem", action: "unwindToList:")`).
  private mutating func segue(_ value: DeclaredValue) -> SegueModel? {
    if Self.callee(value) == ".unwind", let identifier = value.positional.first?.string,
      let action = value.argument("action")?.string
    {
      return .unwind(identifier, action: action)
    }
    guard let callee = Self.callee(value), [".show", ".presentModally"].contains(callee),
      let identifier = value.positional.first?.string,
      let destination = value.argument("to")?.string
    else {
      note(value.line, "a segue the export cannot read: left out")
      return nil
    }
    return SegueModel(
      identifier: identifier, destination: destination, isModal: callee != ".show",
      presentationStyle: Self.member(value.argument("style")))
  }

  /// An unwind action a scene declares, `.action("unwindToList:", { $0.unwindToList($1) })`:
  /// the method its closure calls, by the selector declared beside it.
  private mutating func unwindAction(_ value: DeclaredValue) -> ActionModel? {
    guard Self.callee(value) == ".action", value.positional.count == 2 else {
      note(value.line, "an unwind action the export cannot read: not marked @IBAction")
      return nil
    }
    return action(value.positional[1], selector: value.positional[0])
  }

  /// The arguments of a scene the storyboard holds (``scene(_:)`` reads them), or the app's
  /// code does (its unwind actions, which Interface Builder finds by their `@IBAction`).
  static let sceneArguments: Set<String> = [
    "root", "prefersLargeTitles", "isToolbarHidden", "title", "largeTitleDisplayMode",
    "leftBarButton", "rightBarButton", "leftBarButtons", "rightBarButtons", "toolbarItems",
    "prototypes", "staticCells", "content", "tableHeader", "view", "segues", "unwindActions",
    "sceneDock", "objects",
  ]

  /// Notes each argument of a scene that Main.storyboard does not hold. An empty list holds
  /// nothing to lose.
  private mutating func noteUnwritten(_ value: DeclaredValue, scene identifier: String) {
    for (label, argument) in value.labelled where !Self.sceneArguments.contains(label) {
      if argument.elements?.isEmpty == true { continue }
      note(argument.line, "scene \(identifier)'s \(label): not in Main.storyboard")
    }
  }

  /// The declaration inside `.accessibility(_:identifier:label:)`, and its settings; any
  /// other declaration as it is, with none.
  static func accessibility(_ value: DeclaredValue) -> (
    declaration: DeclaredValue, settings: AccessibilityModel
  ) {
    guard callee(value) == ".accessibility", let inner = value.positional.first else {
      return (value, AccessibilityModel())
    }
    let settings = AccessibilityModel(
      identifier: value.argument("identifier")?.string, label: value.argument("label")?.string)
    return (inner, settings)
  }

  /// A static cell as the kit declares one: a view (`.textField(…)`), views side by side
  /// (`.group([…])`), a view with the cell's settings (`.cell(.label("Icon"), accessory:
  /// .disclosureIndicator, selectionSegue: "PickIcon")`), or a built-in style's labels
  /// (`.cell(.value1, text: "Due Date", detailOutlet: \.dueDateLabel)`).
  private mutating func staticCell(_ value: DeclaredValue) -> StaticCellModel? {
    guard Self.callee(value) == ".cell", let first = value.positional.first else {
      let content = cellContent(value)
      return content.isEmpty ? nil : StaticCellModel(content: content)
    }
    var cell = StaticCellModel(
      accessory: Self.member(value.argument("accessory")),
      selectionSegue: value.argument("selectionSegue")?.string)
    if let style = Self.member(first) {
      let text = value.argument("text")?.string
      guard CellStyle.interfaceBuilderNames[style] != nil else {
        note(
          value.line,
          "a cell of style .\(style): drawn as a label in a custom cell; choose the style in "
            + "Interface Builder's Attributes inspector")
        cell.content = [ElementModel(kind: .label, text: text)]
        return cell
      }
      cell.style = style
      cell.text = text
      cell.detailOutlet = Self.keyPath(value.argument("detailOutlet"))
    } else {
      cell.content = cellContent(first)
    }
    return cell
  }

  /// A cell's views: one view, or `.group([…])`'s.
  private mutating func cellContent(_ value: DeclaredValue) -> [ElementModel] {
    guard Self.callee(value) == ".group" else { return element(value).map { [$0] } ?? [] }
    return (value.positional.first?.elements ?? []).compactMap { element($0) }
  }

  /// A cell in the scene's dock: `.cell(outlet: \.datePickerCell, .datePicker(…))`.
  private mutating func dockCell(_ value: DeclaredValue) -> DockCellModel? {
    guard Self.callee(value) == ".cell", let outlet = Self.keyPath(value.argument("outlet")),
      let content = value.positional.first
    else {
      note(value.line, "a cell of the scene's dock the export cannot read: left out")
      return nil
    }
    return DockCellModel(outlet: outlet, content: cellContent(content))
  }

  private mutating func prototype(_ value: DeclaredValue) -> PrototypeModel? {
    guard Self.callee(value) == "PrototypeCell", let identifier = value.positional.first?.string
    else {
      note(value.line, "a prototype cell the export cannot read: left out")
      return nil
    }
    var cell = PrototypeModel(identifier: identifier)
    cell.style = Self.member(value.argument("style"))
    cell.className = Self.typeName(value.argument("class"))
    cell.accessory = Self.member(value.argument("accessory"))
    cell.labels = (value.argument("labels")?.elements ?? []).compactMap { tag in
      if case .number(let text) = tag.kind { return Int(text) }
      note(tag.line, "a label tag that is not a number: left out")
      return nil
    }
    cell.content = (value.argument("content")?.elements ?? []).compactMap { element($0) }
    cell.selectionSegue = value.argument("selectionSegue")?.string
    cell.accessorySegue = value.argument("accessorySegue")?.string
    return cell
  }

  mutating func element(_ declared: DeclaredValue) -> ElementModel? {
    let (value, accessibility) = Self.accessibility(declared)
    guard let callee = Self.callee(value),
      let kind = ElementModel.Kind(rawValue: String(callee.dropFirst()).replacing("`", with: ""))
    else {
      note(
        value.line,
        "a view made in code (\(Self.callee(value) ?? "not a call")): Interface Builder cannot "
          + "draw it; make it in viewDidLoad")
      return nil
    }
    var element = ElementModel(kind: kind, accessibility: accessibility)
    element.text = value.positional.first?.string
    if case .number(let tag) = value.argument("tag")?.kind { element.tag = Int(tag) ?? 0 }
    element.outlet = Self.keyPath(value.argument("outlet"))
    element.placeholder = value.argument("placeholder")?.string
    element.clearButton = Self.member(value.argument("clearButton")) ?? "whileEditing"
    element.returnKey = Self.member(value.argument("returnKey")) ?? "default"
    element.enablesReturnKeyAutomatically =
      Self.flag(value.argument("enablesReturnKeyAutomatically")) ?? false
    element.isOn = Self.flag(value.argument("isOn")) ?? false
    element.isEditable = Self.flag(value.argument("isEditable")) ?? true
    element.mode = Self.member(value.argument("mode")) ?? "dateAndTime"
    if kind == .slider {
      func number(_ label: String, _ fallback: String) -> String {
        guard case .number(let text) = value.argument(label)?.kind else { return fallback }
        return text
      }
      element.sliderValue = number("value", "0")
      element.sliderMinimum = number("minimumValue", "0")
      element.sliderMaximum = number("maximumValue", "1")
    }
    element.segue = value.argument("segue")?.string
    if kind == .tableView {
      element.table = TableModel(
        style: Self.member(value.argument("style")) ?? "plain",
        prototypes: (value.argument("prototypes")?.elements ?? []).compactMap { prototype($0) },
        connectsDataSource: Self.flag(value.argument("connectsDataSource")) ?? false,
        connectsDelegate: Self.flag(value.argument("connectsDelegate")) ?? false)
    }
    if kind == .mapView {
      element.connectsDelegate = Self.flag(value.argument("connectsDelegate")) ?? false
    }
    let events: [String: String] =
      switch kind {
      case .textField: ["onReturn": "editingDidEndOnExit", "onChange": "editingChanged"]
      case .button: ["action": "touchUpInside"]
      case .switch, .datePicker, .slider: ["onChange": "valueChanged"]
      case .label, .imageView, .textView, .searchBar, .tableView, .mapView: [:]
      }
    for (label, event) in events {
      // Only a button's action can be named by a selector of its own (`selector:`).
      let selector = kind == .button ? value.argument("selector") : nil
      if let closure = value.argument(label), let action = action(closure, selector: selector) {
        element.actions[event] = action
      }
    }
    return element
  }

  /// The method an action closure calls: `{ $0.done() }`, `{ $0.toggled($1) }`,
  /// `{ $0.picked(sender: $1) }`, `{ controller, _ in controller.done() }`, by the selector
  /// declared beside it if there is one (`selector: "addEntry:"`).
  mutating func action(_ value: DeclaredValue, selector declared: DeclaredValue?)
    -> ActionModel?
  {
    guard let called = action(value) else { return nil }
    guard let selector = declared?.string, selector != called.selector else { return called }
    guard ObjectiveCSelector.isValid(selector, arguments: called.selector.count { $0 == ":" })
    else {
      note(
        declared?.line,
        "the selector \"\(selector)\" does not fit the method its action calls "
          + "(\(called.selector)): the method's own is used")
      return called
    }
    namedSelectors[selector, default: []].insert(called.selector)
    return ActionModel(selector: selector)
  }

  private mutating func action(_ value: DeclaredValue) -> ActionModel? {
    guard case .closure(let text) = value.kind else {
      note(value.line, "an action that is not a closure: not connected")
      return nil
    }
    let body = text.dropFirst().dropLast().trimmingCharacters(in: .whitespacesAndNewlines)
    var owner = "$0"
    var sender = "$1"
    var call = Substring(body)
    if let range = body.range(of: " in ") {
      let names = body[..<range.lowerBound].split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      owner = names.first ?? "$0"
      sender = names.count > 1 ? names[1] : "$1"
      call = body[range.upperBound...].drop { $0 == " " || $0 == "\n" }
    }
    // The sender is the closure's, or a new object of the type the method declares
    // (`{ $0.add(UIButton()) }`: the port's stand-in for a sender the method never reads).
    let pattern =
      /^([A-Za-z_$][A-Za-z0-9_$]*)\.([A-Za-z_][A-Za-z0-9_]*)\((?:([A-Za-z_][A-Za-z0-9_]*):\s*)?([A-Za-z_$][A-Za-z0-9_$]*(?:\(\))?)?\)$/
    guard let match = call.trimmingCharacters(in: .whitespacesAndNewlines).wholeMatch(of: pattern),
      String(match.output.1) == owner,
      match.output.4.map({ String($0) == sender || $0.hasSuffix("()") }) ?? true
    else {
      note(
        value.line,
        "an action that is more than one method call on its owner (\(text)): Interface "
          + "Builder connects a method; not connected")
      return nil
    }
    return ActionModel(
      method: String(match.output.2), senderLabel: match.output.3.map(String.init),
      takesSender: match.output.4 != nil)
  }
}
