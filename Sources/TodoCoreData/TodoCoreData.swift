// The todo-coredata app as the simulated device and the `stepwise` tool see it. It stands for the
// Xcode target's Info.plist: with the storyboard declarations, the only code here written for the
// kit.

import HeadlessUIKit

/// The to-do list of todo-codable moved to Core Data: the model `TodoList.xcdatamodeld`, a
/// fetched results controller driving the table, the old JSON file imported once.
public enum TodoCoreData {
  /// The app's descriptor.
  public static let app = AppDescriptor(
    id: "todo-coredata",
    title: "Todo (Core Data)",
    summary: "The to-do list moved to Core Data, importing the old JSON file once.",
    chapter: "todo-coredata.md",
    makeDelegate: { AppDelegate() },
    makeStoryboard: { MainStoryboard.make() },
    glossary: glossary)

  /// The screens' Japanese words, the article's and the alerts this version adds, with their
  /// English meaning.
  static let glossary: KeyValuePairs<String, String> = [
    "todoリスト": "To-do List",
    "todoを追加": "Add To-do",
    "todoを入力してください": "Please enter a to-do",
    "保存できませんでした": "Could Not Save",
    "次に変更したときにもう一度保存します。": "It will try to save again at the next change.",
    "保存されたデータを読み込めませんでした": "Could Not Read the Saved Data",
    "保存されたtodoを読み込めませんでした": "Could Not Read the Saved To-dos",
    "以前のtodoを読み込めませんでした": "Could Not Read the Earlier To-dos",
    "次に起動したときにもう一度読み込みます。": "It will try again at the next launch.",
    "元のファイルを移動できませんでした。": "The original file could not be moved.",
  ]
}
