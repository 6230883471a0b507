// A top-level object of a nib: a table view cell or a view, with its subviews and outlets.

import Foundation

/// A top-level object a nib declares, as Interface Builder draws it in a `.xib` file: a
/// table view cell of the app's own class, or a view, whose subviews connect to its outlets
/// and actions.
///
/// ```swift
/// .tableViewCell(
///   TaskCell.self, reuseIdentifier: "TaskCell",
///   content: [
///     .label("Title", outlet: \.titleLabel),
///     .switch(outlet: \.doneSwitch, onChange: { $0.doneChanged($1) }),
///   ])
/// ```
@MainActor
public struct NibObject {
  /// Makes the object, given the reuse identifier a table registered the nib under.
  let make: (_ registeredIdentifier: String?) -> AnyObject

  /// A table view cell: made with its class's `init?(coder:)`, with the nib's reuse
  /// identifier (else the one the table registered the nib under), style and accessory, and
  /// its content view holding these elements, connected to the cell's outlets and actions.
  public static func tableViewCell<Cell: UITableViewCell>(
    _ cellClass: Cell.Type,
    reuseIdentifier: String? = nil,
    style: UITableViewCell.CellStyle = .default,
    accessory: UITableViewCell.AccessoryType = .none,
    content: [Element<Cell>] = []
  ) -> NibObject {
    NibObject { registeredIdentifier in
      let identifier = reuseIdentifier ?? registeredIdentifier
      let coder = StoryboardCoder(
        sceneIdentifier: identifier ?? "\(Cell.self)", cell: (style, identifier))
      guard let cell = cellClass.init(coder: coder) else {
        UIKitRuntime.raiseException(reason: "init?(coder:) of the nib's \(Cell.self) returned nil")
        return UITableViewCell(style: style, reuseIdentifier: identifier)
      }
      cell.accessoryType = accessory
      for element in content {
        cell.contentView.addSubview(element.make(cell))
      }
      return cell
    }
  }

  /// A view: made with its class's `init?(coder:)`, holding these elements, connected to the
  /// view's outlets and actions.
  public static func view<View: UIView>(_ viewClass: View.Type, content: [Element<View>] = [])
    -> NibObject
  {
    NibObject { _ in
      guard let view = viewClass.init(coder: StoryboardCoder(sceneIdentifier: "\(View.self)"))
      else {
        UIKitRuntime.raiseException(reason: "init?(coder:) of the nib's \(View.self) returned nil")
        return UIView()
      }
      for element in content {
        view.addSubview(element.make(view))
      }
      return view
    }
  }
}
