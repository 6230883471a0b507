// Storyboard XML translated: tables, their static cells and prototypes, headers and outlets.

import Foundation
import Testing

@testable import PortKit

extension StoryboardTranslatorTests {
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

  /// A table's data source and delegate are the controller's only when its class adopts the
  /// protocol: the kit connects nothing else, and the report says why.
  @Test func aTablesDataSourceIsConnectedOnlyToAControllerThatAdoptsTheProtocol() {
    let (text, notes) = translate([
      """
      <viewController id="c1" customClass="PlainViewController" sceneMemberID="viewController">
      <view key="view" id="v9"><subviews>
      <tableView style="insetGrouped" dataMode="prototypes" id="tv">
      <prototypes><tableViewCell reuseIdentifier="Note" customClass="NoteCell" id="p1"/></prototypes>
      <connections>
      <outlet property="dataSource" destination="c1" id="o5"/>
      </connections></tableView>
      </subviews></view>
      </viewController>
      """
    ])
    // A prototype of a class the code lacks is a UITableViewCell.
    #expect(
      Self.squeezed(text ?? "").contains(
        #"content:[.tableView(style:.insetGrouped,prototypes:[PrototypeCell("Note")])]"#),
      "\(text ?? "")")
    #expect(
      notes == [
        "Main.storyboard:6: the table's dataSource is PlainViewController, which does not adopt "
          + "UITableViewDataSource: not connected",
        "Main.storyboard:7: cell class NoteCell is not in the project's Swift files: a "
          + "UITableViewCell",
      ])
  }

  /// A scene's segues are declared in the order the reader meets what triggers them: its bar
  /// buttons', its cells' and views', then the controller's own, whatever their names.
  @Test func aScenesSeguesComeInTheOrderOfWhatTriggersThem() {
    let (text, _) = translate([
      """
      <tableViewController id="c1" customClass="ListViewController" sceneMemberID="viewController">
      <tableView key="view" dataMode="static" id="t1"><sections><tableViewSection id="x1"><cells>
      <tableViewCell id="e1"><tableViewCellContentView key="contentView" id="v1"><subviews>
      <label text="One" id="l1"/>
      </subviews></tableViewCellContentView>
      <connections><segue destination="c1" kind="show" identifier="B" id="g2"/></connections>
      </tableViewCell>
      </cells></tableViewSection></sections></tableView>
      <navigationItem key="navigationItem" id="n1">
      <barButtonItem key="rightBarButtonItem" systemItem="add" id="i1">
      <connections><segue destination="c1" kind="show" identifier="C" id="g3"/></connections>
      </barButtonItem>
      </navigationItem>
      <connections><segue destination="c1" kind="show" identifier="A" id="g1"/></connections>
      </tableViewController>
      """
    ])
    #expect(
      Self.squeezed(text ?? "").contains(
        Self.squeezed(
          #"segues: [.show("C", to: "ListViewController"), .show("B", to: "ListViewController"), "#
            + #".show("A", to: "ListViewController"),]"#)), "\(text ?? "")")
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

  /// Between two switches, a label names the one after it, as the export writes a titled
  /// switch (its label first): the switch before it keeps no title.
  @Test func aLabelBetweenTwoSwitchesNamesTheOneAfterIt() {
    let (text, notes) = translate([
      """
      <viewController id="c1" customClass="ListViewController" sceneMemberID="viewController">
      <view key="view" id="v1"><subviews>
      <switch id="w1"/>
      <label text="Remind Me" id="l1"/>
      <switch id="w2"/>
      </subviews></view>
      <connections><outlet property="remindSwitch" destination="w1" id="o1"/></connections>
      </viewController>
      """
    ])
    #expect(
      Self.squeezed(text ?? "").contains(
        Self.squeezed(#"content: [.switch(outlet: \.remindSwitch), .switch("Remind Me")]"#)),
      "\(text ?? "")")
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
      """
      <tableViewController id="c3" customClass="SearchViewController" sceneMemberID="viewController">
      <tableView key="view" dataMode="prototypes" id="t3">
      <searchBar key="tableHeaderView" id="sb3">
      <connections><outlet property="delegate" destination="c2" id="d3"/></connections>
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
          + "as on iOS",
        "Main.storyboard:24: the search bar's delegate is another object than the scene's "
          + "controller: not connected; set searchBar.delegate in viewDidLoad",
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
}
