// The todo-archiver app as the simulated device and the `stepwise` tool see it. It stands for the
// Xcode target's Info.plist: with the storyboard declarations, the only code here written for the
// kit.

import HeadlessUIKit

/// A to-do list whose "+" asks for a title in an alert, saved by archiving the whole list with
/// `NSKeyedArchiver` into the preferences after every change.
public enum TodoArchiver {
  /// The app's descriptor.
  public static let app = AppDescriptor(
    id: "todo-archiver",
    title: "Todo (NSKeyedArchiver)",
    summary: "A to-do list archived with NSKeyedArchiver into the preferences after every change.",
    chapter: "todo-archiver.md",
    makeDelegate: { AppDelegate() },
    makeStoryboard: { MainStoryboard.make(listType: TodoListViewController.self) },
    glossary: glossary)

  /// The screens' Japanese words, as the article wrote them, with their English meaning.
  static let glossary: KeyValuePairs<String, String> = [
    "todoリスト": "To-do List",
    "todoを追加": "Add To-do",
    "todoを入力してください": "Please enter a to-do",
  ]
}
