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

  /// Swift text without its spaces and line breaks, so a wrapped declaration compares.
  static func squeezed(_ text: String) -> String {
    text.filter { !$0.isWhitespace }
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
        "Main.storyboard:12: the label's accessibility hint or traits: not declared; set them "
          + "in viewDidLoad",
        "Main.storyboard:15: the cell's accessibility identifier or label \"dueCell\": not "
          + "declared; set it in tableView(_:cellForRowAt:)",
      ])
  }

  /// What the declaration leaves out of a screen is reported at its line: a navigation
  /// controller's class, a table header that is no search bar, an outlet to a static cell's
  /// built-in label, a bar button's action beside its segue, an object of another kind beside
  /// the controller, a screen's view's and a stack view's class, a text field's text and
  /// return key, a count-down timer.
  @Test func whatTheDeclarationLeavesOutOfAScreenIsReportedAtItsLine() {
    let (text, notes) = translate([
      """
      <navigationController id="c1" customClass="FancyNavigation" sceneMemberID="viewController">
      <connections><segue destination="c2" kind="relationship" relationship="rootViewController" id="r1"/></connections>
      </navigationController>
      """,
      """
      <tableViewController id="c2" customClass="ListViewController" sceneMemberID="viewController">
      <tableView key="view" dataMode="static" id="t1">
      <label key="tableHeaderView" text="Header" id="h1"/>
      <sections><tableViewSection id="x1"><cells>
      <tableViewCell style="IBUITableViewCellStyleValue1" textLabel="tl" detailTextLabel="dl" id="e1">
      <tableViewCellContentView key="contentView" id="v1"><subviews>
      <label text="Due" id="tl"/><label text="Today" id="dl"/>
      </subviews></tableViewCellContentView></tableViewCell>
      </cells></tableViewSection></sections></tableView>
      <navigationItem key="navigationItem" id="ni">
      <barButtonItem key="rightBarButtonItem" systemItem="save" id="i1"><connections>
      <action selector="save" destination="c2" id="a1"/>
      <segue destination="c3" kind="show" identifier="Next" id="g1"/>
      </connections></barButtonItem>
      </navigationItem>
      <connections><outlet property="dueLabel" destination="tl" id="o1"/></connections>
      </tableViewController>
      <tapGestureRecognizer id="tap"/>
      """,
      """
      <viewController id="c3" customClass="PlainViewController" sceneMemberID="viewController">
      <view key="view" customClass="GradientView" id="v2"><subviews>
      <stackView customClass="CardStack" id="st"><subviews>
      <textField text="Draft" id="f1"><textInputTraits key="textInputTraits" returnKeyType="route"/></textField>
      <datePicker datePickerMode="countDownTimer" id="dp"/>
      </subviews></stackView>
      </subviews></view>
      </viewController>
      """,
    ])
    let squeezed = Self.squeezed(text ?? "")
    // What is left out is left out of the declaration too; the rest is declared. The
    // navigation controller is a plain one, its scene named by its class as any scene is.
    #expect(
      squeezed.contains(#".navigationController("FancyNavigation",root:"ListViewController")"#),
      "\(text ?? "")")
    #expect(!squeezed.contains("tableHeader:"))
    #expect(squeezed.contains(#"staticCells:[[.cell(.value1,text:"Due")]]"#), "\(text ?? "")")
    #expect(
      squeezed.contains(
        Self.squeezed(
          #"rightBarButton: .system(.save, segue: "Next", selector: "save", action: { $0.save() })"#
        )), "\(text ?? "")")
    #expect(
      squeezed.contains(#"content:[.textField(clearButton:.never),.datePicker()]"#),
      "\(text ?? "")")
    #expect(
      notes == [
        "Main.storyboard:4: the navigation controller's class FancyNavigation: declared as a "
          + "plain UINavigationController",
        "Main.storyboard:9: a label as the table's header: not declared",
        "Main.storyboard:17: a bar button with both an action (save) and a segue (Next): UIKit "
          + "performs the segue only, since an item has one target and action and the segue "
          + "takes them; save is never called, here as on iOS",
        "Main.storyboard:22: outlet dueLabel to the cell's built-in text label: not connected; "
          + "use the cell's textLabel",
        "Main.storyboard:24: a tapGestureRecognizer beside the scene's controller: not "
          + "declared; make it in code",
        "Main.storyboard:26: the view's class GradientView: the scene's view is a plain UIView",
        "Main.storyboard:27: a view of class CardStack: its subviews are declared, the view "
          + "itself is not",
        "Main.storyboard:28: return key route: shown as the default key",
        "Main.storyboard:28: the text field's text \"Draft\": not declared; set it in "
          + "viewDidLoad",
        "Main.storyboard:29: a count-down timer picker: declared as a date picker",
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
        "Main.storyboard:10: a stepper: HeadlessUIKit's storyboard declaration has no such view; "
          + "not declared",
        "Main.storyboard:17: outlet wrongType is a UITextField! but points at a UILabel: "
          + "declare it as UILabel! to connect it; not connected",
        "Main.storyboard:18: outlet volumeStepper points at a stepper, which the declaration does "
          + "not make: not connected",
        "Main.storyboard:19: outlet nowhere: ListViewController has no such property (was it "
          + "renamed?); not connected",
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
