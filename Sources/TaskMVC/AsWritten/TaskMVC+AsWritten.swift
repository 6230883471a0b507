// The article's version of the app, kept to show its four defects in tests.

import HeadlessUIKit

extension TaskMVC {
  /// The app as the article wrote it. Only the tests launch it, each showing one defect the
  /// main version fixes:
  /// - the last keystroke is lost (the text is read before the edit applies);
  /// - the list duplicates its rows every time the user comes back to it;
  /// - the create screen's fresh data source overwrites the tasks saved before;
  /// - a task with an empty or emptied text field is saved (only a missing text is refused).
  static let asWritten = AppDescriptor(
    id: "tasks-as-written",
    title: "Tasks (MVC), as written",
    summary: "The article's version, with its four defects.",
    chapter: "tasks.md",
    makeDelegate: { AsWrittenAppDelegate() },
    makeStoryboard: { AsWrittenStoryboard.make() }, glossary: glossary)
}
