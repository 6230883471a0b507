// The tasks app as the simulated device and the `stepwise` tool see it. It stands for the Xcode
// target's Info.plist: with the storyboard declarations, the only code here written for the kit.

import HeadlessUIKit

/// A task list and a create screen whose view is its own class, reporting to its controller
/// through a delegate protocol: MVC with the view, the controller and the model in separate
/// types.
public enum TaskMVC {
  /// The app's descriptor.
  public static let app = makeApp(environment: nil)

  /// The app with a given clock and time zone, so that tests see fixed dates; nil means the
  /// simulated device's own, read at launch (on an iPhone the app's own `TaskEnvironment.live`,
  /// `Date()` and `TimeZone.current`, is the device's).
  static func makeApp(environment: TaskEnvironment?) -> AppDescriptor {
    AppDescriptor(
      id: "tasks",
      title: "Tasks (MVC)",
      summary: "A task list whose create screen has its own view class and a delegate.",
      chapter: "tasks.md",
      makeDelegate: { AppDelegate(environment: environment ?? TaskMVC.device) },
      makeStoryboard: { MainStoryboard.make() },
      glossary: glossary)
  }

  /// The simulated device's clock and time zone, which a script's `wait` moves and the
  /// chapters' renderer fixes.
  @MainActor static var device: TaskEnvironment {
    TaskEnvironment(now: { UIKitRuntime.now() }, timeZone: UIKitRuntime.timeZone)
  }

  /// The screens' Japanese words, as the article wrote them, with their English meaning.
  static let glossary: KeyValuePairs<String, String> = [
    "タスク一覧": "Task List",
    "タスク作成": "New Task",
    "タスク内容を入力してください": "Enter the task",
    "締切時間を入力してください": "Enter the deadline",
    "保存する": "Save",
    "保存しました": "Saved",
    "タスクを入力してください": "Please enter a task",
    "締切日を入力してください": "Please enter a deadline",
  ]
}
