// A view that shows one piece of text.

import Foundation

/// A view that displays read-only text.
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The text the label shows. Setting it drops the attributes of ``attributedText``.
  open var text: String? {
    didSet {
      MainThreadChecker.check("-[UILabel setText:]")
      ownAttributedText = nil
    }
  }

  /// The text with its attributes (strikethrough, colours), as set; setting it sets ``text``
  /// to its characters. Without one set, the text with no attributes.
  open var attributedText: NSAttributedString? {
    get { ownAttributedText ?? text.map { NSAttributedString(string: $0) } }
    set {
      text = newValue?.string
      ownAttributedText = newValue
    }
  }

  private var ownAttributedText: NSAttributedString?

  /// Whether a strikethrough runs through the label's text: its attributed text says so for
  /// its first character.
  package var isStruckThrough: Bool {
    guard let attributed = ownAttributedText, attributed.length > 0,
      let style = attributed.attribute(.strikethroughStyle, at: 0, effectiveRange: nil)
    else { return false }
    return ((style as? Int) ?? (style as? NSUnderlineStyle)?.rawValue ?? 0) != 0
  }

  private var ownTextColor: UIColor?

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The colour of the text; ``UIColor/label`` unless set.
  ///
  /// UIKit declares it `UIColor!`: reading it never gives nil, and assigning nil restores the
  /// default.
  open var textColor: UIColor! {
    get { ownTextColor ?? .label }
    set { ownTextColor = newValue }
  }

  /// Creates a label, optionally with text and a tag.
  public init(text: String? = nil, tag: Int = 0) {
    super.init(frame: .zero)
    self.text = text
    self.tag = tag
  }

  /// Creates an empty label.
  public convenience override init() {
    self.init(text: nil)
  }

  /// Creates an empty label with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a label from a storyboard.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // VoiceOver reads a label's text, as static text.
  override var derivedAccessibilityLabel: String? { text }
  override var derivedAccessibilityTraits: UIAccessibilityTraits { .staticText }
  override var isAccessibilityElementByDefault: Bool { true }
}
