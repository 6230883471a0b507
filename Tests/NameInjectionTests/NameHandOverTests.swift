// Handing the typed name over, tested the way a learner writes it in Xcode: the storyboard's
// list on screen, a row's segue, the name typed, the return key, then the name screen.

import HeadlessUIKit
import Testing

@testable import NameInjection

@MainActor
@Suite struct NameHandOverTests {
  /// The window the list is shown in, as at launch.
  let window = UIWindow()

  /// The navigation controller the screens are pushed on.
  let navigation: UINavigationController

  init() throws {
    window.rootViewController = MainStoryboard.make().instantiateInitialViewController()
    window.makeKeyAndVisible()
    navigation = try #require(window.rootViewController as? UINavigationController)
  }

  /// Chooses a way as a tap on its row does (its segue, with the cell as the sender), types
  /// the name and presses return (the field asks its delegate); returns the screen shown.
  func handOver(_ name: String, row: Int) throws -> NameCheckViewController {
    let list = try #require(navigation.topViewController as? HandOverListViewController)
    let cell = list.tableView.cellForRow(at: IndexPath(row: row, section: 0))
    list.performSegue(withIdentifier: "ShowNameInput", sender: cell)
    let input = try #require(navigation.topViewController as? NameInputViewController)
    input.loadViewIfNeeded()
    input.nameTextField.text = name
    _ = input.textFieldShouldReturn(input.nameTextField)
    let shown = try #require(navigation.topViewController as? NameCheckViewController)
    shown.loadViewIfNeeded()
    return shown
  }

  // excerpt: var-overwritten
  @Test func aVarSetAfterCreationIsOverwrittenInViewDidLoad() throws {
    let shown = try handOver("山田", row: 0)
    #expect(navigation.viewControllers.map(\.navigationItem.title) == ["名前の受け渡し", "名前入力", "お名前画像"])
    #expect(shown.nameLabel.text == "名無し")
  }
  // end excerpt

  // excerpt: creator-injected
  @Test func aLetInjectedByTheCreatorShowsTheTypedNameAndItsPicture() throws {
    let shown = try handOver("山田", row: 2)
    #expect(shown.nameLabel.text == "山田")
    // The picture: one label per line of the nameplate.
    let plate = shown.nameImageView?.subviews.compactMap { ($0 as? UILabel)?.text }
    #expect(plate == ["┏━━━━┓", "┃ 山 ┃", "┃ 田 ┃", "┗━━━━┛"])
  }
  // end excerpt
}
