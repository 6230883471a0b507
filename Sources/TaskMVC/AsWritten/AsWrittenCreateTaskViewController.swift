// The article's create controller: made in code, with a fresh data source of its own.

import HeadlessUIKit

/// The article's controller of the create screen. It is created in code, adds an
/// ``AsWrittenCreateTaskView`` in `viewDidLoad`, and makes a new data source there — one that
/// never loaded what was saved before. Its save check refuses only a text that was never
/// reported, so an empty text passes.
final class AsWrittenCreateTaskViewController: UIViewController {
  private var createTaskView: AsWrittenCreateTaskView?
  private var dataSource: AsWrittenTaskDataSource?
  private var taskText: String?
  private var taskDeadline: Date?

  // MARK: - Lifecycle

  // excerpt: as-written-view-did-load
  override func viewDidLoad() {
    super.viewDidLoad()
    let createTaskView = AsWrittenCreateTaskView()
    createTaskView.delegate = self
    view.addSubview(createTaskView)
    self.createTaskView = createTaskView
    dataSource = AsWrittenTaskDataSource()
  }
  // end excerpt

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // Stands in for the user's tap on the task field.
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
    let alertController = UIAlertController(
      title: "タスクを入力してください", message: nil, preferredStyle: .alert)
    alertController.addAction(UIAlertAction(title: "OK", style: .cancel))
    present(alertController, animated: true)
  }

  private func showMissingTaskDeadlineAlert() {
    let alertController = UIAlertController(
      title: "締切日を入力してください", message: nil, preferredStyle: .alert)
    alertController.addAction(UIAlertAction(title: "OK", style: .cancel))
    present(alertController, animated: true)
  }
}

// MARK: - AsWrittenCreateTaskViewDelegate

extension AsWrittenCreateTaskViewController: AsWrittenCreateTaskViewDelegate {
  func createView(taskEditting view: AsWrittenCreateTaskView, text: String) {
    taskText = text
  }

  func createView(deadlineEditting view: AsWrittenCreateTaskView, deadline: Date) {
    taskDeadline = deadline
  }

  // excerpt: as-written-save
  func createView(saveButtonDidTap view: AsWrittenCreateTaskView) {
    guard let taskText else {
      showMissingTaskTextAlert()
      return
    }
    guard let taskDeadline else {
      showMissingTaskDeadlineAlert()
      return
    }
    dataSource?.setData(TaskItem(text: taskText, deadline: taskDeadline))
    showSaveAlert()
  }
  // end excerpt
}
