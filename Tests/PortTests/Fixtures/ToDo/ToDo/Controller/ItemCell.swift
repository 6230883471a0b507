//
//  ItemCell.swift
//  ToDo
//

import UIKit

class ItemCell: UITableViewCell {

  @IBOutlet weak var titleLabel: UILabel!
  @IBOutlet weak var dateLabel: UILabel!

  lazy var dateFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "MM/dd/yyyy"
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter
  }()

  func configCell(with item: ToDoItem, checked: Bool = false) {
    titleLabel.text = checked ? "✓ " + item.title : item.title
    if let timestamp = item.timestamp, !checked {
      dateLabel.text = dateFormatter.string(from: Date(timeIntervalSince1970: timestamp))
    } else {
      dateLabel.text = nil
    }
  }
}
