// The colours UIKit names: fixed ones such as `.red`, and the system's adaptive ones.

import Foundation

// Fixed colours. UIKit makes black, white, clear and the greys grey-scale colours, and the
// others RGB colours; equality tells them apart (see ``UIColor``).
extension UIColor {
  /// Grey level 0.
  public class var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// Grey level 1/3.
  public class var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
  /// Grey level 1/2.
  public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  /// Grey level 2/3.
  public class var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
  /// Grey level 1.
  public class var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// Grey level 0 with alpha 0: fully transparent.
  public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  /// RGB 1, 0, 0.
  public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// RGB 0, 1, 0.
  public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  /// RGB 0, 0, 1.
  public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  /// RGB 0, 1, 1.
  public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  /// RGB 1, 1, 0.
  public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  /// RGB 1, 0, 1.
  public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  /// RGB 1, 0.5, 0.
  public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  /// RGB 0.5, 0, 0.5.
  public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  /// RGB 0.6, 0.4, 0.2.
  public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
}

// System colours adapt to light and dark mode. HeadlessUIKit has only light mode: each one
// resolves to its published light-mode value, and equals only itself.
extension UIColor {
  /// The system blue; the default tint.
  public class var systemBlue: UIColor { system("systemBlue", 0, 122, 255) }
  /// The system red.
  public class var systemRed: UIColor { system("systemRed", 255, 59, 48) }
  /// The system green.
  public class var systemGreen: UIColor { system("systemGreen", 52, 199, 89) }
  /// The system orange.
  public class var systemOrange: UIColor { system("systemOrange", 255, 149, 0) }
  /// The system yellow.
  public class var systemYellow: UIColor { system("systemYellow", 255, 204, 0) }
  /// The system pink.
  public class var systemPink: UIColor { system("systemPink", 255, 45, 85) }
  /// The system purple.
  public class var systemPurple: UIColor { system("systemPurple", 175, 82, 222) }
  /// The system indigo.
  public class var systemIndigo: UIColor { system("systemIndigo", 88, 86, 214) }
  /// The system teal.
  public class var systemTeal: UIColor { system("systemTeal", 48, 176, 199) }
  /// The system grey.
  public class var systemGray: UIColor { system("systemGray", 142, 142, 147) }

  /// The colour of primary text. The same object every time, as in UIKit: every label
  /// without a colour of its own shows it, and the screen is read after every gesture.
  public class var label: UIColor { primaryText }
  /// The colour of secondary text, such as a cell's subtitle; the same object every time.
  public class var secondaryLabel: UIColor { secondaryText }

  private static let primaryText = system("label", 0, 0, 0)
  private static let secondaryText = system("secondaryLabel", 60, 60, 67, 0.6)
  /// The colour of tertiary text.
  public class var tertiaryLabel: UIColor { system("tertiaryLabel", 60, 60, 67, 0.3) }
  /// The colour of placeholder text in fields.
  public class var placeholderText: UIColor { system("placeholderText", 60, 60, 67, 0.3) }
  /// The colour of links.
  public class var link: UIColor { system("link", 0, 122, 255) }
  /// The colour of thin lines between rows.
  public class var separator: UIColor { system("separator", 60, 60, 67, 0.29) }
  /// The background of a screen.
  public class var systemBackground: UIColor { system("systemBackground", 255, 255, 255) }
  /// The background of content laid over the main background.
  public class var secondarySystemBackground: UIColor {
    system("secondarySystemBackground", 242, 242, 247)
  }
  /// The background of a grouped table.
  public class var systemGroupedBackground: UIColor {
    system("systemGroupedBackground", 242, 242, 247)
  }
  /// The app's tint, whatever it resolves to where it is used: the system blue here.
  public class var tintColor: UIColor { system("tint", 0, 122, 255) }

  private static func system(
    _ name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1
  ) -> UIColor {
    UIColor(
      space: .system(name), red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
  }
}
