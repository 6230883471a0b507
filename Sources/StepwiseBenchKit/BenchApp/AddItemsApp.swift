// A checklist screen and an Add Item screen, shaped like Checklists06's, for the harness benchmark.

import HeadlessUIKitCore

/// A one-list app shaped like Checklists06's items screen: "+" pushes an Add Item screen
/// whose Done tells a delegate, which appends the item and inserts its row.
///
/// The harness benchmark needs to call that delegate method directly as well as through the
/// user's gestures, and a stage's own types are hidden from other targets; so the benchmark
/// carries this copy of the shape, with nothing the harness would treat differently.
enum AddItemsApp {
  /// The app, ready to launch on a simulated device.
  static let app = AppDescriptor(
    id: "bench-add-items",
    title: "Add Items",
    summary: "A list and an Add Item screen that reports to a delegate, for the benchmark.",
    chapter: "none",
    makeDelegate: { AddItemsAppDelegate() },
    makeStoryboard: { makeStoryboard() })

  /// The items screen in a navigation controller; "+" pushes the Add Item screen.
  @MainActor
  static func makeStoryboard() -> UIStoryboard {
    UIStoryboard(
      name: "Main", initialScene: "NavigationController",
      scenes: [
        .navigationController("NavigationController", root: "ItemsViewController"),
        .tableViewController(
          "ItemsViewController", ItemsViewController.self, title: "Items",
          rightBarButton: .system(.add, segue: "AddItem"),
          prototypes: [
            PrototypeCell(
              "ChecklistItem", accessory: .detailDisclosureButton, labels: [1001, 1000])
          ],
          segues: [.show("AddItem", to: "AddItemViewController")]),
        .tableViewController(
          "AddItemViewController", AddItemViewController.self, title: "Add Item",
          leftBarButton: .system(.cancel, action: { $0.cancel() }),
          rightBarButton: .system(
            .done, isEnabled: false, outlet: \.doneBarButton, action: { $0.done() }),
          staticCells: [
            [
              .textField(
                placeholder: "Name of the Item", outlet: \.textField, returnKey: .done,
                enablesReturnKeyAutomatically: true, onReturn: { $0.done() })
            ]
          ]),
      ])
  }
}
