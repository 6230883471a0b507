// What the delegate buys, tested the way a learner writes it in Xcode: each Add Item screen
// opened over a screen that is not the checklist, a test double that records what it hears.

import HeadlessUIKit
import Testing

@testable import Checklists02

@MainActor
@Suite struct AddItemHostTests {
  /// The window the test double is shown in.
  let window = UIWindow()

  /// The test double: any screen at all, in the checklist's place.
  let host = SpyHostViewController()

  init() {
    window.rootViewController = host
    window.makeKeyAndVisible()
  }

  /// Presents the storyboard's scene `identifier` over the host, as a modal segue would.
  func present<Screen: UIViewController>(_ identifier: String, as type: Screen.Type) throws
    -> Screen
  {
    let scene = UIStoryboard.makeMain().instantiateViewController(withIdentifier: identifier)
    let screen = try #require(scene as? Screen)
    host.present(UINavigationController(rootViewController: screen), animated: false)
    screen.loadViewIfNeeded()
    return screen
  }

  // excerpt: direct-call-loses
  @Test func theDirectCallScreenLosesTheItemWhenAnyOtherScreenOpensIt() throws {
    let screen = try present(
      "DirectCallAddItemViewController", as: DirectCallAddItemViewController.self)
    screen.textField.text = "Buy milk"
    screen.done()
    // It could only talk to a ChecklistViewController: the host never heard of the item,
    // which is gone.
    #expect(host.addedTexts.isEmpty)
  }
  // end excerpt

  // excerpt: delegate-reports
  @Test func theDelegateScreenReportsTheNewItemToAnyDelegate() throws {
    let screen = try present("AddItemViewController", as: AddItemViewController.self)
    screen.delegate = host
    screen.textField.text = "Buy milk"
    screen.done()
    #expect(host.addedTexts == ["Buy milk"])
  }
  // end excerpt
}
