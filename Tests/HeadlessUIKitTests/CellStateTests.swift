// UITableViewCell: the table tells a cell about a tap through setHighlighted and
// setSelected; content configurations fill the labels the harness reads; editing
// decorations.

import Foundation
import HeadlessUIKit
import Testing

/// A cell that records the state calls the table makes, as a learner's subclass would see
/// them.
final class StateLoggingCell: UITableViewCell {
  static var log: [String] = []

  override func setHighlighted(_ highlighted: Bool, animated: Bool) {
    super.setHighlighted(highlighted, animated: animated)
    Self.log.append("setHighlighted(\(highlighted))")
  }

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    Self.log.append("setSelected(\(selected))")
  }
}

/// A delegate that writes its calls into the cells' log.
@MainActor
final class StateLoggingDelegate: UITableViewDataSource, UITableViewDelegate {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    StateLoggingCell.log.append("willSelectRowAt")
    return indexPath
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    StateLoggingCell.log.append("didSelectRowAt")
  }
}

@MainActor
@Suite struct CellStateTests {
  @Test func aTapHighlightsThenSelectsTheCellAroundTheDelegateCalls() throws {
    let delegate = StateLoggingDelegate()
    let table = UITableView()
    table.register(StateLoggingCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = delegate
    table.delegate = delegate
    let controller = UIViewController()
    controller.view.addSubview(table)
    let window = show(controller)
    table.layoutIfNeeded()
    StateLoggingCell.log = []
    try table.simulateTap(on: IndexPath(row: 1, section: 0))
    #expect(
      StateLoggingCell.log == [
        "setHighlighted(true)", "setHighlighted(false)", "willSelectRowAt", "setSelected(true)",
        "didSelectRowAt",
      ])
    StateLoggingCell.log = []
    table.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
    #expect(StateLoggingCell.log == ["setSelected(false)"])
    #expect(window.isKeyWindow)
  }

  @Test func aListConfigurationFillsTheLabelsTheHarnessReads() throws {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = "Buy milk"
    #expect(cell.textLabelIfCreated == nil, "a copy changes nothing until assigned")
    content.secondaryText = "Due tomorrow"
    content.image = UIImage(systemName: "calendar")
    content.textProperties.color = .secondaryLabel
    cell.contentConfiguration = content
    #expect(cell.textLabel?.text == "Buy milk")
    #expect(cell.textLabel?.textColor == .secondaryLabel)
    #expect(cell.detailTextLabel == nil, "the default style has no public detail label")
    #expect(cell.detailTextLabelIfCreated?.text == "Due tomorrow", "but the harness sees it")
    #expect(cell.imageView?.image == UIImage(systemName: "calendar"))
    cell.contentConfiguration = nil
    #expect(cell.textLabel?.text == nil)
  }

  @Test func theDefaultConfigurationFollowsTheCellsStyle() {
    let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    let value = UITableViewCell(style: .value1, reuseIdentifier: nil)
    #expect(subtitle.defaultContentConfiguration() == .subtitleCell())
    #expect(value.defaultContentConfiguration() == .valueCell())
    #expect(subtitle.defaultContentConfiguration() != .cell())
    #expect(UIListContentConfiguration.cell().secondaryTextProperties.color == .secondaryLabel)
  }

  @Test func anotherConfigurationsViewGoesInTheContentView() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Old"
    cell.contentConfiguration = BadgeConfiguration(count: 3)
    let badge = cell.contentView.subviews.compactMap { $0 as? BadgeContentView }.first
    #expect(badge?.label.text == "3")
    #expect(cell.textLabel?.text == nil)
    cell.contentConfiguration = BadgeConfiguration(count: 4)
    #expect(cell.contentView.subviews.compactMap { $0 as? BadgeContentView }.count == 1)
  }

  @Test func theEditingAccessoryReplacesTheAccessoryWhileEditing() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.accessoryType = .detailDisclosureButton
    #expect(cell.editingAccessoryType == .none)
    #expect(cell.accessoryTypeShown == .detailDisclosureButton)
    cell.setEditing(true, animated: true)
    #expect(cell.accessoryTypeShown == .none)
    cell.editingAccessoryType = .disclosureIndicator
    #expect(cell.accessoryTypeShown == .disclosureIndicator)
    #expect(!cell.showsReorderControl)
    cell.showsReorderControl = true
    #expect(cell.showsReorderControl)
  }
}

/// A custom content configuration: a number in a badge.
struct BadgeConfiguration: UIContentConfiguration {
  var count: Int

  func makeContentView() -> any UIView & UIContentView {
    BadgeContentView(configuration: self)
  }
}

/// The view of a badge configuration.
final class BadgeContentView: UIView, UIContentView {
  let label = UILabel()

  var configuration: any UIContentConfiguration {
    didSet { label.text = (configuration as? BadgeConfiguration).map { "\($0.count)" } }
  }

  init(configuration: BadgeConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    label.text = "\(configuration.count)"
    addSubview(label)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
