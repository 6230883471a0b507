// Objects a storyboard scene holds beside its controller: made with it, kept by it, and
// connected as UIKit connects a scene's Object.

import Foundation
import HeadlessUIKit
import Testing

/// A table's data provider, as the book's ToDo app places it in the list scene's dock.
@MainActor
final class ProviderObject: NSObject, UITableViewDataSource, UITableViewDelegate {
  weak var listController: ProviderListController?
  var rows = ["Milk"]

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }
}

/// A list whose table's data source and delegate are the scene's provider object.
@MainActor
final class ProviderListController: UIViewController {
  var tableView: UITableView?
  /// Weak, as an outlet to a scene's object may be: the controller keeps the object.
  weak var dataProvider: ProviderObject?
  var dataSourceAtViewDidLoad: (any UITableViewDataSource)?

  override func viewDidLoad() {
    super.viewDidLoad()
    dataSourceAtViewDidLoad = tableView?.dataSource
  }

  static func makeStoryboard() -> UIStoryboard {
    UIStoryboard(
      name: "Main", initialScene: "List",
      scenes: [
        .viewController(
          "List", ProviderListController.self,
          content: [.tableView(outlet: \.tableView)],
          objects: [
            .object(
              ProviderObject(),
              outlets: { controller, provider in
                controller.dataProvider = provider
                provider.listController = controller
              },
              viewConnections: { controller, provider in
                controller.tableView?.dataSource = provider
                controller.tableView?.delegate = provider
              })
          ])
      ])
  }
}

/// A table view controller whose table's data source is the scene's provider object.
@MainActor
final class ProviderTableController: UITableViewController {
  weak var dataProvider: ProviderObject?

  static func makeStoryboard() -> UIStoryboard {
    UIStoryboard(
      name: "Main", initialScene: "Table",
      scenes: [
        .tableViewController(
          "Table", ProviderTableController.self,
          objects: [
            .object(
              ProviderObject(), outlets: { $0.dataProvider = $1 },
              viewConnections: { $0.tableView.dataSource = $1 })
          ])
      ])
  }
}

@Suite @MainActor struct SceneObjectTests {
  @Test func theObjectIsMadeAndConnectedWhenTheControllerIsInstantiated() throws {
    let controller = try #require(
      ProviderListController.makeStoryboard().instantiateViewController(withIdentifier: "List")
        as? ProviderListController)
    #expect(!controller.isViewLoaded)
    let provider = try #require(controller.dataProvider)
    #expect(provider.listController === controller)
  }

  @Test func viewConnectionsAreMadeWhenTheViewLoadsBeforeViewDidLoad() throws {
    let controller = try #require(
      ProviderListController.makeStoryboard().instantiateViewController(withIdentifier: "List")
        as? ProviderListController)
    controller.loadViewIfNeeded()
    let table = try #require(controller.tableView)
    #expect(table.dataSource === controller.dataProvider)
    #expect(table.delegate === controller.dataProvider)
    #expect(controller.dataSourceAtViewDidLoad === controller.dataProvider)
    #expect(table.dataSource?.tableView(table, numberOfRowsInSection: 0) == 1)
  }

  @Test func theControllerKeepsItsSceneObjectAliveThroughWeakOutlets() throws {
    var controller =
      ProviderListController.makeStoryboard().instantiateViewController(
        withIdentifier: "List") as? ProviderListController
    weak let provider = controller?.dataProvider
    #expect(provider != nil)
    controller?.loadViewIfNeeded()
    #expect(controller?.tableView?.dataSource != nil)
    controller = nil
    #expect(provider == nil)
  }

  @Test func eachInstantiationMakesItsOwnObject() throws {
    let storyboard = ProviderListController.makeStoryboard()
    let first =
      storyboard.instantiateViewController(withIdentifier: "List")
      as? ProviderListController
    let second =
      storyboard.instantiateViewController(withIdentifier: "List")
      as? ProviderListController
    #expect(first?.dataProvider != nil)
    #expect(first?.dataProvider !== second?.dataProvider)
  }

  @Test func aTableViewControllersTableTakesItsObjectAsDataSourceWhenItLoads() throws {
    let controller = try #require(
      ProviderTableController.makeStoryboard().instantiateViewController(withIdentifier: "Table")
        as? ProviderTableController)
    let provider = try #require(controller.dataProvider)
    #expect(controller.tableView.dataSource === provider)
    #expect(controller.tableView.delegate === controller)
    #expect(controller.tableView.numberOfRows(inSection: 0) == 1)
  }
}
