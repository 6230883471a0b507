// The article's protocol for the create view, with its method names as published.

import Foundation

/// What ``AsWrittenCreateTaskView`` tells its controller, named as in the article
/// ("Editting" included).
@MainActor
protocol AsWrittenCreateTaskViewDelegate: AnyObject {
  /// Sent while the task field is being edited.
  func createView(taskEditting view: AsWrittenCreateTaskView, text: String)
  /// Sent when the picker's date changed.
  func createView(deadlineEditting view: AsWrittenCreateTaskView, deadline: Date)
  /// Sent when the save button was tapped.
  func createView(saveButtonDidTap view: AsWrittenCreateTaskView)
}
