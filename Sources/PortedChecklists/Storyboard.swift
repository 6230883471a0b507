// Main.storyboard, declared in Swift.

import HeadlessUIKit

extension UIStoryboard {
  static func makeMain() -> UIStoryboard {
    UIStoryboard(
      name: "Main", initialScene: "NavigationController",
      scenes: [
        .navigationController("NavigationController", root: "AllListsViewController"),
        .tableViewController(
          "AllListsViewController", AllListsViewController.self, title: "Checklists",
          rightBarButton: .system(.add, segue: "AddChecklist"),
          segues: [
            .show("AddChecklist", to: "ListDetailViewController"),
            .show("ShowChecklist", to: "ChecklistViewController"),
          ]),
        .tableViewController(
          "ListDetailViewController", ListDetailViewController.self, title: "Add Checklist",
          leftBarButton: .system(.cancel, selector: "cancel", action: { $0.cancel() }),
          rightBarButton: .system(
            .done, isEnabled: false, outlet: \.doneBarButton, selector: "done",
            action: { $0.done() }),
          staticCells: [
            [
              .textField(
                placeholder: "Name of the List", outlet: \.textField, returnKey: .done,
                enablesReturnKeyAutomatically: true, onReturn: { $0.done() })
            ]
          ]),
        .tableViewController(
          "ChecklistViewController", ChecklistViewController.self,
          rightBarButton: .system(.add, segue: "AddItem"),
          prototypes: [
            PrototypeCell(
              "ChecklistItem", accessory: .detailDisclosureButton, labels: [1001, 1000],
              accessorySegue: "EditItem")
          ],
          segues: [
            .show("AddItem", to: "ItemDetailViewController"),
            .show("EditItem", to: "ItemDetailViewController"),
          ]),
        .tableViewController(
          "ItemDetailViewController", ItemDetailViewController.self, title: "Add Item",
          largeTitleDisplayMode: .never,
          leftBarButton: .system(.cancel, selector: "cancel", action: { $0.cancel() }),
          rightBarButton: .system(
            .done, isEnabled: false, outlet: \.doneBarButton, selector: "done",
            action: { $0.done() }),
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
