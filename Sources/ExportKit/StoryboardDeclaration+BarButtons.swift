// A scene's bar buttons as a declaration writes them: `.system(.add, …)`, `.title("Edit")`,
// `.button("Save", …)`.

import InterfaceBuilderDocuments

extension StoryboardDeclaration {
  /// A side's bar buttons: `leftBarButton:` and `leftBarButtons:` (or the right's), in order.
  mutating func barButtons(_ scene: DeclaredValue, side: String) -> [BarButtonModel] {
    var buttons = scene.argument("\(side)BarButton").flatMap { barButton($0) }.map { [$0] } ?? []
    buttons += (scene.argument("\(side)BarButtons")?.elements ?? []).compactMap {
      barButton($0)
    }
    return buttons
  }

  mutating func barButton(_ declared: DeclaredValue) -> BarButtonModel? {
    let (value, accessibility) = Self.accessibility(declared)
    var button = BarButtonModel(accessibility: accessibility)
    switch Self.callee(value) {
    case ".system":
      button.systemItem = Self.member(value.positional.first)
    case ".title":
      button.title = value.positional.first?.string
      button.isDoneStyle = Self.member(value.argument("style")) == "done"
    case ".button":
      // A button as the item's custom view, with an outlet each.
      button.title = value.positional.first?.string
      button.isCustomButton = true
      button.buttonOutlet = Self.keyPath(value.argument("outlet"))
    default:
      break
    }
    guard button.systemItem != nil || button.title != nil else {
      note(value.line, "a bar button the export cannot read: left out")
      return nil
    }
    button.isEnabled = Self.flag(value.argument("isEnabled")) ?? true
    button.outlet = Self.keyPath(value.argument(button.isCustomButton ? "itemOutlet" : "outlet"))
    button.segue = value.argument("segue")?.string
    button.action = value.argument("action").flatMap {
      action($0, selector: value.argument("selector"))
    }
    return button
  }
}
