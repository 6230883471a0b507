// Cells drawn in a .xib file: registered by nib, dequeued with their outlets connected and
// awakeFromNib() called, loaded through the bundle, and UIKit's exceptions for a missing or
// mismatched nib.

import Foundation
import HeadlessUIKit
import Testing

/// A cell whose class and outlets a nib declares; it notes what it saw when it woke.
final class NibTaskCell: UITableViewCell {
  weak var titleLabel: UILabel?
  weak var doneSwitch: UISwitch?
  var sawTitleLabelOnWaking = false
  var awakeCount = 0
  var toggles: [Bool] = []

  override func awakeFromNib() {
    super.awakeFromNib()
    awakeCount += 1
    sawTitleLabelOnWaking = titleLabel != nil
  }

  func doneChanged(_ sender: UISwitch) {
    toggles.append(sender.isOn)
  }
}

/// A data source of one section whose cells come from one identifier.
@MainActor
final class NibCellDataSource: UITableViewDataSource {
  var titles = ["Water plants", "Buy bread", "Call Ana"]
  var identifier = "TaskCell"

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    titles.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    (cell as? NibTaskCell)?.titleLabel?.text = titles[indexPath.row]
    return cell
  }
}

@MainActor
@Suite(.serialized) struct NibCellTests {
  static func nibs(reuseIdentifier: String? = "TaskCell") -> [UINib] {
    [
      UINib(
        name: "TaskCell",
        objects: [
          .tableViewCell(
            NibTaskCell.self, reuseIdentifier: reuseIdentifier,
            content: [
              .label(outlet: \.titleLabel),
              .switch(outlet: \.doneSwitch, onChange: { $0.doneChanged($1) }),
            ])
        ]),
      UINib(name: "TwoViews", objects: [.view(UIView.self), .view(UIView.self)]),
    ]
  }

  static func launch(reuseIdentifier: String? = "TaskCell") throws -> RunningApp {
    let descriptor = AppDescriptor(
      id: "nib-test", title: "Nibs", summary: "A test app with nibs.", chapter: "none.md",
      makeDelegate: { PlainAppDelegate() }, makeStoryboard: { nil },
      makeNibs: { nibs(reuseIdentifier: reuseIdentifier) })
    return try RunningApp(descriptor)
  }

  static func table(registering nibName: String, as identifier: String = "TaskCell")
    -> (UITableView, NibCellDataSource, UIWindow)
  {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
    let dataSource = NibCellDataSource()
    dataSource.identifier = identifier
    table.dataSource = dataSource
    table.register(UINib(nibName: nibName, bundle: nil), forCellReuseIdentifier: identifier)
    let controller = UIViewController()
    controller.view.addSubview(table)
    let window = show(controller)
    table.layoutIfNeeded()
    return (table, dataSource, window)
  }

  @Test func aTableShowsRowsInCellsMadeFromTheRegisteredNib() throws {
    let app = try Self.launch()
    defer { app.stop() }
    let (table, _, window) = Self.table(registering: "TaskCell")
    defer { _ = window }
    let cells = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
    let taskCells = cells.compactMap { $0 as? NibTaskCell }
    #expect(taskCells.count == 3)
    #expect(taskCells.map { $0.titleLabel?.text } == ["Water plants", "Buy bread", "Call Ana"])
    #expect(taskCells.allSatisfy { $0.sawTitleLabelOnWaking && $0.awakeCount == 1 })
    #expect(taskCells.allSatisfy { $0.reuseIdentifier == "TaskCell" })
    #expect(taskCells.allSatisfy { $0.titleLabel?.superview === $0.contentView })
  }

  @Test func theNibsSwitchSendsItsActionToTheCell() throws {
    let app = try Self.launch()
    defer { app.stop() }
    let (table, _, window) = Self.table(registering: "TaskCell")
    defer { _ = window }
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NibTaskCell)
    let doneSwitch = try #require(cell.doneSwitch)
    doneSwitch.setOn(true, animated: false)
    doneSwitch.sendActions(for: .valueChanged)
    #expect(cell.toggles == [true])
  }

  @Test func aNibCellWithNoIdentifierTakesTheOneItWasRegisteredUnder() throws {
    let app = try Self.launch(reuseIdentifier: nil)
    defer { app.stop() }
    let (table, _, window) = Self.table(registering: "TaskCell")
    defer { _ = window }
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.reuseIdentifier == "TaskCell")
  }

  @Test func aNibNameTheBundleLacksStopsTheAppWhenACellIsDequeued() throws {
    let app = try Self.launch()
    defer { app.stop() }
    let recorder = UIKitRecorder()
    var window: UIWindow?
    recorder.record { window = Self.table(registering: "TaskCel").2 }
    _ = window
    let reason = try #require(recorder.exceptions.first?.reason)
    #expect(reason.hasPrefix("Could not load NIB in bundle: 'NSBundle <"))
    #expect(reason.hasSuffix("> (loaded)' with name 'TaskCel'"))
    #expect(recorder.exceptions.first?.name == .internalInconsistency)
  }

  @Test func aNibWhoseCellHasAnotherIdentifierStopsTheApp() throws {
    let app = try Self.launch()
    defer { app.stop() }
    let recorder = UIKitRecorder()
    var window: UIWindow?
    recorder.record { window = Self.table(registering: "TaskCell", as: "Task").2 }
    _ = window
    #expect(
      recorder.exceptions.first?.reason
        == "cell reuse indentifier in nib (TaskCell) does not match the identifier used to "
        + "register the nib (Task)")
  }

  @Test func aNibOfTwoViewsCannotMakeCells() throws {
    let app = try Self.launch()
    defer { app.stop() }
    let recorder = UIKitRecorder()
    var window: UIWindow?
    recorder.record { window = Self.table(registering: "TwoViews", as: "TaskCell").2 }
    _ = window
    #expect(
      recorder.exceptions.first?.reason
        == "invalid nib registered for identifier (TaskCell) - nib must contain exactly one "
        + "top level object which must be a UITableViewCell instance")
  }

  @Test func registeringNilForgetsTheNib() throws {
    let app = try Self.launch()
    defer { app.stop() }
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
    table.register(UINib(nibName: "TaskCell", bundle: nil), forCellReuseIdentifier: "TaskCell")
    #expect(table.dequeueReusableCell(withIdentifier: "TaskCell") is NibTaskCell)
    table.register(nil as UINib?, forCellReuseIdentifier: "TaskCell")
    #expect(table.dequeueReusableCell(withIdentifier: "TaskCell") == nil)
  }

  @Test func loadingTheNibThroughTheBundleGivesItsTopLevelObjectsAwake() throws {
    let app = try Self.launch()
    defer { app.stop() }
    let objects = try #require(Bundle.main.loadNibNamed("TaskCell", owner: nil, options: nil))
    let cell = try #require(objects.first as? NibTaskCell)
    #expect(objects.count == 1)
    #expect(cell.sawTitleLabelOnWaking && cell.awakeCount == 1)
    let again = UINib(nibName: "TaskCell", bundle: nil).instantiate(withOwner: nil)
    #expect((again.first as? NibTaskCell) !== cell, "each instantiation makes new objects")
  }

  @Test func loadingANibTheBundleLacksStopsTheApp() throws {
    let app = try Self.launch()
    defer { app.stop() }
    let recorder = UIKitRecorder()
    var objects: [Any]?
    recorder.record { objects = Bundle.main.loadNibNamed("Missing", owner: nil) }
    #expect(objects?.isEmpty == true)
    #expect(recorder.exceptions.first?.reason.hasSuffix("with name 'Missing'") == true)
  }
}
