//
//  MemoViewController.swift
//  Memos
//

import UIKit

class MemoViewController: UIViewController, UITextViewDelegate {

  @IBOutlet weak var textView: UITextView!
  @IBOutlet weak var countLabel: UILabel!
  @IBOutlet weak var saveButton: UIBarButtonItem!
  @IBOutlet weak var tagField: UITextField!

  override func viewDidLoad() {
    super.viewDidLoad()
    textView.text = ""
    saveButton.isEnabled = false
    countLabel.text = "0 characters"
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    textView.becomeFirstResponder()
  }

  @IBAction func save(_ sender: Any) {
    MemoStore.shared.add(Memo(text: textView.text))
    navigationController?.popViewController(animated: true)
  }

  // a tag is one word (from an old tutorial)
  func textField(
    textField: UITextField, shouldChangeCharactersInRange range: NSRange,
    replacementString string: String
  ) -> Bool {
    return string != " "
  }

  // MARK: - UITextViewDelegate

  func textViewDidBeginEditing(_ textView: UITextView) {
    countLabel.textColor = .systemBlue
  }

  func textViewDidEndEditing(_ textView: UITextView) {
    countLabel.textColor = .label
  }

  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    // memos are short
    let newLength = textView.text.count + text.count - range.length
    return newLength <= 40
  }

  func textViewDidChange(_ textView: UITextView) {
    countLabel.text = "\(textView.text.count) characters"
    saveButton.isEnabled = !textView.text.isEmpty
  }
}
