// What the three name screens share: a label for the name and its picture.

import HeadlessUIKit

/// The name screen's outlets and drawing. Its three subclasses differ only in how the name
/// reaches them, which is what this app compares.
class NameCheckViewController: UIViewController {
  /// Shows the name.
  weak var nameLabel: UILabel!

  /// Shows the picture made from the name.
  var nameImageView: NameImageView?

  /// Shows a name, or the default name when there is none.
  func show(receivedText: String?) {
    let name = NamePlate.displayName(for: receivedText)
    nameLabel.text = name
    nameImageView?.show(name: name)
  }
}
