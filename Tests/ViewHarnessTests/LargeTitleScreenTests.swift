// Large titles: a bar that prefers them shows the root's title large, under the buttons, and
// a screen that says never shows its title in the bar again.

import Foundation
import HeadlessUIKit
import Testing

@testable import ViewHarness

/// Two screens in a navigation controller whose bar prefers large titles: Inbox, and a
/// Message screen pushed by "+" that never shows its title large.
enum InboxApp {
  static let descriptor = AppDescriptor(
    id: "inbox", title: "Inbox", summary: "Large titles for the tests.", chapter: "none",
    makeDelegate: { ShelfAppDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "Inbox", initialScene: "Navigation",
        scenes: [
          .navigationController("Navigation", root: "Inbox"),
          .viewController(
            "Inbox", InboxViewController.self, title: "Inbox",
            rightBarButton: .system(.add, segue: "Message"),
            content: [.label("No mail")], segues: [.show("Message", to: "Message")]),
          .viewController(
            "Message", MessageViewController.self, title: "Message",
            content: [.label("Hello")]),
        ])
    })
}

@MainActor
final class InboxViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationController?.navigationBar.prefersLargeTitles = true
  }
}

@MainActor
final class MessageViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.largeTitleDisplayMode = .never
  }
}

@MainActor
@Suite struct LargeTitleScreenTests {
  @Test func aLargeTitleHasALineOfItsOwnUnderTheBarsButtons() throws {
    let device = try Device(app: InboxApp.descriptor)

    #expect(device.snapshot.navigationBar?.showsLargeTitle == true)
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │                                        + │
        ├──────────────────────────────────────────┤
        │ Inbox                                    │
        │ ═════                                    │
        │ No mail                                  │
        ╰──────────────────────────────────────────╯
        """)
    let picture = PhonePicture(snapshot: device.snapshot, caption: "inbox").svg()
    #expect(picture.contains("font-size=\"32\" font-weight=\"700\" fill=\"#000000\">Inbox</text>"))
  }

  @Test func aScreenThatNeverShowsItLarge() throws {
    let device = try Device(app: InboxApp.descriptor)
    try device.tap("+")

    #expect(device.snapshot.navigationBar?.showsLargeTitle == false)
    #expect(device.screen.contains("│ ‹ Inbox         Message                  │"))
  }
}
