//
//  BookDetailViewController.swift
//  Bookshelf
//

import HeadlessUIKit

class BookDetailViewController: UIViewController {
  weak var titleLabel: UILabel!
  weak var authorLabel: UILabel!
  weak var coverView: UIImageView!

  var book: Book!

  override func viewDidLoad() {
    super.viewDidLoad()
    title = book.title
    titleLabel.text = book.title
    authorLabel.text = "by " + book.author
    coverView.image = UIImage(named: "Shelf")
  }
}
