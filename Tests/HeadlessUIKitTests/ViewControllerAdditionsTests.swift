// UIViewController additions: awakeFromNib in UIKit's storyboard order, memory warnings,
// editing mode with the Edit/Done button, and large titles.

import HeadlessUIKit
import Testing

/// A controller that records the order of its storyboard life.
final class AwakeningController: UITableViewController {
  var events: [String] = []
  var label: UILabel?

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    events.append("init(coder:)")
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    events.append("awakeFromNib title=\(navigationItem.title ?? "nil") view=\(isViewLoaded)")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    events.append("viewDidLoad")
  }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    events.append("didReceiveMemoryWarning")
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    events.append("setEditing(\(editing))")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    30
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
  }
}

/// A prototype cell class that counts how often it woke from the storyboard.
final class AwakeningCell: UITableViewCell {
  static var awakenings = 0
  var awoke = false

  override func awakeFromNib() {
    super.awakeFromNib()
    awoke = true
    Self.awakenings += 1
  }
}

@MainActor
@Suite struct ViewControllerAdditionsTests {
  static func storyboard() -> UIStoryboard {
    UIStoryboard(
      name: "Main", initialScene: "Navigation",
      scenes: [
        .navigationController("Navigation", root: "List"),
        .tableViewController(
          "List", AwakeningController.self, title: "Things",
          prototypes: [PrototypeCell("Item", class: AwakeningCell.self)]),
      ])
  }

  @Test func awakeFromNibComesAfterInitAndTheSceneBeforeTheViewLoads() throws {
    let storyboard = Self.storyboard()
    let controller = try #require(
      storyboard.instantiateViewController(withIdentifier: "List") as? AwakeningController)
    #expect(controller.events == ["init(coder:)", "awakeFromNib title=Things view=false"])
    controller.loadViewIfNeeded()
    #expect(controller.events.last == "viewDidLoad")
  }

  @Test func aPrototypeCellWakesOnceWhenMadeAndNotWhenReused() throws {
    AwakeningCell.awakenings = 0
    let navigation = try #require(
      Self.storyboard().instantiateInitialViewController() as? UINavigationController)
    let window = show(navigation)
    let controller = try #require(navigation.topViewController as? UITableViewController)
    controller.tableView.layoutIfNeeded()
    let cells = controller.tableView.visibleCells
    #expect(cells.allSatisfy { ($0 as? AwakeningCell)?.awoke == true })
    #expect(AwakeningCell.awakenings == cells.count)
    controller.tableView.scrollToRow(
      at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
    #expect(AwakeningCell.awakenings == cells.count, "reused cells do not wake again")
    #expect(window.isKeyWindow)
  }

  @Test func aMemoryWarningReachesTheDelegateAndEveryLoadedController() throws {
    let delegate = MemoryWarningDelegate()
    let app = try RunningApp(
      RunningApp.descriptor(storyboard: { Self.storyboard() }, delegate: { delegate }))
    defer { app.stop() }
    let navigation = try #require(app.application.window?.rootViewController)
    let list = try #require(navigation.children.first as? AwakeningController)
    app.application.receiveMemoryWarning()
    #expect(delegate.warnings == 1)
    #expect(list.events.last == "didReceiveMemoryWarning")
  }

  @Test func theEditButtonSaysEditThenDoneAndTogglesEditing() throws {
    let storyboard = Self.storyboard()
    let controller = try #require(
      storyboard.instantiateViewController(withIdentifier: "List") as? AwakeningController)
    let window = show(controller)
    let button = controller.editButtonItem
    #expect(controller.editButtonItem === button, "the same item every time")
    #expect(button.title == "Edit")
    #expect(button.simulateUserTap())
    #expect(controller.isEditing)
    #expect(
      controller.tableView.isEditing, "a table view controller puts its table in editing mode")
    #expect(button.title == "Done")
    #expect(button.style == .done)
    #expect(controller.tableView.visibleCells.allSatisfy { $0.isEditing })
    #expect(button.simulateUserTap())
    #expect(!controller.tableView.isEditing)
    #expect(button.title == "Edit")
    controller.isEditing = true
    #expect(
      controller.events.suffix(3) == ["setEditing(true)", "setEditing(false)", "setEditing(true)"])
    #expect(window.isKeyWindow)
  }

  @Test func largeTitlesNeedTheBarsPreferenceAndTheItemsMode() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    #expect(!navigation.navigationBar.prefersLargeTitles)
    #expect(!navigation.showsLargeTitle)
    navigation.navigationBar.prefersLargeTitles = true
    #expect(navigation.showsLargeTitle, "the root's automatic mode shows large")
    let detail = UIViewController()
    detail.navigationItem.largeTitleDisplayMode = .never
    navigation.pushViewController(detail, animated: false)
    #expect(!navigation.showsLargeTitle)
    detail.navigationItem.largeTitleDisplayMode = .automatic
    root.navigationItem.largeTitleDisplayMode = .never
    #expect(!navigation.showsLargeTitle, "automatic takes the mode of the item below")
  }
}

/// An app delegate that counts memory warnings.
@MainActor
final class MemoryWarningDelegate: UIApplicationDelegate {
  var window: UIWindow?
  var warnings = 0

  func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
    warnings += 1
  }
}
