// A scene's custom objects (a data provider in the scene's dock) and its map views,
// translated into the kit's declaration as UIKit's nib loading makes and connects them.

import Foundation
import Testing

@testable import PortKit

@Suite struct StoryboardObjectTests {
  /// The Swift side of the storyboards below, in the book's ToDo shape.
  static let swift = """
    import UIKit
    import MapKit

    class ItemListViewController: UIViewController {
      @IBOutlet var tableView: UITableView!
      @IBOutlet var dataProvider: (UITableViewDataSource & UITableViewDelegate)!
    }

    class ItemListDataProvider: NSObject, UITableViewDataSource, UITableViewDelegate {
      @IBOutlet weak var listController: ItemListViewController!
      @IBOutlet weak var table: UITableView!
    }

    class Helper: NSObject {}

    class ListTableViewController: UITableViewController {
      @IBOutlet weak var provider: ItemListDataProvider!
    }

    class DetailViewController: UIViewController, MKMapViewDelegate {
      @IBOutlet var mapView: MKMapView!
    }

    class PlainMapViewController: UIViewController {
      @IBOutlet var mapView: MKMapView!
    }

    """

  /// Translates one scene whose `<objects>` hold these members; the Swift text and the
  /// report's lines.
  func translate(_ members: String) -> (text: String, notes: [String]) {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="c1">
      <scenes><scene sceneID="s1"><objects>
      \(members)
      <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
      </objects></scene></scenes>
      </document>
      """
    var translator = StoryboardTranslator(
      path: "Main.storyboard", name: "Main", data: Data(xml.utf8),
      project: SwiftProject(files: [("App.swift", Self.swift)]))
    let text = translator.translate() ?? ""
    return (text, translator.report.untranslated.map(\.description))
  }

  /// The book's list scene: a table whose data source and delegate are the data provider
  /// object, which the controller has an outlet to.
  static let listScene = """
    <viewController id="c1" customClass="ItemListViewController" sceneMemberID="viewController">
    <view key="view" id="v1"><subviews>
    <tableView id="t1"><connections>
    <outlet property="dataSource" destination="p1" id="o1"/>
    <outlet property="delegate" destination="p1" id="o2"/>
    </connections></tableView>
    </subviews></view>
    <connections>
    <outlet property="tableView" destination="t1" id="o3"/>
    <outlet property="dataProvider" destination="p1" id="o4"/>
    </connections>
    </viewController>
    <customObject id="p1" customClass="ItemListDataProvider" customModule="ToDo" customModuleProvider="target">
    CONNECTIONS
    </customObject>
    """

  @Test func aDataProviderObjectIsMadeWithTheSceneAndConnectedToTheControllerAndTable() {
    let (text, notes) = translate(Self.listScene.replacingOccurrences(of: "CONNECTIONS", with: ""))
    #expect(notes.isEmpty, "\(notes)")
    #expect(
      text.contains(
        """
                  objects: [
                    .object(
                      ItemListDataProvider(),
                      outlets: { controller, object in controller.dataProvider = object },
                      viewConnections: { controller, object in \
        controller.tableView.dataSource = object; controller.tableView.delegate = object })
                  ])
        """), "\(text)")
  }

  @Test func theObjectsOwnOutletsPointAtTheControllerAndAtItsViews() {
    let (text, notes) = translate(
      Self.listScene.replacingOccurrences(
        of: "CONNECTIONS",
        with: """
          <connections>
          <outlet property="listController" destination="c1" id="o5"/>
          <outlet property="table" destination="t1" id="o6"/>
          <outlet property="missing" destination="t1" id="o7"/>
          </connections>
          """))
    #expect(
      text.contains(
        "outlets: { controller, object in controller.dataProvider = object; "
          + "object.listController = controller }"), "\(text)")
    #expect(
      text.contains(
        "viewConnections: { controller, object in object.table = controller.tableView; "
          + "controller.tableView.dataSource = object; controller.tableView.delegate = object }"),
      "\(text)")
    #expect(
      notes == [
        "Main.storyboard:20: outlet missing: ItemListDataProvider has no such property (was it "
          + "renamed?); not connected"
      ])
  }

  @Test func aTableViewControllersTableReachesItsObjectThroughTableView() {
    let (text, notes) = translate(
      """
      <tableViewController id="c1" customClass="ListTableViewController" sceneMemberID="viewController">
      <tableView key="view" id="t1"><connections>
      <outlet property="dataSource" destination="p1" id="o1"/>
      <outlet property="delegate" destination="c1" id="o2"/>
      </connections></tableView>
      <connections><outlet property="provider" destination="p1" id="o3"/></connections>
      </tableViewController>
      <customObject id="p1" customClass="ItemListDataProvider">
      <connections><outlet property="table" destination="t1" id="o4"/></connections>
      </customObject>
      """)
    #expect(notes.isEmpty, "\(notes)")
    #expect(
      text.contains(
        "viewConnections: { controller, object in object.table = controller.tableView; "
          + "controller.tableView.dataSource = object }"), "\(text)")
    #expect(text.contains("outlets: { controller, object in controller.provider = object }"))
  }

  @Test func anObjectOfAClassTheProjectLacksIsReportedAndNotDeclared() {
    let (text, notes) = translate(
      """
      <viewController id="c1" customClass="ItemListViewController" sceneMemberID="viewController"/>
      <customObject id="p1" customClass="Vanished"/>
      <customObject id="p2"/>
      """)
    #expect(!text.contains("objects:"))
    #expect(
      notes == [
        "Main.storyboard:5: an object of class Vanished, which is not in the project's Swift "
          + "files: not declared",
        "Main.storyboard:6: an object of no custom class beside the scene's controller: not "
          + "declared",
      ])
  }

  /// The controller's outlet to an object is set as the scene is made only when the
  /// controller's class has the property.
  @Test func anOutletToAnObjectTheControllerHasNoPropertyForIsReported() {
    let (text, notes) = translate(
      """
      <viewController id="c1" customClass="ItemListViewController" sceneMemberID="viewController">
      <connections><outlet property="helper" destination="p1" id="o1"/></connections>
      </viewController>
      <customObject id="p1" customClass="Helper"/>
      """)
    #expect(text.contains("objects: [.object(Helper())]"), "\(text)")
    #expect(
      notes == [
        "Main.storyboard:5: outlet helper: ItemListViewController has no such property (was it "
          + "renamed?); not connected"
      ])
  }

  @Test func anObjectBesideANavigationControllerIsReported() {
    let (_, notes) = translate(
      """
      <navigationController id="c1" sceneMemberID="viewController"/>
      <customObject id="p1" customClass="Helper"/>
      """)
    #expect(
      notes.contains(
        "Main.storyboard:5: an object beside a navigation controller: HeadlessUIKit declares "
          + "objects in view controller and table view controller scenes only; not declared"),
      "\(notes)")
  }

  @Test func aTablesDataSourceObjectMustAdoptTheProtocol() {
    let scene = Self.listScene.replacingOccurrences(of: "CONNECTIONS", with: "")
      .replacingOccurrences(
        of: "customClass=\"ItemListDataProvider\"", with: "customClass=\"Helper\""
      )
      .replacingOccurrences(
        of: "<outlet property=\"dataProvider\" destination=\"p1\" id=\"o4\"/>", with: "")
    let (text, notes) = translate(scene)
    #expect(text.contains(".object(Helper())"), "\(text)")
    #expect(
      notes == [
        "Main.storyboard:7: the tableView's dataSource is Helper, which does not adopt "
          + "UITableViewDataSource: not connected",
        "Main.storyboard:8: the tableView's delegate is Helper, which does not adopt "
          + "UITableViewDelegate: not connected",
      ])
  }

  @Test func aMapViewIsAnMKMapViewConnectedToItsOutletAndDelegate() {
    let (text, notes) = translate(
      """
      <viewController id="c1" customClass="DetailViewController" sceneMemberID="viewController">
      <view key="view" id="v1"><subviews>
      <mapView clipsSubviews="YES" mapType="standard" id="m1">
      <connections><outlet property="delegate" destination="c1" id="o1"/></connections>
      </mapView>
      </subviews></view>
      <connections><outlet property="mapView" destination="m1" id="o2"/></connections>
      </viewController>
      """)
    #expect(notes.isEmpty, "\(notes)")
    #expect(text.contains("import HeadlessUIKit\nimport HeadlessMapKit\n"), "\(text)")
    #expect(text.contains(".mapView(outlet: \\.mapView, connectsDelegate: true)"), "\(text)")
  }

  @Test func aMapViewsDelegateIsConnectedOnlyToAControllerThatAdoptsTheProtocol() {
    let (text, notes) = translate(
      """
      <viewController id="c1" customClass="PlainMapViewController" sceneMemberID="viewController">
      <view key="view" id="v1"><subviews>
      <mapView id="m1">
      <connections><outlet property="delegate" destination="c1" id="o1"/></connections>
      </mapView>
      </subviews></view>
      <connections><outlet property="mapView" destination="m1" id="o2"/></connections>
      </viewController>
      """)
    #expect(text.contains(".mapView(outlet: \\.mapView)"), "\(text)")
    #expect(
      notes == [
        "Main.storyboard:7: the map view's delegate is PlainMapViewController, which does not "
          + "adopt MKMapViewDelegate: not connected"
      ])
  }

  @Test func aStoryboardWithoutMapViewsDoesNotImportMapKit() {
    let (text, _) = translate(Self.listScene.replacingOccurrences(of: "CONNECTIONS", with: ""))
    #expect(!text.contains("HeadlessMapKit"))
  }
}
