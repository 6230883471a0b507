// Stands for Main.storyboard: what Interface Builder would draw for this stage, declared in
// Swift. With the app's identity file, the only code here written for the kit, not for UIKit.

import HeadlessUIKit

extension UIStoryboard {
  /// The all-lists screen inside a navigation controller; tapping a list pushes its items
  /// screen ("ShowChecklist", a segue with no trigger, performed from code); "+" pushes the
  /// list detail screen ("AddChecklist"). The accessory button has no segue: the all-lists
  /// screen instantiates "ListDetailViewController" by its identifier and pushes it itself.
  /// The all-lists screen makes its subtitle cells in code, so its scene has no prototype.
  ///
  /// The list detail screen has two sections of static cells: the name's text field, and
  /// the icon row, whose label shows the icon's name. Tapping that row pushes the icon
  /// picker ("PickIcon", performed from code), whose prototype "IconCell" shows an icon in
  /// its built-in image view and its name in its built-in text label.
  ///
  /// The items screen works as in the earlier steps: "+" and a row's accessory push the
  /// item detail screen. Its prototype cell "ChecklistItem" has two labels: tag 1001 shows
  /// "√" for a checked item, tag 1000 the item's text.
  ///
  /// The item detail screen has two sections of static cells: the text field; then the
  /// "Remind Me" switch and the "Due Date" row, a Right Detail cell whose detail label shows
  /// the date. The date-picker cell lies in the scene's dock, outside the table, until the
  /// screen inserts a row for it.
  static func makeMain() -> UIStoryboard {
    UIStoryboard(
      name: "Main", initialScene: "NavigationController",
      scenes: [
        .navigationController("NavigationController", root: "AllListsViewController"),
        .tableViewController(
          "AllListsViewController", AllListsViewController.self, title: "Checklists",
          rightBarButton: .system(.add, segue: "AddChecklist"),
          segues: [
            .show("ShowChecklist", to: "ChecklistViewController"),
            .show("AddChecklist", to: "ListDetailViewController"),
          ]),
        .tableViewController(
          "ListDetailViewController", ListDetailViewController.self, title: "Add Checklist",
          leftBarButton: .system(.cancel, action: { $0.cancel() }),
          rightBarButton: .system(
            .done, isEnabled: false, outlet: \.doneBarButton, action: { $0.done() }),
          staticCells: [
            [
              .textField(
                placeholder: "Name of the List", outlet: \.textField, returnKey: .done,
                enablesReturnKeyAutomatically: true, onReturn: { $0.done() })
            ],
            [.label(outlet: \.iconLabel)],
          ],
          segues: [.show("PickIcon", to: "IconPickerViewController")]),
        .tableViewController(
          "IconPickerViewController", IconPickerViewController.self, title: "Choose Icon",
          prototypes: [PrototypeCell("IconCell")]),
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
          leftBarButton: .system(.cancel, action: { $0.cancel() }),
          rightBarButton: .system(
            .done, isEnabled: false, outlet: \.doneBarButton, action: { $0.done() }),
          staticCells: [
            [
              .textField(
                placeholder: "Name of the Item", outlet: \.textField, returnKey: .done,
                enablesReturnKeyAutomatically: true, onReturn: { $0.done() })
            ],
            [
              .switch(
                "Remind Me", outlet: \.shouldRemindSwitch,
                onChange: { $0.shouldRemindToggled($1) }),
              .cell(.value1, text: "Due Date", detailOutlet: \.dueDateLabel),
            ],
          ],
          sceneDock: [
            .cell(
              outlet: \.datePickerCell,
              .datePicker(
                mode: .dateAndTime, outlet: \.datePicker, onChange: { $0.dateChanged($1) }))
          ]),
      ])
  }
}
