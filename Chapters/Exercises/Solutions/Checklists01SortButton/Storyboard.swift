// Exercise checklists-01/sort-button: add a Sort button.
//
// Stands for Main.storyboard: what Interface Builder would draw for this stage, declared in
// Swift. With the app's identity file, the only code here written for the kit, not for UIKit.

import HeadlessUIKit

extension UIStoryboard {
  /// The app's one screen, the checklist, inside a navigation controller that gives it a
  /// title bar, a "+" button on the right and a Sort button on the left.
  ///
  /// The prototype cell "ChecklistItem" has one label tagged 1000 for the item's text; the
  /// checkmark is the cell's accessory.
  static func makeMain() -> UIStoryboard {
    UIStoryboard(
      name: "Main", initialScene: "NavigationController",
      scenes: [
        .navigationController("NavigationController", root: "ChecklistViewController"),
        .tableViewController(
          "ChecklistViewController", ChecklistViewController.self, title: "Checklists",
          leftBarButton: .title("Sort", action: { $0.sortItems() }),
          rightBarButton: .system(.add, action: { $0.addItem() }),
          prototypes: [PrototypeCell("ChecklistItem", labels: [1000])]),
      ])
  }
}
