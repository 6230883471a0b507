// The article's version of the app, kept to show the empty to-do it lets through.

import HeadlessUIKit

extension TodoArchiver {
  /// The app as the article wrote it: its alert's OK adds a to-do even when the field is empty.
  ///
  /// Only the tests launch it, to show the defect the main version guards against.
  static let asWritten = AppDescriptor(
    id: "todo-archiver-as-written",
    title: "Todo (NSKeyedArchiver), as written",
    summary: "The article's version: OK adds a to-do even when the field is empty.",
    chapter: "todo-archiver.md",
    makeDelegate: { AppDelegate() },
    makeStoryboard: { MainStoryboard.make(listType: AsWrittenTodoListViewController.self) },
    glossary: glossary)
}
