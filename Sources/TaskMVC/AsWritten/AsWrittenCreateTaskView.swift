// The article's create view: it reports the task text from shouldChangeCharactersIn.

import HeadlessUIKit

/// The article's view of the create screen. It reports the task text from
/// `textField(_:shouldChangeCharactersIn:replacementString:)`, which UIKit asks *before* the
/// edit is applied: the text it reads is the text without the keystroke being typed.
final class AsWrittenCreateTaskView: UIView {
  /// The task's text (tag 0).
  let taskField = UITextField(placeholder: "タスク内容を入力してください")

  /// The deadline, shown as text (tag 1).
  let deadlineField = UITextField(placeholder: "締切時間を入力してください")

  /// The wheels that choose the deadline.
  let datePicker = UIDatePicker()

  /// Saves the task.
  let saveButton = UIButton(type: .system)

  /// Told about every input.
  weak var delegate: (any AsWrittenCreateTaskViewDelegate)?

  /// Builds the view and its subviews.
  override init() {
    super.init()
    taskField.delegate = self
    taskField.tag = 0
    deadlineField.delegate = self
    deadlineField.tag = 1
    datePicker.datePickerMode = .dateAndTime
    datePicker.addAction(
      UIAction { [weak self] _ in self?.datePickerValueChanged() }, for: .valueChanged)
    saveButton.setTitle("保存する", for: .normal)
    saveButton.addAction(
      UIAction { [weak self] _ in self?.saveButtonTapped() }, for: .touchUpInside)
    for subview in [taskField, deadlineField, datePicker, saveButton] as [UIView] {
      addSubview(subview)
    }
  }

  /// This view is built in code, never by a storyboard. (UIKit requires every view class
  /// that declares an initializer to declare this one too.)
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func saveButtonTapped() {
    delegate?.createView(saveButtonDidTap: self)
  }

  /// Formats the picked date into the deadline field (in the device's time zone) and
  /// reports it.
  private func datePickerValueChanged() {
    let dateFormatter = DateFormatter()
    dateFormatter.dateFormat = "yyyy/MM/dd HH:mm"
    deadlineField.text = dateFormatter.string(from: datePicker.date)
    delegate?.createView(deadlineEditting: self, deadline: datePicker.date)
  }
}

// MARK: - UITextFieldDelegate

extension AsWrittenCreateTaskView: UITextFieldDelegate {
  /// The deadline field stands for one whose keyboard is the picker: it never types.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    textField.tag == 0
  }

  // excerpt: as-written-report-text
  /// Reports the task field's text, as it is before this edit.
  func textField(
    _ textField: UITextField,
    shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    if textField.tag == 0 {
      delegate?.createView(taskEditting: self, text: textField.text ?? "")
    }
    return true
  }
  // end excerpt
}
