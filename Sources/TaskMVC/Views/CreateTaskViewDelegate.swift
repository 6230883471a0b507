// What the create screen's view tells its controller.

import Foundation

/// The messages ``CreateTaskView`` sends about the user's input. The view declares the
/// protocol; the controller adopts it and decides what the input means.
@MainActor
protocol CreateTaskViewDelegate: AnyObject {
  /// The task's text changed; `text` is the whole text after the edit.
  func createView(taskEditing view: CreateTaskView, text: String)
  /// The user picked a deadline.
  func createView(deadlineEditing view: CreateTaskView, deadline: Date)
  /// The user tapped the save button.
  func createView(saveButtonDidTap view: CreateTaskView)
}
