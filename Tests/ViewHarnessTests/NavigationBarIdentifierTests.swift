// A navigation bar as UI tests find it: by its title, or without one by its controller's
// class, as iOS names it (`navigationBars["ToDo.ItemListView"]`, recorded by Xcode).

import HeadlessUIKit
import Testing

@testable import ViewHarness

@MainActor
@Suite struct NavigationBarIdentifierTests {
  /// A list whose bar has no title, and a titled screen pushed over it.
  final class ItemListViewController: UIViewController {}

  static let descriptor = AppDescriptor(
    id: "untitled", title: "Untitled", summary: "A bar with no title, for the tests.",
    chapter: "none", makeDelegate: { ShelfAppDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "Untitled", initialScene: "Navigation",
        scenes: [
          .navigationController("Navigation", root: "List"),
          .viewController(
            "List", ItemListViewController.self,
            rightBarButton: .system(.add, segue: "Detail"),
            segues: [.show("Detail", to: "Detail")]),
          .viewController("Detail", UIViewController.self, title: "Detail"),
        ])
    })

  /// The identifier of the navigation bar on screen.
  static func barIdentifier(_ device: Device) throws -> String? {
    let elements = device.accessibilityTree?.descendantsAndSelf ?? []
    return try #require(elements.first { $0.kind == .navigationBar }).identifier
  }

  @Test func aBarWithoutATitleIsNamedAfterItsControllersClassWithoutController() throws {
    let device = try Device(app: Self.descriptor)
    #expect(
      try Self.barIdentifier(device)
        == "ViewHarnessTests.NavigationBarIdentifierTests.ItemListView")
    try device.tap("+")
    #expect(try Self.barIdentifier(device) == "Detail", "a title names the bar")
  }
}
