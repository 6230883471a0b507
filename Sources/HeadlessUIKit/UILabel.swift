// A view that shows one piece of text.

/// A view that displays read-only text.
@MainActor
open class UILabel: UIView {
  /// The text the label shows.
  open var text: String?

  /// Creates a label, optionally with text and a tag.
  public init(text: String? = nil, tag: Int = 0) {
    super.init()
    self.text = text
    self.tag = tag
  }

  /// Creates an empty label.
  public convenience override init() {
    self.init(text: nil)
  }
}
