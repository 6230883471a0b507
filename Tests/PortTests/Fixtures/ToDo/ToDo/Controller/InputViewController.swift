//
//  InputViewController.swift
//  ToDo
//

import UIKit

class InputViewController: UIViewController {

  @IBOutlet var titleTextField: UITextField!
  @IBOutlet var descriptionTextField: UITextField!
  @IBOutlet weak var saveButton: UIButton!

  var itemManager: ItemManager?
  var onSave: (() -> Void)?

  @IBAction func save() {
    guard let title = titleTextField.text, !title.isEmpty else { return }
    let description = descriptionTextField.text
    let item = ToDoItem(
      title: title, itemDescription: description?.isEmpty == false ? description : nil)
    itemManager?.add(item)
    dismiss(animated: true) {
      self.onSave?()
    }
  }
}
