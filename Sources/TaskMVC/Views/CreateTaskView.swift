// The create screen's view: a task field, a deadline field filled by a picker, a save button.

import HeadlessUIKit

/// The view of the create screen, in its own class: it builds its subviews, formats the
/// picked deadline into the deadline field, and reports every input to its ``delegate``.
///
/// It knows nothing about tasks or saving; the controller decides what the input means.
final class CreateTaskView: UIView {
  /// The task's text.
  let taskField = UITextField(placeholder: "タスク内容を入力してください")

  /// The deadline, shown as text; the picker fills it, the keyboard cannot.
  let deadlineField = UITextField(placeholder: "締切時間を入力してください")

  /// The wheels that choose the deadline.
  let datePicker = UIDatePicker()

  /// Saves the task.
  let saveButton = UIButton(type: .system)

  /// Told about every input; the controller sets itself here.
  weak var delegate: (any CreateTaskViewDelegate)?

  /// The clock and time zone the picker and the deadline field use.
  var environment = TaskEnvironment.live {
    didSet { datePicker.timeZone = environment.timeZone }
  }

  // excerpt: build-subviews
  /// Builds the view and its subviews, top to bottom.
  override init() {
    super.init()
    taskField.clearButtonMode = .whileEditing
    taskField.addAction(
      UIAction { [weak self] _ in self?.taskFieldChanged() }, for: .editingChanged)
    deadlineField.delegate = self
    datePicker.datePickerMode = .dateAndTime
    datePicker.timeZone = environment.timeZone
    datePicker.addAction(
      UIAction { [weak self] _ in self?.datePickerValueChanged() }, for: .valueChanged)
    saveButton.setTitle("保存する", for: .normal)
    saveButton.addAction(
      UIAction { [weak self] _ in self?.saveButtonTapped() }, for: .touchUpInside)
    for subview in [taskField, deadlineField, datePicker, saveButton] as [UIView] {
      addSubview(subview)
    }
  }
  // end excerpt

  /// This view is built in code, never by a storyboard. (UIKit requires every view class
  /// that declares an initializer to declare this one too.)
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  // MARK: - Actions

  // excerpt: report-text
  /// The task field's text changed. `.editingChanged` is sent after the edit is applied, so
  /// the text includes the last keystroke, a paste, a backspace or the clear button.
  private func taskFieldChanged() {
    delegate?.createView(taskEditing: self, text: taskField.text ?? "")
  }
  // end excerpt

  /// The user turned the picker: shows the date in the deadline field and reports it.
  private func datePickerValueChanged() {
    deadlineField.text = environment.deadlineText(for: datePicker.date)
    delegate?.createView(deadlineEditing: self, deadline: datePicker.date)
  }

  private func saveButtonTapped() {
    delegate?.createView(saveButtonDidTap: self)
  }
}

// MARK: - UITextFieldDelegate

extension CreateTaskView: UITextFieldDelegate {
  /// The deadline field never takes the keyboard: only the picker fills it.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    textField !== deadlineField
  }
}
