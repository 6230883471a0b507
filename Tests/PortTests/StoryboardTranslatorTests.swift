// Storyboard XML, scene by scene, translated into the kit's declaration or reported.

import Foundation
import Testing

@testable import PortKit

@Suite struct StoryboardTranslatorTests {
  /// The Swift side of the storyboards below.
  static let swift = """
    import UIKit

    class ListViewController: UITableViewController {
      @IBOutlet weak var saveButton: UIBarButtonItem!
      @IBOutlet weak var nameField: UITextField!
      @IBOutlet weak var dueLabel: UILabel!
      @IBOutlet weak var remindSwitch: UISwitch!
      @IBOutlet weak var wrongType: UITextField!
      @IBAction func sort(_ sender: UIBarButtonItem) {}
      @IBAction func save() {}
      @IBAction func remindToggled(_ switchControl: UISwitch) {}
      @IBAction func tapped(_ sender: UIButton, forEvent event: UIEvent) {}
      @IBAction func flipped(_ sender: UISwitch) { print(sender.isOn) }
      @IBAction func addNote(_ sender: UIButton) { performSegue(withIdentifier: "add", sender: nil) }
      @IBAction func share(_: UISwitch) {}
      @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
      @IBAction func back(for unwindSegue: UIStoryboardSegue) {}
      @IBOutlet weak var addButton: UIButton!
      @IBAction func addTapped(_ sender: UIButton) {}
      @IBOutlet weak var iconView: UIImageView!
      @IBOutlet weak var pickerCell: UITableViewCell!
      @IBOutlet weak var picker: UIDatePicker!
      @IBAction func dateChanged(_ sender: UIDatePicker) {}
    }

    class PlainViewController: UIViewController {}

    class GameViewController: UIViewController {
      @IBOutlet var slider: UISlider!
      @IBAction func sliderMoved(_ slider: UISlider) {}
    }

    class SearchViewController: UITableViewController, UISearchBarDelegate {
      @IBOutlet weak var searchBar: UISearchBar!
    }

    class NotesViewController: UIViewController, UITableViewDataSource {
      @IBOutlet weak var tableView: UITableView!
    }

    extension NotesViewController: UITableViewDelegate {}

    class NamedViewController: UIViewController {
      @IBAction @objc(addEntry:) func add(_ sender: UIButton) {}
      @objc(clearAll) @IBAction func clear() {}
      @IBAction func keep(_ sender: UIButton) {}
    }

    """

  /// Translates scenes (their controllers) in a storyboard document; returns the Swift text
  /// and the report's lines.
  func translate(
    _ controllers: [String], initial: String? = "c1", document: String? = nil
  ) -> (text: String?, notes: [String]) {
    let scenes = controllers.enumerated().map { index, controller in
      "<scene sceneID=\"s\(index)\"><objects>\(controller)"
        + "<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"fr\(index)\" "
        + "sceneMemberID=\"firstResponder\"/></objects></scene>"
    }
    let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
    let xml =
      document
        ?? """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        toolsVersion="22505" targetRuntime="iOS.CocoaTouch"\(initialAttribute)>
        <scenes>
        \(scenes.joined(separator: "\n"))
        </scenes>
        </document>
        """
    var translator = StoryboardTranslator(
      path: "Main.storyboard", name: "Main", data: Data(xml.utf8),
      project: SwiftProject(files: [("List.swift", Self.swift)]))
    let text = translator.translate()
    return (text, translator.report.untranslated.map(\.description))
  }

  @Test func segueKindsBecomeShowOrPresentModallyAndTheRestIsReported() {
    let (text, notes) = translate([
      """
      <viewController id="c1" customClass="PlainViewController" sceneMemberID="viewController">
      <connections>
      <segue destination="c2" kind="show" identifier="A" id="g1"/>
      <segue destination="c2" kind="push" identifier="B" id="g2"/>
      <segue destination="c2" kind="presentation" identifier="C" modalPresentationStyle="pageSheet" id="g3"/>
      <segue destination="c2" kind="modal" identifier="D" id="g4"/>
      <segue destination="c2" kind="popoverPresentation" identifier="E" id="g5"/>
      <segue destination="c2" kind="showDetail" id="g6"/>
      <segue destination="c2" kind="custom" customClass="FadeSegue" identifier="F" id="g7"/>
      <segue destination="c2" kind="presentation" identifier="G" modalPresentationStyle="overFullScreen" id="g8"/>
      </connections>
      </viewController>
      """,
      #"<viewController id="c2" sceneMemberID="viewController"/>"#,
    ])
    let declaration = text ?? ""
    for segue in [
      #".show("A", to: "ViewController")"#, #".show("B", to: "ViewController")"#,
      #".presentModally("C", to: "ViewController", style: .pageSheet)"#,
      #".presentModally("D", to: "ViewController")"#,
      #".presentModally("E", to: "ViewController")"#, #".show("g6", to: "ViewController")"#,
      #".presentModally("G", to: "ViewController")"#,
    ] {
      #expect(declaration.contains(segue), "no \(segue)")
    }
    #expect(!declaration.contains(#""F""#))
    #expect(
      notes == [
        "Main.storyboard:10: popover segue E: presented as a sheet, as on an iPhone",
        "Main.storyboard:11: a segue with no identifier: declared as \"g6\", which "
          + "prepare(for:sender:) sees where UIKit gives nil",
        "Main.storyboard:12: a segue of kind custom (F): HeadlessUIKit declares show and "
          + "present-modally segues only; it is left out",
        "Main.storyboard:13: presentation style overFullScreen of G: presented as a sheet",
      ])
  }

  @Test func exitConnectionsBecomeUnwindSeguesAndTheActionsOwnersDeclareThem() {
    let (text, notes) = translate([
      """
      <tableViewController id="c1" customClass="ListViewController" sceneMemberID="viewController">
      <navigationItem key="navigationItem" title="Lists" id="n1"/>
      </tableViewController>
      """,
      """
      <viewController id="c2" sceneMemberID="viewController">
      <view key="view" id="v1"><subviews>
      <button id="b1"><state key="normal" title="Back"/><connections>
      <segue destination="x1" kind="unwind" identifier="BackToList" unwindAction="unwindToList:" id="u1"/>
      </connections></button>
      <containerView id="k1"><connections><segue destination="c1" kind="embed" id="e1"/></connections></containerView>
      </subviews></view>
      <connections>
      <segue destination="x1" kind="unwind" unwindAction="backFor:" id="u2"/>
      <segue destination="x1" kind="unwind" identifier="Lost" unwindAction="nowhere:" id="u3"/>
      </connections>
      </viewController>
      <exit id="x1" userLabel="Exit" sceneMemberID="exit"/>
      """,
    ])
    let declaration = Self.squeezed(text ?? "")
    #expect(declaration.contains(Self.squeezed(#".button("Back", segue: "BackToList")"#)))
    #expect(declaration.contains(Self.squeezed(#".unwind("BackToList", action: "unwindToList:")"#)))
    #expect(declaration.contains(Self.squeezed(#".unwind("u2", action: "backFor:")"#)))
    #expect(
      declaration.contains(
        Self.squeezed(
          #"unwindActions: [.action("backFor:", { $0.back(for: $1) }), "#
            + #".action("unwindToList:", { $0.unwindToList($1) }),]"#)), "\(declaration)")
    #expect(
      notes == [
        "Main.storyboard:12: a containerView: HeadlessUIKit's storyboard declaration has no such "
          + "view; not declared",
        "Main.storyboard:15: an unwind segue with no identifier: declared as \"u2\", which "
          + "prepare(for:sender:) sees where UIKit gives nil",
        "Main.storyboard:16: unwind segue Lost: no class of the project has the action "
          + "nowhere: (an @IBAction taking a UIStoryboardSegue); the segue does nothing, as in "
          + "UIKit",
      ])
  }

  @Test func aBarButtonWithACustomButtonKeepsTheButtonsOutletSegueAndAction() {
    let (text, notes) = translate([
      """
      <tableViewController id="c1" customClass="ListViewController" sceneMemberID="viewController">
      <navigationItem key="navigationItem" title="Lists" id="n1">
      <barButtonItem key="rightBarButtonItem" style="plain" id="i1">
      <button key="customView" buttonType="system" id="b1">
      <state key="normal" title="Add"/>
      <connections>
      <action selector="addTapped:" destination="c1" eventType="touchUpInside" id="a1"/>
      <segue destination="c2" kind="show" identifier="AddItem" id="g1"/>
      </connections>
      </button>
      </barButtonItem>
      <barButtonItem key="leftBarButtonItem" style="plain" id="i2">
      <switch key="customView" id="w1"/>
      </barButtonItem>
      </navigationItem>
      <connections><outlet property="addButton" destination="b1" id="o1"/></connections>
      </tableViewController>
      """,
      #"<viewController id="c2" storyboardIdentifier="Add" sceneMemberID="viewController"/>"#,
    ])
    #expect(
      Self.squeezed(text ?? "").contains(
        Self.squeezed(
          #"rightBarButton: .button("Add", outlet: \.addButton, segue: "AddItem", "#
            + #"action: { $0.addTapped($1) })"#)), "\(text ?? "")")
    #expect(
      notes == [
        "Main.storyboard:16: a bar button showing a switch: HeadlessUIKit's bars show a button "
          + "as a custom view, nothing else; left out"
      ])
  }

  /// `@objc(name)` gives a method the selector it names, which the storyboard's action then
  /// uses; the method's own selector (`add:`) is no longer its. (Before, both actions were
  /// left unconnected: no method had their selectors.)
  @Test func anActionFindsTheMethodItsObjcAttributeNames() {
    let (text, notes) = translate([
      """
      <viewController id="c1" customClass="NamedViewController" sceneMemberID="viewController">
      <view key="view" id="v1"><subviews>
      <button buttonType="system" id="b1"><state key="normal" title="Add"/>
      <connections><action selector="addEntry:" destination="c1" eventType="touchUpInside" id="a1"/>
      </connections></button>
      <button buttonType="system" id="b2"><state key="normal" title="Clear"/>
      <connections><action selector="clearAll" destination="c1" eventType="touchUpInside" id="a2"/>
      </connections></button>
      <button buttonType="system" id="b3"><state key="normal" title="Old"/>
      <connections><action selector="add:" destination="c1" eventType="touchUpInside" id="a3"/>
      </connections></button>
      </subviews></view>
      </viewController>
      """
    ])
    let squeezed = Self.squeezed(text ?? "")
    // The selector the storyboard names is kept, since `@objc(name)` goes with the port.
    #expect(
      squeezed.contains(#".button("Add",selector:"addEntry:",action:{$0.add($1)})"#),
      "\(text ?? "")")
    #expect(
      squeezed.contains(#".button("Clear",selector:"clearAll",action:{$0.clear()})"#),
      "\(text ?? "")")
    #expect(notes.contains { $0.contains("action add:: NamedViewController has no method") })
  }

  /// Swift text without its spaces and line breaks, so a wrapped declaration compares.
  static func squeezed(_ text: String) -> String {
    text.filter { !$0.isWhitespace }
  }

  @Test func barButtonsKeepTheirItemTitleStyleStateOutletAndAction() {
    let (text, notes) = translate([
      """
      <tableViewController id="c1" customClass="ListViewController" sceneMemberID="viewController">
      <navigationItem key="navigationItem" title="Lists" id="n1">
      <barButtonItem key="leftBarButtonItem" title="Sort" style="done" id="i1">
      <connections><action selector="sort:" destination="c1" id="a1"/></connections>
      </barButtonItem>
      <rightBarButtonItems>
      <barButtonItem enabled="NO" systemItem="save" id="i2">
      <connections><action selector="save" destination="c1" id="a2"/></connections>
      </barButtonItem>
      <barButtonItem image="gear" id="i3"/>
      </rightBarButtonItems>
      </navigationItem>
      <connections><outlet property="saveButton" destination="i2" id="o1"/></connections>
      </tableViewController>
      """
    ])
    #expect(
      text?.contains(
        #"leftBarButton: .title("Sort", style: .done, selector: "sort:", action: { $0.sort($1) }),"#
      ) == true, "\(text ?? "")")
    #expect(
      text?.contains(
        """
                  rightBarButtons: [
                    .system(
                      .save, isEnabled: false, outlet: \\.saveButton, selector: "save",
                      action: { $0.save() }),
                    .title("gear"),
                  ])
        """) == true, "\(text ?? "")")
    // The second right button is kept, after the first (the one at the right edge).
    #expect(
      notes == ["Main.storyboard:13: a bar button with an image: shown by the image's name, gear"])
  }

  @Test func actionsAreConnectedOnlyToAMethodThatTakesTheirSender() {
    let (text, notes) = translate([
      """
      <tableViewController id="c1" customClass="ListViewController" sceneMemberID="viewController">
      <tableView key="view" dataMode="static" id="t1"><sections><tableViewSection id="x1"><cells>
      <tableViewCell id="e1"><tableViewCellContentView key="contentView" id="v1"><subviews>
      <button id="b1"><state key="normal" title="Go"/><connections>
      <action selector="missing" destination="c1" eventType="touchUpInside" id="a1"/>
      <action selector="tapped:forEvent:" destination="c1" eventType="touchDown" id="a2"/>
      <action selector="tapped:forEvent:" destination="c1" eventType="primaryActionTriggered" id="a3"/>
      <action selector="flipped:" destination="c1" eventType="touchUpInside" id="a4"/>
      <action selector="save" destination="fr0" eventType="touchUpInside" id="a5"/>
      <action selector="save" destination="c1" eventType="touchUpInside" id="a6"/>
      </connections></button>
      </subviews></tableViewCellContentView></tableViewCell>
      </cells></tableViewSection></sections></tableView>
      </tableViewController>
      """
    ])
    #expect(
      text?.contains(#"staticCells: [[.button("Go", selector: "save", action: { $0.save() })]])"#)
        == true)
    #expect(
      notes == [
        "Main.storyboard:8: action missing: ListViewController has no method with this "
          + "selector (was it renamed?); not connected",
        "Main.storyboard:9: action tapped:forEvent: on touchDown: a button here sends "
          + "primaryActionTriggered, touchUpInside only; not connected",
        "Main.storyboard:10: action tapped(_:forEvent:) takes an event too: HeadlessUIKit sends "
          + "the sender only; not connected",
        "Main.storyboard:11: action flipped(_:) takes a UISwitch but a UIButton sends it; not "
          + "connected",
        "Main.storyboard:12: action save sent to the First Responder: HeadlessUIKit sends "
          + "actions to their target only; not connected",
      ])
  }

  /// On iOS a sender arrives under whatever type the method declares: a method that never
  /// reads its sender works whatever sends it. The port connects it with a new object of the
  /// declared type as the sender, and says so; a method that reads it stays unconnected.
  @Test func anActionThatNeverReadsItsSenderIsConnectedWithAStandInOfItsType() {
    var translator = StoryboardTranslator(
      path: "Main.storyboard", name: "Main",
      data: Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="c1">
        <scenes><scene sceneID="s0"><objects>
        <tableViewController id="c1" customClass="ListViewController" sceneMemberID="viewController">
        <navigationItem key="navigationItem" title="Lists" id="n1">
        <barButtonItem key="leftBarButtonItem" title="Share" id="i1">
        <connections><action selector="share:" destination="c1" id="a1"/></connections>
        </barButtonItem>
        <barButtonItem key="rightBarButtonItem" systemItem="add" id="i2">
        <connections><action selector="addNote:" destination="c1" id="a2"/></connections>
        </barButtonItem>
        </navigationItem>
        </tableViewController>
        </objects></scene></scenes>
        </document>
        """.utf8),
      project: SwiftProject(files: [("List.swift", Self.swift)]))
    let text = translator.translate()

    #expect(
      text?.contains(#"action: { $0.addNote(UIButton()) }"#) == true, "\(text ?? "")")
    #expect(text?.contains(#"action: { $0.share(UISwitch()) }"#) == true, "\(text ?? "")")
    #expect(translator.report.untranslated.isEmpty)
    #expect(
      translator.report.rewritten.map(\.description).contains(
        "Main.storyboard:10: action addNote(_:) takes a UIButton but a UIBarButtonItem sends "
          + "it: connected with a new UIButton as its sender, which the method never reads (on "
          + "iOS the UIBarButtonItem arrives under UIButton's name)"),
      "\(translator.report.rewritten)")
  }

  /// BullsEye's slider: its value and range, its outlet and its value-changed action.
  @Test func aSliderKeepsItsValueRangeOutletAndAction() {
    let (text, notes) = translate([
      """
      <viewController id="c1" customClass="GameViewController" sceneMemberID="viewController">
      <view key="view" id="v1"><subviews>
      <slider value="50" minValue="1" maxValue="100" id="s1"><connections>
      <action selector="sliderMoved:" destination="c1" eventType="valueChanged" id="a1"/>
      </connections></slider>
      <slider continuous="NO" id="s2"/>
      </subviews></view>
      <connections><outlet property="slider" destination="s1" id="o1"/></connections>
      </viewController>
      """
    ])
    let flat = (text ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")

    #expect(
      flat.contains(
        ".slider( value: 50, minimumValue: 1, maximumValue: 100, outlet: \\.slider, "
          + "onChange: { $0.sliderMoved($1) })"), "\(text ?? "")")
    #expect(flat.contains(".slider(value: 0.5)"), "\(text ?? "")")
    #expect(
      notes == [
        "Main.storyboard:9: a slider that is not continuous: here every slide sends one "
          + "action, as it would"
      ])
  }

  @Test func staticCellsHoldTheirViewsWithTheirOptions() {
    let (text, notes) = translate([
      """
      <tableViewController id="c1" customClass="ListViewController" sceneMemberID="viewController">
      <tableView key="view" dataMode="static" id="t1"><sections>
      <tableViewSection headerTitle="Name" id="x1"><cells>
      <tableViewCell id="e1"><tableViewCellContentView key="contentView" id="v1"><subviews>
      <textField placeholder="Name" id="f1"><textInputTraits key="textInputTraits" returnKeyType="go"/></textField>
      </subviews></tableViewCellContentView></tableViewCell>
      </cells></tableViewSection>
      <tableViewSection id="x2"><cells>
      <tableViewCell id="e2"><tableViewCellContentView key="contentView" id="v2"><subviews>
      <label text="Remind Me" id="l1"/>
      <switch on="YES" id="w1"><connections>
      <action selector="remindToggled:" destination="c1" eventType="valueChanged" id="a1"/>
      </connections></switch>
      </subviews></tableViewCellContentView></tableViewCell>
      <tableViewCell accessoryType="disclosureIndicator" id="e3"><tableViewCellContentView key="contentView" id="v3"><subviews>
      <label text="Due Date" id="l2"/><label text="Detail" id="l3"/>
      </subviews></tableViewCellContentView></tableViewCell>
      <tableViewCell id="e4"><tableViewCellContentView key="contentView" id="v4"><subviews>
      <datePicker datePickerMode="date" id="p1"/>
      </subviews></tableViewCellContentView></tableViewCell>
      </cells></tableViewSection>
      </sections></tableView>
      <connections>
      <outlet property="nameField" destination="f1" id="o1"/>
      <outlet property="remindSwitch" destination="w1" id="o2"/>
      <outlet property="dueLabel" destination="l3" id="o3"/>
      </connections>
      </tableViewController>
      """
    ])
    #expect(
      text?.contains(
        """
                  staticCells: [
                    [
                      .textField(
                        placeholder: "Name", outlet: \\.nameField, clearButton: .never, returnKey: .go)
                    ],
                    [
                      .switch(
                        "Remind Me", isOn: true, outlet: \\.remindSwitch,
                        onChange: { $0.remindToggled($1) }),
                      .cell(
                        .group([.label("Due Date"), .label("Detail", outlet: \\.dueLabel)]),
                        accessory: .disclosureIndicator),
                      .datePicker(mode: .date),
                    ],
                  ])
        """) == true, "\(text ?? "")")
    #expect(
      notes == [
        "Main.storyboard:6: the section's headerTitle \"Name\": not declared"
      ])
  }

  @Test func theBooksDueDateRowIconRowAndDockedPickerCellKeepTheirOutlets() {
    let (text, notes) = translate([
      """
      <tableViewController id="c1" customClass="ListViewController" sceneMemberID="viewController">
      <tableView key="view" dataMode="static" id="t1"><sections><tableViewSection id="x1"><cells>
      <tableViewCell style="IBUITableViewCellStyleValue1" textLabel="tl" detailTextLabel="dl" id="e1">
      <tableViewCellContentView key="contentView" id="v1"><subviews>
      <label text="Due Date" id="tl"/><label text="Detail" id="dl"/>
      </subviews></tableViewCellContentView></tableViewCell>
      <tableViewCell accessoryType="disclosureIndicator" id="e2">
      <tableViewCellContentView key="contentView" id="v2"><subviews>
      <label text="Icon" id="l2"/><imageView image="Folder" id="i2"/>
      </subviews></tableViewCellContentView>
      <connections><segue destination="c1" kind="show" identifier="PickIcon" id="g1"/></connections>
      </tableViewCell>
      </cells></tableViewSection></sections></tableView>
      <connections>
      <outlet property="dueLabel" destination="dl" id="o1"/>
      <outlet property="iconView" destination="i2" id="o2"/>
      <outlet property="pickerCell" destination="pc" id="o3"/>
      <outlet property="picker" destination="dp" id="o4"/>
      </connections>
      </tableViewController>
      <tableViewCell id="pc"><tableViewCellContentView key="contentView" id="v3"><subviews>
      <datePicker id="dp"><connections>
      <action selector="dateChanged:" destination="c1" eventType="valueChanged" id="a1"/>
      </connections></datePicker>
      </subviews></tableViewCellContentView></tableViewCell>
      <tableViewCell id="orphan"/>
      """
    ])
    let declaration = Self.squeezed(text ?? "")
    for expected in [
      #".cell(.value1, text: "Due Date", detailOutlet: \.dueLabel)"#,
      #".cell(.group([.label("Icon"), .imageView("Folder", outlet: \.iconView)]), "#
        + #"accessory: .disclosureIndicator, selectionSegue: "PickIcon")"#,
      #"sceneDock: [.cell(outlet: \.pickerCell, .datePicker(outlet: \.picker, "#
        + #"onChange: { $0.dateChanged($1) }))]"#,
    ] {
      #expect(declaration.contains(Self.squeezed(expected)), "no \(expected) in \(text ?? "")")
    }
    #expect(
      notes == [
        "Main.storyboard:29: a table view cell in the scene's dock that no outlet of the "
          + "controller points at: not declared"
      ])
  }

  @Test func aTableViewInAPlainControllerKeepsItsOutletPrototypesDataSourceAndDelegate() {
    let (text, notes) = translate([
      """
      <viewController id="c1" customClass="NotesViewController" sceneMemberID="viewController">
      <view key="view" id="v9"><subviews>
      <tableView style="plain" dataMode="prototypes" id="tv"><prototypes>
      <tableViewCell reuseIdentifier="NoteCell" textLabel="nl" id="nc">
      <tableViewCellContentView key="contentView" id="v8"><subviews><label text="Title" id="nl"/></subviews></tableViewCellContentView>
      <connections><segue destination="c1" kind="show" identifier="OpenNote" id="g2"/></connections>
      </tableViewCell>
      </prototypes>
      <connections>
      <outlet property="dataSource" destination="c1" id="o5"/>
      <outlet property="delegate" destination="c1" id="o6"/>
      </connections></tableView>
      </subviews></view>
      <connections><outlet property="tableView" destination="tv" id="o7"/></connections>
      </viewController>
      """
    ])
    #expect(
      Self.squeezed(text ?? "").contains(
        Self.squeezed(
          #"content: [.tableView(outlet: \.tableView, prototypes: [PrototypeCell("NoteCell", "#
            + #"selectionSegue: "OpenNote")], connectsDataSource: true, connectsDelegate: true)]"#
        )), "\(text ?? "")")
    #expect(notes == [])
  }

  @Test func aLabelListedAfterASwitchNamesItAsOneBeforeItDoes() {
    let (text, notes) = translate([
      """
      <tableViewController id="c1" customClass="ListViewController" sceneMemberID="viewController">
      <tableView key="view" dataMode="static" id="t1"><sections><tableViewSection id="x1"><cells>
      <tableViewCell id="e1"><tableViewCellContentView key="contentView" id="v1"><subviews>
      <switch id="w1"/>
      <label text="Remind Me" id="l1"/>
      </subviews></tableViewCellContentView></tableViewCell>
      </cells></tableViewSection></sections></tableView>
      <connections><outlet property="remindSwitch" destination="w1" id="o1"/></connections>
      </tableViewController>
      """
    ])
    #expect(
      text?.contains(
        """
                  staticCells: [[.switch("Remind Me", outlet: \\.remindSwitch)]])
        """) == true, "\(text ?? "")")
    #expect(notes.isEmpty)
  }

  @Test func aTablesSearchBarIsItsHeaderWithItsPlaceholderAndOutlet() {
    let (text, notes) = translate([
      """
      <tableViewController id="c1" customClass="SearchViewController" sceneMemberID="viewController">
      <tableView key="view" dataMode="prototypes" id="t1">
      <searchBar key="tableHeaderView" contentMode="redraw" placeholder="Find" id="sb1">
      <textInputTraits key="textInputTraits"/>
      <connections><outlet property="delegate" destination="c1" id="d1"/></connections>
      </searchBar>
      <prototypes><tableViewCell reuseIdentifier="Cell" id="p1"/></prototypes>
      </tableView>
      <connections><outlet property="searchBar" destination="sb1" id="o1"/></connections>
      </tableViewController>
      """,
      """
      <tableViewController id="c2" customClass="ListViewController" sceneMemberID="viewController">
      <tableView key="view" dataMode="prototypes" id="t2">
      <searchBar key="tableHeaderView" id="sb2">
      <connections><outlet property="delegate" destination="c2" id="d2"/></connections>
      </searchBar>
      </tableView>
      </tableViewController>
      """,
    ])
    let squeezed = Self.squeezed(text ?? "")
    #expect(
      squeezed.contains(
        #"prototypes:[PrototypeCell("Cell")],tableHeader:.searchBar(placeholder:"Find",outlet:\.searchBar)),"#
      ), "\(text ?? "")")
    #expect(squeezed.contains(#"tableHeader:.searchBar()),"#), "\(text ?? "")")
    #expect(
      notes == [
        "Main.storyboard:17: the search bar's delegate, ListViewController, does not adopt "
          + "UISearchBarDelegate: not connected, and its search bar methods are never called, "
          + "as on iOS"
      ])
  }

  @Test func aTableThatIsAPlainControllersWholeViewIsItsContent() {
    let (text, notes) = translate([
      """
      <viewController id="c1" customClass="NotesViewController" sceneMemberID="viewController">
      <tableView key="view" dataMode="prototypes" style="plain" id="t1">
      <prototypes><tableViewCell reuseIdentifier="Cell" id="p1"/></prototypes>
      <connections><outlet property="dataSource" destination="c1" id="d1"/></connections>
      </tableView>
      <connections><outlet property="tableView" destination="t1" id="o1"/></connections>
      </viewController>
      """
    ])
    #expect(
      Self.squeezed(text ?? "").contains(
        #"content:[.tableView(outlet:\.tableView,prototypes:[PrototypeCell("Cell")],connectsDataSource:true)]"#
      ), "\(text ?? "")")
    #expect(notes.isEmpty)
  }

  @Test func accessibilityIdentifiersAndLabelsAreDeclaredAroundTheirViewsAndBarButtons() {
    let (text, notes) = translate([
      """
      <tableViewController id="c1" customClass="ListViewController" sceneMemberID="viewController">
      <tableView key="view" dataMode="static" id="t1"><sections><tableViewSection id="x1"><cells>
      <tableViewCell id="e1"><tableViewCellContentView key="contentView" id="v1"><subviews>
      <textField placeholder="Name" id="f1">
      <accessibility key="accessibilityConfiguration" label="Name" identifier="nameField"/>
      </textField>
      </subviews></tableViewCellContentView></tableViewCell>
      <tableViewCell id="e2"><tableViewCellContentView key="contentView" id="v2"><subviews>
      <label text="Due" id="l2"><accessibility key="accessibilityConfiguration" hint="When">
      <accessibilityTraits key="traits" staticText="YES"/></accessibility></label>
      </subviews></tableViewCellContentView>
      <accessibility key="accessibilityConfiguration" identifier="dueCell"/>
      </tableViewCell>
      </cells></tableViewSection></sections></tableView>
      <navigationItem key="navigationItem" title="List" id="n1">
      <barButtonItem key="rightBarButtonItem" systemItem="save" id="b1">
      <accessibility key="accessibilityConfiguration" identifier="saveItem"/>
      <connections><action selector="save" destination="c1" id="a1"/></connections>
      </barButtonItem>
      </navigationItem>
      <connections><outlet property="nameField" destination="f1" id="o1"/></connections>
      </tableViewController>
      """
    ])
    let squeezed = Self.squeezed(text ?? "")
    #expect(
      squeezed.contains(
        #"rightBarButton:.accessibility(.system(.save,selector:"save",action:{$0.save()}),identifier:"saveItem"),"#
      ), "\(text ?? "")")
    #expect(
      squeezed.contains(
        #".accessibility(.textField(placeholder:"Name",outlet:\.nameField,clearButton:.never),identifier:"nameField",label:"Name")"#
      ), "\(text ?? "")")
    #expect(squeezed.contains(#".label("Due"),]]"#), "\(text ?? "")")
    #expect(
      notes == [
        "Main.storyboard:15: the cell's accessibility identifier or label \"dueCell\": not "
          + "declared; set it in tableView(_:cellForRowAt:)",
        "Main.storyboard:12: the label's accessibility hint or traits: not declared; set them "
          + "in viewDidLoad",
      ])
  }

  @Test func aStaticCellsSelectionSegueAndAccessoryAreDeclaredAroundItsContent() {
    let (text, notes) = translate([
      """
      <tableViewController id="c1" customClass="ListViewController" sceneMemberID="viewController">
      <tableView key="view" dataMode="static" id="t1"><sections><tableViewSection id="x1"><cells>
      <tableViewCell accessoryType="disclosureIndicator" id="e1">
      <tableViewCellContentView key="contentView" id="v1"><subviews>
      <label text="Icon" id="l1"/>
      </subviews></tableViewCellContentView>
      <connections><segue destination="c2" kind="show" identifier="PickIcon" id="g1"/></connections>
      </tableViewCell>
      <tableViewCell id="e2"><tableViewCellContentView key="contentView" id="v2"><subviews>
      <label text="Info" id="l2"/>
      </subviews></tableViewCellContentView>
      <connections>
      <segue destination="c2" kind="show" trigger="accessoryAction" identifier="Info" id="g2"/>
      </connections>
      </tableViewCell>
      </cells></tableViewSection></sections></tableView>
      </tableViewController>
      """,
      """
      <viewController id="c2" customClass="PlainViewController" sceneMemberID="viewController">
      <view key="view" id="w2"/>
      </viewController>
      """,
    ])
    #expect(
      text?.contains(
        """
                  staticCells: [
                    [
                      .cell(.label("Icon"), accessory: .disclosureIndicator, selectionSegue: "PickIcon"),
                      .label("Info"),
                    ]
                  ],
        """) == true, "\(text ?? "")")
    #expect(
      notes == [
        "Main.storyboard:16: a static cell's accessory-button segue: not declared; perform it "
          + "from tableView(_:accessoryButtonTappedForRowWith:)"
      ])
  }

  @Test func outletsAreCheckedAgainstTheTypesOfTheirProperties() {
    let (text, notes) = translate([
      """
      <tableViewController id="c1" customClass="ListViewController" sceneMemberID="viewController">
      <tableView key="view" dataMode="static" id="t1"><sections><tableViewSection id="x1"><cells>
      <tableViewCell id="e1"><tableViewCellContentView key="contentView" id="v1"><subviews>
      <label text="One" id="l1"/>
      </subviews></tableViewCellContentView></tableViewCell>
      <tableViewCell id="e2"><tableViewCellContentView key="contentView" id="v2"><subviews>
      <stepper value="0.5" id="s1"/>
      </subviews></tableViewCellContentView></tableViewCell>
      <tableViewCell id="e3"><tableViewCellContentView key="contentView" id="v3"><subviews>
      <label text="Three" id="l3"/>
      </subviews></tableViewCellContentView></tableViewCell>
      </cells></tableViewSection></sections></tableView>
      <connections>
      <outlet property="wrongType" destination="l1" id="o1"/>
      <outlet property="volumeStepper" destination="s1" id="o2"/>
      <outlet property="nowhere" destination="l3" id="o3"/>
      </connections>
      </tableViewController>
      """
    ])
    #expect(text?.contains(#"staticCells: [[.label("One"), .label(), .label("Three")]])"#) == true)
    #expect(
      notes == [
        "Main.storyboard:17: outlet wrongType is a UITextField! but points at a UILabel: "
          + "declare it as UILabel! to connect it; not connected",
        "Main.storyboard:10: a stepper: HeadlessUIKit's storyboard declaration has no such view; "
          + "not declared",
        "Main.storyboard:19: outlet nowhere: ListViewController has no such property (was it "
          + "renamed?); not connected",
        "Main.storyboard:18: outlet volumeStepper points at a stepper, which the declaration does "
          + "not make: not connected",
      ])
  }

  @Test func prototypesKeepTheirStyleAccessoryTagsAndSegues() {
    let (text, notes) = translate([
      """
      <tableViewController id="c1" customClass="ListViewController" sceneMemberID="viewController">
      <tableView key="view" dataMode="prototypes" id="t1"><prototypes>
      <tableViewCell reuseIdentifier="Item" style="IBUITableViewCellStyleValue1" textLabel="l1" detailTextLabel="l2" accessoryType="checkmark" id="e1">
      <tableViewCellContentView key="contentView" id="v1"><subviews>
      <label text="Title" id="l1"/><label text="Detail" id="l2"/><label tag="7" text="Tagged" id="l3"/>
      <switch id="w1"/>
      </subviews></tableViewCellContentView>
      <connections>
      <segue destination="c1" kind="show" identifier="Open" id="g1"/>
      <segue destination="c1" kind="show" identifier="Edit" trigger="accessoryAction" id="g2"/>
      </connections>
      </tableViewCell>
      <tableViewCell id="e2"/>
      </prototypes></tableView>
      </tableViewController>
      """
    ])
    #expect(
      text?.contains(
        """
                  prototypes: [
                    PrototypeCell(
                      "Item", style: .value1, accessory: .checkmark, labels: [7], selectionSegue: "Open",
                      accessorySegue: "Edit")
                  ],
        """) == true, "\(text ?? "")")
    #expect(
      notes == [
        "Main.storyboard:9: a switch in prototype Item, which has no class of its own: not "
          + "declared; give the cell a UITableViewCell subclass with outlets",
        "Main.storyboard:16: a prototype cell with no reuse identifier: no code can dequeue it",
      ])
  }

  @Test func scenesAreKeyedByIdentifierThenClassThenKind() {
    let (text, notes) = translate(
      [
        #"<navigationController id="c1" sceneMemberID="viewController"><connections><segue destination="c3" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController>"#,
        #"<navigationController id="c2" sceneMemberID="viewController"><connections><segue destination="c4" kind="relationship" relationship="rootViewController" id="r2"/></connections></navigationController>"#,
        #"<tableViewController storyboardIdentifier="Lists" id="c3" customClass="ListViewController" sceneMemberID="viewController"/>"#,
        #"<viewController id="c4" customClass="MissingViewController" sceneMemberID="viewController"/>"#,
        #"<tableViewController id="c5" customClass="PlainViewController" sceneMemberID="viewController"/>"#,
        #"<tabBarController id="c6" sceneMemberID="viewController"/>"#,
      ], initial: "c2")
    let declaration = text ?? ""
    #expect(declaration.contains(#"name: "Main", initialScene: "NavigationController2","#))
    #expect(declaration.contains(#".navigationController("NavigationController", root: "Lists"),"#))
    #expect(
      declaration.contains(
        #".navigationController("NavigationController2", root: "MissingViewController"),"#))
    #expect(declaration.contains(#".tableViewController("Lists", ListViewController.self),"#))
    #expect(
      declaration.contains(#".viewController("MissingViewController", UIViewController.self),"#))
    #expect(!declaration.contains("PlainViewController"))
    #expect(
      notes == [
        "Main.storyboard:7: class MissingViewController is not in the project's Swift files: the "
          + "scene uses UIViewController",
        "Main.storyboard:8: PlainViewController is the class of a table view controller scene but "
          + "does not descend from UITableViewController: the scene is left out",
        "Main.storyboard:9: a tabBarController scene: HeadlessUIKit declares navigation "
          + "controllers, view controllers and table view controllers only; this scene is left out",
      ])
  }

  @Test func aButtonShowsItsConfigurationsTitleAndPerformsItsSegue() {
    let (text, _) = translate([
      """
      <viewController id="c1" sceneMemberID="viewController">
      <view key="view" id="v1"><subviews><stackView id="k1"><subviews>
      <button id="b1"><state key="normal" title="Button"/><buttonConfiguration key="configuration" style="filled" title="Open"/>
      <connections><segue destination="c1" kind="show" identifier="Again" id="g1"/></connections></button>
      <label id="l1"><string key="text">A long text,
      on two lines</string></label>
      </subviews></stackView></subviews></view>
      </viewController>
      """
    ])
    #expect(
      text?.contains(
        """
                  content: [.button("Open", segue: "Again"), .label("A long text,\\non two lines")],
                  segues: [.show("Again", to: "ViewController")])
        """) == true, "\(text ?? "")")
  }

  @Test func noInitialSceneStartsAnEmptyWindowAsUIKitDoes() {
    let (text, notes) = translate(
      [#"<viewController id="c1" sceneMemberID="viewController"/>"#], initial: nil)
    #expect(text?.contains("initialScene: nil,") == true)
    #expect(
      notes == [
        "Main.storyboard:2: no initial view controller (Is Initial View Controller): the app "
          + "starts with an empty window, as UIKit does, unless its code makes one"
      ])
  }

  @Test func aDocumentThatIsNotAnIOSStoryboardIsLeftOut() {
    let mac = translate(
      [],
      document: #"<document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" "#
        + #"targetRuntime="MacOSX.Cocoa"><scenes/></document>"#)
    let broken = translate([], document: "<document\n  type=\"unfinished")
    #expect(mac.text == nil)
    #expect(mac.notes == ["Main.storyboard:1: not an iOS storyboard: it is left out"])
    #expect(broken.text == nil)
    #expect(broken.notes.count == 1)
    #expect(
      broken.notes == ["Main.storyboard:2: not readable as XML: malformed XML (XMLParser error 40)"]
    )
  }
}
