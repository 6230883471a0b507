// A screen's view and the views each declared element is drawn as.

import XcodeFormats

extension StoryboardWriter {

  /// A screen's root view, its elements laid out from the top of its safe area down.
  mutating func view(_ scene: SceneModel, owner: String, _ wiring: inout Wiring) -> XMLOutputElement
  {
    var rows: [[XMLOutputElement]] = []
    for element in scene.content {
      rows.append(
        self.element(
          element, owner: owner, ownerClass: scene.className, scene: scene, &wiring))
    }
    let id = ids.make()
    let safeArea = ids.make()
    let layout = layOut(
      rows, in: .screen(id: id, safeArea: safeArea, safeAreaTop: safeAreaTop(of: scene)),
      owner: "scene \(scene.identifier)")
    var children = [Self.frame, Self.sizable]
    if !layout.subviews.isEmpty {
      children.append(XMLOutputElement("subviews", [], layout.subviews))
    }
    children.append(XMLOutputElement("viewLayoutGuide", [("key", "safeArea"), ("id", safeArea)]))
    children.append(
      XMLOutputElement(
        "color", [("key", "backgroundColor"), ("systemColor", "systemBackgroundColor")]))
    if let constraints = layout.constraints { children.append(constraints) }
    return XMLOutputElement(
      "view", [("key", "view"), ("contentMode", "scaleToFill"), ("id", id)], children)
  }

  /// Where a screen's safe area starts on the canvas: below the status bar (59 points on the
  /// canvas's iPhone), and below the navigation bar (44 points, 96 with large titles) when
  /// the screen is a navigation controller's root or is shown (pushed) by another screen.
  func safeAreaTop(of scene: SceneModel) -> Double {
    guard scenesUnderANavigationBar.contains(scene.identifier) else { return 59 }
    let large = prefersLargeTitles && scene.largeTitleDisplayMode != "never"
    return 59 + (large ? 96 : 44)
  }

  /// The views for one declared element (a titled switch is a label and a switch), with
  /// their outlets and actions on `owner`, each at the canvas's origin in the size of its
  /// kind: the container they go in lays them out (``layOut(_:in:owner:)``).
  mutating func element(
    _ element: ElementModel, owner: String, ownerClass: String?, scene: SceneModel,
    _ wiring: inout Wiring
  ) -> [XMLOutputElement] {
    let id = ids.make()
    var connections: [XMLOutputElement] = []
    for (event, action) in element.actions.sorted(by: { $0.key < $1.key }) {
      connections.append(
        XMLOutputElement(
          "action",
          [
            ("selector", action.selector), ("destination", owner), ("eventType", event),
            ("id", ids.make()),
          ]))
    }
    if let identifier = element.segue {
      if let segue = segue(identifier, in: scene, trigger: nil) {
        connections.append(segue)
        wiring.triggered.insert(identifier)
      }
    }
    if let outlet = element.outlet { wiring.outlets.append((outlet, id)) }
    var result: [XMLOutputElement] = []
    // A titled switch's label comes before it; a field, a text view or a search bar has the
    // owner as delegate when its class adopts the protocol.
    let delegates: Set<String>
    switch element.kind {
    case .switch:
      if let title = element.text { result.append(switchTitle(title)) }
      delegates = []
    case .textField: delegates = textFieldDelegates
    case .textView: delegates = textViewDelegates
    case .searchBar: delegates = searchBarDelegates
    default: delegates = []
    }
    if let ownerClass, delegates.contains(ownerClass) {
      connections.append(
        XMLOutputElement(
          "outlet", [("property", "delegate"), ("destination", owner), ("id", ids.make())]))
    }
    var (attributes, children) = drawn(element, id: id)
    children.insert(contentsOf: accessibility(element.accessibility), at: 1)
    if !connections.isEmpty { children.append(XMLOutputElement("connections", [], connections)) }
    result.append(XMLOutputElement(element.kind.rawValue, attributes, children))
    return result
  }

  /// The frame of a view of a kind at the canvas's origin, in the kind's size.
  static func canvasFrame(_ kind: String) -> XMLOutputElement {
    let size = naturalSize(kind)
    // A search bar alone is as wide as the screen: a table's header.
    let width = size.width ?? (kind == "searchBar" ? 393 : 353)
    return XMLOutputElement(
      "rect",
      [
        ("key", "frame"), ("x", "0.0"), ("y", "0.0"), ("width", number(width)),
        ("height", number(size.height)),
      ])
  }

  /// A view's attributes and children, as Interface Builder writes one of its kind.
  private mutating func drawn(_ element: ElementModel, id: String) -> (
    attributes: [(String, String)], children: [XMLOutputElement]
  ) {
    let tag = element.tag != 0 ? [("tag", "\(element.tag)")] : []
    var attributes: [(String, String)] = []
    var children: [XMLOutputElement] = []
    switch element.kind {
    case .label:
      attributes =
        [("opaque", "NO"), ("userInteractionEnabled", "NO")] + tag + [
          ("contentMode", "left"), ("horizontalHuggingPriority", "251"),
          ("verticalHuggingPriority", "251"),
        ]
      if let text = element.text { attributes.append(("text", text)) }
      attributes += [
        ("textAlignment", "natural"), ("lineBreakMode", "tailTruncation"),
        ("baselineAdjustment", "alignBaselines"), ("adjustsFontSizeToFit", "NO"), ("id", id),
      ]
      children = [
        Self.canvasFrame("label"),
        XMLOutputElement(
          "fontDescription", [("key", "fontDescription"), ("type", "system"), ("pointSize", "17")]),
        XMLOutputElement("nil", [("key", "textColor")]),
        XMLOutputElement("nil", [("key", "highlightedColor")]),
      ]
    case .imageView:
      attributes =
        [("clipsSubviews", "YES"), ("userInteractionEnabled", "NO")] + tag + [
          ("contentMode", "scaleAspectFit"), ("horizontalHuggingPriority", "251"),
          ("verticalHuggingPriority", "251"),
        ]
      if let image = element.text {
        attributes.append(("image", image))
        images.insert(image)
      }
      attributes.append(("id", id))
      children = [Self.canvasFrame("imageView")]
    case .textField:
      attributes = [
        ("opaque", "NO"), ("contentMode", "scaleToFill"), ("horizontalHuggingPriority", "248"),
        ("contentHorizontalAlignment", "left"), ("contentVerticalAlignment", "center"),
      ]
      if let placeholder = element.placeholder { attributes.append(("placeholder", placeholder)) }
      attributes += [
        ("textAlignment", "natural"), ("adjustsFontSizeToFit", "NO"), ("minimumFontSize", "17"),
        ("clearButtonMode", element.clearButton), ("id", id),
      ]
      var traits = [("key", "textInputTraits"), ("autocapitalizationType", "sentences")]
      if element.returnKey != "default" { traits.append(("returnKeyType", element.returnKey)) }
      if element.enablesReturnKeyAutomatically {
        traits.append(("enablesReturnKeyAutomatically", "YES"))
      }
      children = [
        Self.canvasFrame("textField"),
        XMLOutputElement(
          "fontDescription", [("key", "fontDescription"), ("type", "system"), ("pointSize", "17")]),
        XMLOutputElement("textInputTraits", traits),
      ]
    case .textView:
      attributes = [
        ("clipsSubviews", "YES"), ("multipleTouchEnabled", "YES"), ("contentMode", "scaleToFill"),
      ]
      if !element.isEditable { attributes.append(("editable", "NO")) }
      attributes += [("textAlignment", "natural"), ("id", id)]
      children = [Self.canvasFrame("textView")]
      if let text = element.text {
        children.append(XMLOutputElement("string", [("key", "text")], text: text))
      }
      children += [
        XMLOutputElement(
          "fontDescription", [("key", "fontDescription"), ("type", "system"), ("pointSize", "17")]),
        XMLOutputElement(
          "textInputTraits", [("key", "textInputTraits"), ("autocapitalizationType", "sentences")]),
      ]
    case .button:
      attributes = [
        ("opaque", "NO"), ("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "center"),
        ("contentVerticalAlignment", "center"), ("buttonType", "system"),
        ("lineBreakMode", "middleTruncation"), ("id", id),
      ]
      children = [
        Self.canvasFrame("button"),
        XMLOutputElement("state", [("key", "normal"), ("title", element.text ?? "")]),
      ]
    case .`switch`:
      attributes = [
        ("opaque", "NO"), ("contentMode", "scaleToFill"), ("horizontalHuggingPriority", "750"),
        ("verticalHuggingPriority", "750"), ("contentHorizontalAlignment", "center"),
        ("contentVerticalAlignment", "center"),
      ]
      if element.isOn { attributes.append(("on", "YES")) }
      attributes.append(("id", id))
      children = [Self.canvasFrame("switch")]
    case .searchBar:
      attributes = [("contentMode", "redraw")]
      if let placeholder = element.placeholder { attributes.append(("placeholder", placeholder)) }
      attributes.append(("id", id))
      children = [
        Self.canvasFrame("searchBar"),
        XMLOutputElement(
          "autoresizingMask",
          [("key", "autoresizingMask"), ("widthSizable", "YES"), ("flexibleMaxY", "YES")]),
        XMLOutputElement("textInputTraits", [("key", "textInputTraits")]),
      ]
    case .slider:
      attributes = [
        ("opaque", "NO"), ("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "center"),
        ("contentVerticalAlignment", "center"), ("value", element.sliderValue),
        ("minValue", element.sliderMinimum), ("maxValue", element.sliderMaximum),
        ("id", id),
      ]
      children = [Self.canvasFrame("slider")]
    case .datePicker:
      attributes = [
        ("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "leading"),
        ("contentVerticalAlignment", "center"), ("datePickerMode", element.mode),
        ("style", "compact"), ("id", id),
      ]
      children = [Self.canvasFrame("datePicker")]
    }
    return (attributes, children)
  }

  /// The label before a titled switch.
  private mutating func switchTitle(_ title: String) -> XMLOutputElement {
    XMLOutputElement(
      "label",
      [
        ("opaque", "NO"), ("userInteractionEnabled", "NO"), ("contentMode", "left"),
        ("horizontalHuggingPriority", "251"), ("verticalHuggingPriority", "251"),
        ("text", title), ("textAlignment", "natural"), ("lineBreakMode", "tailTruncation"),
        ("baselineAdjustment", "alignBaselines"), ("adjustsFontSizeToFit", "NO"),
        ("id", ids.make()),
      ],
      [
        Self.canvasFrame("label"),
        XMLOutputElement(
          "fontDescription", [("key", "fontDescription"), ("type", "system"), ("pointSize", "17")]),
        XMLOutputElement("nil", [("key", "textColor")]),
        XMLOutputElement("nil", [("key", "highlightedColor")]),
      ])
  }
}
