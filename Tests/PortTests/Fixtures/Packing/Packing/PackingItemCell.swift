//
//  PackingItemCell.swift
//  Packing
//

import UIKit

class PackingItemCell: UITableViewCell {

  @IBOutlet weak var nameLabel: UILabel!
  @IBOutlet weak var packedSwitch: UISwitch!

  // Set by the list, so the cell can say when its switch flips.
  var onToggle: ((Bool) -> Void)?

  @IBAction func switchChanged(_ sender: UISwitch) {
    onToggle?(sender.isOn)
  }
}
