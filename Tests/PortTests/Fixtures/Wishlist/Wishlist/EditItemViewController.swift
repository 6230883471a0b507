//
//  EditItemViewController.swift
//  Wishlist
//

import UIKit

class EditItemViewController: UIViewController {

  @IBOutlet weak var nameField: UITextField!

  var itemName: String?

  override func viewDidLoad() {
    super.viewDidLoad()
    if let itemName = itemName {
      title = "Rename Item"
      nameField.text = itemName
    } else {
      title = "Add Item"
    }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    nameField.becomeFirstResponder()
  }

  // No empty names on the list.
  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    if identifier == "SaveUnwind" {
      let text = nameField.text ?? ""
      return !text.trimmingCharacters(in: .whitespaces).isEmpty
    }
    return true
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "SaveUnwind" {
      itemName = nameField.text
    }
  }

  @IBAction func cancelTapped(_ sender: UIButton) {
    performSegue(withIdentifier: "CancelUnwind", sender: self)
  }
}
