// What a row shows in editing mode, and the buttons a swipe reveals on it.

import HeadlessUIKitCore

extension ScreenSnapshot {
  /// A row's controls in editing mode.
  public struct Editing: Codable, Equatable, Sendable {
    /// The control at the leading edge: a red minus (`.delete`), a green plus (`.insert`)
    /// or nothing.
    public var control: UITableViewCell.EditingStyle
    /// Whether the row shows the grip the user drags it by: the data source lets it move.
    public var showsReorderControl: Bool

    /// A row's controls in editing mode.
    public init(control: UITableViewCell.EditingStyle, showsReorderControl: Bool) {
      self.control = control
      self.showsReorderControl = showsReorderControl
    }
  }

  /// The buttons revealed on one edge of a row.
  public struct RowActions: Codable, Equatable, Sendable {
    /// The edge of a row.
    public enum Edge: Codable, Equatable, Sendable {
      /// The left edge: a swipe to the right reveals its buttons.
      case leading
      /// The right edge: a swipe to the left, or the red minus in editing mode, reveals its
      /// buttons.
      case trailing
    }

    /// Where the buttons are.
    public var edge: Edge
    /// The buttons, the outermost first.
    public var actions: [RowAction]

    /// Buttons on one edge of a row.
    public init(edge: Edge, actions: [RowAction]) {
      self.edge = edge
      self.actions = actions
    }
  }

  /// One button revealed on a row.
  public struct RowAction: Codable, Equatable, Sendable {
    /// The title.
    public var title: String
    /// Whether it removes something (red unless the app chose a colour).
    public var isDestructive: Bool
    /// The button's colour, `#rrggbb`.
    public var color: String

    /// A button revealed on a row.
    public init(title: String, isDestructive: Bool, color: String) {
      self.title = title
      self.isDestructive = isDestructive
      self.color = color
    }
  }
}
