// A tappable button with a title.

import Foundation

/// A button the user taps to run an action.
///
/// Titles and title colours are set per state; a state without its own falls back to the
/// `.normal` one, as in UIKit.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The look of a button.
  public enum ButtonType: Sendable {
    /// A button drawn in the tint colour, as most buttons are.
    case system
    /// A button that draws only what the app gives it.
    case custom
  }

  /// The button's type.
  public let buttonType: ButtonType

  private var titles: [State: String] = [:]
  private var titleColors: [State: UIColor] = [:]

  /// Creates a button, optionally with an action run on tap.
  public init(type: ButtonType = .system, primaryAction: UIAction? = nil) {
    self.buttonType = type
    super.init(frame: .zero)
    if let primaryAction {
      titles[.normal] = primaryAction.title.isEmpty ? nil : primaryAction.title
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// Creates a custom-type button with a frame.
  public override init(frame: CGRect) {
    self.buttonType = .custom
    super.init(frame: frame)
  }

  /// Creates a button from a storyboard.
  public required init?(coder: NSCoder) {
    self.buttonType = .system
    super.init(coder: coder)
  }

  /// Sets the title shown in a state.
  open func setTitle(_ title: String?, for state: State) {
    MainThreadChecker.check("-[UIButton setTitle:forState:]")
    titles[state] = title
  }

  /// The title shown in a state: its own, else the normal one.
  open func title(for state: State) -> String? {
    titles[state] ?? titles[.normal]
  }

  /// The title shown now.
  open var currentTitle: String? { title(for: state) }

  /// The label that shows ``currentTitle``: there before the button is ever shown.
  ///
  /// Its font and line breaking are the app's to set; its text is not. As in UIKit, the
  /// button puts its current title back in the label each time it is asked for it, so a
  /// title goes through ``setTitle(_:for:)``.
  open var titleLabel: UILabel? {
    let label = ownTitleLabel ?? UILabel(frame: .zero)
    ownTitleLabel = label
    if label.text != currentTitle { label.text = currentTitle }
    return label
  }

  private var ownTitleLabel: UILabel?

  /// Sets the image shown beside the title in a state.
  open func setImage(_ image: UIImage?, for state: State) {
    images[state] = image
  }

  /// The image set for a state: its own, else the normal one.
  open func image(for state: State) -> UIImage? {
    images[state] ?? images[.normal]
  }

  /// The image shown now.
  open var currentImage: UIImage? { image(for: state) }

  /// Sets the image drawn behind the title in a state.
  open func setBackgroundImage(_ image: UIImage?, for state: State) {
    backgroundImages[state] = image
  }

  /// The background image set for a state: its own, else the normal one.
  open func backgroundImage(for state: State) -> UIImage? {
    backgroundImages[state] ?? backgroundImages[.normal]
  }

  /// The background image shown now.
  open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

  private var images: [State: UIImage] = [:]
  private var backgroundImages: [State: UIImage] = [:]

  /// Sets the colour of the title in a state.
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state] = color
  }

  /// The title colour set for a state: its own, else the normal one, else nil.
  open func titleColor(for state: State) -> UIColor? {
    titleColors[state] ?? titleColors[.normal]
  }

  /// The title colour shown now: the one set for the state, else the tint for a system
  /// button and white for a custom one.
  open var currentTitleColor: UIColor {
    titleColor(for: state) ?? (buttonType == .system ? tintColor : .white)
  }

  /// A user's tap: refused when the button is disabled or hidden (FIDELITY 21).
  package func simulateUserTap() -> Bool {
    guard isUserInteractionPossible else { return false }
    UIKitRuntime.trace("button \"\(currentTitle ?? "")\" sends its actions", from: .view)
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
    return true
  }

  // VoiceOver reads a button by its title, as a button.
  override var derivedAccessibilityLabel: String? { currentTitle }
  override var derivedAccessibilityTraits: UIAccessibilityTraits {
    super.derivedAccessibilityTraits.union(.button)
  }
}
