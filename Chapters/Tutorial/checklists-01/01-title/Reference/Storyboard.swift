import HeadlessUIKit

// Main.storyboard: the app's screens, as Interface Builder would draw them. For now,
// one table screen inside a navigation controller.
extension UIStoryboard {
  static func makeMain() -> UIStoryboard {
    UIStoryboard(
      name: "Main", initialScene: "NavigationController",
      scenes: [
        .navigationController("NavigationController", root: "ChecklistViewController"),
        .tableViewController(
          "ChecklistViewController", ChecklistViewController.self, title: "Checklists"),
      ])
  }
}
