// A closure-based action: UIKit's replacement for target–action selectors (iOS 14).

/// An action a control or bar button item runs when the user triggers it.
///
/// Linux has no `#selector`, so HeadlessUIKit uses `UIAction` for every target–action
/// connection, just as modern UIKit code does:
///
/// ```swift
/// button.addAction(UIAction { _ in controller.save() }, for: .touchUpInside)
/// ```
@preconcurrency @MainActor
public final class UIAction {
  /// The closure type an action runs.
  public typealias Handler = @MainActor (UIAction) -> Void

  /// The action's title, shown in menus.
  public let title: String

  /// The control or bar button item that sent the action while its handler runs.
  public private(set) var sender: Any?

  private let handler: Handler

  /// Creates an action with a title and a handler.
  public init(title: String = "", handler: @escaping Handler) {
    self.title = title
    self.handler = handler
  }

  func perform(sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}
