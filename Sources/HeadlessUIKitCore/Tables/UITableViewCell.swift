// One row of a table view: built-in labels and image, an accessory, and a content view.

import Foundation

/// A row of a table. Cells are reused: a cell that scrolls off screen, or whose row is
/// reloaded, goes back to the table's reuse queue and comes out again for another row with
/// whatever it showed before (FIDELITY 5) — so `cellForRowAt` must set every label.
///
/// The table tells a cell about its state through methods a subclass can override (calling
/// `super`): ``setHighlighted(_:animated:)`` while a finger is on the row,
/// ``setSelected(_:animated:)`` when the row is selected or deselected, and
/// ``setEditing(_:animated:)`` when the table enters or leaves editing mode.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// The built-in layouts.
  public enum CellStyle: Sendable {
    /// A text label on the left, and an image before it if there is one.
    case `default`
    /// A text label on the left and a detail label on the right.
    case value1
    /// A small label on the left and the main text beside it, as in a contact card.
    case value2
    /// A text label with a smaller detail label under it.
    case subtitle
  }

  /// What the cell shows at its right edge.
  public enum AccessoryType: Int, Sendable {
    /// Nothing.
    case none = 0
    /// A chevron, saying a tap on the row opens another screen; not a button.
    case disclosureIndicator = 1
    /// An info button and a chevron; the info button is a button.
    case detailDisclosureButton = 2
    /// A checkmark; not a button.
    case checkmark = 3
    /// An info button.
    case detailButton = 4

    /// Whether the accessory is a button the user can tap (FIDELITY 8).
    public var isButton: Bool {
      self == .detailButton || self == .detailDisclosureButton
    }
  }

  /// The control a row shows at its left edge in editing mode.
  public enum EditingStyle: Int, Sendable {
    /// No control: the row cannot be deleted or inserted from editing mode.
    case none = 0
    /// A red minus (and the swipe's Delete button).
    case delete = 1
    /// A green plus.
    case insert = 2
  }

  /// How the cell looks while selected.
  public enum SelectionStyle: Sendable {
    /// A selected row does not look selected.
    case none
    /// The system's grey highlight.
    case `default`
    /// Blue before iOS 7; grey since, as `default`.
    case blue
    /// A grey highlight.
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

  /// What the cell shows at its right edge while the table is editing; `.none` by default,
  /// so the normal accessory disappears in editing mode.
  open var editingAccessoryType: AccessoryType = .none

  /// Whether the cell asks for a reorder control in editing mode.
  ///
  /// HeadlessUIKit stores it only: like iOS in practice, the table offers reordering in
  /// editing mode whenever its data source implements `tableView(_:moveRowAt:to:)` and
  /// `tableView(_:canMoveRowAt:)` does not say no, whatever this says.
  open var showsReorderControl = false

  /// How the cell looks while selected.
  open var selectionStyle: SelectionStyle = .default

  /// The inset of the separator drawn beneath the cell (only its left and right count); the
  /// table's default until set. Stored only: the simulator draws no separators.
  open var separatorInset: UIEdgeInsets {
    get {
      var ancestor = superview
      while let view = ancestor, !(view is UITableView) { ancestor = view.superview }
      return ownSeparatorInset ?? (ancestor as? UITableView)?.separatorInset
        ?? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    }
    set { ownSeparatorInset = newValue }
  }

  private var ownSeparatorInset: UIEdgeInsets?

  /// The editing control the table gave this row; `.none` outside editing mode.
  public internal(set) var editingStyle: EditingStyle = .none

  /// How far the content is indented, in steps of ``indentationWidth``; the table sets it
  /// from its delegate's `tableView(_:indentationLevelForRowAt:)`.
  open var indentationLevel = 0

  /// The width of one indentation step, 10 points by default.
  open var indentationWidth: CGFloat = 10

  /// Whether the content moves right to make room for the editing control.
  open var shouldIndentWhileEditing = true

  /// The content shown through a configuration, applied to the built-in labels and image.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { applyContentConfiguration() }
  }

  private var selected = false
  private var highlighted = false
  private var editing = false

  /// The segue the storyboard runs when the user selects this cell's row.
  var selectionSegueIdentifier: String?

  /// The segue the storyboard runs when the user taps this cell's accessory button.
  var accessorySegueIdentifier: String?

  private var builtInTextLabel: UILabel?
  private var builtInDetailLabel: UILabel?
  private var builtInImageView: UIImageView?
  var customContentView: UIView?

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

  /// Creates a cell from a storyboard prototype, with the prototype's style and identifier.
  public required init?(coder: NSCoder) {
    let prototype = (coder as? StoryboardCoder)?.cell
    style = prototype?.style ?? .default
    reuseIdentifier = prototype?.reuseIdentifier
    super.init(coder: coder)
    addSubview(contentView)
  }

  // MARK: - Built-in content

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
    return makeDetailLabelIfNeeded()
  }

  /// The built-in image view at the left edge, created on first use.
  open var imageView: UIImageView? {
    if let builtInImageView { return builtInImageView }
    let imageView = UIImageView(image: nil)
    builtInImageView = imageView
    contentView.addSubview(imageView)
    return imageView
  }

  func makeDetailLabelIfNeeded() -> UILabel {
    if let builtInDetailLabel { return builtInDetailLabel }
    let label = UILabel()
    builtInDetailLabel = label
    contentView.addSubview(label)
    return label
  }

  /// The built-in main label if it was ever used.
  package var textLabelIfCreated: UILabel? { builtInTextLabel }

  /// The built-in detail label if it was ever used (a content configuration's secondary text
  /// uses it too, whatever the style).
  package var detailTextLabelIfCreated: UILabel? { builtInDetailLabel }

  /// The built-in image view if it was ever used.
  package var imageViewIfCreated: UIImageView? { builtInImageView }

  /// The accessory on screen now: ``editingAccessoryType`` while editing.
  package var accessoryTypeShown: AccessoryType {
    editing ? editingAccessoryType : accessoryType
  }

  // MARK: - State

  /// Whether the cell is selected; setting it is `setSelected(_:animated: false)`.
  open var isSelected: Bool {
    get { selected }
    set { setSelected(newValue, animated: false) }
  }

  /// Selects or deselects the cell; the table calls it when its row is selected or
  /// deselected. Overrides must call `super`.
  open func setSelected(_ selected: Bool, animated: Bool) {
    self.selected = selected
  }

  /// Whether a finger is on the cell; setting it is `setHighlighted(_:animated: false)`.
  open var isHighlighted: Bool {
    get { highlighted }
    set { setHighlighted(newValue, animated: false) }
  }

  /// Highlights the cell while a finger is on it; its image view follows. Overrides must
  /// call `super`.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    self.highlighted = highlighted
    builtInImageView?.isHighlighted = highlighted
  }

  /// Whether the cell shows its editing controls; setting it is
  /// `setEditing(_:animated: false)`.
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }

  /// Shows or hides the editing controls; the table calls it for its cells when it enters or
  /// leaves editing mode. Overrides must call `super`.
  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
  }

  /// Called just before a queued cell is handed out again. Content is not reset for you.
  open func prepareForReuse() {}

  // VoiceOver reads a cell by its text label's text.
  override var derivedAccessibilityLabel: String? { builtInTextLabel?.text }
}
