// Stands for Main.storyboard, declared in Swift: what Interface Builder would draw: a navigation
// controller around the to-do table. Like the app's identity file, written for the kit, not for
// UIKit.

import HeadlessUIKit

/// The app's storyboard: one table screen in a navigation controller, with "+" on the right.
enum MainStoryboard {
  /// Makes the storyboard.
  @MainActor
  static func make() -> UIStoryboard {
    UIStoryboard(
      name: "Main", initialScene: "NavigationController",
      scenes: [
        .navigationController("NavigationController", root: "TodoList"),
        .tableViewController(
          "TodoList", TodoListViewController.self, title: "todoリスト",
          rightBarButton: .system(.add, action: { $0.addButton() }),
          prototypes: [PrototypeCell("todoCell")]),
      ])
  }
}
