// The course's own test for checklists-08/04t-test-blank-items: text of nothing but spaces
// neither makes an item nor replaces one's text, by Done or by the return key.

import HeadlessUIKit
import Testing

@testable import Checklists

@MainActor
@Suite struct BlankItemTests {
  /// The window the lists are shown in, as at launch.
  let window = UIWindow()

  /// The navigation controller the screens are pushed on.
  let navigation: UINavigationController

  /// A first launch, as the app makes it: no saved lists and no preferences (the tests of a
  /// process share its container and preferences, as on iOS), a data model over the
  /// Documents folder and `UserDefaults.standard` handed to the storyboard's first screen,
  /// as the app delegate does, in a window made key and visible. It opens "List".
  init() throws {
    let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
    try? FileManager.default.removeItem(at: documents.appendingPathComponent("Checklists.plist"))
    UserDefaults.standard.removeObject(forKey: "ChecklistIndex")
    UserDefaults.standard.removeObject(forKey: "FirstTime")

    window.rootViewController = UIStoryboard(name: "Main", bundle: nil)
      .instantiateInitialViewController()
    navigation = try #require(window.rootViewController as? UINavigationController)
    let all = try #require(navigation.viewControllers.first as? AllListsViewController)
    all.dataModel = DataModel(documentsDirectory: documents, defaults: UserDefaults.standard)
    window.makeKeyAndVisible()
  }

  /// The list "List", which a first launch opens.
  func list() throws -> ChecklistViewController {
    try #require(navigation.topViewController as? ChecklistViewController)
  }

  /// What the list's rows show: the label tagged 1000 of each cell on screen.
  func shownTexts(of list: ChecklistViewController) -> [String] {
    (0..<list.tableView.numberOfRows(inSection: 0)).map { row in
      let cell = list.tableView.cellForRow(at: IndexPath(row: row, section: 0))
      return (cell?.viewWithTag(1000) as? UILabel)?.text ?? ""
    }
  }

  /// The Add Item or Edit Item screen, on top once a segue ran.
  func detailScreen() throws -> ItemDetailViewController {
    let screen = try #require(navigation.topViewController as? ItemDetailViewController)
    screen.loadViewIfNeeded()
    return screen
  }

  /// Types text at the end of the field, as the keyboard does: the field asks its delegate
  /// first, and takes the text only if the delegate agrees.
  func type(_ text: String, into screen: ItemDetailViewController) {
    let field: UITextField = screen.textField
    let old = field.text ?? ""
    let end = NSRange(location: (old as NSString).length, length: 0)
    if screen.textField(field, shouldChangeCharactersIn: end, replacementString: text) {
      field.text = old + text
    }
  }

  @Test func spacesAloneNeverMakeAnItem() throws {
    let list = try list()
    let before = shownTexts(of: list)
    list.performSegue(withIdentifier: "AddItem", sender: nil)
    let screen = try detailScreen()
    type("   ", into: screen)
    #expect(screen.doneBarButton.isEnabled == false)
    // The return key ends editing, and so saves, only if the delegate says so.
    #expect(
      screen.textFieldShouldReturn(screen.textField) == false,
      "the return key does nothing either")

    screen.cancel()
    #expect(navigation.topViewController === list)
    #expect(shownTexts(of: list) == before)
  }

  @Test func spacesAloneNeverReplaceAnItemsText() throws {
    let list = try list()
    list.performSegue(withIdentifier: "AddItem", sender: nil)
    var screen = try detailScreen()
    type("Milk", into: screen)
    screen.done()

    // A row's accessory button performs the EditItem segue with its cell as the sender.
    let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    list.performSegue(withIdentifier: "EditItem", sender: cell)
    screen = try detailScreen()
    // The field's clear button empties it, once the delegate agrees.
    if screen.textFieldShouldClear(screen.textField) { screen.textField.text = "" }
    type("  ", into: screen)
    #expect(screen.doneBarButton.isEnabled == false)
    #expect(screen.textFieldShouldReturn(screen.textField) == false)

    screen.cancel()
    #expect(navigation.topViewController === list)
    #expect(shownTexts(of: list) == ["Milk"])
    #expect(list.checklist?.items.map(\.text) == ["Milk"])
  }
}
