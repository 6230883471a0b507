// Static cells of UIKit's built-in styles, and cells kept in a scene's dock, outside its table.

import Foundation

extension Element {
  /// A static cell of a built-in style, as Interface Builder's Basic, Right Detail, Left
  /// Detail and Subtitle cells: its text label shows `text`, and its detail label, which the
  /// controller changes, connects to an outlet.
  ///
  /// ```swift
  /// .cell(.value1, text: "Due Date", detailOutlet: \.dueDateLabel)
  /// ```
  ///
  /// The element only makes sense among a table's static cells: anywhere else it is an
  /// empty view.
  public static func cell(
    _ style: UITableViewCell.CellStyle,
    text: String,
    detailOutlet: ReferenceWritableKeyPath<Owner, UILabel?>? = nil,
    accessory: UITableViewCell.AccessoryType = .none
  ) -> Element {
    Element(
      make: { _ in UIView() },
      makeBuiltInCell: { owner in
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        cell.textLabel?.text = text
        cell.accessoryType = accessory
        if let detailOutlet, let detail = cell.detailTextLabel {
          owner[keyPath: detailOutlet] = detail
        }
        return cell
      })
  }
}

/// A cell Interface Builder keeps in a scene's dock, above the scene, outside its table: made
/// when the table loads, connected to an outlet, and kept alive by the controller, so the
/// outlet can be `weak` as the book declares it.
///
/// The table never shows it by itself: the data source shows it by returning it from
/// `tableView(_:cellForRowAt:)` for a row it inserted, as the book's inline date picker does.
///
/// ```swift
/// sceneDock: [
///   .cell(outlet: \.datePickerCell, .datePicker(outlet: \.datePicker, onChange: { $0.dateChanged() }))
/// ]
/// ```
@MainActor
public struct DockCell<Owner: AnyObject> {
  let outlet: ReferenceWritableKeyPath<Owner, UITableViewCell?>
  let content: Element<Owner>

  /// A cell holding one element, connected to an outlet of the controller.
  public static func cell(
    outlet: ReferenceWritableKeyPath<Owner, UITableViewCell?>, _ content: Element<Owner>
  ) -> DockCell {
    DockCell(outlet: outlet, content: content)
  }

  /// Makes the cell and connects its outlet.
  func make(_ owner: Owner) -> UITableViewCell {
    let cell = content.makeCell(for: owner)
    owner[keyPath: outlet] = cell
    cell.awakeFromNib()
    return cell
  }
}
