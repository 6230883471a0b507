// A prototype cell of a table view controller scene: the template rows are made from.

import Foundation

/// A prototype cell of a table view controller scene.
///
/// A cell with custom labels found by tag (`viewWithTag(1000)`):
///
/// ```swift
/// PrototypeCell("ChecklistItem", accessory: .detailDisclosureButton, labels: [1001, 1000])
/// ```
///
/// A cell of a class of its own, whose subviews connect to its outlets (in a prototype they
/// can connect only to the cell, never to the controller):
///
/// ```swift
/// PrototypeCell("ItemCell", class: ItemCell.self, content: [.label(outlet: \.nameLabel)])
/// ```
@MainActor
public struct PrototypeCell {
  /// The reuse identifier.
  public let identifier: String
  /// The cell's built-in style.
  public let style: UITableViewCell.CellStyle
  /// The accessory drawn by default.
  public let accessory: UITableViewCell.AccessoryType
  /// Tags of custom labels placed in the content view, left to right.
  public let labelTags: [Int]
  /// The segue run when the user selects a row showing this cell.
  public let selectionSegue: String?
  /// The segue run when the user taps this cell's accessory button.
  public let accessorySegue: String?
  /// The cell's class: a `UITableViewCell` subclass, as Interface Builder's Custom Class.
  public let cellClass: UITableViewCell.Type
  private let addContent: (UITableViewCell) -> Void

  /// Declares a prototype cell with custom labels found by their tags.
  ///
  /// Each new cell is made with the class's `init?(coder:)`, gets its labels, then
  /// `awakeFromNib()` (a reused cell gets `prepareForReuse()` instead).
  public init(
    _ identifier: String,
    style: UITableViewCell.CellStyle = .default,
    class cellClass: UITableViewCell.Type = UITableViewCell.self,
    accessory: UITableViewCell.AccessoryType = .none,
    labels labelTags: [Int] = [],
    selectionSegue: String? = nil,
    accessorySegue: String? = nil
  ) {
    self.identifier = identifier
    self.cellClass = cellClass
    self.style = style
    self.accessory = accessory
    self.labelTags = labelTags
    self.selectionSegue = selectionSegue
    self.accessorySegue = accessorySegue
    self.addContent = { cell in
      for tag in labelTags {
        cell.contentView.addSubview(UILabel(text: nil, tag: tag))
      }
    }
  }

  /// Declares a prototype cell of a class of its own, whose content view holds these
  /// elements, connected to the cell's outlets and actions.
  ///
  /// Each new cell is made with the class's `init?(coder:)`, gets its content and outlets,
  /// then `awakeFromNib()`, where the outlets are set, as in UIKit.
  public init<Cell: UITableViewCell>(
    _ identifier: String,
    style: UITableViewCell.CellStyle = .default,
    class cellClass: Cell.Type,
    accessory: UITableViewCell.AccessoryType = .none,
    content: [Element<Cell>],
    selectionSegue: String? = nil,
    accessorySegue: String? = nil
  ) {
    self.identifier = identifier
    self.cellClass = cellClass
    self.style = style
    self.accessory = accessory
    self.labelTags = []
    self.selectionSegue = selectionSegue
    self.accessorySegue = accessorySegue
    self.addContent = { cell in
      guard let cell = cell as? Cell else { return }
      for element in content {
        cell.contentView.addSubview(element.make(cell))
      }
    }
  }

  func makeCell(reuseIdentifier: String) -> UITableViewCell {
    let coder = StoryboardCoder(
      sceneIdentifier: identifier, cell: (style: style, reuseIdentifier: reuseIdentifier))
    guard let cell = cellClass.init(coder: coder) else {
      UIKitRuntime.raiseException(
        reason: "init?(coder:) of the prototype cell \(identifier) returned nil")
      return UITableViewCell(style: style, reuseIdentifier: reuseIdentifier)
    }
    cell.accessoryType = accessory
    addContent(cell)
    cell.selectionSegueIdentifier = selectionSegue
    cell.accessorySegueIdentifier = accessorySegue
    cell.awakeFromNib()
    return cell
  }
}
