//
//  ListDetailViewController.swift
//  Checklists
//

import HeadlessUIKit

protocol ListDetailViewControllerDelegate: AnyObject {
  func listDetailViewControllerDidCancel(_ controller: ListDetailViewController)
  func listDetailViewController(
    _ controller: ListDetailViewController, didFinishAdding checklist: Checklist)
  func listDetailViewController(
    _ controller: ListDetailViewController, didFinishEditing checklist: Checklist)
}

class ListDetailViewController: UITableViewController, UITextFieldDelegate {
  weak var textField: UITextField!
  weak var doneBarButton: UIBarButtonItem!

  weak var delegate: ListDetailViewControllerDelegate?
  var checklistToEdit: Checklist?

  override func viewDidLoad() {
    super.viewDidLoad()
    if let checklist = checklistToEdit {
      title = "Edit Checklist"
      textField.text = checklist.name
      doneBarButton.isEnabled = true
    }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    textField.becomeFirstResponder()
  }

  // MARK: - Actions

  func cancel() {
    delegate?.listDetailViewControllerDidCancel(self)
  }

  func done() {
    let name = textField.text!
    if let checklist = checklistToEdit {
      checklist.name = name
      delegate?.listDetailViewController(self, didFinishEditing: checklist)
    } else {
      delegate?.listDetailViewController(self, didFinishAdding: Checklist(name: name))
    }
  }

  // MARK: - Table view delegate

  override func tableView(
    _ tableView: UITableView, willSelectRowAt indexPath: IndexPath
  ) -> IndexPath? {
    return nil
  }

  // MARK: - Text field delegate

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let oldText = textField.text!
    guard let stringRange = Range(range, in: oldText) else {
      return false
    }
    let newText = oldText.replacingCharacters(in: stringRange, with: string)
    doneBarButton.isEnabled = !newText.isEmpty
    return true
  }

  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    doneBarButton.isEnabled = false
    return true
  }
}
