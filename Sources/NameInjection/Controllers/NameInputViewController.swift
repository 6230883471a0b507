// The name input screen: the return key creates the name screen and pushes it.

import HeadlessUIKit

/// Takes a name; the return key creates the name screen the chosen way, hands it the name,
/// and pushes it.
final class NameInputViewController: UIViewController {
  /// How the name is handed over; the list sets it before this screen appears.
  var handOver = HandOver.injectedByCreator

  /// Says which way this screen uses.
  weak var handOverLabel: UILabel!

  /// Where the user types the name.
  weak var nameTextField: UITextField!

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    handOverLabel.text = handOver.title
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    nameTextField.becomeFirstResponder()
  }

  // MARK: - Navigation

  // excerpt: make-next
  /// Creates the name screen for the chosen way, handing it the typed name where it can.
  private func makeNameCheckViewController(name: String?) -> UIViewController? {
    switch handOver {
    case .variable: VariableNameCheckViewController.instantiate(receivedText: name)
    case .fixedInInit: FixedNameCheckViewController.instantiate()
    case .injectedByCreator: InjectedNameCheckViewController.instantiate(receivedText: name)
    }
  }
  // end excerpt
}

// MARK: - UITextFieldDelegate

extension NameInputViewController: UITextFieldDelegate {
  // excerpt: return-key
  /// Return: pushes the name screen with the name typed so far.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
    guard let nextViewController = makeNameCheckViewController(name: textField.text) else {
      return false
    }
    navigationController?.pushViewController(nextViewController, animated: true)
    return true
  }
  // end excerpt
}
