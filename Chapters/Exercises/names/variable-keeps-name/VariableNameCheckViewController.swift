// Exercise names/variable-keeps-name: let the var version keep the typed name.
//
// Version 1: the name is a var, set after the screen is created — and overwritten.

import HeadlessUIKit

/// The name screen that receives the name in a `var` set after creation.
///
/// Anything can assign a `var` later, and here `viewDidLoad` does: it "initializes" the
/// property after `instantiate(receivedText:)` set it, so the typed name is lost. That is the
/// bug the article uses to argue for a `let`.
final class VariableNameCheckViewController: NameCheckViewController {
  /// The name to show.
  var receivedText: String?

  /// Creates the screen from its storyboard, then sets the name.
  static func instantiate(receivedText: String?) -> VariableNameCheckViewController? {
    let storyboard = NameCheckStoryboards.variable()
    let viewController =
      storyboard.instantiateViewController(withIdentifier: "VariableNameCheck")
      as? VariableNameCheckViewController
    viewController?.receivedText = receivedText ?? ""
    return viewController
  }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    // The bug: this runs after instantiate(receivedText:) set the name, and replaces it.
    receivedText = NamePlate.defaultName
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    show(receivedText: receivedText)
  }
}
