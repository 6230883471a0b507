// Alerts and action sheets with buttons and, for alerts, text fields (FIDELITY 17).

import Foundation

/// A button in an alert.
@preconcurrency @MainActor
public final class UIAlertAction {
  /// How an action looks and where it goes.
  public enum Style: Sendable {
    /// An ordinary action.
    case `default`
    /// The action that changes nothing; at most one per alert (FIDELITY 17).
    case cancel
    /// An action that deletes or discards something, drawn in red.
    case destructive
  }

  /// The button's title.
  public let title: String?
  /// The button's style.
  public let style: Style
  /// Whether the user can tap it.
  public var isEnabled = true

  let handler: ((UIAlertAction) -> Void)?

  /// Creates an alert button; the handler runs after the alert is dismissed.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

/// A controller that shows an alert or an action sheet.
@preconcurrency @MainActor
public final class UIAlertController: UIViewController {
  /// Alert or action sheet.
  public enum Style: Sendable {
    /// A list of actions that slides up from the bottom of the screen.
    case actionSheet
    /// A box in the middle of the screen, the only style that can have text fields.
    case alert
  }

  /// The alert's style.
  public let preferredStyle: Style

  /// The popover an action sheet would be shown in on an iPad.
  lazy var actionSheetPopover = UIPopoverPresentationController()

  /// The alert's message.
  public var message: String?

  /// The buttons, in the order they were added.
  public private(set) var actions: [UIAlertAction] = []

  /// The text fields of an alert-style controller.
  public private(set) var textFields: [UITextField]?

  /// The action drawn in bold and triggered by return.
  public var preferredAction: UIAlertAction?

  /// Creates an alert controller.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.preferredStyle = preferredStyle
    self.message = message
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  /// Alerts cannot come from a storyboard.
  public required init?(coder: NSCoder) {
    preferredStyle = .alert
    super.init(coder: coder)
  }

  /// Adds a button. At most one may have the cancel style (FIDELITY 17).
  public func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      UIKitRuntime.raiseException(
        .invalidArgument,
        reason: "UIAlertController can only have one action with a style of "
          + "UIAlertActionStyleCancel")
      return
    }
    actions.append(action)
  }

  /// Adds a text field; only alert-style controllers can have them (FIDELITY 17).
  public func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      UIKitRuntime.raiseException(
        reason: "Text fields can only be added to an alert controller of style "
          + "UIAlertControllerStyleAlert")
      return
    }
    let field = UITextField()
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
    if isViewLoaded { view.addSubview(field) }
  }

  public override func loadView() {
    let container = UIView()
    for field in textFields ?? [] { container.addSubview(field) }
    view = container
  }

  public override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    textFields?.first?.becomeFirstResponder()
  }

  /// The user taps a button: the alert is dismissed first, then the handler runs.
  package func simulateTap(on action: UIAlertAction) -> Bool {
    guard action.isEnabled, actions.contains(where: { $0 === action }) else { return false }
    UIKitRuntime.trace("alert action \"\(action.title ?? "")\" tapped", from: .view)
    // A system alert has no presenter: it goes, then the system acts on the answer.
    if let application = UIApplication.running, application.systemAlert === self {
      application.closeSystemAlert(self)
      action.handler?(action)
      return true
    }
    dismiss(animated: true) {
      action.handler?(action)
    }
    return true
  }
}
