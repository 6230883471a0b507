// A view that shows an image, or its highlighted image while highlighted.

import Foundation

/// A view that shows one image.
///
/// While ``isHighlighted`` is true it shows ``highlightedImage`` instead, when there is one.
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image shown normally.
  open var image: UIImage? {
    didSet { MainThreadChecker.check("-[UIImageView setImage:]") }
  }

  /// The image shown while the view is highlighted; nil shows ``image`` then too.
  open var highlightedImage: UIImage?

  /// Whether the view is highlighted, as a cell's image view is while its row is.
  open var isHighlighted = false

  /// Creates an image view showing an image.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
  }

  /// Creates an image view with an image and a highlighted image.
  public init(image: UIImage?, highlightedImage: UIImage?) {
    self.image = image
    self.highlightedImage = highlightedImage
    super.init(frame: .zero)
  }

  /// Creates an empty image view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates an empty image view.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Creates an image view from a storyboard.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The image on screen now: the highlighted one while highlighted, if there is one.
  package var displayedImage: UIImage? {
    isHighlighted ? highlightedImage ?? image : image
  }

  // An image view is an image to VoiceOver.
  override var derivedAccessibilityTraits: UIAccessibilityTraits { .image }
}
