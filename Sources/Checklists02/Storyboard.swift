// Stands for Main.storyboard: what Interface Builder would draw for this stage, declared in
// Swift. With the app's identity file, the only code here written for the kit, not for UIKit.

import HeadlessUIKit

extension UIStoryboard {
  /// The checklist inside a navigation controller; "+" presents the Add Item screen
  /// modally, inside a navigation controller of its own so that it has a bar for Cancel and
  /// Done.
  ///
  /// The prototype cell "ChecklistItem" has one label tagged 1000 for the item's text; the
  /// checkmark is the cell's accessory.
  ///
  /// - Parameter addItemScene: The scene "+" opens: `"AddItemViewController"`, the delegate
  ///   version the app uses, or `"DirectCallAddItemViewController"`, kept to compare.
  static func makeMain(addItemScene: String = "AddItemViewController") -> UIStoryboard {
    UIStoryboard(
      name: "Main", initialScene: "NavigationController",
      scenes: [
        .navigationController("NavigationController", root: "ChecklistViewController"),
        .tableViewController(
          "ChecklistViewController", ChecklistViewController.self, title: "Checklists",
          rightBarButton: .system(.add, segue: "AddItem"),
          prototypes: [PrototypeCell("ChecklistItem", labels: [1000])],
          segues: [.presentModally("AddItem", to: "AddItemNavigationController")]),
        .navigationController("AddItemNavigationController", root: addItemScene),
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
        .tableViewController(
          "DirectCallAddItemViewController", DirectCallAddItemViewController.self,
          title: "Add Item",
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
