// A view that shows one piece of text.

import Foundation

/// A view that displays read-only text.
@MainActor
open class UILabel: UIView {
  /// The text the label shows.
  open var text: String?

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
}
