// The storyboard a declaration stands for, written as Interface Builder's XML.

import XcodeFormats

/// Writes `Main.storyboard`: a document with one scene per declared scene, each holding its
/// controller (with its custom class and module, storyboard identifier, navigation item,
/// toolbar items, table or view, outlets and segues) and its First Responder placeholder.
///
/// Views are laid out with constraints, as Interface Builder's user would pin them
/// (`StoryboardWriter+Layout.swift`): a cell's views side by side between its margins, a
/// screen's from the top of its safe area down, each with the frame those constraints give
/// it on the canvas.
package struct StoryboardWriter {
  let storyboard: StoryboardModel
  /// The module the classes are in (`customModule`).
  let module: String
  /// The classes that adopt `UITextFieldDelegate`, whose text fields get them as delegate.
  let textFieldDelegates: Set<String>
  /// The classes that adopt `UITextViewDelegate`, whose text views get them as delegate.
  let textViewDelegates: Set<String>
  /// The classes that adopt `UISearchBarDelegate`, whose search bars get them as delegate.
  let searchBarDelegates: Set<String>
  /// What the storyboard cannot say of the model (a segue to a scene it does not hold…).
  package private(set) var notes: [String] = []
  var ids: ObjectIDs
  /// The id of each scene's controller, by scene identifier.
  private(set) var controllerIDs: [String: String] = [:]
  /// The id of the Exit of each scene an unwind segue leaves from, by scene identifier.
  private var exitIDs: [String: String] = [:]
  /// The cells of each scene's dock, written with its controller, by scene identifier.
  private var dockCells: [String: [XMLOutputElement]] = [:]
  /// The ids of each scene's objects beside its controller, in order, by scene identifier:
  /// made before the scene's views, whose outlets may point at them.
  private(set) var objectIDs: [String: [String]] = [:]
  /// The objects beside each scene's controller, written with it, by scene identifier.
  private var sceneObjects: [String: [XMLOutputElement]] = [:]
  var images: Set<String> = []
  var usesGroupedBackground = false
  /// The scenes under a navigation bar: a navigation controller's roots, and the scenes
  /// another one shows (pushes); found once, for every scene's safe area.
  let scenesUnderANavigationBar: Set<String>
  /// Whether a navigation controller of the storyboard prefers large titles.
  let prefersLargeTitles: Bool

  package init(
    _ storyboard: StoryboardModel, module: String, textFieldDelegates: Set<String>,
    textViewDelegates: Set<String> = [], searchBarDelegates: Set<String> = []
  ) {
    self.storyboard = storyboard
    self.module = module
    self.textFieldDelegates = textFieldDelegates
    self.textViewDelegates = textViewDelegates
    self.searchBarDelegates = searchBarDelegates
    ids = ObjectIDs(seed: module + "/" + storyboard.name)
    let navigations = storyboard.scenes.filter { $0.kind == .navigationController }
    let pushed = storyboard.scenes.flatMap {
      $0.segues.filter { !$0.isModal && $0.unwindAction == nil }.map(\.destination)
    }
    scenesUnderANavigationBar = Set(navigations.compactMap(\.root) + pushed)
    prefersLargeTitles = navigations.contains(where: \.prefersLargeTitles)
  }

  mutating func note(_ text: String) {
    notes.append(text)
  }

  /// The document's text.
  package mutating func write() -> String {
    for scene in storyboard.scenes {
      controllerIDs[scene.identifier] = ids.make()
      objectIDs[scene.identifier] = scene.objects.map { _ in ids.make() }
    }
    var scenes: [XMLOutputElement] = []
    for (index, scene) in storyboard.scenes.enumerated() {
      scenes.append(self.scene(scene, index: index))
    }
    var attributes: [(String, String)] = []
    if let initial = storyboard.initialScene {
      if let id = controllerIDs[initial] {
        attributes.append(("initialViewController", id))
      } else {
        note("the initial scene \(initial) is not declared: no initial view controller")
      }
    }
    var resources: [XMLOutputElement] = images.sorted().map {
      XMLOutputElement("image", [("name", $0), ("width", "32"), ("height", "32")])
    }
    resources.append(
      XMLOutputElement(
        "systemColor", [("name", "systemBackgroundColor")],
        [
          XMLOutputElement(
            "color",
            [
              ("white", "1"), ("alpha", "1"), ("colorSpace", "custom"),
              ("customColorSpace", "genericGamma22GrayColorSpace"),
            ])
        ]))
    if usesGroupedBackground {
      resources.append(
        XMLOutputElement(
          "systemColor", [("name", "systemGroupedBackgroundColor")],
          [
            XMLOutputElement(
              "color",
              [
                ("red", "0.94901960784313721"), ("green", "0.94901960784313721"),
                ("blue", "0.96862745098039216"), ("alpha", "1"), ("colorSpace", "custom"),
                ("customColorSpace", "sRGB"),
              ])
          ]))
    }
    return Self.document(
      type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", attributes,
      capabilities: [
        ("System colors in document resources", "11.0"),
        ("documents saved in the Xcode 8 format", "8.0"),
      ],
      [XMLOutputElement("scenes", [], scenes), XMLOutputElement("resources", [], resources)])
  }

  /// An Interface Builder document's text: the document element of its type (with these
  /// attributes after the ones every document has), the device and dependencies it declares
  /// (the plug-in and these capabilities), then its content.
  static func document(
    type: String, _ attributes: [(String, String)] = [],
    capabilities: [(name: String, minToolsVersion: String)], _ content: [XMLOutputElement]
  ) -> String {
    let dependencies = [
      XMLOutputElement("deployment", [("identifier", "iOS")]),
      XMLOutputElement(
        "plugIn",
        [("identifier", "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"), ("version", "23506")]),
    ]
    let document = XMLOutputElement(
      "document",
      [
        ("type", type), ("version", "3.0"), ("toolsVersion", "23504"),
        ("targetRuntime", "iOS.CocoaTouch"), ("propertyAccessControl", "none"),
        ("useAutolayout", "YES"), ("useTraitCollections", "YES"), ("useSafeAreas", "YES"),
        ("colorMatched", "YES"),
      ] + attributes,
      [
        XMLOutputElement(
          "device", [("id", "retina6_12"), ("orientation", "portrait"), ("appearance", "light")]),
        XMLOutputElement(
          "dependencies", [],
          dependencies
            + capabilities.map {
              XMLOutputElement(
                "capability", [("name", $0.name), ("minToolsVersion", $0.minToolsVersion)])
            }),
      ] + content)
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + document.lines().joined(separator: "\n") + "\n"
  }

  // MARK: - Scenes

  static let frame = XMLOutputElement(
    "rect", [("key", "frame"), ("x", "0.0"), ("y", "0.0"), ("width", "393"), ("height", "852")])
  static let sizable = XMLOutputElement(
    "autoresizingMask",
    [("key", "autoresizingMask"), ("widthSizable", "YES"), ("heightSizable", "YES")])

  private mutating func scene(_ scene: SceneModel, index: Int) -> XMLOutputElement {
    let id = controllerIDs[scene.identifier] ?? ids.make()
    let controller: XMLOutputElement
    let comment: String
    switch scene.kind {
    case .navigationController:
      controller = navigationController(scene, id: id)
      comment = "Navigation Controller"
    case .tableViewController, .viewController:
      controller = self.controller(scene, id: id)
      comment = scene.title ?? scene.className ?? scene.identifier
    }
    let firstResponder = XMLOutputElement(
      "placeholder",
      [
        ("placeholderIdentifier", "IBFirstResponder"), ("id", ids.make()),
        ("userLabel", "First Responder"), ("customClass", "UIResponder"),
        ("sceneMemberID", "firstResponder"),
      ])
    var objects =
      [controller, firstResponder] + (dockCells[scene.identifier] ?? [])
      + (sceneObjects[scene.identifier] ?? [])
    // The Exit its unwind segues lead to, as Interface Builder keeps one in each scene.
    if let exit = exitIDs[scene.identifier] {
      objects.append(
        XMLOutputElement("exit", [("id", exit), ("userLabel", "Exit"), ("sceneMemberID", "exit")]))
    }
    return XMLOutputElement(
      "scene", [("sceneID", ids.make())],
      [
        XMLOutputElement("objects", [], objects),
        XMLOutputElement(
          "point",
          [("key", "canvasLocation"), ("x", "\(-620 + 810 * index)"), ("y", "-2")]),
      ], comment: comment)
  }

  private mutating func navigationController(_ scene: SceneModel, id: String) -> XMLOutputElement {
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
      XMLOutputElement("toolbarItems"),
      XMLOutputElement(
        "navigationBar", bar,
        [
          XMLOutputElement(
            "rect",
            [("key", "frame"), ("x", "0.0"), ("y", "59"), ("width", "393"), ("height", "44")]),
          XMLOutputElement("autoresizingMask", [("key", "autoresizingMask")]),
        ]),
    ]
    if !scene.isToolbarHidden {
      children.append(
        XMLOutputElement(
          "toolbar",
          [
            ("key", "toolbar"), ("opaque", "NO"), ("clearsContextBeforeDrawing", "NO"),
            ("contentMode", "scaleToFill"), ("insetsLayoutMarginsFromSafeArea", "NO"),
            ("id", ids.make()),
          ],
          [
            XMLOutputElement(
              "rect",
              [("key", "frame"), ("x", "0.0"), ("y", "769"), ("width", "393"), ("height", "49")]),
            XMLOutputElement("autoresizingMask", [("key", "autoresizingMask")]),
          ]))
    }
    children.append(XMLOutputElement("nil", [("name", "viewControllers")]))
    if let root = scene.root, let rootID = controllerIDs[root] {
      children.append(
        XMLOutputElement(
          "connections", [],
          [
            XMLOutputElement(
              "segue",
              [
                ("destination", rootID), ("kind", "relationship"),
                ("relationship", "rootViewController"), ("id", ids.make()),
              ])
          ]))
    } else {
      note("navigation controller \(scene.identifier): its root scene is not declared")
    }
    return XMLOutputElement("navigationController", attributes, children)
  }

  /// The connections a scene's controller gathers while its views are written.
  struct Wiring {
    var outlets: [(property: String, destination: String)] = []
    /// Segue identifiers some control triggers.
    var triggered: Set<String> = []
  }

  private mutating func controller(_ scene: SceneModel, id: String) -> XMLOutputElement {
    var wiring = Wiring()
    let isTable = scene.kind == .tableViewController
    var attributes = [("storyboardIdentifier", scene.identifier), ("id", id)]
    attributes += customClass(
      scene.className, unless: isTable ? "UITableViewController" : "UIViewController")
    attributes.append(("sceneMemberID", "viewController"))
    var children: [XMLOutputElement] = []
    children.append(
      isTable ? tableView(scene, owner: id, &wiring) : view(scene, owner: id, &wiring))
    dockCells[scene.identifier] = scene.dockCells.map {
      dockCell($0, scene: scene, owner: id, &wiring)
    }
    var item: [(String, String)] = [("key", "navigationItem")]
    if let title = scene.title { item.append(("title", title)) }
    if let mode = scene.largeTitleDisplayMode { item.append(("largeTitleDisplayMode", mode)) }
    item.append(("id", ids.make()))
    var buttons: [XMLOutputElement] = []
    // One button a side is the item's `…BarButtonItem`; several are its `…BarButtonItems`.
    for (side, sideButtons) in [("left", scene.leftBarButtons), ("right", scene.rightBarButtons)] {
      if sideButtons.count == 1 {
        buttons.append(
          barButton(
            sideButtons[0], key: "\(side)BarButtonItem", scene: scene, owner: id, &wiring))
      } else if !sideButtons.isEmpty {
        buttons.append(
          XMLOutputElement(
            "\(side)BarButtonItems", [],
            sideButtons.map { barButton($0, key: nil, scene: scene, owner: id, &wiring) }))
      }
    }
    children.append(XMLOutputElement("navigationItem", item, buttons))
    if !scene.toolbarItems.isEmpty {
      children.append(
        XMLOutputElement(
          "toolbarItems", [],
          scene.toolbarItems.map { barButton($0, key: nil, scene: scene, owner: id, &wiring) }))
    }
    sceneObjects[scene.identifier] = objects(
      of: scene, controller: id, table: isTable ? children.first : nil, &wiring)
    var connections = wiring.outlets.map { outlet($0.property, to: $0.destination) }
    for segue in scene.segues where !wiring.triggered.contains(segue.identifier) {
      // A segue no control triggers is drawn from the controller: the code performs it.
      if let element = self.segue(segue.identifier, in: scene, trigger: nil) {
        connections.append(element)
      }
    }
    if !connections.isEmpty { children.append(XMLOutputElement("connections", [], connections)) }
    return XMLOutputElement(
      isTable ? "tableViewController" : "viewController", attributes, children)
  }

  mutating func segue(_ identifier: String, in scene: SceneModel, trigger: String?)
    -> XMLOutputElement?
  {
    guard let segue = scene.segues.first(where: { $0.identifier == identifier }) else {
      note("scene \(scene.identifier) triggers segue \(identifier), which it does not declare")
      return nil
    }
    if let action = segue.unwindAction {
      let exit = exitIDs[scene.identifier] ?? ids.make()
      exitIDs[scene.identifier] = exit
      var attributes = [
        ("destination", exit), ("kind", "unwind"), ("identifier", identifier),
        ("unwindAction", action),
      ]
      if let trigger { attributes.append(("trigger", trigger)) }
      attributes.append(("id", ids.make()))
      return XMLOutputElement("segue", attributes)
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
    return XMLOutputElement("segue", attributes)
  }

  /// The Identity inspector's accessibility settings, as Interface Builder writes them; none
  /// when nothing is set.
  func accessibility(_ settings: AccessibilityModel) -> [XMLOutputElement] {
    var attributes = [("key", "accessibilityConfiguration")]
    if let label = settings.label { attributes.append(("label", label)) }
    if let identifier = settings.identifier { attributes.append(("identifier", identifier)) }
    return attributes.count == 1 ? [] : [XMLOutputElement("accessibility", attributes)]
  }

  /// An outlet connection: `property` of the object it is in, pointing at `destination`.
  mutating func outlet(_ property: String, to destination: String) -> XMLOutputElement {
    XMLOutputElement(
      "outlet", [("property", property), ("destination", destination), ("id", ids.make())])
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
