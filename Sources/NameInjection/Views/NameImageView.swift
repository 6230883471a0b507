// The view that stands where the article shows an image made from the name.

import HeadlessUIKit

/// Shows a ``NamePlate`` as a column of labels, one per line: the text picture that stands
/// in for the article's image (HeadlessUIKit draws text, not pixels).
final class NameImageView: UIView {
  /// Replaces the picture with the nameplate of a name.
  func show(name: String) {
    for label in subviews { label.removeFromSuperview() }
    for line in NamePlate.lines(for: name) {
      addSubview(UILabel(text: line))
    }
  }
}
