// What the screen shows, as structured state: what the pictures are drawn from.

import HeadlessUIKit

/// The screen the user sees at one moment, read from the device's views.
///
/// It holds what the text screen shows, without its layout: the navigation bar, the
/// screen's content top to bottom, and any alert. ``PhonePicture`` draws it.
struct ScreenSnapshot: Equatable, Sendable {
  /// A button of the navigation bar.
  struct BarButton: Equatable, Sendable {
    /// The title ("+" for the add button).
    var title: String
    /// Whether it can be tapped.
    var isEnabled: Bool
    /// Whether it is drawn bold, as a Done button is.
    var isProminent: Bool
    /// Whether it is the system add button, drawn as a plus sign.
    var isAddButton: Bool
  }

  /// The navigation bar.
  struct NavigationBar: Equatable, Sendable {
    /// The back button's title, shown when there is no left button.
    var backTitle: String?
    /// The left bar button.
    var left: BarButton?
    /// The title in the middle.
    var title: String
    /// The right bar button.
    var right: BarButton?
  }

  /// A text field.
  struct Field: Equatable, Sendable {
    /// The text typed so far.
    var text: String
    /// The grey hint shown while the field is empty.
    var placeholder: String?
    /// Whether the keyboard types into it (it shows the caret).
    var isEditing: Bool
    /// Whether its clear button shows.
    var showsClearButton: Bool
  }

  /// What a table row holds.
  enum RowContent: Equatable, Sendable {
    /// Labels left to right (an empty label keeps its place); "√" draws as a checkmark.
    case labels([String])
    /// A text field filling the row.
    case field(Field)
    /// A date picker showing this date.
    case datePicker(String)
  }

  /// A table row.
  struct Row: Equatable, Sendable {
    /// What the row holds.
    var content: RowContent
    /// The detail text, if any.
    var detail: String?
    /// Whether the detail sits under the text (the subtitle style) rather than at the right.
    var showsDetailBelow: Bool
    /// The accessory at the right edge.
    var accessory: UITableViewCell.AccessoryType
    /// Whether the row is selected (highlighted).
    var isSelected: Bool
  }

  /// One thing on the screen, top to bottom.
  enum Element: Equatable, Sendable {
    /// A table row.
    case row(Row)
    /// A section's header.
    case sectionHeader(String)
    /// "3 more above" or "2 more below": rows scrolled out of sight.
    case moreRows(String)
    /// A table with no rows at all.
    case emptyTable
    /// A text field outside a table.
    case field(Field)
    /// A button outside a table.
    case button(title: String, isEnabled: Bool)
    /// A label outside a table.
    case label(String)
    /// A date picker outside a table.
    case datePicker(String)
  }

  /// An alert's button.
  struct AlertAction: Equatable, Sendable {
    /// The title.
    var title: String
    /// Whether it can be tapped.
    var isEnabled: Bool
    /// Whether it is the cancel action (drawn bold).
    var isCancel: Bool
    /// Whether it destroys something (drawn red).
    var isDestructive: Bool
  }

  /// An alert on top of the screen.
  struct Alert: Equatable, Sendable {
    /// The title.
    var title: String?
    /// The message.
    var message: String?
    /// The text fields.
    var fields: [Field]
    /// The buttons, in order.
    var actions: [AlertAction]
  }

  /// Why nothing is on screen (the app stopped or crashed), or nil while it runs.
  var stoppedReason: String?
  /// The navigation bar; nil when the app is not running.
  var navigationBar: NavigationBar?
  /// The screen's content, top to bottom.
  var elements: [Element]
  /// The alert on top, if any.
  var alert: Alert?
}
