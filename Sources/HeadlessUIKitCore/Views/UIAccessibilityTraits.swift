// What kind of element a view is to VoiceOver, and so to UI tests.

import Foundation

/// The traits that describe an accessibility element: what it is (a button, static text, an
/// image, a header) and its state (selected, not enabled).
///
/// The raw values are HeadlessUIKit's own; UIKit does not document its bits.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits' bits.
  public let rawValue: UInt64

  /// Traits of these bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No traits.
  public static let none = UIAccessibilityTraits([])
  /// The element is a button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// The element is a link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// The element is an image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// The element is selected.
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// The element plays a sound when activated.
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// The element is a key of a keyboard.
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// The element is text that does not change.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// The element sums up the app's state when it starts.
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// The element is not enabled and does not respond to the user.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// The element's value changes often.
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// The element is a search field.
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// Activating the element starts a media session.
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  /// The element's value can be adjusted continuously, as a slider's.
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// The element takes the user's touches directly.
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  /// The element turns the page when VoiceOver reaches its end.
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  /// The element is a header that divides content into sections.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 15)
  /// The element is a tab bar.
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 16)
}
