// The standard content of a list row: text, secondary text and an image (iOS 14).

/// The content of a standard table row: text, secondary text and an image, each with its
/// look.
///
/// It is a value: changing a copy changes nothing on screen until it is assigned back.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = item.text
/// content.secondaryText = "Due tomorrow"
/// content.image = UIImage(systemName: "calendar")
/// cell.contentConfiguration = content
/// ```
///
/// Assigned to a cell, it fills the cell's built-in labels and image view, so what the
/// harness reads as the row's text and detail is ``text`` and ``secondaryText``.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
  /// How a piece of text looks.
  public struct TextProperties: Hashable, Sendable {
    /// The text's colour.
    public var color: UIColor
    /// The most lines the text may take; 0 means as many as it needs.
    public var numberOfLines = 0
  }

  /// How the image looks.
  public struct ImageProperties: Hashable, Sendable {
    /// The colour of a symbol image; nil uses the view's tint.
    public var tintColor: UIColor?
  }

  /// The main text.
  public var text: String?
  /// The secondary text: a subtitle, or a value at the right edge.
  public var secondaryText: String?
  /// The image at the leading edge.
  public var image: UIImage?
  /// How the main text looks.
  public var textProperties = TextProperties(color: .label)
  /// How the secondary text looks.
  public var secondaryTextProperties = TextProperties(color: .secondaryLabel)
  /// How the image looks.
  public var imageProperties = ImageProperties()

  /// The layout the configuration was made for.
  let cellStyle: UITableViewCell.CellStyle

  /// The configuration of a plain row: one line of text.
  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration(cellStyle: .default)
  }

  /// The configuration of a row with a subtitle under its text.
  public static func subtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration(cellStyle: .subtitle)
  }

  /// The configuration of a row with a value at its right edge.
  public static func valueCell() -> UIListContentConfiguration {
    UIListContentConfiguration(cellStyle: .value1)
  }

  /// Makes a view with a label for each text and an image view.
  @MainActor
  public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }
}

/// The view that shows a list content configuration: a label for each text, and an image.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  private let imageView = UIImageView(image: nil)
  private let textLabel = UILabel()
  private let secondaryTextLabel = UILabel()

  /// The configuration shown.
  open var configuration: any UIContentConfiguration {
    didSet { apply() }
  }

  /// Creates a view that shows a list content configuration.
  public init(configuration: UIListContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
    apply()
  }

  /// List content views are made in code, never by a storyboard.
  public required init?(coder: NSCoder) {
    self.configuration = UIListContentConfiguration.cell()
    super.init(coder: coder)
  }

  private func apply() {
    guard let list = configuration as? UIListContentConfiguration else { return }
    textLabel.text = list.text
    textLabel.textColor = list.textProperties.color
    secondaryTextLabel.text = list.secondaryText
    secondaryTextLabel.textColor = list.secondaryTextProperties.color
    imageView.image = list.image
  }
}
