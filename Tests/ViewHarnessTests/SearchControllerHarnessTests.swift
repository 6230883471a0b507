// A search controller in the navigation bar: the simulated user taps its field, types and
// cancels, and the results updater hears each step as UIKit tells it.

import Foundation
import HeadlessUIKit
import Testing

@testable import ViewHarness

@MainActor
@Suite struct SearchControllerHarnessTests {
  static let descriptor = AppDescriptor(
    id: "fruit-search-controller", title: "Fruit",
    summary: "A table searched from the navigation bar, for the tests.", chapter: "none",
    makeDelegate: { ShelfAppDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "Fruit", initialScene: "Navigation",
        scenes: [
          .navigationController("Navigation", root: "Fruit"),
          .tableViewController(
            "Fruit", SearchedFruitViewController.self, title: "Fruit",
            prototypes: [PrototypeCell("Fruit")]),
        ])
    })

  @Test func tappingTypingAndCancellingUpdateTheResultsAsUIKitDoes() throws {
    let device = try Device(app: Self.descriptor)
    let controller = try #require(device.visibleController as? SearchedFruitViewController)
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │                  Fruit                   │
        ├──────────────────────────────────────────┤
        │ [‹Search fruit›                        ] │
        │ Apple                                    │
        │ Apricot                                  │
        │ Banana                                   │
        ╰──────────────────────────────────────────╯
        """)
    try device.tapField("Search fruit")
    #expect(controller.search.isActive)
    try device.type("ap")
    #expect(controller.heard == ["present", "active ''", "active 'a'", "active 'ap'"])
    #expect(device.rows.map(\.text) == ["Apple", "Apricot"])
    try device.tap("Cancel")
    #expect(!controller.search.isActive)
    #expect(controller.heard.suffix(2) == ["dismiss", "inactive ''"])
    #expect(device.rows.map(\.text) == ["Apple", "Apricot", "Banana"])
    #expect(device.focusedField == nil, "Cancel puts the keyboard away")
    #expect(throws: GestureError.self, "Cancel shows only while searching") {
      try device.tap("Cancel")
    }
  }

  @Test func aPushedScreenShowsItsOwnBarAndTheFirstGetsItsBackOnReturn() throws {
    let device = try Device(app: Self.descriptor)
    let first = try #require(device.visibleController as? SearchedFruitViewController)
    let navigation = try #require(first.navigationController)
    navigation.pushViewController(UIViewController(), animated: false)
    #expect(first.search.searchBar.superview == nil, "the pushed screen has no search")
    navigation.popViewController(animated: false)
    #expect(first.search.searchBar.superview === navigation.view)
  }
}

/// Fruit filtered by the navigation bar's search, as its results updater.
final class SearchedFruitViewController: UITableViewController, UISearchResultsUpdating,
  UISearchControllerDelegate
{
  let all = ["Apple", "Apricot", "Banana"]
  var shown = ["Apple", "Apricot", "Banana"]
  let search = UISearchController(searchResultsController: nil)
  var heard: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    search.searchResultsUpdater = self
    search.delegate = self
    search.obscuresBackgroundDuringPresentation = false
    search.searchBar.placeholder = "Search fruit"
    navigationItem.searchController = search
    definesPresentationContext = true
  }

  func updateSearchResults(for searchController: UISearchController) {
    let text = searchController.searchBar.text ?? ""
    heard.append("\(searchController.isActive ? "active" : "inactive") '\(text)'")
    shown = text.isEmpty ? all : all.filter { $0.lowercased().contains(text.lowercased()) }
    tableView.reloadData()
  }

  func willPresentSearchController(_ searchController: UISearchController) {
    heard.append("present")
  }

  func willDismissSearchController(_ searchController: UISearchController) {
    heard.append("dismiss")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    shown.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
    cell.textLabel?.text = shown[indexPath.row]
    return cell
  }
}
