//
//  BooksViewController.swift
//  Bookshelf
//

import HeadlessUIKit

class BooksViewController: UITableViewController, BookCellDelegate {
  weak var favoritesButton: UIBarButtonItem!

  var books = [
    Book(title: "Emma", author: "Jane Austen"),
    Book(title: "Middlemarch", author: "George Eliot"),
    Book(title: "Cranford", author: "Elizabeth Gaskell"),
  ]
  var showsFavoritesOnly = false

  var shownBooks: [Book] {
    return showsFavoritesOnly ? books.filter { $0.isFavorite } : books
  }

  // MARK: - Actions

  func toggleFavorites(_ sender: UIBarButtonItem) {
    showsFavoritesOnly.toggle()
    sender.title = showsFavoritesOnly ? "All" : "Favorites"
    tableView.reloadData()
  }

  // MARK: - Table view data source

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return shownBooks.count
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "BookCell", for: indexPath) as! BookCell
    cell.configure(with: shownBooks[indexPath.row])
    cell.delegate = self
    return cell
  }

  // MARK: - Navigation

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "ShowBook" {
      let controller = segue.destination as! BookDetailViewController
      let indexPath = tableView.indexPath(for: sender as! UITableViewCell)!
      controller.book = shownBooks[indexPath.row]
    }
  }

  // MARK: - Book cell delegate

  func bookCell(_ cell: BookCell, didChangeFavorite isFavorite: Bool) {
    guard let indexPath = tableView.indexPath(for: cell) else { return }
    let title = shownBooks[indexPath.row].title
    if let index = books.firstIndex(where: { $0.title == title }) {
      books[index].isFavorite = isFavorite
    }
  }
}
