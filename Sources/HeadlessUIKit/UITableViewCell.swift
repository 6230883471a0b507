// One row of a table view: built-in labels and image, an accessory, and a content view.

import Foundation

/// A row of a table. Cells are reused: a cell that scrolls off screen, or whose row is
/// reloaded, goes back to the table's reuse queue and comes out again for another row with
/// whatever it showed before (FIDELITY 5) — so `cellForRowAt` must set every label.
@MainActor
open class UITableViewCell: UIView {
  /// The built-in layouts.
  public enum CellStyle: Sendable {
    case `default`
    case value1
    case value2
    case subtitle
  }

  /// What the cell shows at its right edge.
  public enum AccessoryType: Sendable {
    case none
    case disclosureIndicator
    case detailDisclosureButton
    case checkmark
    case detailButton

    /// Whether the accessory is a button the user can tap (FIDELITY 8).
    public var isButton: Bool {
      self == .detailButton || self == .detailDisclosureButton
    }
  }

  /// What a swipe does to a row.
  public enum EditingStyle: Sendable {
    case none
    case delete
    case insert
  }

  /// How the cell looks while selected.
  public enum SelectionStyle: Sendable {
    case none
    case `default`
    case blue
    case gray
  }

  /// The cell's layout.
  public let style: CellStyle

  /// The identifier of the reuse queue this cell returns to.
  public let reuseIdentifier: String?

  /// The view that holds the cell's content; custom labels go here.
  public let contentView = UIView()

  /// What the cell shows at its right edge.
  open var accessoryType: AccessoryType = .none

  /// How the cell looks while selected.
  open var selectionStyle: SelectionStyle = .default

  /// Whether the cell is selected.
  open var isSelected = false

  /// The segue the storyboard runs when the user selects this cell's row.
  var selectionSegueIdentifier: String?

  /// The segue the storyboard runs when the user taps this cell's accessory button.
  var accessorySegueIdentifier: String?

  private var builtInTextLabel: UILabel?
  private var builtInDetailLabel: UILabel?
  private var builtInImageView: UIImageView?

  /// Creates a cell with a style and a reuse identifier.
  ///
  /// It is `required` here (in UIKit it is not) because registering a class makes its cells
  /// through it: a subclass that overrides it writes `required` instead of `override`.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Creates a default-style cell with no reuse identifier.
  public convenience override init() {
    self.init(style: .default, reuseIdentifier: nil)
  }

  /// Creates a default-style cell with no reuse identifier and a frame.
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Creates a default-style cell from a storyboard.
  public required init?(coder: NSCoder) {
    style = .default
    reuseIdentifier = nil
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// The built-in main label, created on first use.
  open var textLabel: UILabel? {
    if let builtInTextLabel { return builtInTextLabel }
    let label = UILabel()
    builtInTextLabel = label
    contentView.addSubview(label)
    return label
  }

  /// The built-in secondary label; nil for the default style.
  open var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    if let builtInDetailLabel { return builtInDetailLabel }
    let label = UILabel()
    builtInDetailLabel = label
    contentView.addSubview(label)
    return label
  }

  /// The built-in image view at the left edge, created on first use.
  open var imageView: UIImageView? {
    if let builtInImageView { return builtInImageView }
    let imageView = UIImageView(image: nil)
    builtInImageView = imageView
    contentView.addSubview(imageView)
    return imageView
  }

  /// The built-in image view if it was ever used.
  package var imageViewIfCreated: UIImageView? { builtInImageView }

  /// The built-in main label if it was ever used.
  package var textLabelIfCreated: UILabel? { builtInTextLabel }

  /// The built-in detail label if it was ever used.
  package var detailTextLabelIfCreated: UILabel? { builtInDetailLabel }

  /// Called just before a queued cell is handed out again. Content is not reset for you.
  open func prepareForReuse() {}
}
