// What a static cell itself shows and does, beside its content: its accessory, and the segue
// a tap on its row performs.

import Foundation

extension Element {
  /// A static cell's content with the cell's own accessory and selection segue, as a static
  /// cell in a storyboard has them (a row that opens a picker, with a disclosure indicator).
  ///
  /// ```swift
  /// .cell(.label("Icon"), accessory: .disclosureIndicator, selectionSegue: "PickIcon")
  /// ```
  ///
  /// A tap on the row performs the segue, with the cell as its sender, before
  /// `tableView(_:didSelectRowAt:)`, as a prototype's selection segue does.
  public static func cell(
    _ content: Element, accessory: UITableViewCell.AccessoryType = .none,
    selectionSegue: String? = nil
  ) -> Element {
    Element { owner in
      StaticCellContent(
        content: content.make(owner), accessory: accessory, selectionSegue: selectionSegue)
    }
  }
}

/// A static cell's content carrying the cell's own settings, unwrapped when the table's
/// controller makes the cell: the content goes into the cell's content view.
final class StaticCellContent: UIView {
  let content: UIView
  let accessory: UITableViewCell.AccessoryType
  let selectionSegue: String?

  init(content: UIView, accessory: UITableViewCell.AccessoryType, selectionSegue: String?) {
    self.content = content
    self.accessory = accessory
    self.selectionSegue = selectionSegue
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    content = UIView()
    accessory = .none
    selectionSegue = nil
    super.init(coder: coder)
  }

  /// Puts the content in a cell and gives the cell its settings, the accessibility settings
  /// declared for the cell among them.
  func install(in cell: UITableViewCell) {
    cell.accessibilityIdentifier = accessibilityIdentifier
    if hasOwnAccessibilityLabel { cell.accessibilityLabel = accessibilityLabel }
    cell.accessoryType = accessory
    cell.selectionSegueIdentifier = selectionSegue
    cell.contentView.addSubview(content)
  }
}
