//
//  TotalCell.swift
//  Cellar
//

import UIKit

class TotalCell: UITableViewCell {
  @IBOutlet weak var totalLabel: UILabel!
}
