// Insets for each edge of a rectangle: the separator insets of tables and cells.

import Foundation

/// The inset distances for the four edges of a view, positive toward its centre.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
  /// The inset of the top edge.
  public var top: CGFloat
  /// The inset of the left edge.
  public var left: CGFloat
  /// The inset of the bottom edge.
  public var bottom: CGFloat
  /// The inset of the right edge.
  public var right: CGFloat

  /// Insets of zero on every edge.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Insets for each edge.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public static let zero = UIEdgeInsets()
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Insets for each edge, by UIKit's C function, which Swift 4.2 replaced with the
/// initializer.
@available(swift, deprecated: 4.2, renamed: "UIEdgeInsets.init(top:left:bottom:right:)")
public func UIEdgeInsetsMake(
  _ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat
) -> UIEdgeInsets {
  UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Insets of zero, by their Swift 3 name.
@available(swift, deprecated: 4.2, renamed: "UIEdgeInsets.zero")
public let UIEdgeInsetsZero = UIEdgeInsets.zero
