// Several buttons on one side of the navigation bar: UIKit's order on screen, taps that
// find any of them, hidden ones skipped, and the back button they replace or supplement.

import HeadlessUIKitCore
import Testing

@testable import ViewHarness

/// A list whose bar holds two buttons on each side, set in code as real apps do.
enum ManyBarButtonsApp {
  static let descriptor = AppDescriptor(
    id: "many-bar-buttons", title: "Many bar buttons", summary: "Two buttons a side.",
    chapter: "none", makeDelegate: { ManyBarButtonsDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "Main", initialScene: "Nav",
        scenes: [
          .navigationController("Nav", root: "List"),
          .viewController("List", ManyBarButtonsViewController.self, title: "List"),
        ])
    })
}

@MainActor
final class ManyBarButtonsDelegate: UIApplicationDelegate {
  var window: UIWindow?
}

@MainActor
final class ManyBarButtonsViewController: UIViewController {
  var tapped: [String] = []

  func item(_ title: String) -> UIBarButtonItem {
    UIBarButtonItem(
      title: title, primaryAction: UIAction { [weak self] _ in self?.tapped.append(title) })
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(
        systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.tapped.append("+") }),
      item("Edit"),
    ]
    navigationItem.setLeftBarButtonItems([item("Sort"), item("Filter")], animated: false)
  }

  /// Pushes a second screen whose left button shows beside the back button.
  func pushDetail(supplementingBack: Bool) {
    let detail = UIViewController()
    detail.title = "Detail"
    detail.navigationItem.leftBarButtonItem = item("Share")
    detail.navigationItem.leftItemsSupplementBackButton = supplementingBack
    navigationController?.pushViewController(detail, animated: false)
  }
}

@MainActor
@Suite struct BarButtonItemsTests {
  func launch() throws -> (Device, ManyBarButtonsViewController) {
    let device = try Device(app: ManyBarButtonsApp.descriptor)
    let controller = try #require(device.visibleController as? ManyBarButtonsViewController)
    return (device, controller)
  }

  @Test func theSingleButtonIsTheFirstOfTheArray() {
    let item = UINavigationItem()
    let add = UIBarButtonItem(systemItem: .add)
    let edit = UIBarButtonItem(title: "Edit")

    item.rightBarButtonItems = [add, edit]
    #expect(item.rightBarButtonItem === add)

    item.rightBarButtonItem = edit
    #expect(item.rightBarButtonItems?.count == 1)
    #expect(item.rightBarButtonItems?.first === edit)

    item.setLeftBarButtonItems([edit, add], animated: true)
    #expect(item.leftBarButtonItem === edit)
    item.setLeftBarButton(nil, animated: false)
    #expect(item.leftBarButtonItems == nil)
    item.setRightBarButtonItems(nil, animated: false)
    #expect(item.rightBarButtonItem == nil)
    #expect(!item.leftItemsSupplementBackButton)
  }

  @Test func theBarShowsTheButtonsInUIKitsOrder() throws {
    let (device, _) = try launch()

    let bar = try #require(device.snapshot.navigationBar)

    // The first left item is at the left edge; the first right item at the right edge.
    #expect(bar.leftButtons.map(\.title) == ["Sort", "Filter"])
    #expect(bar.rightButtons.map(\.title) == ["Edit", "+"])
    #expect(device.barButtons.map(\.title) == ["Sort", "Filter", "Edit", "+"])
    let header = try #require(device.screen.split(separator: "\n").dropFirst().first)
    #expect(header.contains("Sort Filter"))
    #expect(header.contains("Edit +"))
  }

  @Test func aTapFindsTheInnerButtons() throws {
    let (device, controller) = try launch()

    try device.tap("Edit")
    try device.tap("Filter")
    try device.tap("+")

    #expect(controller.tapped == ["Edit", "Filter", "+"])
  }

  @Test func aHiddenButtonIsSkippedAndCannotBeTapped() throws {
    let (device, controller) = try launch()
    controller.navigationItem.rightBarButtonItems?[1].isHidden = true

    #expect(device.snapshot.navigationBar?.rightButtons.map(\.title) == ["+"])
    #expect(throws: (any Error).self) { try device.tap("Edit") }
    #expect(controller.tapped.isEmpty)
  }

  @Test func thePictureDrawsEachButtonWithItsOwnTouchArea() throws {
    let (device, _) = try launch()

    let svg = PhonePicture(snapshot: device.snapshot, caption: "bar", marksTouches: true).svg()

    #expect(
      PhonePictureTouchTests().commands(svg).prefix(4)
        == [#"tap "Sort""#, #"tap "Filter""#, #"tap "+""#, #"tap "Edit""#])
  }

  @Test func leftButtonsReplaceTheBackButtonUnlessTheySupplementIt() throws {
    let (device, controller) = try launch()

    controller.pushDetail(supplementingBack: false)
    #expect(device.backButtonTitle == nil)
    #expect(device.snapshot.navigationBar?.leftButtons.map(\.title) == ["Share"])

    #expect(throws: (any Error).self) { try device.goBack() }
    #expect(device.title == "Detail")

    controller.navigationItem.leftItemsSupplementBackButton = true
    let navigation = try #require(controller.navigationController)
    navigation.popViewController(animated: false)
    controller.pushDetail(supplementingBack: true)
    #expect(device.backButtonTitle != nil)
    let bar = try #require(device.snapshot.navigationBar)
    #expect(bar.backTitle != nil && bar.leftButtons.map(\.title) == ["Share"])
    try device.goBack()
    #expect(device.title == "List")
  }
}

/// A screen whose storyboard declares two buttons on each side, with outlets and actions.
@MainActor
final class DeclaredBarButtonsViewController: UIViewController {
  var addButton: UIBarButtonItem?
  var editButton: UIBarButtonItem?
  var tapped: [String] = []
}

@MainActor
@Suite struct DeclaredBarButtonsTests {
  @Test func aSceneDeclaresSeveralButtonsASideInUIKitsOrder() throws {
    let storyboard = UIStoryboard(
      name: "Main", initialScene: "Nav",
      scenes: [
        .navigationController("Nav", root: "List"),
        .viewController(
          "List", DeclaredBarButtonsViewController.self, title: "List",
          leftBarButton: .title("Sort", action: { $0.tapped.append("Sort") }),
          leftBarButtons: [.title("Filter", action: { $0.tapped.append("Filter") })],
          rightBarButtons: [
            .system(.add, outlet: \.addButton, action: { $0.tapped.append("+") }),
            .title("Edit", outlet: \.editButton, action: { $0.tapped.append("Edit") }),
          ]),
      ])
    let app = AppDescriptor(
      id: "declared-bar-buttons", title: "Declared", summary: "Two buttons a side.",
      chapter: "none", makeDelegate: { ManyBarButtonsDelegate() },
      makeStoryboard: { storyboard })
    let device = try Device(app: app)
    let controller = try #require(device.visibleController as? DeclaredBarButtonsViewController)

    #expect(controller.navigationItem.leftBarButtonItems?.map(\.title) == ["Sort", "Filter"])
    #expect(controller.navigationItem.rightBarButtonItems?.map(\.title) == ["+", "Edit"])
    #expect(controller.addButton === controller.navigationItem.rightBarButtonItems?[0])
    #expect(controller.editButton === controller.navigationItem.rightBarButtonItems?[1])
    #expect(device.barButtons.map(\.title) == ["Sort", "Filter", "Edit", "+"])
    try device.tap("Edit")
    try device.tap("Filter")
    #expect(controller.tapped == ["Edit", "Filter"])
  }
}
