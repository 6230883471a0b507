//
//  BookCell.swift
//  Bookshelf
//

import HeadlessUIKit

protocol BookCellDelegate: AnyObject {
  func bookCell(_ cell: BookCell, didChangeFavorite isFavorite: Bool)
}

class BookCell: UITableViewCell {
  weak var titleLabel: UILabel!
  weak var authorLabel: UILabel!
  weak var favoriteSwitch: UISwitch!

  weak var delegate: BookCellDelegate?

  func configure(with book: Book) {
    titleLabel.text = book.title
    authorLabel.text = book.author
    favoriteSwitch.isOn = book.isFavorite
  }

  func favoriteChanged(_ sender: UISwitch) {
    delegate?.bookCell(self, didChangeFavorite: sender.isOn)
  }
}
