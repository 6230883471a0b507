// What the screen shows, as values: what the text screen, the phone picture and queries read.

import Foundation
import HeadlessUIKitCore

/// The screen the user sees at one moment: the navigation bar, the screen's content top to
/// bottom, and any alert on top.
///
/// It is read from the views once, by one reader, and every way of showing the screen draws
/// it: the fixed-width text screen (``TextScreen``), the SVG phone picture (``PhonePicture``)
/// and the browser. Each of them switches over ``Element`` without a `default:`, so a new kind
/// of control that is not drawn somewhere is a compile error, not a silent gap.
///
/// ```swift
/// let snapshot = device.snapshot
/// if case .row(let row) = snapshot.elements.first { print(row.text) }
/// ```
public struct ScreenSnapshot: Codable, Equatable, Sendable {
  /// A button of the navigation bar.
  public struct BarButton: Codable, Equatable, Sendable {
    /// The title ("+" for the add button).
    public var title: String
    /// Whether it can be tapped.
    public var isEnabled: Bool
    /// Whether it is drawn bold, as a Done button is.
    public var isProminent: Bool
    /// Whether it is the system add button, drawn as a plus sign.
    public var isAddButton: Bool
  }

  /// The navigation bar.
  public struct NavigationBar: Codable, Equatable, Sendable {
    /// The back button's title, shown when no left button replaces it.
    public var backTitle: String?
    /// The left bar buttons, left to right as the user sees them (after the back button
    /// when it shows too).
    public var leftButtons: [BarButton]
    /// The title in the middle.
    public var title: String
    /// The right bar buttons, left to right as the user sees them (the last at the edge).
    public var rightButtons: [BarButton]
    /// Whether the title shows large, under the bar's buttons (a bar that prefers large
    /// titles, on a screen whose `largeTitleDisplayMode` allows it).
    public var showsLargeTitle = false
    /// What UI tests find the bar by when it has no title: the top controller's class, as
    /// iOS names it (`ToDo.ItemListView` for `ItemListViewController` in module `ToDo`).
    public var className: String?

    /// Bars are equal when they look the same: the class behind one is not on screen.
    public static func == (lhs: NavigationBar, rhs: NavigationBar) -> Bool {
      lhs.backTitle == rhs.backTitle && lhs.leftButtons == rhs.leftButtons
        && lhs.title == rhs.title && lhs.rightButtons == rhs.rightButtons
        && lhs.showsLargeTitle == rhs.showsLargeTitle
    }

    /// The bar's accessibility identifier, as a UI test's `navigationBars[…]` matches it:
    /// its title, or without one, its controller's class name without `Controller`.
    public var identifier: String {
      guard title.isEmpty, let className else { return title }
      return className.hasSuffix("Controller")
        ? String(className.dropLast("Controller".count)) : className
    }

    /// The left bar button at the edge, if any.
    public var left: BarButton? { leftButtons.first }
    /// The right bar button at the edge, if any.
    public var right: BarButton? { rightButtons.last }
    /// Every bar button, left to right.
    public var buttons: [BarButton] { leftButtons + rightButtons }

    /// A bar with any number of buttons on each side.
    public init(
      backTitle: String?, leftButtons: [BarButton], title: String, rightButtons: [BarButton],
      showsLargeTitle: Bool = false
    ) {
      self.backTitle = backTitle
      self.leftButtons = leftButtons
      self.title = title
      self.rightButtons = rightButtons
      self.showsLargeTitle = showsLargeTitle
    }

    /// A bar with at most one button on each side.
    public init(
      backTitle: String?, left: BarButton?, title: String, right: BarButton?,
      showsLargeTitle: Bool = false
    ) {
      self.init(
        backTitle: backTitle, leftButtons: left.map { [$0] } ?? [], title: title,
        rightButtons: right.map { [$0] } ?? [], showsLargeTitle: showsLargeTitle)
    }
  }

  /// One thing on the screen, top to bottom.
  public enum Element: Codable, Equatable, Sendable {
    /// A table row.
    case row(Row)
    /// A section's header.
    case sectionHeader(String)
    /// Rows scrolled out of sight above the first row shown.
    case rowsAbove(Int)
    /// Rows scrolled out of sight below the last row shown.
    case rowsBelow(Int)
    /// A table with no rows at all.
    case emptyTable
    /// A text field outside a table.
    case field(Field)
    /// A button outside a table.
    case button(title: String, isEnabled: Bool)
    /// A label outside a table, with its text colour (`#rrggbb`) when it is not the
    /// standard one.
    case label(String, color: String? = nil)
    /// An image view outside a table, showing the image of this name.
    case image(String)
    /// A date picker outside a table, showing this minute.
    case datePicker(String)
    /// A switch outside a table.
    case toggle(Switch)
    /// A slider outside a table.
    case slider(Slider)
  }

  /// An alert's button.
  public struct AlertAction: Codable, Equatable, Sendable {
    /// The title.
    public var title: String
    /// Whether it can be tapped.
    public var isEnabled: Bool
    /// Whether it is the cancel action (drawn bold).
    public var isCancel: Bool
    /// Whether it destroys something (drawn red).
    public var isDestructive: Bool
  }

  /// An alert on top of the screen.
  public struct Alert: Codable, Equatable, Sendable {
    /// The title.
    public var title: String?
    /// The message.
    public var message: String?
    /// The text fields.
    public var fields: [Field]
    /// The buttons, in order.
    public var actions: [AlertAction]
    /// Whether it is an action sheet (`UIAlertController.Style.actionSheet`), not an alert.
    public var isActionSheet = false
  }

  /// Why nothing is on screen (the app stopped or crashed), or nil while it runs.
  public var stoppedReason: String?
  /// The navigation bar; nil when the app is not running.
  public var navigationBar: NavigationBar?
  /// The screen's content, top to bottom.
  public var elements: [Element]
  /// The alert on top, if any.
  public var alert: Alert?
  /// The toolbar's buttons, left to right, when a toolbar shows at the bottom; nil when
  /// there is none.
  public var toolbar: [BarButton]? = nil

  /// The screen of an app that is not running.
  public static func stopped(_ reason: String) -> ScreenSnapshot {
    ScreenSnapshot(stoppedReason: reason, navigationBar: nil, elements: [], alert: nil)
  }

  /// The table rows on screen, top to bottom.
  public var rows: [Row] {
    elements.compactMap { if case .row(let row) = $0 { row } else { nil } }
  }
}

/// A table row as the user sees it.
public struct Row: Codable, Equatable, Sendable, CustomStringConvertible {
  /// What a row holds besides its detail text and accessory.
  public enum Content: Codable, Equatable, Sendable {
    /// Labels left to right (an empty label keeps its place); "√" draws as a checkmark.
    case labels([String])
    /// A text field filling the row.
    case field(ScreenSnapshot.Field)
    /// A date picker showing this minute.
    case datePicker(String)
  }

  /// The row's position.
  public var indexPath: IndexPath
  /// What the row holds.
  public var content: Content
  /// The detail (subtitle) text, if any.
  public var detail: String?
  /// Whether the detail sits under the text (the subtitle style) rather than at the right.
  public var showsDetailBelow: Bool
  /// The accessory at the right edge.
  public var accessory: UITableViewCell.AccessoryType
  /// Whether the row is selected (highlighted).
  public var isSelected: Bool
  /// The switch at the row's right edge, if it has one.
  public var toggle: ScreenSnapshot.Switch? = nil
  /// The name of the image at the row's leading edge (its image view's, or its content
  /// configuration's), if it shows one.
  public var image: String? = nil
  /// The text colour (`#rrggbb`) of each label of ``content``, in order, nil for a label in
  /// the standard colour; empty when every label is.
  public var labelColors: [String?] = []
  /// The row's editing control and reorder control, while the table is in editing mode.
  public var editing: ScreenSnapshot.Editing? = nil
  /// The buttons a swipe (or, in editing mode, the red minus) revealed on the row.
  public var revealedActions: ScreenSnapshot.RowActions? = nil

  /// The row's main text: its labels' texts left to right, without a checkmark label or a
  /// label showing only blanks (as an app clears its checkmark label with " "), and without
  /// the done or not-done mark a label shows before or after its text ("✅ Buy milk").
  public var text: String {
    guard case .labels(let labels) = content else { return "" }
    return labels.map { RowMark(label: $0).text }.filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// Whether a checkmark shows: the checkmark accessory; a label showing "√", "✓", "☑",
  /// "✅" or "◉", alone or before or after its text; or an image whose name says it is
  /// checked ("checkmark.circle.fill", "checked", not "unchecked").
  public var isChecked: Bool {
    if accessory == .checkmark { return true }
    if let image = image?.lowercased(),
      image.contains("checkmark")
        || (image.contains("checked") && !image.contains("unchecked"))
    {
      return true
    }
    guard case .labels(let labels) = content else { return false }
    return labels.contains { RowMark(label: $0).isDone == true }
  }

  /// Whether two rows show the same thing, whatever their selection, editing controls and
  /// revealed buttons: what the data source decides about a row.
  public func showsSameContent(as other: Row) -> Bool {
    guard accessory == other.accessory, detail == other.detail, image == other.image else {
      return false
    }
    // The same labels show the same text and checkmark: the usual answer, without joining
    // the texts (the consistency check compares every visible row after every gesture).
    return content == other.content || (text == other.text && isChecked == other.isChecked)
  }

  /// A readable description: the text, the detail after a dash, a tick when checked.
  public var description: String {
    var result = text
    if let detail { result += " — \(detail)" }
    if isChecked { result += " ✓" }
    return result
  }
}

/// The characters that show a checkmark in a label: each alone, or followed by the variation
/// selector asking for its text (U+FE0E) or emoji (U+FE0F) form, as "✔︎" is typed on a Mac.
let checkmarkGlyphs: Set<String> = withVariations(["√", "✓", "✔"])

/// A character with the variation selectors that ask for its text or emoji form.
private func withVariations(_ characters: [String]) -> Set<String> {
  Set(characters.flatMap { [$0, $0 + "\u{FE0E}", $0 + "\u{FE0F}"] })
}

/// The mark an app draws in a row's label to show an item done or not, as many apps do
/// instead of the checkmark accessory: a checkmark, a ticked box or a filled circle, or an
/// empty box or circle; alone, or before or after the label's text, apart from it.
struct RowMark {
  /// Marks of an item done.
  static let done = withVariations(["√", "✓", "✔", "☑", "✅", "◉"])
  /// Marks of an item not done.
  static let notDone = withVariations(["☐", "○", "◯", "⬜", "🔲"])

  /// Whether the label's mark says done (true) or not done (false); nil without a mark.
  let isDone: Bool?
  /// The label's text without its mark and the blanks around the mark; empty for a label of
  /// blanks (as an app clears its checkmark label with " ").
  let text: String

  init(label: String) {
    let trimmed = label.trimmingCharacters(in: .whitespacesAndNewlines)
    let words = trimmed.split(whereSeparator: \.isWhitespace)
    func doneness(_ word: Substring) -> Bool? {
      Self.done.contains(String(word)) ? true : Self.notDone.contains(String(word)) ? false : nil
    }
    if let first = words.first, let done = doneness(first) {
      isDone = done
      text = trimmed[first.endIndex...].trimmingCharacters(in: .whitespacesAndNewlines)
    } else if words.count > 1, let last = words.last, let done = doneness(last) {
      isDone = done
      text = trimmed[..<last.startIndex].trimmingCharacters(in: .whitespacesAndNewlines)
    } else {
      isDone = nil
      text = trimmed.isEmpty ? "" : label
    }
  }
}
