// Version 2: the name is a let, fixed in init?(coder:).

import HeadlessUIKit

/// The name screen whose name is a `let` set in `init?(coder:)`, the initializer a
/// storyboard calls.
///
/// Nothing can overwrite it, but nothing can pass the typed name in either: the storyboard
/// calls `init?(coder:)` with no other argument, so the value must be fixed.
final class FixedNameCheckViewController: NameCheckViewController {
  // excerpt: fixed
  private let receivedText: String?

  /// Called by the storyboard; the only value available here is a fixed one.
  required init?(coder: NSCoder) {
    receivedText = NamePlate.defaultName
    super.init(coder: coder)
  }
  // end excerpt

  /// Creates the screen as its storyboard's initial scene.
  static func instantiate() -> FixedNameCheckViewController? {
    NameCheckStoryboards.fixed().instantiateInitialViewController()
      as? FixedNameCheckViewController
  }

  // MARK: - Lifecycle

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    show(receivedText: receivedText)
  }
}
