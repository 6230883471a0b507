// A button a swipe reveals on a table row (iOS 11).

import Foundation

/// An action shown when the user swipes a row, such as "Delete" or "Flag".
///
/// The handler gets the action, the view that showed it, and a completion the app must call:
/// `true` when it did the action, `false` when it did not (the row slides back).
///
/// ```swift
/// let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
///   self.items.remove(at: indexPath.row)
///   tableView.deleteRows(at: [indexPath], with: .automatic)
///   completion(true)
/// }
/// ```
@preconcurrency @MainActor
open class UIContextualAction {
  /// How an action looks.
  public enum Style: Sendable {
    /// A grey button.
    case normal
    /// A red button for an action that removes something.
    case destructive
  }

  /// What runs when the user taps the action.
  public typealias Handler =
    @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// How the action looks.
  public let style: Style

  /// The button's title.
  open var title: String?

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The button's colour: red for destructive actions and grey for others unless set.
  ///
  /// UIKit declares it `UIColor!`: reading it never gives nil, and assigning nil restores the
  /// default.
  open var backgroundColor: UIColor! {
    get { ownBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
    set { ownBackgroundColor = newValue }
  }

  /// The button's image.
  open var image: UIImage?

  /// What runs when the user taps the action.
  public let handler: Handler

  private var ownBackgroundColor: UIColor?

  /// Creates an action with a style, a title and a handler.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}
