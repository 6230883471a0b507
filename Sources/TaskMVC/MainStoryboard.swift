// Stands for Main.storyboard, declared in Swift: what Interface Builder would draw: the task list
// and the create screen with its own view. Like the app's identity file, written for the kit, not
// for UIKit.

import HeadlessUIKit

/// The app's storyboard. The create scene's view has its own class, as when a view's class
/// is set to `CreateTaskView` in Interface Builder's identity inspector.
enum MainStoryboard {
  /// Makes the storyboard.
  @MainActor
  static func make() -> UIStoryboard {
    UIStoryboard(
      name: "Main", initialScene: "NavigationController",
      scenes: [
        .navigationController("NavigationController", root: "TaskList"),
        .tableViewController(
          "TaskList", TaskListViewController.self, title: "タスク一覧",
          rightBarButton: .system(.add, segue: "CreateTask"),
          prototypes: [PrototypeCell("TaskCell", style: .subtitle)],
          segues: [.show("CreateTask", to: "CreateTask")]),
        .viewController(
          "CreateTask", CreateTaskViewController.self, title: "タスク作成",
          view: { _ in CreateTaskView() }),
      ])
  }
}
