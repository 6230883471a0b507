//
//  AddItemViewController.swift
//  Packing
//

import UIKit

class AddItemViewController: UIViewController {

  @IBOutlet weak var nameField: UITextField!

  var itemName: String?

  override func viewDidLoad() {
    super.viewDidLoad()
    if itemName != nil {
      navigationItem.title = "Edit Item"
    }
    nameField.text = itemName
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    nameField.becomeFirstResponder()
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    itemName = nameField.text
  }
}
