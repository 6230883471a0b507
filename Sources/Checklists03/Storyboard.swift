// Stands for Main.storyboard: what Interface Builder would draw for this stage, declared in
// Swift. With the app's identity file, the only code here written for the kit, not for UIKit.

import HeadlessUIKit

extension UIStoryboard {
  /// The checklist inside a navigation controller; "+" and a row's accessory button both
  /// push the item detail screen, for adding and for editing.
  ///
  /// The prototype cell "ChecklistItem" has two labels: tag 1001 shows "√" for a checked
  /// item, tag 1000 the item's text. The accessory is now the detail disclosure button that
  /// opens Edit Item, so the checkmark needed a place of its own.
  ///
  /// Step 02 presented Add Item modally, in a navigation controller of its own. Now the same
  /// screen also edits a row, a step deeper into the list, so both segues are `show`: the
  /// detail screen is pushed on the list's navigation controller (as the book does from this
  /// step on), gets the list's bar, and the delegate pops it instead of dismissing it.
  static func makeMain() -> UIStoryboard {
    UIStoryboard(
      name: "Main", initialScene: "NavigationController",
      scenes: [
        .navigationController("NavigationController", root: "ChecklistViewController"),
        // excerpt: list-scene
        .tableViewController(
          "ChecklistViewController", ChecklistViewController.self, title: "Checklists",
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
        // end excerpt
        .tableViewController(
          "ItemDetailViewController", ItemDetailViewController.self, title: "Add Item",
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
