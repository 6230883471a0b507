// The create screen's controller: it turns the view's reports into a saved task.

import HeadlessUIKit

/// The controller of the create screen. Its view is a ``CreateTaskView`` (the storyboard
/// scene makes it); the controller is that view's delegate, keeps the text and deadline it
/// reports, and on save checks them, stores the task through ``TaskDataSource`` and says so.
final class CreateTaskViewController: UIViewController {
  /// Where tasks are saved; the list hands over its own.
  var dataSource: TaskDataSource?

  /// The clock and time zone; the list hands over its own.
  var environment = TaskEnvironment.live

  private var taskText = ""
  private var taskDeadline: Date?

  /// The screen's view, once it has loaded.
  private var createTaskView: CreateTaskView? {
    viewIfLoaded as? CreateTaskView
  }

  // MARK: - Lifecycle

  // excerpt: view-did-load
  override func viewDidLoad() {
    super.viewDidLoad()
    createTaskView?.delegate = self
    createTaskView?.environment = environment
    createTaskView?.datePicker.date = environment.now()
  }
  // end excerpt

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    createTaskView?.taskField.becomeFirstResponder()
  }

  // MARK: - Alerts

  private func showSaveAlert() {
    let alertController = UIAlertController(
      title: "保存しました", message: nil, preferredStyle: .alert)
    alertController.addAction(
      UIAlertAction(title: "OK", style: .cancel) { [weak self] _ in
        self?.navigationController?.popViewController(animated: true)
      })
    present(alertController, animated: true)
  }

  private func showMissingTaskTextAlert() {
    showProblem("タスクを入力してください")
  }

  private func showMissingTaskDeadlineAlert() {
    showProblem("締切日を入力してください")
  }

  private func showProblem(_ title: String) {
    let alertController = UIAlertController(title: title, message: nil, preferredStyle: .alert)
    alertController.addAction(UIAlertAction(title: "OK", style: .cancel))
    present(alertController, animated: true)
  }
}

// MARK: - CreateTaskViewDelegate

extension CreateTaskViewController: CreateTaskViewDelegate {
  func createView(taskEditing view: CreateTaskView, text: String) {
    taskText = text
  }

  func createView(deadlineEditing view: CreateTaskView, deadline: Date) {
    taskDeadline = deadline
  }

  // excerpt: save
  /// Save: asks for the text, then for the deadline, else stores the task.
  func createView(saveButtonDidTap view: CreateTaskView) {
    let text = taskText.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else {
      showMissingTaskTextAlert()
      return
    }
    guard let taskDeadline else {
      showMissingTaskDeadlineAlert()
      return
    }
    dataSource?.setData(TaskItem(text: text, deadline: taskDeadline))
    showSaveAlert()
  }
  // end excerpt
}
