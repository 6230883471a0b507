// Main.storyboard, declared in Swift.

import HeadlessUIKit

extension UIStoryboard {
  static func makeMain() -> UIStoryboard {
    UIStoryboard(
      name: "Main", initialScene: "NavigationController",
      scenes: [
        .tableViewController(
          "BooksViewController", BooksViewController.self, title: "Books",
          toolbarItems: [
            .title(
              "Favorites", outlet: \.favoritesButton, selector: "toggleFavorites:",
              action: { $0.toggleFavorites($1) }),
            .system(.flexibleSpace),
            .title("About", segue: "ShowAbout"),
          ],
          prototypes: [
            PrototypeCell(
              "BookCell", class: BookCell.self,
              content: [
                .label("Title", outlet: \.titleLabel),
                .label("Author", outlet: \.authorLabel),
                .switch(outlet: \.favoriteSwitch, onChange: { $0.favoriteChanged($1) }),
              ],
              selectionSegue: "ShowBook")
          ],
          segues: [
            .show("ShowAbout", to: "ViewController"),
            .show("ShowBook", to: "BookDetailViewController"),
          ]),
        .viewController(
          "BookDetailViewController", BookDetailViewController.self, title: "Book",
          largeTitleDisplayMode: .never,
          content: [
            .imageView(outlet: \.coverView),
            .label("Title", outlet: \.titleLabel),
            .label("Author", outlet: \.authorLabel),
          ]),
        .viewController(
          "ViewController", UIViewController.self, title: "About",
          content: [.label("Bookshelf keeps your books.")]),
        .navigationController(
          "NavigationController", root: "BooksViewController", prefersLargeTitles: true,
          isToolbarHidden: false),
      ])
  }
}
