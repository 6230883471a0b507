// A search bar above a table: the simulated user taps its field, types, presses Search,
// clears it, and the delegate hears each as UIKit tells it.

import Foundation
import HeadlessUIKit
import Testing

@testable import ViewHarness

@MainActor
@Suite struct SearchBarHarnessTests {
  static let descriptor = AppDescriptor(
    id: "fruit-search", title: "Fruit", summary: "A table with a search bar, for the tests.",
    chapter: "none", makeDelegate: { ShelfAppDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "Fruit", initialScene: "Navigation",
        scenes: [
          .navigationController("Navigation", root: "Fruit"),
          .tableViewController(
            "Fruit", FruitSearchViewController.self, title: "Fruit",
            prototypes: [PrototypeCell("Fruit")],
            tableHeader: .searchBar(placeholder: "Find fruit", outlet: \.searchBar)),
        ])
    })

  @Test func typingFiltersRowByRowAndTheSearchKeyIsHeard() throws {
    let device = try Device(app: Self.descriptor)
    let controller = try #require(device.visibleController as? FruitSearchViewController)
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │                  Fruit                   │
        ├──────────────────────────────────────────┤
        │ [‹Find fruit›                          ] │
        │ Apple                                    │
        │ Apricot                                  │
        │ Banana                                   │
        ╰──────────────────────────────────────────╯
        """)
    try device.tapField("Find fruit")
    try device.type("ap")
    #expect(controller.heard == ["began", "a", "ap"])
    #expect(device.rows.map(\.text) == ["Apple", "Apricot"])
    try device.pressReturn()
    #expect(controller.heard.last == "search ap")
    #expect(device.focusedField === controller.searchBar?.searchTextField, "Search keeps focus")
    try device.clear()
    #expect(controller.heard.last == "", "the clear button is a change too")
    #expect(device.rows.map(\.text) == ["Apple", "Apricot", "Banana"])
  }

  @Test func textSetInCodeTellsTheDelegateNothing() throws {
    let device = try Device(app: Self.descriptor)
    let controller = try #require(device.visibleController as? FruitSearchViewController)
    let bar = try #require(controller.searchBar)
    bar.text = "Banana"
    #expect(bar.searchTextField.text == "Banana")
    #expect(controller.heard.isEmpty)
    bar.text = nil
    #expect(bar.text == "", "nil reads back as empty, as UIKit's does")
  }

  @Test func theCancelButtonShowsWhenAskedAndTellsTheDelegate() throws {
    let device = try Device(app: Self.descriptor)
    let controller = try #require(device.visibleController as? FruitSearchViewController)
    #expect(throws: GestureError.self) { try device.tap("Cancel") }
    controller.searchBar?.setShowsCancelButton(true, animated: true)
    try device.tap("Cancel")
    #expect(controller.heard == ["cancel"])
  }
}

/// Fruit filtered by what the search bar holds, told by the bar's delegate.
final class FruitSearchViewController: UITableViewController, UISearchBarDelegate {
  let all = ["Apple", "Apricot", "Banana"]
  var shown = ["Apple", "Apricot", "Banana"]
  var searchBar: UISearchBar?
  var heard: [String] = []

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

  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
    heard.append("began")
  }

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    heard.append(searchText)
    shown = searchText.isEmpty ? all : all.filter { $0.lowercased().contains(searchText) }
    tableView.reloadData()
  }

  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
    heard.append("search \(searchBar.text ?? "")")
  }

  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
    heard.append("cancel")
  }
}
