//
//  BookDetailViewController.swift
//  Bookshelf
//

import UIKit

class BookDetailViewController: UIViewController {
  @IBOutlet weak var titleLabel: UILabel!
  @IBOutlet weak var authorLabel: UILabel!
  @IBOutlet weak var coverView: UIImageView!

  var book: Book!

  override func viewDidLoad() {
    super.viewDidLoad()
    title = book.title
    titleLabel.text = book.title
    authorLabel.text = "by " + book.author
    coverView.image = UIImage(named: "Shelf")
  }
}
