import HeadlessUIKit

// Main.storyboard: the app's screens, as Interface Builder would draw them: the list inside
// a navigation controller, and "+" presenting the Add Item screen inside one of its own.
extension UIStoryboard {
  static func makeMain() -> UIStoryboard {
    UIStoryboard(
      name: "Main", initialScene: "NavigationController",
      scenes: [
        .navigationController("NavigationController", root: "ChecklistViewController"),
        .tableViewController(
          "ChecklistViewController", ChecklistViewController.self, title: "Checklists",
          rightBarButton: .system(.add, segue: "AddItem"),
          prototypes: [PrototypeCell("ChecklistItem", labels: [1000])],
          segues: [.presentModally("AddItem", to: "AddItemNavigationController")]),
        .navigationController("AddItemNavigationController", root: "AddItemViewController"),
        .tableViewController(
          "AddItemViewController", AddItemViewController.self, title: "Add Item"),
      ])
  }
}
