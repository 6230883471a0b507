// The text attributes UIKit adds to Foundation's attributed strings: colours, strikethrough
// and underline. swift-corelibs-foundation on Linux declares the key type but none of these.

import Foundation

extension NSAttributedString.Key {
  /// The text's colour: a `UIColor`.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The colour behind the text: a `UIColor`.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// A line through the text: an `NSUnderlineStyle`'s raw value (an `Int`).
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// The colour of the line through the text: a `UIColor`.
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// A line under the text: an `NSUnderlineStyle`'s raw value (an `Int`).
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The colour of the line under the text: a `UIColor`.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
}

/// How a line under or through text is drawn.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  /// The style's bits.
  public let rawValue: Int

  /// Creates a style from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// One thin line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// One thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two thin lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
}
