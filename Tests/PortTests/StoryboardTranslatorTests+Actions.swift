// Storyboard XML translated: actions and the controls and bar buttons that send them.

import Foundation
import Testing

@testable import PortKit

extension StoryboardTranslatorTests {
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
      <connections>
      <outlet property="addButton" destination="b1" id="o1"/>
      <outlet property="saveButton" destination="i1" id="o2"/>
      </connections>
      </tableViewController>
      """,
      #"<viewController id="c2" storyboardIdentifier="Add" sceneMemberID="viewController"/>"#,
    ])
    // The controller's outlets to the item and to its button are both set.
    #expect(
      Self.squeezed(text ?? "").contains(
        Self.squeezed(
          #"rightBarButton: .button("Add", itemOutlet: \.saveButton, outlet: \.addButton, "#
            + #"segue: "AddItem", "#
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
    // The model holds one action for each event, the first the document lists: the others
    // are reported, not connected (UIKit would send each, the missing method's crashing).
    #expect(text?.contains(#"staticCells: [[.button("Go")]])"#) == true, "\(text ?? "")")
    #expect(
      notes == [
        "Main.storyboard:8: action missing: ListViewController has no method with this "
          + "selector (was it renamed?); not connected",
        "Main.storyboard:9: action tapped:forEvent: on touchDown: a button here sends "
          + "primaryActionTriggered, touchUpInside only; not connected",
        "Main.storyboard:10: action tapped(_:forEvent:) takes an event too: HeadlessUIKit sends "
          + "the sender only; not connected",
        "Main.storyboard:11: a second action for the same event (flipped:): not connected",
        "Main.storyboard:12: action save sent to the First Responder: HeadlessUIKit sends "
          + "actions to their target only; not connected",
        "Main.storyboard:13: a second action for the same event (save): not connected",
      ])
    // With one action for each event, each is checked against its method: one taking a
    // sender of another class is not connected.
    let (flipped, flippedNotes) = translate([
      """
      <viewController id="c1" customClass="ListViewController" sceneMemberID="viewController">
      <view key="view" id="v1"><subviews>
      <button id="b1"><state key="normal" title="Go"/><connections>
      <action selector="flipped:" destination="c1" eventType="touchUpInside" id="a4"/>
      </connections></button>
      </subviews></view>
      </viewController>
      """
    ])
    #expect(flipped?.contains(#".button("Go")"#) == true, "\(flipped ?? "")")
    #expect(
      flippedNotes == [
        "Main.storyboard:7: action flipped(_:) takes a UISwitch but a UIButton sends it; not "
          + "connected"
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

  /// A text field's actions come in the order the kit's declaration takes them (return, then
  /// change), whatever order the document lists them in: Swift takes labelled arguments in
  /// their declared order only.
  @Test func aTextFieldsActionsComeInTheOrderTheDeclarationTakesThem() {
    let (text, notes) = translate([
      """
      <viewController id="c1" customClass="ListViewController" sceneMemberID="viewController">
      <view key="view" id="v1"><subviews>
      <textField placeholder="Name" id="f1">
      <textInputTraits key="textInputTraits" returnKeyType="done" enablesReturnKeyAutomatically="YES"/>
      <connections>
      <action selector="save" destination="c1" eventType="editingChanged" id="a1"/>
      <action selector="save" destination="c1" eventType="editingDidEndOnExit" id="a2"/>
      </connections></textField>
      </subviews></view>
      </viewController>
      """
    ])
    #expect(
      Self.squeezed(text ?? "").contains(
        Self.squeezed(
          #".textField(placeholder: "Name", clearButton: .never, returnKey: .done, "#
            + #"enablesReturnKeyAutomatically: true, onReturn: { $0.save() }, "#
            + #"onChange: { $0.save() })"#)),
      "\(text ?? "")")
    #expect(notes.isEmpty, "\(notes)")
  }

  /// What the declaration leaves out of a view or a bar button is reported at its line: a
  /// class of the app's, runtime attributes, a slider's setting that is no number or its
  /// sending one action a slide; a bar button with nothing to show is left out, and a bar
  /// button's button showing an image is titled by its accessibility label, else the image.
  @Test func whatTheDeclarationLeavesOutOfAViewIsReportedAtItsLine() {
    let (text, notes) = translate([
      """
      <viewController id="c1" customClass="GameViewController" sceneMemberID="viewController">
      <view key="view" id="v1"><subviews>
      <label text="Score" customClass="ScoreLabel" id="l1"/>
      <slider value="high" minValue="0" maxValue="100" continuous="NO" id="s1">
      <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="step"/></userDefinedRuntimeAttributes>
      </slider>
      </subviews></view>
      <navigationItem key="navigationItem" id="n1"><leftBarButtonItems>
      <barButtonItem id="i1"/>
      <barButtonItem id="i2"><button key="customView" id="b1"><state key="normal" image="star"/></button></barButtonItem>
      <barButtonItem id="i3"><button key="customView" id="b2"><state key="normal" image="gear"/>
      <accessibility key="accessibilityConfiguration" label="Settings"/></button></barButtonItem>
      </leftBarButtonItems></navigationItem>
      </viewController>
      """
    ])
    let squeezed = Self.squeezed(text ?? "")
    #expect(
      squeezed.contains(
        Self.squeezed(#"content: [.label("Score"), .slider(value: 0.5, maximumValue: 100)]"#)),
      "\(text ?? "")")
    #expect(
      squeezed.contains(
        Self.squeezed(#"leftBarButtons: [.button("star"), .button("Settings")]"#)),
      "\(text ?? "")")
    #expect(
      notes == [
        "Main.storyboard:6: the label's class ScoreLabel: declared as a UILabel",
        "Main.storyboard:7: user defined runtime attributes: Linux has no key-value coding; "
          + "set them in code",
        "Main.storyboard:7: the slider's value \"high\": not a number; left out",
        "Main.storyboard:7: a slider that is not continuous: here every slide sends one "
          + "action, as it would",
        "Main.storyboard:12: a bar button with no title or system item: left out",
        "Main.storyboard:13: a bar button's image-only button: shown by the image's name, star",
      ])
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
}
