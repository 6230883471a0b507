//
//  BottleCell.swift
//  Cellar
//

import UIKit

class BottleCell: UITableViewCell {
  @IBOutlet weak var nameLabel: UILabel!
  @IBOutlet weak var yearLabel: UILabel!
  @IBOutlet weak var openedSwitch: UISwitch!

  var openedChanged: ((Bool) -> Void)?

  override func awakeFromNib() {
    super.awakeFromNib()
    yearLabel.textColor = .secondaryLabel
  }

  @IBAction func openedSwitchChanged(_ sender: UISwitch) {
    openedChanged?(sender.isOn)
  }
}
