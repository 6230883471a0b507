//
//  AddItemViewController.swift
//  Shopping
//

import UIKit

protocol AddItemViewControllerDelegate: AnyObject {
  func addItemViewController(_ controller: AddItemViewController, didAdd item: ShoppingItem)
}

class AddItemViewController: UITableViewController {
  @IBOutlet weak var nameField: UITextField!
  @IBOutlet weak var urgentSwitch: UISwitch!

  weak var delegate: AddItemViewControllerDelegate?

  override func viewDidLoad() {
    super.viewDidLoad()
    nameField.text = nil
    urgentSwitch.isOn = false
  }

  @IBAction func done() {
    let name = nameField.text!
    guard !name.isEmpty else { return }
    delegate?.addItemViewController(
      self, didAdd: ShoppingItem(name: name, isUrgent: urgentSwitch.isOn))
  }
}
