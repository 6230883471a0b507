//
//  InputViewController.swift
//  ToDoMap
//

import CoreLocation
import UIKit

class InputViewController: UIViewController {

  @IBOutlet var titleTextField: UITextField!
  @IBOutlet var addressTextField: UITextField!
  @IBOutlet weak var saveButton: UIButton!

  lazy var geocoder = CLGeocoder()
  var itemManager: ItemManager?
  var onSave: (() -> Void)?

  @IBAction func save() {
    guard let title = titleTextField.text, !title.isEmpty else { return }
    guard let address = addressTextField.text, !address.isEmpty else {
      finish(ToDoItem(title: title))
      return
    }
    geocoder.geocodeAddressString(address) { [weak self] placemarks, _ in
      let coordinate = placemarks?.first?.location?.coordinate
      let item = ToDoItem(title: title, location: Location(name: address, coordinate: coordinate))
      DispatchQueue.main.async {
        self?.finish(item)
      }
    }
  }

  private func finish(_ item: ToDoItem) {
    itemManager?.add(item)
    dismiss(animated: true) {
      self.onSave?()
    }
  }
}
