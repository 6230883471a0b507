// What Interface Builder can say that a storyboard declaration says too: toolbars, cells of a
// class of their own with their outlets, buttons that perform segues, actions that take
// their sender, large titles.

import Foundation
import HeadlessUIKit
import Testing

@testable import ViewHarness

/// A reading list: a list whose prototype cell has a class of its own, a toolbar under it,
/// and a book screen with a switch, a button that performs a segue, and a text field.
enum ReadingListApp {
  static func descriptor(showsToolbar: Bool = true) -> AppDescriptor {
    AppDescriptor(
      id: "reading-list", title: "Reading List",
      summary: "Storyboard connections for the harness's tests.",
      chapter: "none", makeDelegate: { ReadingListAppDelegate() },
      makeStoryboard: {
        UIStoryboard(
          name: "Main", initialScene: "Navigation",
          scenes: [
            .navigationController(
              "Navigation", root: "Books", prefersLargeTitles: true,
              isToolbarHidden: !showsToolbar),
            .tableViewController(
              "Books", BooksViewController.self, title: "Books",
              toolbarItems: [
                .system(.flexibleSpace), .title("Add", segue: "AddBook"),
                .system(.flexibleSpace),
                .system(.trash, outlet: \.trashButton, action: { $0.trashTapped($1) }),
              ],
              prototypes: [
                PrototypeCell(
                  "BookCell", class: BookCell.self,
                  content: [
                    .label(outlet: \.titleLabel),
                    .switch(outlet: \.favoriteSwitch, onChange: { $0.favoriteChanged($1) }),
                  ],
                  selectionSegue: "ShowBook")
              ],
              segues: [.show("ShowBook", to: "Book"), .show("AddBook", to: "Book")]),
            .viewController(
              "Book", BookViewController.self, title: "Book", largeTitleDisplayMode: .never,
              content: [
                .label("Loud"), .switch(isOn: true, onChange: { $0.loudChanged($1) }),
                .button("Details", outlet: \.detailsButton, segue: "Details"),
                .textField(
                  placeholder: "Note", outlet: \.noteField, onChange: { $0.noteChanged($1) }),
              ],
              segues: [.show("Details", to: "Details")]),
            .viewController("Details", UIViewController.self, title: "Details"),
          ])
      })
  }
}

@MainActor
final class ReadingListAppDelegate: UIApplicationDelegate {
  var window: UIWindow?
}

/// A cell whose outlets the storyboard connects before `awakeFromNib()`.
final class BookCell: UITableViewCell {
  weak var titleLabel: UILabel?
  weak var favoriteSwitch: UISwitch?
  var outletsAtAwake: [Bool] = []
  var favoriteSenders: [UISwitch] = []

  override func awakeFromNib() {
    super.awakeFromNib()
    outletsAtAwake = [titleLabel != nil, favoriteSwitch != nil]
  }

  func favoriteChanged(_ sender: UISwitch) {
    favoriteSenders.append(sender)
  }
}

final class BooksViewController: UITableViewController {
  weak var trashButton: UIBarButtonItem?
  var trashSenders: [UIBarButtonItem] = []
  var books = ["Emma", "Persuasion"]

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    books.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "BookCell", for: indexPath)
    (cell as? BookCell)?.titleLabel?.text = books[indexPath.row]
    return cell
  }

  func trashTapped(_ sender: UIBarButtonItem) {
    trashSenders.append(sender)
  }
}

final class BookViewController: UIViewController {
  weak var detailsButton: UIButton?
  weak var noteField: UITextField?
  var loudSenders: [UISwitch] = []
  var notes: [String] = []
  var seguesAsked: [(String, Any?)] = []

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    noteField?.becomeFirstResponder()
  }

  func loudChanged(_ sender: UISwitch) {
    loudSenders.append(sender)
  }

  func noteChanged(_ sender: UITextField) {
    notes.append(sender.text ?? "")
  }

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    seguesAsked.append((identifier, sender))
    return true
  }
}

@MainActor
@Suite struct InterfaceBuilderConnectionTests {
  @Test func theToolbarShowsTheItemsOfTheScreenOnTopAndAnItemPerformsItsSegue() throws {
    let device = try Device(app: ReadingListApp.descriptor())
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │                                          │
        ├──────────────────────────────────────────┤
        │ Books                                    │
        │ ═════                                    │
        │ Emma                               [off] │
        │ Persuasion                         [off] │
        ├──────────────────────────────────────────┤
        │ Add                                Trash │
        ╰──────────────────────────────────────────╯
        """)
    #expect(device.snapshot.toolbar?.map(\.title) == ["Add", "Trash"], "spaces are not buttons")

    try device.tap("Add")

    #expect(device.title == "Book")
    #expect(device.snapshot.toolbar == [], "the book screen has no items: an empty toolbar")
  }

  @Test func aToolbarIsHiddenUnlessTheNavigationControllerShowsIt() throws {
    let device = try Device(app: ReadingListApp.descriptor(showsToolbar: false))
    #expect(device.snapshot.toolbar == nil)
    #expect(!device.screen.contains("Trash"))
    #expect(throws: GestureError.self) { try device.tap("Add") }

    device.visibleNavigationController?.setToolbarHidden(false, animated: false)
    try device.tap("Add")
    #expect(device.title == "Book")
  }

  @Test func anActionThatTakesASenderGetsTheItemOrControlThatSentIt() throws {
    let device = try Device(app: ReadingListApp.descriptor())
    let books = try #require(device.visibleController as? BooksViewController)
    try device.tap("Trash")
    #expect(books.trashSenders.count == 1)
    #expect(books.trashSenders.first === books.trashButton, "the outlet names the same item")

    try device.tapRow(0)
    let book = try #require(device.visibleController as? BookViewController)
    try device.toggleSwitch("Loud")
    try device.type("Hi")
    #expect(book.loudSenders.count == 1)
    #expect(book.loudSenders.first?.isOn == false)
    #expect(book.notes == ["H", "Hi"], "editing changed is sent after each keystroke")
  }

  @Test func aPrototypeCellOfItsOwnClassHasItsOutletsBeforeAwakeFromNib() throws {
    let device = try Device(app: ReadingListApp.descriptor())
    let table = try #require(device.visibleTable)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? BookCell)
    #expect(cell.outletsAtAwake == [true, true])
    #expect(cell.titleLabel?.text == "Persuasion")

    try device.toggleSwitch("Persuasion")

    #expect(cell.favoriteSenders.count == 1)
    #expect(cell.favoriteSenders.first === cell.favoriteSwitch, "the cell's action, not the list's")
  }

  @Test func aButtonWithASegueAsksFirstAndSendsItself() throws {
    let device = try Device(app: ReadingListApp.descriptor())
    try device.tapRow("Emma")
    let book = try #require(device.visibleController as? BookViewController)

    try device.tap("Details")

    #expect(device.title == "Details")
    #expect(book.seguesAsked.count == 1)
    #expect(book.seguesAsked.first?.0 == "Details")
    #expect(book.seguesAsked.first?.1 as? UIButton === book.detailsButton)
  }

  @Test func largeTitlesAreSetByTheStoryboard() throws {
    let device = try Device(app: ReadingListApp.descriptor())
    let navigation = try #require(device.visibleNavigationController)
    #expect(navigation.navigationBar.prefersLargeTitles)
    #expect(navigation.showsLargeTitle)

    try device.tapRow(0)

    #expect(navigation.topViewController?.navigationItem.largeTitleDisplayMode == .never)
    #expect(!navigation.showsLargeTitle)
  }

  @Test func aPictureDrawsTheToolbar() throws {
    let device = try Device(app: ReadingListApp.descriptor())
    let picture = PhonePicture(snapshot: device.snapshot, caption: "Books").svg()
    #expect(picture.contains(">Add</text>"))
    #expect(picture.contains(">Trash</text>"))
    let touchable = PhonePicture(snapshot: device.snapshot, caption: "Books", marksTouches: true)
    #expect(touchable.svg().contains(#"data-command="tap &quot;Trash&quot;""#))
  }
}
