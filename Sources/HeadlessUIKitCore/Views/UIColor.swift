// A colour: components in a colour space, or one of the system's adaptive colours.

import Foundation

/// A colour: red, green and blue components, a grey level, a system colour that adapts to
/// light and dark mode (``label``, ``systemBlue``…), or a colour from the app's asset catalog.
///
/// HeadlessUIKit draws no pixels, so a colour is what describes it. Equality follows UIKit,
/// where colour spaces count: `UIColor(white: 0, alpha: 1) == .black`, but
/// `UIColor(red: 0, green: 0, blue: 0, alpha: 1) != .black` because `.black` is a grey-scale
/// colour, and a system colour such as `.label` equals only itself. To compare how two colours
/// look, compare their components, which ``getRed(_:green:blue:alpha:)`` gives for every colour
/// (system colours as they look in light mode):
///
/// ```swift
/// var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
/// label.textColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
/// ```
open class UIColor: @unchecked Sendable, Hashable, CustomStringConvertible {
  /// What a colour is made of; two colours are equal only in the same space.
  enum Space: Hashable {
    /// Extended sRGB components.
    case rgb
    /// A grey level.
    case white
    /// A system colour, by its name (`label`, `systemBlue`…), shown as in light mode.
    case system(String)
    /// A colour of the app's asset catalog, by its name.
    case asset(String)
  }

  let space: Space
  let red: CGFloat
  let green: CGFloat
  let blue: CGFloat
  let alpha: CGFloat

  init(space: Space, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.space = space
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a colour from red, green and blue components and an opacity, each usually
  /// between 0 and 1. Like UIKit's extended sRGB colours, components outside that range are
  /// kept, not clamped.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(space: .rgb, red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Creates the colour a `#colorLiteral(red:green:blue:alpha:)` in code stands for (Xcode
  /// draws it as a swatch): extended sRGB components, as ``init(red:green:blue:alpha:)``.
  public required convenience init(
    _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
  ) {
    self.init(
      space: .rgb, red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue),
      alpha: CGFloat(alpha))
  }

  /// Creates a grey: 0 is black and 1 white.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(space: .white, red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates a colour from the app's asset catalog (``AssetCatalog/colors``), or nil when the
  /// catalog has no colour of that name.
  @MainActor
  public convenience init?(named name: String) {
    guard let color = UIApplication.sharedIfRunning?.descriptor.assets.colors[name] else {
      return nil
    }
    self.init(
      space: .asset(name), red: color.red, green: color.green, blue: color.blue,
      alpha: color.alpha)
  }

  /// The same colour with another opacity.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(space: space, red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Gives the colour's red, green, blue and alpha components, as it looks in light mode.
  ///
  /// - Returns: Whether the colour could be converted; always true here.
  @discardableResult
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?,
    green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?,
    alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// Gives the grey level and alpha of a grey-scale colour.
  ///
  /// - Returns: False, leaving the values untouched, for a colour that is not a grey.
  @discardableResult
  open func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard space == .white else { return false }
    white?.pointee = red
    alpha?.pointee = self.alpha
    return true
  }

  /// Whether two colours are the same colour in the same colour space, as UIKit compares them.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    switch (lhs.space, rhs.space) {
    case (.rgb, .rgb), (.white, .white):
      lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue
        && lhs.alpha == rhs.alpha
    default:
      lhs.space == rhs.space && lhs.alpha == rhs.alpha
    }
  }

  /// Hashes the colour space and the components that equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(space)
    hasher.combine(alpha)
    if space == .rgb || space == .white {
      hasher.combine(red)
      hasher.combine(green)
      hasher.combine(blue)
    }
  }

  /// The colour the way UIKit prints it: `UIExtendedSRGBColorSpace 1 0 0 1`,
  /// `UIExtendedGrayColorSpace 0 1`, or the name of a system or catalog colour.
  open var description: String {
    switch space {
    case .rgb: "UIExtendedSRGBColorSpace \(Self.format([red, green, blue, alpha]))"
    case .white: "UIExtendedGrayColorSpace \(Self.format([red, alpha]))"
    case .system(let name): "<UIDynamicSystemColor: name = \(name)Color>"
    case .asset(let name): "<UIDynamicCatalogColor: name = \(name)>"
    }
  }

  private static func format(_ components: [CGFloat]) -> String {
    components.map { String(format: "%g", Double($0)) }.joined(separator: " ")
  }
}

extension UIColor: _ExpressibleByColorLiteral {}

/// The type a `#colorLiteral(…)` is when nothing around it says which (in a `[String: Any]`,
/// or `let tint = #colorLiteral(…)`): a `UIColor`, as UIKit declares it.
public typealias _ColorLiteralType = UIColor
