// Version 3: the name is a let, injected through the storyboard's creator closure.

import HeadlessUIKit

/// The name screen whose name is a `let` passed to its own initializer.
///
/// `instantiateInitialViewController(creator:)` hands the closure the coder it decoded the
/// scene with; the closure calls ``init(coder:receivedText:)``, which sets the constant and
/// then calls `init?(coder:)` on the superclass. The name is fixed from the first moment the
/// screen exists.
final class InjectedNameCheckViewController: NameCheckViewController {
  // excerpt: injected
  private let receivedText: String?

  /// Creates the screen with its name; only the creator closure calls it.
  init?(coder: NSCoder, receivedText: String?) {
    self.receivedText = receivedText
    super.init(coder: coder)
  }

  /// The storyboard's own initializer cannot know the name, so it is unavailable and fails.
  @available(*, unavailable, message: "Use instantiate(receivedText:)")
  required init?(coder: NSCoder) {
    return nil
  }

  /// Creates the screen as its storyboard's initial scene, with the name injected.
  static func instantiate(receivedText: String?) -> InjectedNameCheckViewController? {
    NameCheckStoryboards.injected().instantiateInitialViewController { coder in
      InjectedNameCheckViewController(coder: coder, receivedText: receivedText)
    }
  }
  // end excerpt

  // MARK: - Lifecycle

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    show(receivedText: receivedText)
  }
}
