// Storyboards and nibs read back into the model they were written from, a storyboard as Xcode
// saves one read in full, and damaged documents refused with their line.

import Foundation
import InterfaceBuilderDocuments
import StepwiseBasics
import Testing

@Suite("Storyboards and nibs read back")
struct StoryboardReaderTests {
  // MARK: - Generated models

  /// Names as an app may give them: spaces, XML's characters, Japanese, an emoji.
  static let names = [
    "Items", "Add Item", "Tom & Jerry", "<List>", "\"Quoted\"", "It's", "買い物リスト",
    "📋 Todo", "a/b",
  ]
  static let selectors = ["done", "done:", "doneWithSender:", "showFor:", "cancel", "save:"]

  /// A draw of the model's fields that a view of `kind` holds; the others keep their defaults.
  /// A table view and a map view are a screen's only (`kinds`).
  static func element(
    _ random: inout SplitMix64,
    kinds: [ElementModel.Kind] = ElementModel.Kind.allCases.filter {
      ![.tableView, .mapView].contains($0)
    },
    segues: [String] = []
  ) -> ElementModel {
    var element = ElementModel(kind: random.pick(kinds))
    if random.oneIn(3) { element.outlet = "outlet\(random.next(below: 100))" }
    if random.oneIn(3) {
      element.accessibility = AccessibilityModel(
        identifier: random.oneIn(2) ? random.pick(names) : nil,
        label: random.oneIn(2) ? random.pick(names) : nil)
    }
    let text = random.oneIn(3) ? nil : random.pick(names + ["Two\nLines", ""])
    switch element.kind {
    case .label:
      element.text = text
      if random.oneIn(2) { element.tag = random.next(in: 1...2000) }
    case .imageView:
      element.text = text.map { _ in random.pick(["Checkmark", "Folder", "No Icon"]) }
      if random.oneIn(2) { element.tag = random.next(in: 1...2000) }
    case .textField:
      element.placeholder = text
      element.clearButton = random.pick(["never", "whileEditing", "unlessEditing", "always"])
      element.returnKey = random.pick(["default", "done", "next", "search"])
      element.enablesReturnKeyAutomatically = random.oneIn(2)
    case .textView:
      element.text = text
      element.isEditable = random.oneIn(2)
    case .button:
      element.text = text ?? "OK"
    case .switch:
      element.text = text
      element.isOn = random.oneIn(2)
    case .searchBar:
      element.placeholder = text
    case .slider:
      element.sliderValue = random.pick(["0", "0.5", "50"])
      element.sliderMinimum = random.pick(["0", "-1"])
      element.sliderMaximum = random.pick(["1", "100"])
    case .datePicker:
      element.mode = random.pick(["date", "time", "dateAndTime", "countDownTimer"])
    case .tableView:
      element.table = TableModel(
        style: random.pick(["plain", "grouped", "insetGrouped"]),
        prototypes: (0..<random.next(in: 0...2)).map {
          prototype(&random, index: $0, segues: segues)
        },
        connectsDataSource: random.oneIn(2), connectsDelegate: random.oneIn(2))
    case .mapView:
      element.connectsDelegate = random.oneIn(2)
    }
    let events: [ElementModel.Kind: [String]] = [
      .button: ["touchUpInside"], .textField: ["editingChanged", "editingDidEndOnExit"],
      .switch: ["valueChanged"], .slider: ["valueChanged"], .datePicker: ["valueChanged"],
    ]
    for event in events[element.kind] ?? [] where random.oneIn(2) {
      element.actions[event] = ActionModel(selector: random.pick(selectors))
    }
    if element.kind == .button, !segues.isEmpty, random.oneIn(2) {
      element.segue = random.pick(segues)
    }
    return element
  }

  /// Views in one row of a cell, as the reader's rules for a cell tell them apart: no label
  /// with a text and nothing else just before or just after a switch (it would be the
  /// switch's title).
  static func row(_ random: inout SplitMix64, count: Int, segues: [String] = []) -> [ElementModel] {
    var row = (0..<count).map { _ in element(&random, segues: segues) }
    for index in row.indices where row[index].kind == .label && isUnconnected(row[index]) {
      if index + 1 < row.count, row[index + 1].kind == .switch { row[index].tag = 7 }
      if index > 0, row[index - 1].kind == .switch { row[index].tag = 7 }
    }
    return row
  }

  /// A prototype cell: a style, a class, an accessory, tagged labels, views, and segues a tap
  /// on it or on its accessory performs, each or not.
  static func prototype(_ random: inout SplitMix64, index: Int, segues: [String])
    -> PrototypeModel
  {
    var cell = PrototypeModel(
      identifier: "\(random.pick(names))Cell\(index)",
      style: random.pick([nil, "value1", "value2", "subtitle"]),
      className: random.oneIn(2) ? nil : "Cell\(random.next(below: 9))",
      accessory: random.oneIn(2) ? nil : random.pick(["checkmark", "disclosureIndicator"]),
      labels: [])
    cell.content = row(&random, count: random.next(in: 0...2), segues: segues)
    if cell.className == nil {
      // Tagged labels are a cell's with no class of its own; there an unconnected label with
      // a tag would be one of them.
      cell.labels = (0..<random.next(in: 0...2)).map { 1000 + $0 }
      for index in cell.content.indices
      where cell.content[index].kind == .label && isUnconnected(cell.content[index]) {
        cell.content[index].outlet = "label\(index)"
      }
    }
    if !segues.isEmpty, random.oneIn(2) { cell.selectionSegue = random.pick(segues) }
    if !segues.isEmpty, random.oneIn(3) { cell.accessorySegue = random.pick(segues) }
    return cell
  }

  /// A static cell: views side by side, or a built-in style's text and detail labels (the
  /// detail with an outlet or not); with an accessory and a selection segue, or not.
  static func staticCell(_ random: inout SplitMix64, segues: [String]) -> StaticCellModel {
    var cell = StaticCellModel()
    if random.oneIn(3) {
      cell.style = random.pick(["value1", "value2", "subtitle"])
      cell.text = random.oneIn(4) ? nil : random.pick(names)
      cell.detailOutlet = random.oneIn(2) ? nil : "detail\(random.next(below: 99))"
    } else {
      cell.content = row(&random, count: random.next(in: 1...2), segues: segues)
    }
    cell.accessory = random.oneIn(2) ? nil : random.pick(["checkmark", "disclosureIndicator"])
    if !segues.isEmpty, random.oneIn(3) { cell.selectionSegue = random.pick(segues) }
    return cell
  }

  static func isUnconnected(_ element: ElementModel) -> Bool {
    element.outlet == nil && element.accessibility == AccessibilityModel()
      && element.actions.isEmpty && element.segue == nil
  }

  static func barButton(_ random: inout SplitMix64, segues: [String]) -> BarButtonModel {
    var button = BarButtonModel(
      accessibility: AccessibilityModel(identifier: random.oneIn(3) ? random.pick(names) : nil),
      isEnabled: !random.oneIn(3))
    if random.oneIn(4) {
      // A button as the item's custom view, with an outlet of its own.
      button.isCustomButton = true
      button.title = random.oneIn(4) ? nil : random.pick(names)
      if random.oneIn(2) { button.buttonOutlet = "buttonOutlet\(random.next(below: 10))" }
    } else if random.oneIn(2) {
      button.systemItem = random.pick(["add", "done", "cancel", "trash"])
    } else {
      button.title = random.pick(names)
    }
    // A system item's style is its item's: the style is a titled button's.
    button.isDoneStyle = button.title != nil && !button.isCustomButton && random.oneIn(2)
    if random.oneIn(3) { button.outlet = "barOutlet\(random.next(below: 10))" }
    if random.oneIn(2) { button.action = ActionModel(selector: random.pick(selectors)) }
    if !segues.isEmpty, random.oneIn(3) { button.segue = random.pick(segues) }
    return button
  }

  /// A storyboard of one to five scenes: navigation controllers over some of them, tables of
  /// prototypes or static cells (with or without a search bar above), screens of views, bar
  /// buttons and toolbars, and segues between them triggered by controls, cells or code.
  static func storyboard(_ random: inout SplitMix64) -> StoryboardModel {
    let count = random.next(in: 1...5)
    let identifiers = (0..<count).map { "\(random.pick(names)) \($0)" }
    var scenes: [SceneModel] = []
    for identifier in identifiers {
      let kind = random.pick([
        SceneModel.Kind.navigationController, .tableViewController, .viewController,
      ])
      var scene = SceneModel(kind: kind, identifier: identifier)
      if kind == .navigationController {
        scene.root = random.pick(identifiers)
        scene.prefersLargeTitles = random.oneIn(2)
        scene.isToolbarHidden = random.oneIn(2)
        scenes.append(scene)
        continue
      }
      scene.segues = (0..<random.next(in: 0...2)).map { index in
        SegueModel(
          identifier: "\(random.pick(names))\(index)", destination: random.pick(identifiers),
          isModal: random.oneIn(2),
          presentationStyle: random.oneIn(3) ? random.pick(["fullScreen", "formSheet"]) : nil)
      }
      // Back, through the scene's Exit, to whichever controller has the action.
      if random.oneIn(3) {
        let action = random.pick(["unwindToList:", "backToItems:", "unwindToListWithSegue:"])
        scene.segues.append(.unwind("Unwind", action: action))
      }
      scene.segues.sort { $0.identifier < $1.identifier }
      let segues = scene.segues.map(\.identifier)
      let plain = kind == .tableViewController ? "UITableViewController" : "UIViewController"
      scene.className = random.oneIn(4) ? plain : "Controller\(random.next(below: 9))"
      scene.title = random.oneIn(3) ? nil : random.pick(names)
      scene.largeTitleDisplayMode = random.oneIn(2) ? nil : random.pick(["never", "always"])
      scene.leftBarButtons = (0..<random.next(in: 0...2)).map { _ in
        barButton(&random, segues: segues)
      }
      scene.rightBarButtons = (0..<random.next(in: 0...2)).map { _ in
        barButton(&random, segues: segues)
      }
      scene.toolbarItems = (0..<random.next(in: 0...2)).map { _ in
        barButton(&random, segues: segues)
      }
      if kind == .viewController {
        scene.content = (0..<random.next(in: 0...4)).map { _ in
          element(&random, segues: segues)
        }
        // A map view among them, its delegate the controller or not.
        if random.oneIn(3) {
          scene.content.insert(
            element(&random, kinds: [.mapView]), at: random.next(in: 0...scene.content.count))
        }
        // A table view below them (or the screen's one view), filling the rest of it.
        if random.oneIn(3) {
          scene.content.append(element(&random, kinds: [.tableView], segues: segues))
        }
      } else if random.oneIn(2) {
        scene.staticSections = (0..<random.next(in: 1...2)).map { _ in
          (0..<random.next(in: 1...3)).map { _ in staticCell(&random, segues: segues) }
        }
      } else {
        scene.prototypes = (0..<random.next(in: 0...2)).map {
          prototype(&random, index: $0, segues: segues)
        }
      }
      if kind == .tableViewController, random.oneIn(3) {
        scene.tableHeader = ElementModel(kind: .searchBar, placeholder: random.pick(names))
      }
      // Cells in the dock, beside a table view controller, which its code shows by their
      // outlets.
      let docked = kind == .tableViewController && random.oneIn(3) ? 2 : 0
      scene.dockCells = (0..<random.next(in: 0...docked)).map { index in
        DockCellModel(
          outlet: "dockCell\(index)", content: row(&random, count: random.next(in: 1...2)))
      }
      if random.oneIn(3) { scene.objects = objects(&random, in: scene) }
      scenes.append(scene)
    }
    return StoryboardModel(
      name: "Main", initialScene: random.oneIn(4) ? nil : random.pick(identifiers),
      scenes: scenes)
  }

  /// Objects beside a scene's controller, each with an outlet from the controller or not, and
  /// outlets to the controller, to views and from views (the table view controller's table,
  /// and views its controller has outlets to), in the order of the views, or not.
  static func objects(_ random: inout SplitMix64, in scene: SceneModel) -> [SceneObjectModel] {
    var views = scene.content.compactMap(\.outlet)
    if scene.kind == .tableViewController { views.insert("tableView", at: 0) }
    var taken: Set<String> = []
    return (0..<random.next(in: 1...2)).map { index in
      var object = SceneObjectModel(
        className: "\(random.pick(["Helper", "Provider", "データ"]))\(index)",
        outlet: random.oneIn(2) ? "object\(index)" : nil)
      if random.oneIn(2) {
        object.controllerOutlets = ["owner", "list"].filter { _ in random.oneIn(2) }
      }
      for view in views where random.oneIn(2) {
        object.outletsToViews.append(.init(view: view, property: "\(view)View"))
      }
      for view in views {
        for property in ["delegate", "dataSource"] where random.oneIn(3) {
          // One object a view's delegate, as an outlet points at one object.
          guard taken.insert("\(view).\(property)").inserted else { continue }
          object.viewOutlets.append(.init(view: view, property: property))
        }
      }
      return object
    }
  }

  /// A nib of one to three top-level objects: cells (with or without an identifier) and views.
  static func nib(_ random: inout SplitMix64) -> NibModel {
    let objects: [NibObjectModel] = (0..<random.next(in: 1...3)).map { _ in
      if random.oneIn(2) {
        var cell = PrototypeModel(
          identifier: random.oneIn(3) ? "" : random.pick(names),
          style: random.pick([nil, "subtitle"]),
          className: random.oneIn(3) ? nil : "ItemCell",
          accessory: random.oneIn(2) ? nil : "detailButton")
        cell.content = row(&random, count: random.next(in: 0...3))
        return .cell(cell)
      }
      var content = (0..<random.next(in: 0...3)).map { _ in element(&random) }
      // A map view or a table view among its views, the view its delegate or not.
      if random.oneIn(3) { content.append(element(&random, kinds: [.mapView, .tableView])) }
      return .view(className: random.pick(["UIView", "BadgeView"]), content: content)
    }
    return NibModel(name: random.pick(names), objects: objects)
  }

  @Test(arguments: 0..<60 as Range<UInt64>)
  func aGeneratedStoryboardReadsBackAsWritten(seed: UInt64) throws {
    var random = SplitMix64(seed: 0x5107_0000 &+ seed)
    let model = Self.storyboard(&random)
    var writer = StoryboardWriter(model, module: "App", textFieldDelegates: ["Controller1"])
    let text = writer.write()
    var reader = StoryboardReader()
    let read = try reader.storyboard(named: "Main", from: Data(text.utf8))
    #expect(read.withSeguesSorted == model, "seed \(seed):\n\(text)")
    // What the model holds but HeadlessUIKit's declaration cannot give is a note.
    let declarable = [
      "no initial view controller", "a count-down timer picker", "a bar button with both",
    ]
    for note in reader.notes {
      #expect(
        declarable.contains(where: note.text.hasPrefix)
          || note.text.contains("which has no class of its own"), "seed \(seed): \(note)")
    }
  }

  @Test(arguments: 0..<30 as Range<UInt64>)
  func aGeneratedNibReadsBackAsWritten(seed: UInt64) throws {
    var random = SplitMix64(seed: 0x0A1B_0000 &+ seed)
    let model = Self.nib(&random)
    var writer = StoryboardWriter(
      StoryboardModel(name: model.name, scenes: []), module: "App", textFieldDelegates: [])
    let text = writer.writeNib(model)
    var reader = StoryboardReader()
    #expect(
      try reader.nib(named: model.name, from: Data(text.utf8)) == model, "seed \(seed):\n\(text)")
  }
}

extension StoryboardReaderTests {
  // MARK: - As Xcode saves one

  /// A storyboard as Xcode saves one: scenes without storyboard identifiers, a segue without
  /// an identifier, a cell's labels with Interface Builder's placeholder text, a stack view
  /// (a kind of view the model has no place for), constraints, colours and fonts.
  static let xcodeStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
    useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" \
    initialViewController="nav-0001">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
        </dependencies>
        <scenes>
            <!--Groceries-->
            <scene sceneID="scn-0001">
                <objects>
                    <tableViewController id="tvc-0001" customClass="GroceryListController" \
    customModule="Groceries" customModuleProvider="target" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" \
    alwaysBounceVertical="YES" dataMode="prototypes" style="plain" id="tbl-0001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" \
    accessoryType="detailDisclosureButton" reuseIdentifier="GroceryItem" id="cel-0001">
                                    <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                    <tableViewCellContentView key="contentView" id="cnt-0001">
                                        <subviews>
                                            <label opaque="NO" tag="1000" text="Label" \
    textAlignment="natural" id="lbl-0001">
                                                <rect key="frame" x="20" y="11" width="300" height="21"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                            <label opaque="NO" tag="1001" text="√" id="lbl-0002">
                                                <rect key="frame" x="330" y="11" width="20" height="21"/>
                                            </label>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="lbl-0001" firstAttribute="leading" \
    secondItem="cnt-0001" secondAttribute="leadingMargin" id="con-0001"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                    <connections>
                                        <segue destination="vc-0001" kind="show" \
    identifier="EditItem" trigger="accessoryAction" id="seg-0001"/>
                                    </connections>
                                </tableViewCell>
                            </prototypes>
                            <connections>
                                <outlet property="dataSource" destination="tvc-0001" id="out-0001"/>
                                <outlet property="delegate" destination="tvc-0001" id="out-0002"/>
                            </connections>
                        </tableView>
                        <navigationItem key="navigationItem" title="Groceries" id="itm-0001">
                            <barButtonItem key="rightBarButtonItem" systemItem="add" id="bar-0001">
                                <connections>
                                    <segue destination="vc-0001" kind="show" identifier="AddItem" id="seg-0002"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="frs-0001" \
    sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="190" y="-2"/>
            </scene>
            <!--Add Item-->
            <scene sceneID="scn-0002">
                <objects>
                    <viewController id="vc-0001" customClass="ItemDetailController" \
    customModule="Groceries" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw-0001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <textField opaque="NO" contentMode="scaleToFill" \
    placeholder="Name of the item" clearButtonMode="whileEditing" id="fld-0001">
                                    <rect key="frame" x="20" y="123" width="353" height="34"/>
                                    <textInputTraits key="textInputTraits" autocapitalizationType="sentences" \
    returnKeyType="done" enablesReturnKeyAutomatically="YES"/>
                                    <connections>
                                        <action selector="done:" destination="vc-0001" \
    eventType="editingDidEndOnExit" id="act-0001"/>
                                        <outlet property="delegate" destination="vc-0001" id="out-0003"/>
                                    </connections>
                                </textField>
                                <stackView opaque="NO" contentMode="scaleToFill" id="stk-0001">
                                    <rect key="frame" x="20" y="165" width="353" height="31"/>
                                    <subviews>
                                        <switch opaque="NO" on="YES" id="swt-0001">
                                            <rect key="frame" x="304" y="0" width="51" height="31"/>
                                        </switch>
                                        <label opaque="NO" text="Remind Me" id="lbl-0009">
                                            <rect key="frame" x="0" y="5" width="280" height="21"/>
                                        </label>
                                    </subviews>
                                </stackView>
                                <button opaque="NO" contentMode="scaleToFill" id="btn-0001">
                                    <rect key="frame" x="20" y="204" width="353" height="35"/>
                                    <state key="normal" title="Back to the list"/>
                                    <connections>
                                        <segue destination="ext-0001" kind="unwind" \
    unwindAction="backToList:" id="seg-0005"/>
                                    </connections>
                                </button>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="saf-0001"/>
                        </view>
                        <navigationItem key="navigationItem" title="Add Item" \
    largeTitleDisplayMode="never" id="itm-0002">
                            <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="bar-0002">
                                <connections>
                                    <action selector="cancel" destination="vc-0001" id="act-0002"/>
                                </connections>
                            </barButtonItem>
                            <barButtonItem key="rightBarButtonItem" enabled="NO" style="done" \
    systemItem="done" id="bar-0003">
                                <connections>
                                    <action selector="done" destination="vc-0001" id="act-0003"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                        <connections>
                            <outlet property="doneBarButton" destination="bar-0003" id="out-0004"/>
                            <outlet property="textField" destination="fld-0001" id="out-0005"/>
                            <segue destination="tvc-0001" kind="presentation" id="seg-0003"/>
                        </connections>
                    </viewController>
                    <exit id="ext-0001" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
            </scene>
            <!--Navigation Controller-->
            <scene sceneID="scn-0003">
                <objects>
                    <navigationController id="nav-0001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" \
    largeTitles="YES" id="nbr-0001">
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="tvc-0001" kind="relationship" \
    relationship="rootViewController" id="seg-0004"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>
    """

  /// An unwind segue that names no action calls nothing: it is a note, with its line, and the
  /// button that triggered it has no segue.
  @Test func anUnwindSegueWithoutAnActionIsANote() throws {
    let text = Self.xcodeStoryboard.replacingOccurrences(
      of: #"unwindAction="backToList:" "#, with: "")
    #expect(text != Self.xcodeStoryboard)
    var reader = StoryboardReader()
    let storyboard = try reader.storyboard(named: "Main", from: Data(text.utf8))
    let detail = try #require(storyboard.scenes.first { $0.identifier == "ItemDetailController" })
    #expect(detail.content.last?.kind == .button && detail.content.last?.segue == nil)
    #expect(detail.segues.allSatisfy { $0.unwindAction == nil })
    let line = try #require(
      text.split(separator: "\n").firstIndex { $0.contains("kind=\"unwind\"") })
    #expect(
      reader.notes.contains(
        .init(line: line + 1, "unwind segue seg-0005 names no unwind action: left out")),
      "\(reader.notes)")
  }

  /// Interface Builder writes a long label's text, or one with a line break, as a
  /// `<string key="text">`, and a button of iOS 15's styles has its title in a
  /// `<buttonConfiguration>`: the reader reads them as the port does (InterfaceBuilderXML),
  /// and a popover segue is presented modally, as on an iPhone, with a note.
  @Test func aLongLabelAConfiguredButtonAndAPopoverAreReadAsThePortReadsThem() throws {
    let text = Self.xcodeStoryboard
      .replacingOccurrences(
        of: #"<label opaque="NO" text="Remind Me" id="lbl-0009">"#,
        with: #"<label opaque="NO" id="lbl-0009"><string key="text">Two&#10;lines</string>"#
      )
      .replacingOccurrences(
        of: #"<state key="normal" title="Back to the list"/>"#,
        with: #"<buttonConfiguration key="configuration" style="filled" title="Back"/>"#
      )
      .replacingOccurrences(
        of: #"kind="presentation" id="seg-0003""#,
        with: #"kind="popoverPresentation" id="seg-0003""#)
    var reader = StoryboardReader()
    let storyboard = try reader.storyboard(named: "Main", from: Data(text.utf8))
    // The long label names the switch it follows.
    #expect(storyboard.scenes[1].content.map(\.text).contains("Two\nlines"))
    #expect(storyboard.scenes[1].content.last?.text == "Back")
    #expect(
      storyboard.scenes.flatMap(\.segues).contains { $0.identifier == "seg-0003" && $0.isModal })
    #expect(
      reader.notes.contains { $0.text.hasPrefix("popover segue seg-0003: presented as a sheet") },
      "\(reader.notes)")
  }

  /// What of an object beside a controller the model cannot hold is a note with its line: an
  /// object of no class, and an outlet either way between it and a view the controller has no
  /// outlet to (the model names views by those outlets).
  @Test func anObjectsConnectionsTheModelCannotNameAreNotes() throws {
    let text = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <scenes><scene sceneID="s"><objects>
      <viewController storyboardIdentifier="List" id="vc" sceneMemberID="viewController">
      <view key="view" id="v"><subviews>
      <tableView id="t"><connections>
      <outlet property="dataSource" destination="o2" id="c1"/>
      </connections></tableView>
      </subviews></view>
      </viewController>
      <customObject id="o1"/>
      <customObject id="o2" customClass="Provider"><connections>
      <outlet property="table" destination="t" id="c2"/>
      </connections></customObject>
      </objects></scene></scenes></document>
      """
    var reader = StoryboardReader()
    let storyboard = try reader.storyboard(named: "Main", from: Data(text.utf8))
    #expect(storyboard.scenes.first?.objects == [SceneObjectModel(className: "Provider")])
    #expect(
      reader.notes == [
        .init(line: 1, Self.noInitialScene),
        .init(line: 10, "an object of no custom class beside the scene's controller: not declared"),
        .init(
          line: 12,
          "outlet table of the Provider object points at a view the controller has no outlet "
            + "to: not connected"),
        .init(
          line: 6,
          "the tableView's dataSource is the Provider object, but the controller has no outlet "
            + "to the tableView: not connected"),
      ])
  }

  /// A button with no title has an empty one, as the port declares it (`.button("")`); a
  /// prototype cell with no reuse identifier, which no code can dequeue, is a note, as the
  /// port reports it; and a plain view's views are read in its place.
  @Test func anUntitledButtonAndAPrototypeNoCodeCanDequeueAreReadAsThePortReadsThem() throws {
    let text = Self.document(
      Self.scene(
        """
        <view id="box"><subviews>
        <button id="b1"><state key="normal" image="gear"/></button>
        </subviews></view>
        <tableView id="t1"><prototypes>
        <tableViewCell id="c1"/>
        <tableViewCell reuseIdentifier="Item" id="c2"/>
        </prototypes></tableView>
        """))
    var reader = StoryboardReader()
    let storyboard = try reader.storyboard(named: "Main", from: Data(text.utf8))
    let content = try #require(storyboard.scenes.first?.content)
    #expect(content.map(\.kind) == [.button, .tableView])
    #expect(content.first?.text == "")
    #expect(content.last?.table?.prototypes.map(\.identifier) == ["Item"])
    let line = try #require(text.split(separator: "\n").firstIndex { $0.contains("id=\"c1\"") })
    #expect(
      reader.notes == [
        .init(line: 2, Self.noInitialScene),
        .init(
          line: line + 1, "a prototype cell with no reuse identifier: no code can dequeue it"),
      ])
  }

  /// The model's actions go to the views' owner; one a nib's view sends to File's Owner, or
  /// a scene's bar button to the First Responder, is a note, as the port reports it, and the
  /// owner's own is kept.
  @Test func anActionSentToAnotherObjectThanTheOwnerIsANote() throws {
    let nib = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
      <view id="v1" customClass="Overlay"><subviews>
      <button id="b1"><connections>
      <action selector="add:" destination="-1" eventType="touchUpInside" id="a1"/>
      <action selector="close:" destination="v1" eventType="touchDown" id="a2"/>
      </connections></button>
      </subviews></view>
      </objects></document>
      """
    var reader = StoryboardReader()
    let read = try reader.nib(named: "Overlay", from: Data(nib.utf8))
    guard case .view(_, let content) = try #require(read.objects.first) else {
      Issue.record("not a view: \(read)")
      return
    }
    #expect(content.first?.actions == ["touchDown": ActionModel(selector: "close:")])
    #expect(
      reader.notes == [
        .init(
          line: 5, "action add: targets an object other than this scene's controller; not connected"
        )
      ])
    let storyboard = Self.xcodeStoryboard.replacingOccurrences(
      of: #"<action selector="cancel" destination="vc-0001""#,
      with: #"<action selector="cancel" destination="frs-0001""#)
    #expect(storyboard != Self.xcodeStoryboard)
    var second = StoryboardReader()
    let scenes = try second.storyboard(named: "Main", from: Data(storyboard.utf8)).scenes
    #expect(scenes[1].leftBarButtons.first?.action == nil)
    #expect(
      second.notes.contains { $0.text.hasPrefix("action cancel sent to the First Responder") },
      "\(second.notes)")
    // A prototype cell's views are the cell's: their actions go to it, not to the controller.
    let cells = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <scenes><scene sceneID="s"><objects>
      <tableViewController id="c" customClass="List" sceneMemberID="viewController">
      <tableView key="view" dataMode="prototypes" id="t"><prototypes>
      <tableViewCell reuseIdentifier="Item" customClass="ItemCell" id="p"><tableViewCellContentView key="contentView" id="pc"><subviews>
      <button id="b"><connections>
      <action selector="flag:" destination="p" eventType="touchUpInside" id="a1"/>
      <action selector="share:" destination="c" eventType="touchDown" id="a2"/>
      </connections></button>
      </subviews></tableViewCellContentView></tableViewCell>
      </prototypes></tableView>
      </tableViewController>
      </objects></scene></scenes></document>
      """
    var third = StoryboardReader()
    let list = try third.storyboard(named: "Main", from: Data(cells.utf8)).scenes.first
    #expect(
      list?.prototypes.first?.content.first?.actions == [
        "touchUpInside": ActionModel(selector: "flag:")
      ])
    #expect(
      third.notes == [
        .init(line: 1, Self.noInitialScene),
        .init(line: 8, "action share: targets an object other than this cell; not connected"),
      ])
  }

  /// What the model has no place for is read past with a note and its line: a view of
  /// another kind (a progress view), and a table view of static cells among a screen's views
  /// (UIKit allows static cells in a table view controller's table only). A label whose frame
  /// ends where a switch's begins is in a row above it, so it does not name it.
  @Test func aViewTheModelHasNoPlaceForIsANoteAndRowsDoNotTouch() throws {
    let text = Self.document(
      Self.scene(
        """
        <progressView id="p1"/>
        <tableView dataMode="static" id="t1"/>
        <label text="Remind Me" id="l1"><rect key="frame" x="0" y="0" width="100" height="21"/></label>
        <switch id="s1"><rect key="frame" x="0" y="21" width="51" height="31"/></switch>
        """))
    var reader = StoryboardReader()
    let content = try #require(
      try reader.storyboard(named: "Main", from: Data(text.utf8)).scenes.first?.content)
    #expect(content.map(\.kind) == [.tableView, .label, .switch])
    #expect(content.last?.text == nil)
    // Listed the other way round, a switch and then a label whose frame ends where the
    // switch's begins: two rows, and the label names nothing. A label with a tag names
    // nothing either; a label after a switch names it, and the view after them is kept.
    let more = Self.document(
      Self.scene(
        """
        <switch id="s1"><rect key="frame" x="0" y="21" width="51" height="31"/></switch>
        <label text="Above" id="l1"><rect key="frame" x="0" y="0" width="100" height="21"/></label>
        <label text="Tagged" tag="4" id="l2"><rect key="frame" x="0" y="60" width="100" height="21"/></label>
        <switch id="s2"><rect key="frame" x="200" y="60" width="51" height="31"/></switch>
        <switch id="s3"><rect key="frame" x="0" y="100" width="51" height="31"/></switch>
        <label text="After" id="l3"><rect key="frame" x="60" y="100" width="100" height="21"/></label>
        <button id="b1"><rect key="frame" x="200" y="100" width="50" height="31"/></button>
        """))
    var second = StoryboardReader()
    let views = try #require(
      try second.storyboard(named: "Main", from: Data(more.utf8)).scenes.first?.content)
    #expect(views.map(\.kind) == [.switch, .label, .label, .switch, .switch, .button])
    #expect(views.map(\.text) == [nil, "Above", "Tagged", nil, "After", ""])
    let lines = text.split(separator: "\n")
    let progress = try #require(lines.firstIndex { $0.contains("<progressView") }) + 1
    let table = try #require(lines.firstIndex { $0.contains("<tableView") }) + 1
    #expect(
      reader.notes == [
        .init(line: 2, Self.noInitialScene),
        .init(
          line: progress,
          "a progressView: HeadlessUIKit's storyboard declaration has no such view; not declared"),
        .init(
          line: table,
          "static cells in a table view of a plain view controller: UIKit allows them in a "
            + "table view controller only; not declared"),
      ])
  }

  /// Scenes are named as the port names them: a storyboard identifier first, then a class's
  /// or a kind's name, numbered from 2 when taken, by an identifier or by another scene.
  @Test func scenesWithoutAnIdentifierAreNamedAndNumbered() throws {
    let navigation = """
      <scene sceneID="n-@"><objects>
      <navigationController id="@" sceneMemberID="viewController"/>
      </objects></scene>
      """
    let text = Self.document(
      Self.scene("", id: "a", storyboardID: "NavigationController")
        + ["n1", "n2"].map { navigation.replacingOccurrences(of: "@", with: $0) }.joined())
    var reader = StoryboardReader()
    let storyboard = try reader.storyboard(named: "Main", from: Data(text.utf8))
    #expect(
      storyboard.scenes.map(\.identifier) == [
        "NavigationController", "NavigationController2", "NavigationController3",
      ])
  }

  /// A map view's delegate is its owner's when its `delegate` outlet points at the owner, and
  /// only then.
  @Test(arguments: [
    (#"<outlet property="delegate" destination="vc" id="o1"/>"#, true),
    (#"<outlet property="delegate" destination="elsewhere" id="o1"/>"#, false),
    (#"<outlet property="pointOfInterest" destination="vc" id="o1"/>"#, false),
  ])
  func aMapsDelegateIsItsOwnersOnlyWhenItsOutletSaysSo(outlet: String, connects: Bool) throws {
    let text = Self.document(
      Self.scene(#"<mapView id="m1"><connections>\#(outlet)</connections></mapView>"#))
    var reader = StoryboardReader()
    let map = try reader.storyboard(named: "Main", from: Data(text.utf8)).scenes.first?.content
    #expect(map?.map(\.connectsDelegate) == [connects])
  }

  /// In a table view controller's scene: a static cell of a built-in style keeps its other
  /// views; its accessory's segue, which UIKit never performs, is a note; a cell in the dock
  /// that no outlet points at, which no code can show, is a note; a bar button showing
  /// anything but a button is a note.
  @Test func whatAStaticTableHoldsThatTheModelDoesNotIsANote() throws {
    let text = Self.document(
      """
      <scene sceneID="s"><objects>
      <tableViewController storyboardIdentifier="Settings" id="c" sceneMemberID="viewController">
      <tableView key="view" dataMode="static" id="t"><sections><tableViewSection id="x"><cells>
      <tableViewCell style="IBUITableViewCellStyleValue1" textLabel="tl" detailTextLabel="dl" id="e1">
      <tableViewCellContentView key="contentView" id="v1"><subviews>
      <label text="Due" id="tl"/><label text="Today" id="dl"/><switch id="w1"/><button id="nb"/>
      </subviews></tableViewCellContentView>
      <connections><segue destination="c" kind="show" trigger="accessoryAction" id="g1"/></connections>
      </tableViewCell>
      </cells></tableViewSection></sections></tableView>
      <navigationItem key="navigationItem" id="ni">
      <barButtonItem key="rightBarButtonItem" id="bb"><switch key="customView" id="w2"/></barButtonItem>
      </navigationItem>
      </tableViewController>
      <tableViewCell id="dock"/>
      </objects></scene>
      """)
    var reader = StoryboardReader()
    let scene = try #require(
      try reader.storyboard(named: "Main", from: Data(text.utf8)).scenes.first)
    let cell = try #require(scene.staticSections.first?.first)
    #expect(cell.style == "value1" && cell.text == "Due")
    #expect(cell.content.map(\.kind) == [.switch, .button])
    #expect(cell.selectionSegue == nil && scene.dockCells.isEmpty)
    let lines = text.split(separator: "\n")
    func line(_ marker: String) throws -> Int {
      try #require(lines.firstIndex { $0.contains(marker) }) + 1
    }
    #expect(
      reader.notes == [
        .init(line: 2, Self.noInitialScene),
        .init(
          line: try line("id=\"w2\""),
          "a bar button showing a switch: HeadlessUIKit's bars show a button as a custom view, "
            + "nothing else; left out"),
        .init(
          line: try line("id=\"g1\""),
          "a static cell's accessory-button segue: not declared; perform it from "
            + "tableView(_:accessoryButtonTappedForRowWith:)"),
        .init(
          line: try line("id=\"dock\""),
          "a table view cell in the scene's dock that no outlet of the controller points at: "
            + "not declared"),
      ], "\(reader.notes)")
  }

  @Test func xcodesStoryboardIsReadWithWhatTheModelHolds() throws {
    var reader = StoryboardReader()
    let storyboard = try reader.storyboard(named: "Main", from: Data(Self.xcodeStoryboard.utf8))
    // A scene without a storyboard identifier is known by its class's name, else its kind's,
    // as the port names it.
    #expect(
      storyboard.scenes.map(\.identifier) == [
        "GroceryListController", "ItemDetailController", "NavigationController",
      ])
    #expect(storyboard.initialScene == "NavigationController")
    let navigation = storyboard.scenes[2]
    #expect(navigation.kind == .navigationController)
    #expect(navigation.root == "GroceryListController" && navigation.prefersLargeTitles)

    let list = storyboard.scenes[0]
    #expect(list.className == "GroceryListController" && list.title == "Groceries")
    #expect(list.rightBarButtons == [BarButtonModel(systemItem: "add", segue: "AddItem")])
    let cell = try #require(list.prototypes.first)
    #expect(cell.identifier == "GroceryItem" && cell.accessory == "detailDisclosureButton")
    // A cell of no class of its own has its tagged labels, whose texts its code replaces.
    #expect(cell.labels == [1000, 1001])
    #expect(cell.content.isEmpty)
    #expect(cell.accessorySegue == "EditItem" && cell.selectionSegue == nil)
    #expect(list.segues.map(\.identifier) == ["AddItem", "EditItem"])
    #expect(list.segues.allSatisfy { $0.destination == "ItemDetailController" && !$0.isModal })

    let detail = storyboard.scenes[1]
    #expect(detail.largeTitleDisplayMode == "never")
    #expect(
      detail.leftBarButtons.first?.action == ActionModel(method: "cancel", takesSender: false))
    let done = try #require(detail.rightBarButtons.first)
    #expect(done.outlet == "doneBarButton" && !done.isEnabled && done.action?.selector == "done")
    let field = try #require(detail.content.first)
    #expect(field.kind == .textField && field.outlet == "textField")
    #expect(field.placeholder == "Name of the item" && field.returnKey == "done")
    #expect(field.enablesReturnKeyAutomatically)
    #expect(field.actions == ["editingDidEndOnExit": ActionModel(selector: "done:")])
    // The stack view is read past, its views read in its place: a switch, named by the label
    // listed after it. The button stays, with its unwind segue (back to the scene whose
    // controller has the action), which, unnamed, is known by its id.
    #expect(detail.content.map(\.kind) == [.textField, .switch, .button])
    #expect(detail.content[1].text == "Remind Me" && detail.content[1].isOn)
    #expect(detail.content.last?.segue == "seg-0005")
    // Segues with no identifier are known by their ids, as the port declares them.
    #expect(
      reader.notes.map(\.text) == [
        "an unwind segue with no identifier: declared as \"seg-0005\", which "
          + "prepare(for:sender:) sees where UIKit gives nil",
        "a segue with no identifier: declared as \"seg-0003\", which prepare(for:sender:) sees "
          + "where UIKit gives nil",
      ])
    // In the order the reader meets what triggers them: the button's, then the controller's.
    #expect(
      detail.segues == [
        .unwind("seg-0005", action: "backToList:"),
        SegueModel(identifier: "seg-0003", destination: "GroceryListController", isModal: true),
      ])
  }

  // MARK: - Damaged documents

  /// A storyboard document around `scenes`.
  static func document(_ scenes: String, initial: String? = nil) -> String {
    let initial = initial.map { " initialViewController=\"\($0)\"" } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"\(initial)>
          <scenes>
      \(scenes)
          </scenes>
      </document>
      """
  }

  /// One scene of a view controller `vc` holding `content`.
  static func scene(_ content: String, id: String = "vc", storyboardID: String = "Detail") -> String
  {
    """
          <scene sceneID="s-\(id)">
              <objects>
                  <viewController storyboardIdentifier="\(storyboardID)" id="\(id)" sceneMemberID="viewController">
                      <view key="view" id="v-\(id)">
                          <subviews>
    \(content)
                          </subviews>
                      </view>
                  </viewController>
              </objects>
          </scene>
    """
  }

  /// Damaged documents, the text on the line the error names, and what it says.
  static let damaged: [(document: String, line: String, reason: String)] = [
    ("<document type=\"x\"><scenes>", "<document", "not Interface Builder's XML: malformed XML"),
    (
      "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>", "<plist",
      "is a <plist>, not a <document>"
    ),
    (
      "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>", "<document",
      "type is com.apple.InterfaceBuilder3.CocoaTouch.XIB, not"
    ),
    (document("<scene sceneID=\"s\"><objects/></scene>"), "sceneID", "holds no view controller"),
    (document(scene(""), initial: "nowhere"), "<document", "initial view controller nowhere"),
    (
      document(scene("", id: "a") + "\n" + scene("", id: "b")), "id=\"b\"",
      "two scenes have the storyboard identifier Detail"
    ),
    (
      document(scene("<label tag=\"first\" id=\"l\"/>")), "<label",
      "a <label>'s tag \"first\" is not a number"
    ),
    (document(scene("<slider/>")), "<slider", "a <slider> without an id"),
  ]

  /// Parts of a document that the model or the kit has no place for, the text on the line
  /// of the note, and the note: the part is read past, the rest read.
  static let readPast: [(document: String, line: String, note: String)] = [
    (
      document(
        scene(
          "<button id=\"b\"><connections><segue destination=\"gone\" kind=\"show\" id=\"g\"/>"
            + "</connections></button>")), "<segue",
      "segue g leads to no scene of this storyboard: left out"
    ),
    (
      document(
        scene(
          "<switch id=\"w\"><connections><action selector=\"flip:\" destination=\"vc\" "
            + "id=\"a\"/></connections></switch>")), "<action",
      "action flip: on no event: not connected"
    ),
    (
      document(
        scene(
          "<switch id=\"w\"><connections><action destination=\"vc\" id=\"a\"/>"
            + "</connections></switch>")), "<action", "an action with no selector: not connected"
    ),
    (
      document(
        "<scene sceneID=\"t\"><objects>\n<tabBarController id=\"tab\" "
          + "sceneMemberID=\"viewController\"/></objects></scene>"), "<tabBarController",
      "a tabBarController scene: HeadlessUIKit declares navigation controllers, view "
        + "controllers and table view controllers only; this scene is left out"
    ),
  ]

  @Test(arguments: readPast.indices)
  func whatTheKitHasNoPlaceForIsReadPastWithItsLine(index: Int) throws {
    let (document, marker, text) = Self.readPast[index]
    let line = try Self.line(of: marker, in: document)
    var reader = StoryboardReader()
    _ = try reader.storyboard(named: "Main", from: Data(document.utf8))
    #expect(reader.notes == [.init(line: 2, Self.noInitialScene), .init(line: line, text)])
  }

  /// The line of a document that holds `marker`, from 1.
  static func line(of marker: String, in document: String) throws -> Int {
    try #require(
      document.split(separator: "\n", omittingEmptySubsequences: false)
        .firstIndex { $0.contains(marker) }) + 1
  }

  /// The note on a storyboard with no initial view controller.
  static let noInitialScene =
    "no initial view controller (Is Initial View Controller): the app starts with an empty "
    + "window, as UIKit does, unless its code makes one"

  @Test(arguments: damaged.indices)
  func aDamagedStoryboardIsRefusedWithItsLine(index: Int) throws {
    let (document, marker, reason) = Self.damaged[index]
    let line = try Self.line(of: marker, in: document)
    var reader = StoryboardReader()
    let error = #expect(throws: StoryboardReader.ReadError.self) {
      try reader.storyboard(named: "Main", from: Data(document.utf8))
    }
    #expect(error?.line == line, "\(String(describing: error))")
    #expect(error?.reason.contains(reason) == true, "\(String(describing: error))")
  }

  @Test func aNibIsNotReadAsAStoryboardNorAStoryboardAsANib() throws {
    var writer = StoryboardWriter(
      StoryboardModel(name: "Main", scenes: []), module: "App", textFieldDelegates: [])
    let nib = writer.writeNib(NibModel(name: "Cell", objects: []))
    var reader = StoryboardReader()
    #expect(throws: StoryboardReader.ReadError.self) {
      try reader.storyboard(named: "Cell", from: Data(nib.utf8))
    }
    #expect(
      try reader.nib(named: "Cell", from: Data(nib.utf8)) == NibModel(name: "Cell", objects: []))
    #expect(throws: StoryboardReader.ReadError.self) {
      try reader.nib(named: "Main", from: Data(writer.write().utf8))
    }
  }

  // MARK: - Actions

  @Test(arguments: [
    ("done", ["done"]), ("done:", ["done"]), ("showFor:", ["show", "showFor"]),
    ("doneWithSender:", ["done", "doneWith", "doneWithSender"]),
    ("backToList:", ["back", "backTo", "backToList"]), ("done:forEvent:", ["done"]),
  ])
  func anActionsSelectorGivesTheNamesItsMethodMayHave(selector: String, names: [String]) {
    #expect(ObjectiveCSelector.methodNames(of: selector) == names)
    // Each name, with the label it takes, gives the selector back.
    for name in names.dropLast() where selector.hasSuffix(":") {
      let rest = selector.dropFirst(name.count).dropLast()
      let label = rest.hasPrefix("With") ? rest.dropFirst(4) : rest
      #expect(
        ObjectiveCSelector.of(
          method: name, labels: [label.prefix(1).lowercased() + label.dropFirst()])
          == selector
      )
    }
  }
}

extension StoryboardReaderTests {
  // MARK: - The port's Xcode projects

  /// The storyboards and xibs of the Xcode projects the port's tests use
  /// (`Tests/PortTests/Fixtures`), in the format Xcode saves.
  static func xcodeDocuments() -> [URL] {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("PortTests/Fixtures")
    let walk = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)
    return (walk?.allObjects as? [URL] ?? []).filter {
      ["storyboard", "xib"].contains($0.pathExtension)
    }.sorted { $0.path < $1.path }
  }

  /// Each is read: what the model has no place for (a stack view, a map, a segmented
  /// control) is a note, never an error, and their unwind segues are read with their
  /// actions. And the model read, written as the export writes it, reads back the same.
  @Test func everyStoryboardAndXibOfThePortsProjectsIsReadAndWrittenBack() throws {
    let documents = Self.xcodeDocuments()
    #expect(documents.count >= 20, "\(documents)")
    var unwindSegues: [SegueModel] = []
    for document in documents {
      let data = try Data(contentsOf: document)
      var reader = StoryboardReader()
      let name = document.deletingPathExtension().lastPathComponent
      var writer = StoryboardWriter(
        StoryboardModel(name: name, scenes: []), module: "App", textFieldDelegates: [])
      var again = StoryboardReader()
      if document.pathExtension == "xib" {
        let nib = try reader.nib(named: name, from: data)
        let written = writer.writeNib(nib)
        #expect(try again.nib(named: name, from: Data(written.utf8)) == nib, "\(document.path)")
      } else {
        let storyboard = try reader.storyboard(named: name, from: data)
        unwindSegues += storyboard.scenes.flatMap(\.segues).filter { $0.unwindAction != nil }
        var writer = StoryboardWriter(storyboard, module: "App", textFieldDelegates: [])
        let written = writer.write()
        #expect(
          try again.storyboard(named: name, from: Data(written.utf8)) == storyboard,
          "\(document.path)")
      }
      for note in reader.notes {
        #expect(note.line != nil, "\(document.lastPathComponent): \(note)")
      }
    }
    #expect(
      Set(unwindSegues.map { "\($0.identifier) \($0.unwindAction ?? "")" }) == [
        "CancelItem unwindToPackingList:", "SaveItem unwindToPackingList:",
        "CancelUnwind unwindToWishlist:", "SaveUnwind unwindToWishlist:",
      ])
  }
}

extension StoryboardModel {
  /// The storyboard with each scene's segues in identifier order: a document keeps them with
  /// whatever triggers each, so their order is not the model's.
  var withSeguesSorted: StoryboardModel {
    var storyboard = self
    for index in storyboard.scenes.indices {
      storyboard.scenes[index].segues.sort { $0.identifier < $1.identifier }
    }
    return storyboard
  }
}
