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
    // The view's outlets to the scene's objects beside its controller (a table's data source).
    for (property, object) in objectOutlets(from: element.outlet, of: owner, in: scene) {
      connections.append(outlet(property, to: object))
    }
    for property in outletsToOwner(of: element, ownerClass: ownerClass) {
      connections.append(outlet(property, to: owner))
    }
    // A titled switch's label comes before it.
    var result: [XMLOutputElement] = []
    if element.kind == .switch, let title = element.text { result.append(switchTitle(title)) }
    // A table view's prototypes.
    var prototypes: [XMLOutputElement] = []
    if let table = element.table, element.kind == .tableView {
      if table.style != "plain" { usesGroupedBackground = true }
      prototypes = table.prototypes.map { prototype($0, scene: scene, owner: owner, &wiring) }
    }
    var (attributes, children) = drawn(element, id: id)
    children.insert(contentsOf: accessibility(element.accessibility), at: 1)
    if !prototypes.isEmpty { children.append(XMLOutputElement("prototypes", [], prototypes)) }
    if !connections.isEmpty { children.append(XMLOutputElement("connections", [], connections)) }
    result.append(XMLOutputElement(element.kind.rawValue, attributes, children))
    return result
  }

  /// The view's outlets that point at its owner: a field's, a text view's or a search bar's
  /// `delegate` when the owner's class adopts the protocol, as the kit's declarations connect
  /// them; a table view's `dataSource` and `delegate`, and a map view's `delegate`, as the
  /// element says.
  private func outletsToOwner(of element: ElementModel, ownerClass: String?) -> [String] {
    let delegates: Set<String> =
      switch element.kind {
      case .textField: textFieldDelegates
      case .textView: textViewDelegates
      case .searchBar: searchBarDelegates
      default: []
      }
    var result: [String] = []
    if let ownerClass, delegates.contains(ownerClass) { result.append("delegate") }
    if let table = element.table, element.kind == .tableView {
      if table.connectsDataSource { result.append("dataSource") }
      if table.connectsDelegate { result.append("delegate") }
    }
    if element.kind == .mapView, element.connectsDelegate { result.append("delegate") }
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
  private mutating func drawn(_ element: ElementModel, id: String) -> Drawn {
    switch element.kind {
    case .label: return Self.label(element, id: id)
    case .imageView:
      if let image = element.text { images.insert(image) }
      return Self.imageView(element, id: id)
    case .textField: return Self.textField(element, id: id)
    case .textView: return Self.textView(element, id: id)
    case .button: return Self.button(element, id: id)
    case .switch: return Self.switchView(element, id: id)
    case .searchBar: return Self.searchBar(element, id: id)
    case .slider: return Self.slider(element, id: id)
    case .datePicker: return Self.datePicker(element, id: id)
    case .tableView: return Self.tableView(element, id: id)
    case .mapView: return Self.mapView(id: id)
    }
  }

  /// An element's attributes, in the order Interface Builder writes them, and its children.
  typealias Drawn = (attributes: [(String, String)], children: [XMLOutputElement])

  /// The system font of 17 points Interface Builder gives text.
  private static let bodyFont = XMLOutputElement(
    "fontDescription", [("key", "fontDescription"), ("type", "system"), ("pointSize", "17")])

  /// A view's tag, when it has one.
  private static func tag(_ element: ElementModel) -> [(String, String)] {
    element.tag != 0 ? [("tag", "\(element.tag)")] : []
  }

  private static func label(_ element: ElementModel, id: String) -> Drawn {
    var attributes =
      [("opaque", "NO"), ("userInteractionEnabled", "NO")] + tag(element) + [
        ("contentMode", "left"), ("horizontalHuggingPriority", "251"),
        ("verticalHuggingPriority", "251"),
      ]
    if let text = element.text { attributes.append(("text", text)) }
    attributes += [
      ("textAlignment", "natural"), ("lineBreakMode", "tailTruncation"),
      ("baselineAdjustment", "alignBaselines"), ("adjustsFontSizeToFit", "NO"), ("id", id),
    ]
    return (
      attributes,
      [
        canvasFrame("label"), bodyFont, XMLOutputElement("nil", [("key", "textColor")]),
        XMLOutputElement("nil", [("key", "highlightedColor")]),
      ]
    )
  }

  private static func imageView(_ element: ElementModel, id: String) -> Drawn {
    var attributes =
      [("clipsSubviews", "YES"), ("userInteractionEnabled", "NO")] + tag(element) + [
        ("contentMode", "scaleAspectFit"), ("horizontalHuggingPriority", "251"),
        ("verticalHuggingPriority", "251"),
      ]
    if let image = element.text { attributes.append(("image", image)) }
    attributes.append(("id", id))
    return (attributes, [canvasFrame("imageView")])
  }

  private static func textField(_ element: ElementModel, id: String) -> Drawn {
    var attributes = [
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
    return (
      attributes,
      [canvasFrame("textField"), bodyFont, XMLOutputElement("textInputTraits", traits)]
    )
  }

  private static func textView(_ element: ElementModel, id: String) -> Drawn {
    var attributes = [
      ("clipsSubviews", "YES"), ("multipleTouchEnabled", "YES"), ("contentMode", "scaleToFill"),
    ]
    if !element.isEditable { attributes.append(("editable", "NO")) }
    attributes += [("textAlignment", "natural"), ("id", id)]
    var children = [canvasFrame("textView")]
    if let text = element.text {
      children.append(XMLOutputElement("string", [("key", "text")], text: text))
    }
    children += [
      bodyFont,
      XMLOutputElement(
        "textInputTraits", [("key", "textInputTraits"), ("autocapitalizationType", "sentences")]),
    ]
    return (attributes, children)
  }

  private static func button(_ element: ElementModel, id: String) -> Drawn {
    (
      [
        ("opaque", "NO"), ("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "center"),
        ("contentVerticalAlignment", "center"), ("buttonType", "system"),
        ("lineBreakMode", "middleTruncation"), ("id", id),
      ],
      [
        canvasFrame("button"),
        XMLOutputElement("state", [("key", "normal"), ("title", element.text ?? "")]),
      ]
    )
  }

  private static func switchView(_ element: ElementModel, id: String) -> Drawn {
    var attributes = [
      ("opaque", "NO"), ("contentMode", "scaleToFill"), ("horizontalHuggingPriority", "750"),
      ("verticalHuggingPriority", "750"), ("contentHorizontalAlignment", "center"),
      ("contentVerticalAlignment", "center"),
    ]
    if element.isOn { attributes.append(("on", "YES")) }
    attributes.append(("id", id))
    return (attributes, [canvasFrame("switch")])
  }

  /// A table view among a screen's views, as Interface Builder draws one dragged from the
  /// library: rows of automatic height, on the background of its style.
  private static func tableView(_ element: ElementModel, id: String) -> Drawn {
    let style = element.table?.style ?? "plain"
    return (
      [
        ("clipsSubviews", "YES"), ("contentMode", "scaleToFill"),
        ("alwaysBounceVertical", "YES"), ("dataMode", "prototypes"), ("style", style),
        ("separatorStyle", "default"), ("rowHeight", "-1"), ("estimatedRowHeight", "-1"),
        ("sectionHeaderHeight", "-1"), ("estimatedSectionHeaderHeight", "-1"),
        ("sectionFooterHeight", "-1"), ("estimatedSectionFooterHeight", "-1"), ("id", id),
      ],
      [
        canvasFrame("tableView"),
        XMLOutputElement(
          "color",
          [
            ("key", "backgroundColor"),
            (
              "systemColor",
              style == "plain" ? "systemBackgroundColor" : "systemGroupedBackgroundColor"
            ),
          ]),
      ]
    )
  }

  /// A map view, as Interface Builder draws a Map Kit View dragged from the library.
  private static func mapView(id: String) -> Drawn {
    (
      [
        ("clipsSubviews", "YES"), ("multipleTouchEnabled", "YES"), ("contentMode", "scaleToFill"),
        ("mapType", "standard"), ("id", id),
      ],
      [canvasFrame("mapView")]
    )
  }

  private static func searchBar(_ element: ElementModel, id: String) -> Drawn {
    var attributes = [("contentMode", "redraw")]
    if let placeholder = element.placeholder { attributes.append(("placeholder", placeholder)) }
    attributes.append(("id", id))
    return (
      attributes,
      [
        canvasFrame("searchBar"),
        XMLOutputElement(
          "autoresizingMask",
          [("key", "autoresizingMask"), ("widthSizable", "YES"), ("flexibleMaxY", "YES")]),
        XMLOutputElement("textInputTraits", [("key", "textInputTraits")]),
      ]
    )
  }

  private static func slider(_ element: ElementModel, id: String) -> Drawn {
    (
      [
        ("opaque", "NO"), ("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "center"),
        ("contentVerticalAlignment", "center"), ("value", element.sliderValue),
        ("minValue", element.sliderMinimum), ("maxValue", element.sliderMaximum), ("id", id),
      ],
      [canvasFrame("slider")]
    )
  }

  private static func datePicker(_ element: ElementModel, id: String) -> Drawn {
    (
      [
        ("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "leading"),
        ("contentVerticalAlignment", "center"), ("datePickerMode", element.mode),
        ("style", "compact"), ("id", id),
      ],
      [canvasFrame("datePicker")]
    )
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
        Self.canvasFrame("label"), Self.bodyFont, XMLOutputElement("nil", [("key", "textColor")]),
        XMLOutputElement("nil", [("key", "highlightedColor")]),
      ])
  }
}
