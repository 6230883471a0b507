// The storyboard a declaration stands for, written as Interface Builder's XML.

/// Writes `Main.storyboard`: a document with one scene per declared scene, each holding its
/// controller (with its custom class and module, storyboard identifier, navigation item,
/// toolbar items, table or view, outlets and segues) and its First Responder placeholder.
///
/// Views have frames stacked top to bottom and no constraints: Interface Builder shows them
/// where the simulator does, and Xcode offers to add constraints.
struct StoryboardWriter {
  let storyboard: StoryboardModel
  /// The module the classes are in (`customModule`).
  let module: String
  /// The classes that adopt `UITextFieldDelegate`, whose text fields get them as delegate.
  let textFieldDelegates: Set<String>
  /// The classes that adopt `UITextViewDelegate`, whose text views get them as delegate.
  let textViewDelegates: Set<String>
  /// The classes that adopt `UISearchBarDelegate`, whose search bars get them as delegate.
  let searchBarDelegates: Set<String>
  private(set) var notes: [ExportNote] = []
  var ids: ObjectIDs
  /// The id of each scene's controller, by scene identifier.
  private var controllerIDs: [String: String] = [:]
  var images: Set<String> = []
  private var usesGroupedBackground = false
  /// The path notes are about.
  let path: String

  init(
    _ storyboard: StoryboardModel, module: String, textFieldDelegates: Set<String>,
    textViewDelegates: Set<String> = [], searchBarDelegates: Set<String> = [], path: String
  ) {
    self.storyboard = storyboard
    self.module = module
    self.textFieldDelegates = textFieldDelegates
    self.textViewDelegates = textViewDelegates
    self.searchBarDelegates = searchBarDelegates
    self.path = path
    ids = ObjectIDs(seed: module + "/" + storyboard.name)
  }

  private mutating func note(_ text: String) {
    notes.append(ExportNote(path: path, line: nil, text: text))
  }

  /// The document's text.
  mutating func write() -> String {
    for scene in storyboard.scenes { controllerIDs[scene.identifier] = ids.make() }
    var scenes: [XMLElement] = []
    for (index, scene) in storyboard.scenes.enumerated() {
      scenes.append(self.scene(scene, index: index))
    }
    var attributes: [(String, String)] = [
      ("type", "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"), ("version", "3.0"),
      ("toolsVersion", "23504"), ("targetRuntime", "iOS.CocoaTouch"),
      ("propertyAccessControl", "none"), ("useAutolayout", "YES"),
      ("useTraitCollections", "YES"), ("useSafeAreas", "YES"), ("colorMatched", "YES"),
    ]
    if let initial = storyboard.initialScene {
      if let id = controllerIDs[initial] {
        attributes.append(("initialViewController", id))
      } else {
        note("the initial scene \(initial) is not declared: no initial view controller")
      }
    }
    var resources: [XMLElement] = images.sorted().map {
      XMLElement("image", [("name", $0), ("width", "32"), ("height", "32")])
    }
    resources.append(
      XMLElement(
        "systemColor", [("name", "systemBackgroundColor")],
        [
          XMLElement(
            "color",
            [
              ("white", "1"), ("alpha", "1"), ("colorSpace", "custom"),
              ("customColorSpace", "genericGamma22GrayColorSpace"),
            ])
        ]))
    if usesGroupedBackground {
      resources.append(
        XMLElement(
          "systemColor", [("name", "systemGroupedBackgroundColor")],
          [
            XMLElement(
              "color",
              [
                ("red", "0.94901960784313721"), ("green", "0.94901960784313721"),
                ("blue", "0.96862745098039216"), ("alpha", "1"), ("colorSpace", "custom"),
                ("customColorSpace", "sRGB"),
              ])
          ]))
    }
    let document = XMLElement(
      "document", attributes,
      [
        XMLElement(
          "device", [("id", "retina6_12"), ("orientation", "portrait"), ("appearance", "light")]),
        XMLElement(
          "dependencies", [],
          [
            XMLElement("deployment", [("identifier", "iOS")]),
            XMLElement(
              "plugIn",
              [
                ("identifier", "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"),
                ("version", "23506"),
              ]
            ),
            XMLElement(
              "capability",
              [("name", "System colors in document resources"), ("minToolsVersion", "11.0")]),
            XMLElement(
              "capability",
              [("name", "documents saved in the Xcode 8 format"), ("minToolsVersion", "8.0")]),
          ]),
        XMLElement("scenes", [], scenes),
        XMLElement("resources", [], resources),
      ])
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + document.lines().joined(separator: "\n") + "\n"
  }

  // MARK: - Scenes

  private static let frame = XMLElement(
    "rect", [("key", "frame"), ("x", "0.0"), ("y", "0.0"), ("width", "393"), ("height", "852")])
  private static let sizable = XMLElement(
    "autoresizingMask",
    [("key", "autoresizingMask"), ("widthSizable", "YES"), ("heightSizable", "YES")])

  private mutating func scene(_ scene: SceneModel, index: Int) -> XMLElement {
    let id = controllerIDs[scene.identifier] ?? ids.make()
    let controller: XMLElement
    let comment: String
    switch scene.kind {
    case .navigationController:
      controller = navigationController(scene, id: id)
      comment = "Navigation Controller"
    case .tableViewController, .viewController:
      controller = self.controller(scene, id: id)
      comment = scene.title ?? scene.className ?? scene.identifier
    }
    let firstResponder = XMLElement(
      "placeholder",
      [
        ("placeholderIdentifier", "IBFirstResponder"), ("id", ids.make()),
        ("userLabel", "First Responder"), ("customClass", "UIResponder"),
        ("sceneMemberID", "firstResponder"),
      ])
    return XMLElement(
      "scene", [("sceneID", ids.make())],
      [
        XMLElement("objects", [], [controller, firstResponder]),
        XMLElement(
          "point",
          [("key", "canvasLocation"), ("x", "\(-620 + 810 * index)"), ("y", "-2")]),
      ], comment: comment)
  }

  private mutating func navigationController(_ scene: SceneModel, id: String) -> XMLElement {
    var attributes = [
      ("storyboardIdentifier", scene.identifier),
      ("automaticallyAdjustsScrollViewInsets", "NO"), ("id", id),
      ("sceneMemberID", "viewController"),
    ]
    if !scene.isToolbarHidden { attributes.insert(("toolbarHidden", "NO"), at: 2) }
    var bar: [(String, String)] = [("key", "navigationBar"), ("contentMode", "scaleToFill")]
    if scene.prefersLargeTitles { bar.append(("largeTitles", "YES")) }
    bar.append(("id", ids.make()))
    var children = [
      XMLElement("toolbarItems"),
      XMLElement(
        "navigationBar", bar,
        [
          XMLElement(
            "rect",
            [("key", "frame"), ("x", "0.0"), ("y", "59"), ("width", "393"), ("height", "44")]),
          XMLElement("autoresizingMask", [("key", "autoresizingMask")]),
        ]),
    ]
    if !scene.isToolbarHidden {
      children.append(
        XMLElement(
          "toolbar",
          [
            ("key", "toolbar"), ("opaque", "NO"), ("clearsContextBeforeDrawing", "NO"),
            ("contentMode", "scaleToFill"), ("insetsLayoutMarginsFromSafeArea", "NO"),
            ("id", ids.make()),
          ],
          [
            XMLElement(
              "rect",
              [("key", "frame"), ("x", "0.0"), ("y", "769"), ("width", "393"), ("height", "49")]),
            XMLElement("autoresizingMask", [("key", "autoresizingMask")]),
          ]))
    }
    children.append(XMLElement("nil", [("name", "viewControllers")]))
    if let root = scene.root, let rootID = controllerIDs[root] {
      children.append(
        XMLElement(
          "connections", [],
          [
            XMLElement(
              "segue",
              [
                ("destination", rootID), ("kind", "relationship"),
                ("relationship", "rootViewController"), ("id", ids.make()),
              ])
          ]))
    } else {
      note("navigation controller \(scene.identifier): its root scene is not declared")
    }
    return XMLElement("navigationController", attributes, children)
  }

  /// The connections a scene's controller gathers while its views are written.
  struct Wiring {
    var outlets: [(property: String, destination: String)] = []
    /// Segue identifiers some control triggers.
    var triggered: Set<String> = []
  }

  private mutating func controller(_ scene: SceneModel, id: String) -> XMLElement {
    var wiring = Wiring()
    let isTable = scene.kind == .tableViewController
    var attributes = [("storyboardIdentifier", scene.identifier), ("id", id)]
    attributes += customClass(
      scene.className, unless: isTable ? "UITableViewController" : "UIViewController")
    attributes.append(("sceneMemberID", "viewController"))
    var children: [XMLElement] = []
    children.append(
      isTable ? tableView(scene, owner: id, &wiring) : view(scene, owner: id, &wiring))
    var item: [(String, String)] = [("key", "navigationItem")]
    if let title = scene.title { item.append(("title", title)) }
    if let mode = scene.largeTitleDisplayMode { item.append(("largeTitleDisplayMode", mode)) }
    item.append(("id", ids.make()))
    var buttons: [XMLElement] = []
    // One button a side is the item's `…BarButtonItem`; several are its `…BarButtonItems`.
    for (side, sideButtons) in [("left", scene.leftBarButtons), ("right", scene.rightBarButtons)] {
      if sideButtons.count == 1 {
        buttons.append(
          barButton(
            sideButtons[0], key: "\(side)BarButtonItem", scene: scene, owner: id, &wiring))
      } else if !sideButtons.isEmpty {
        buttons.append(
          XMLElement(
            "\(side)BarButtonItems", [],
            sideButtons.map { barButton($0, key: nil, scene: scene, owner: id, &wiring) }))
      }
    }
    children.append(XMLElement("navigationItem", item, buttons))
    if !scene.toolbarItems.isEmpty {
      children.append(
        XMLElement(
          "toolbarItems", [],
          scene.toolbarItems.map { barButton($0, key: nil, scene: scene, owner: id, &wiring) }))
    }
    var connections = wiring.outlets.map { outlet in
      XMLElement(
        "outlet",
        [("property", outlet.property), ("destination", outlet.destination), ("id", ids.make())])
    }
    for segue in scene.segues where !wiring.triggered.contains(segue.identifier) {
      // A segue no control triggers is drawn from the controller: the code performs it.
      if let element = self.segue(segue.identifier, in: scene, trigger: nil) {
        connections.append(element)
      }
    }
    if !connections.isEmpty { children.append(XMLElement("connections", [], connections)) }
    return XMLElement(isTable ? "tableViewController" : "viewController", attributes, children)
  }

  private mutating func segue(_ identifier: String, in scene: SceneModel, trigger: String?)
    -> XMLElement?
  {
    guard let segue = scene.segues.first(where: { $0.identifier == identifier }) else {
      note("scene \(scene.identifier) triggers segue \(identifier), which it does not declare")
      return nil
    }
    guard let destination = controllerIDs[segue.destination] else {
      note("segue \(identifier) leads to \(segue.destination), which is not declared: left out")
      return nil
    }
    // In the order Xcode writes them.
    var attributes = [
      ("destination", destination), ("kind", segue.isModal ? "presentation" : "show"),
      ("identifier", identifier),
    ]
    if let trigger { attributes.append(("trigger", trigger)) }
    if let style = segue.presentationStyle { attributes.append(("modalPresentationStyle", style)) }
    attributes.append(("id", ids.make()))
    return XMLElement("segue", attributes)
  }

  private mutating func barButton(
    _ button: BarButtonModel, key: String?, scene: SceneModel, owner: String,
    _ wiring: inout Wiring
  ) -> XMLElement {
    let id = ids.make()
    var attributes: [(String, String)] = key.map { [("key", $0)] } ?? []
    if !button.isEnabled { attributes.append(("enabled", "NO")) }
    if let title = button.title {
      attributes.append(("title", title))
      if button.isDoneStyle { attributes.append(("style", "done")) }
    }
    if let system = button.systemItem { attributes.append(("systemItem", system)) }
    attributes.append(("id", id))
    var children = accessibility(button.accessibility)
    var connections: [XMLElement] = []
    if let action = button.action {
      connections.append(
        XMLElement(
          "action", [("selector", action.selector), ("destination", owner), ("id", ids.make())]))
    }
    if let identifier = button.segue, let segue = segue(identifier, in: scene, trigger: nil) {
      connections.append(segue)
      wiring.triggered.insert(identifier)
    }
    if let outlet = button.outlet { wiring.outlets.append((outlet, id)) }
    if !connections.isEmpty { children.append(XMLElement("connections", [], connections)) }
    return XMLElement("barButtonItem", attributes, children)
  }

  /// The Identity inspector's accessibility settings, as Interface Builder writes them; none
  /// when nothing is set.
  private func accessibility(_ settings: AccessibilityModel) -> [XMLElement] {
    var attributes = [("key", "accessibilityConfiguration")]
    if let label = settings.label { attributes.append(("label", label)) }
    if let identifier = settings.identifier { attributes.append(("identifier", identifier)) }
    return attributes.count == 1 ? [] : [XMLElement("accessibility", attributes)]
  }

  // MARK: - Tables

  private mutating func tableView(_ scene: SceneModel, owner: String, _ wiring: inout Wiring)
    -> XMLElement
  {
    let isStatic = !scene.staticSections.isEmpty
    if isStatic { usesGroupedBackground = true }
    if isStatic && !scene.prototypes.isEmpty {
      note(
        "scene \(scene.identifier) has static cells and prototypes: only the static cells are written"
      )
    }
    let id = ids.make()
    var children = [
      Self.frame, Self.sizable,
      XMLElement(
        "color",
        [
          ("key", "backgroundColor"),
          ("systemColor", isStatic ? "systemGroupedBackgroundColor" : "systemBackgroundColor"),
        ]),
    ]
    if let header = scene.tableHeader {
      var y = 0
      for var view in element(
        header, y: &y, x: 0, owner: owner, ownerClass: scene.className, scene: scene, &wiring)
      {
        view.attributes.insert(("key", "tableHeaderView"), at: 0)
        children.append(view)
      }
    }
    if isStatic {
      var sections: [XMLElement] = []
      for section in scene.staticSections {
        var cells: [XMLElement] = []
        for element in section {
          cells.append(staticCell(element, scene: scene, owner: owner, &wiring))
        }
        sections.append(
          XMLElement(
            "tableViewSection", [("id", ids.make())], [XMLElement("cells", [], cells)]))
      }
      children.append(XMLElement("sections", [], sections))
    } else if !scene.prototypes.isEmpty {
      children.append(
        XMLElement(
          "prototypes", [],
          scene.prototypes.map { prototype($0, scene: scene, owner: owner, &wiring) }))
    }
    children.append(
      XMLElement(
        "connections", [],
        [
          XMLElement(
            "outlet", [("property", "dataSource"), ("destination", owner), ("id", ids.make())]),
          XMLElement(
            "outlet", [("property", "delegate"), ("destination", owner), ("id", ids.make())]),
        ]))
    let heights =
      isStatic
      ? [
        ("sectionHeaderHeight", "18"), ("estimatedSectionHeaderHeight", "-1"),
        ("sectionFooterHeight", "18"), ("estimatedSectionFooterHeight", "-1"),
      ]
      : [
        ("sectionHeaderHeight", "-1"), ("estimatedSectionHeaderHeight", "-1"),
        ("sectionFooterHeight", "-1"), ("estimatedSectionFooterHeight", "-1"),
      ]
    return XMLElement(
      "tableView",
      [
        ("key", "view"), ("clipsSubviews", "YES"), ("contentMode", "scaleToFill"),
        ("alwaysBounceVertical", "YES"), ("dataMode", isStatic ? "static" : "prototypes"),
        ("style", isStatic ? "grouped" : "plain"), ("separatorStyle", "default"),
        ("rowHeight", "-1"), ("estimatedRowHeight", "-1"),
      ] + heights + [("id", id)],
      children)
  }

  static let cellStyles = [
    "value1": "IBUITableViewCellStyleValue1", "value2": "IBUITableViewCellStyleValue2",
    "subtitle": "IBUITableViewCellStyleSubtitle",
  ]

  private mutating func prototype(
    _ prototype: PrototypeModel, scene: SceneModel, owner: String, _ wiring: inout Wiring
  ) -> XMLElement {
    let id = ids.make()
    var attributes = [
      ("clipsSubviews", "YES"), ("contentMode", "scaleToFill"),
      ("preservesSuperviewLayoutMargins", "YES"), ("selectionStyle", "default"),
    ]
    if let accessory = prototype.accessory { attributes.append(("accessoryType", accessory)) }
    attributes.append(("indentationWidth", "10"))
    if let style = prototype.style {
      if let written = Self.cellStyles[style] { attributes.append(("style", written)) }
    }
    attributes.append(("reuseIdentifier", prototype.identifier))
    attributes.append(("id", id))
    attributes += customClass(prototype.className, unless: "UITableViewCell")
    var cellWiring = Wiring()
    var subviews: [XMLElement] = []
    var y = 11
    // Tagged labels sit side by side in the row, as the book draws them.
    let count = prototype.labels.count
    let width = count > 0 ? (353 - 8 * (count - 1)) / count : 0
    for (index, tag) in prototype.labels.enumerated() {
      var label = ElementModel(kind: .label)
      label.tag = tag
      var row = y
      subviews += element(
        label, y: &row, x: 20 + index * (width + 8), width: width, owner: id, ownerClass: nil,
        scene: scene, &cellWiring)
    }
    for element in prototype.content {
      subviews += self.element(
        element, y: &y, owner: id, ownerClass: prototype.className, scene: scene, &cellWiring)
    }
    var connections = cellWiring.outlets.map { outlet in
      XMLElement(
        "outlet",
        [("property", outlet.property), ("destination", outlet.destination), ("id", ids.make())])
    }
    for (identifier, trigger) in [
      (prototype.selectionSegue, nil), (prototype.accessorySegue, "accessoryAction"),
    ] {
      guard let identifier, let segue = segue(identifier, in: scene, trigger: trigger) else {
        continue
      }
      connections.append(segue)
      wiring.triggered.insert(identifier)
    }
    wiring.triggered.formUnion(cellWiring.triggered)
    var children = [
      XMLElement(
        "rect", [("key", "frame"), ("x", "0.0"), ("y", "50"), ("width", "393"), ("height", "44")]),
      XMLElement("autoresizingMask", [("key", "autoresizingMask")]),
      contentView(cell: id, subviews: subviews),
    ]
    if !connections.isEmpty { children.append(XMLElement("connections", [], connections)) }
    return XMLElement("tableViewCell", attributes, children)
  }

  private mutating func staticCell(
    _ element: ElementModel, scene: SceneModel, owner: String, _ wiring: inout Wiring
  ) -> XMLElement {
    let id = ids.make()
    var y = 6
    let subviews = self.element(
      element, y: &y, owner: owner, ownerClass: scene.className, scene: scene, &wiring)
    return XMLElement(
      "tableViewCell",
      [
        ("clipsSubviews", "YES"), ("contentMode", "scaleToFill"),
        ("preservesSuperviewLayoutMargins", "YES"), ("selectionStyle", "none"),
        ("indentationWidth", "10"), ("id", id),
      ],
      [
        XMLElement(
          "rect",
          [("key", "frame"), ("x", "0.0"), ("y", "18"), ("width", "393"), ("height", "44")]),
        XMLElement("autoresizingMask", [("key", "autoresizingMask")]),
        contentView(cell: id, subviews: subviews),
      ])
  }

  mutating func contentView(cell: String, subviews: [XMLElement], height: Int = 44) -> XMLElement {
    var children = [
      XMLElement(
        "rect",
        [("key", "frame"), ("x", "0.0"), ("y", "0.0"), ("width", "393"), ("height", "\(height)")]),
      XMLElement("autoresizingMask", [("key", "autoresizingMask")]),
    ]
    if !subviews.isEmpty { children.append(XMLElement("subviews", [], subviews)) }
    return XMLElement(
      "tableViewCellContentView",
      [
        ("key", "contentView"), ("opaque", "NO"), ("clipsSubviews", "YES"),
        ("multipleTouchEnabled", "YES"), ("contentMode", "center"),
        ("preservesSuperviewLayoutMargins", "YES"), ("insetsLayoutMarginsFromSafeArea", "NO"),
        ("tableViewCell", cell), ("id", ids.make()),
      ], children)
  }

  // MARK: - Views

  private mutating func view(_ scene: SceneModel, owner: String, _ wiring: inout Wiring)
    -> XMLElement
  {
    var y = 120
    var subviews: [XMLElement] = []
    for element in scene.content {
      subviews += self.element(
        element, y: &y, owner: owner, ownerClass: scene.className, scene: scene, &wiring)
    }
    var children = [Self.frame, Self.sizable]
    if !subviews.isEmpty { children.append(XMLElement("subviews", [], subviews)) }
    children.append(XMLElement("viewLayoutGuide", [("key", "safeArea"), ("id", ids.make())]))
    children.append(
      XMLElement("color", [("key", "backgroundColor"), ("systemColor", "systemBackgroundColor")]))
    return XMLElement(
      "view", [("key", "view"), ("contentMode", "scaleToFill"), ("id", ids.make())], children)
  }

  /// The views for one declared element (a titled switch is a label and a switch), stacked
  /// from `y`, with their outlets and actions on `owner`.
  mutating func element(
    _ element: ElementModel, y: inout Int, x: Int = 20, width: Int? = nil, owner: String,
    ownerClass: String?, scene: SceneModel, _ wiring: inout Wiring
  ) -> [XMLElement] {
    var result: [XMLElement] = []
    func frame(width: Int, height: Int, x: Int = 20) -> XMLElement {
      XMLElement(
        "rect",
        [
          ("key", "frame"), ("x", "\(x)"), ("y", "\(y)"), ("width", "\(width)"),
          ("height", "\(height)"),
        ])
    }
    let id = ids.make()
    var attributes: [(String, String)] = []
    var children: [XMLElement] = []
    var connections: [XMLElement] = []
    for (event, action) in element.actions.sorted(by: { $0.key < $1.key }) {
      connections.append(
        XMLElement(
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
    let tag = element.tag != 0 ? [("tag", "\(element.tag)")] : []
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
        frame(width: width ?? 353, height: 21, x: x),
        XMLElement(
          "fontDescription", [("key", "fontDescription"), ("type", "system"), ("pointSize", "17")]),
        XMLElement("nil", [("key", "textColor")]),
        XMLElement("nil", [("key", "highlightedColor")]),
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
      children = [frame(width: 32, height: 32)]
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
        frame(width: 353, height: 32),
        XMLElement(
          "fontDescription", [("key", "fontDescription"), ("type", "system"), ("pointSize", "17")]),
        XMLElement("textInputTraits", traits),
      ]
      if let ownerClass, textFieldDelegates.contains(ownerClass) {
        connections.append(
          XMLElement(
            "outlet", [("property", "delegate"), ("destination", owner), ("id", ids.make())]))
      }
    case .textView:
      attributes = [
        ("clipsSubviews", "YES"), ("multipleTouchEnabled", "YES"), ("contentMode", "scaleToFill"),
      ]
      if !element.isEditable { attributes.append(("editable", "NO")) }
      attributes += [("textAlignment", "natural"), ("id", id)]
      children = [frame(width: 353, height: 128)]
      if let text = element.text {
        children.append(XMLElement("string", [("key", "text")], text: text))
      }
      children += [
        XMLElement(
          "fontDescription", [("key", "fontDescription"), ("type", "system"), ("pointSize", "17")]),
        XMLElement(
          "textInputTraits", [("key", "textInputTraits"), ("autocapitalizationType", "sentences")]),
      ]
      if let ownerClass, textViewDelegates.contains(ownerClass) {
        connections.append(
          XMLElement(
            "outlet", [("property", "delegate"), ("destination", owner), ("id", ids.make())]))
      }
    case .button:
      attributes = [
        ("opaque", "NO"), ("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "center"),
        ("contentVerticalAlignment", "center"), ("buttonType", "system"),
        ("lineBreakMode", "middleTruncation"), ("id", id),
      ]
      children = [
        frame(width: 353, height: 35),
        XMLElement("state", [("key", "normal"), ("title", element.text ?? "")]),
      ]
    case .switch:
      if let title = element.text {
        result.append(
          XMLElement(
            "label",
            [
              ("opaque", "NO"), ("userInteractionEnabled", "NO"), ("contentMode", "left"),
              ("horizontalHuggingPriority", "251"), ("verticalHuggingPriority", "251"),
              ("text", title), ("textAlignment", "natural"), ("lineBreakMode", "tailTruncation"),
              ("baselineAdjustment", "alignBaselines"), ("adjustsFontSizeToFit", "NO"),
              ("id", ids.make()),
            ],
            [
              frame(width: 280, height: 21),
              XMLElement(
                "fontDescription",
                [("key", "fontDescription"), ("type", "system"), ("pointSize", "17")]),
              XMLElement("nil", [("key", "textColor")]),
              XMLElement("nil", [("key", "highlightedColor")]),
            ]))
      }
      attributes = [
        ("opaque", "NO"), ("contentMode", "scaleToFill"), ("horizontalHuggingPriority", "750"),
        ("verticalHuggingPriority", "750"), ("contentHorizontalAlignment", "center"),
        ("contentVerticalAlignment", "center"),
      ]
      if element.isOn { attributes.append(("on", "YES")) }
      attributes.append(("id", id))
      children = [frame(width: 51, height: 31, x: 322)]
    case .searchBar:
      attributes = [("contentMode", "redraw")]
      if let placeholder = element.placeholder { attributes.append(("placeholder", placeholder)) }
      attributes.append(("id", id))
      children = [
        frame(width: 393, height: 56, x: 0),
        XMLElement(
          "autoresizingMask",
          [("key", "autoresizingMask"), ("widthSizable", "YES"), ("flexibleMaxY", "YES")]),
        XMLElement("textInputTraits", [("key", "textInputTraits")]),
      ]
      if let ownerClass, searchBarDelegates.contains(ownerClass) {
        connections.append(
          XMLElement(
            "outlet", [("property", "delegate"), ("destination", owner), ("id", ids.make())]))
      }
    case .slider:
      attributes = [
        ("opaque", "NO"), ("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "center"),
        ("contentVerticalAlignment", "center"), ("value", element.sliderValue),
        ("minValue", element.sliderMinimum), ("maxValue", element.sliderMaximum),
        ("id", id),
      ]
      children = [frame(width: 357, height: 30, x: 18)]
    case .datePicker:
      attributes = [
        ("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "leading"),
        ("contentVerticalAlignment", "center"), ("datePickerMode", element.mode),
        ("style", "compact"), ("id", id),
      ]
      children = [frame(width: 353, height: 34)]
    }
    children.insert(contentsOf: accessibility(element.accessibility), at: 1)
    if !connections.isEmpty { children.append(XMLElement("connections", [], connections)) }
    result.append(XMLElement(element.kind.rawValue, attributes, children))
    y += 44
    return result
  }

  /// The attributes that name an object's class in the app's module, as Interface Builder
  /// writes them; none for UIKit's own class `plain` (or no class).
  func customClass(_ className: String?, unless plain: String) -> [(String, String)] {
    guard let className, className != plain else { return [] }
    return [
      ("customClass", className), ("customModule", module), ("customModuleProvider", "target"),
    ]
  }
}
