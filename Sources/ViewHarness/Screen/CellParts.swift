// The views of a cell that a row is read from, found in one walk of its content view.

import HeadlessUIKitCore

/// What a cell's content view holds, found in one depth-first walk: its first text field,
/// date picker and shown switch, the labels shown, and the first image shown.
///
/// The consistency check reads two cells for every visible row after every gesture, so the
/// reader walks each content view once, in a plain loop (a closure made on the main actor
/// checks on every call that it runs there, which costs more than the walk itself).
@MainActor
struct CellParts {
  /// The first text field, shown or not.
  private(set) var field: UITextField?
  /// The first date picker, shown or not.
  private(set) var picker: UIDatePicker?
  /// The first switch shown.
  private(set) var toggle: UISwitch?
  /// The labels shown, in order, except the built-in detail label.
  private(set) var labels: [UILabel] = []
  /// The first image view shown that displays an image.
  private(set) var imageView: UIImageView?

  /// The built-in detail label, which a row shows as its detail, not among its labels.
  private let detailLabel: UILabel?

  /// Walks a cell's content view.
  init(of cell: UITableViewCell) {
    detailLabel = cell.detailTextLabelIfCreated
    collect(below: cell.contentView, isShown: true)
  }

  /// Looks at the subviews of `view`, then theirs; a view is shown when neither it nor any
  /// view between it and the content view is hidden.
  private mutating func collect(below view: UIView, isShown: Bool) {
    for subview in view.subviews {
      let shown = isShown && !subview.isHidden
      if let field = subview as? UITextField {
        if self.field == nil { self.field = field }
      } else if let picker = subview as? UIDatePicker {
        if self.picker == nil { self.picker = picker }
      } else if let toggle = subview as? UISwitch {
        if shown, self.toggle == nil { self.toggle = toggle }
      } else if let label = subview as? UILabel {
        if shown, label !== detailLabel { labels.append(label) }
      } else if let imageView = subview as? UIImageView {
        if shown, self.imageView == nil, imageView.displayedImage != nil {
          self.imageView = imageView
        }
      }
      if !subview.subviews.isEmpty { collect(below: subview, isShown: shown) }
    }
  }
}
