// Where an action sheet would point on an iPad: kept, never drawn on the simulated iPhone.

import Foundation

/// Manages the display of content in a popover.
///
/// On an iPhone a popover adapts to a sheet, so nothing here changes what the simulated
/// phone shows; the properties are kept so that code written for both devices runs.
@preconcurrency @MainActor
public final class UIPopoverPresentationController {
  /// The view the popover points at.
  public weak var sourceView: UIView?
  /// The rectangle in ``sourceView`` the popover points at.
  public var sourceRect: CGRect = .zero
  /// The bar button item the popover points at.
  public weak var barButtonItem: UIBarButtonItem?
  /// The directions the popover's arrow may point.
  public var permittedArrowDirections: UIPopoverArrowDirection = .any

  init() {}
}

/// The directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  /// The directions as bits.
  public let rawValue: UInt
  /// Creates directions from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Up.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// Down.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// Left.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// Right.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// Any direction.
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

extension UIViewController {
  /// The popover the controller is presented in: for an action sheet, the one it would use on
  /// an iPad (so code that sets its source runs unchanged); nil for any other controller, as
  /// on an iPhone.
  public var popoverPresentationController: UIPopoverPresentationController? {
    guard let alert = self as? UIAlertController, alert.preferredStyle == .actionSheet else {
      return nil
    }
    return alert.actionSheetPopover
  }
}
