//
//  BookCell.swift
//  Bookshelf
//

import UIKit

protocol BookCellDelegate: AnyObject {
  func bookCell(_ cell: BookCell, didChangeFavorite isFavorite: Bool)
}

class BookCell: UITableViewCell {
  @IBOutlet weak var titleLabel: UILabel!
  @IBOutlet weak var authorLabel: UILabel!
  @IBOutlet weak var favoriteSwitch: UISwitch!

  weak var delegate: BookCellDelegate?

  func configure(with book: Book) {
    titleLabel.text = book.title
    authorLabel.text = book.author
    favoriteSwitch.isOn = book.isFavorite
  }

  @IBAction func favoriteChanged(_ sender: UISwitch) {
    delegate?.bookCell(self, didChangeFavorite: sender.isOn)
  }
}
