// A view's layer: the corner radius, border and shadow apps set on it. HeadlessUIKit draws
// no pixels, so the layer keeps what was set, for the app and its tests to read back.

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#else
  /// A colour as Core Graphics holds one: components in a colour space.
  public final class CGColor: Equatable, Hashable, @unchecked Sendable {
    /// The components: red, green, blue and alpha, or a grey level and alpha.
    public let components: [CGFloat]?
    /// The number of components.
    public var numberOfComponents: Int { components?.count ?? 0 }
    /// The opacity.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// A colour of red, green and blue components and an opacity.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      components = [red, green, blue, alpha]
    }

    /// A grey colour and an opacity.
    public init(gray: CGFloat, alpha: CGFloat) {
      components = [gray, alpha]
    }

    /// Whether two colours have the same components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
      lhs.components == rhs.components
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(components)
    }
  }
#endif

/// What a view draws with: its corners, border, shadow and opacity (`view.layer`).
@preconcurrency @MainActor
open class CALayer {
  /// The radius of the rounded corners; 0 for square ones.
  open var cornerRadius: CGFloat = 0
  /// The width of the border; 0 for none.
  open var borderWidth: CGFloat = 0
  /// The colour of the border (opaque black by default).
  open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// Whether the content is cut to the layer's bounds (and its rounded corners).
  open var masksToBounds = false
  /// The colour of the shadow (opaque black by default).
  open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// How opaque the shadow is; 0 (none) by default.
  open var shadowOpacity: Float = 0
  /// Where the shadow falls, (0, -3) by default.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// How blurred the shadow is.
  open var shadowRadius: CGFloat = 3
  /// The background colour.
  open var backgroundColor: CGColor?
  /// How opaque the layer is.
  open var opacity: Float = 1
  /// The layer's frame.
  open var frame: CGRect = .zero
  /// The layer's bounds.
  open var bounds: CGRect = .zero

  /// A layer with nothing set.
  public init() {}
}

extension UIColor {
  /// The colour as Core Graphics holds it, for a layer (system colours as in light mode).
  public var cgColor: CGColor {
    CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A colour of Core Graphics' components.
  public convenience init(cgColor: CGColor) {
    let parts = cgColor.components ?? [0, 1]
    if parts.count >= 4 {
      self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
    } else {
      self.init(white: parts.first ?? 0, alpha: parts.count > 1 ? parts[1] : 1)
    }
  }

  /// The fill of thin and small shapes, such as a slider's track.
  public class var systemFill: UIColor { fill("systemFill", 120, 120, 128, 0.2) }
  /// The fill of medium-size shapes, such as a switch's background.
  public class var secondarySystemFill: UIColor {
    fill("secondarySystemFill", 120, 120, 128, 0.16)
  }
  /// The fill of large shapes, such as input fields.
  public class var tertiarySystemFill: UIColor {
    fill("tertiarySystemFill", 118, 118, 128, 0.12)
  }
  /// The fill of large areas holding complex content.
  public class var quaternarySystemFill: UIColor {
    fill("quaternarySystemFill", 116, 116, 128, 0.08)
  }
  /// A second level of grey.
  public class var systemGray2: UIColor { fill("systemGray2", 174, 174, 178, 1) }
  /// A third level of grey.
  public class var systemGray3: UIColor { fill("systemGray3", 199, 199, 204, 1) }
  /// A fourth level of grey.
  public class var systemGray4: UIColor { fill("systemGray4", 209, 209, 214, 1) }
  /// A fifth level of grey.
  public class var systemGray5: UIColor { fill("systemGray5", 229, 229, 234, 1) }
  /// A sixth level of grey, the lightest.
  public class var systemGray6: UIColor { fill("systemGray6", 242, 242, 247, 1) }
  /// The background of content laid over the secondary background.
  public class var tertiarySystemBackground: UIColor {
    fill("tertiarySystemBackground", 255, 255, 255, 1)
  }

  private static func fill(
    _ name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat
  ) -> UIColor {
    UIColor(
      space: .system(name), red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
  }
}
