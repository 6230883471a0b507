// The todo-codable app as the simulated device and the `stepwise` tool see it. It stands for the
// Xcode target's Info.plist: with the storyboard declarations, the only code here written for the
// kit.

import HeadlessUIKit

/// The to-do list of todo-archiver moved to `Codable`: saved as JSON in `Documents/`, with the
/// old archive in the preferences migrated on first launch.
public enum TodoCodable {
  /// The app's descriptor.
  public static let app = AppDescriptor(
    id: "todo-codable",
    title: "Todo (Codable)",
    summary: "The to-do list moved to Codable and a JSON file, migrating the old archive once.",
    chapter: "todo-codable.md",
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
    "設定を読み込めませんでした": "Could Not Read the Settings",
    "保存されたデータを読み込めませんでした": "Could Not Read the Saved Data",
    "保存されたtodoを読み込めませんでした": "Could Not Read the Saved To-dos",
    "以前のtodoを読み込めませんでした": "Could Not Read the Earlier To-dos",
    "元のファイルを移動できませんでした。": "The original file could not be moved.",
  ]
}
