// Exercise names/variable-keeps-name: let the var version keep the typed name.
//
// Version 1: the name is a var, set after the screen is created.

import HeadlessUIKit

/// The name screen that receives the name in a `var` set after creation.
///
/// `instantiate(receivedText:)` creates the screen, then sets the name; the view loads
/// later, when the screen is pushed. So the view's lifecycle methods must read the name,
/// never set it: a value given to `viewDidLoad` would replace the typed one. A `var` still
/// lets anything assign it later, which is what the `let` versions rule out.
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

  /// Shows the name it was given; with none, `show(receivedText:)` shows the default name.
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    show(receivedText: receivedText)
  }
}
