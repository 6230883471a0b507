// The article's storyboard: only the list; its "+" creates the next screen in code.

import HeadlessUIKit

/// The storyboard of the article's version: the task list in a navigation controller.
enum AsWrittenStoryboard {
  /// Makes the storyboard.
  @MainActor
  static func make() -> UIStoryboard {
    UIStoryboard(
      name: "Main", initialScene: "NavigationController",
      scenes: [
        .navigationController("NavigationController", root: "TaskList"),
        .tableViewController(
          "TaskList", AsWrittenTaskListViewController.self, title: "タスク一覧",
          rightBarButton: .system(.add, action: { $0.addTask() }),
          prototypes: [PrototypeCell("TaskCell", style: .subtitle)]),
      ])
  }
}
