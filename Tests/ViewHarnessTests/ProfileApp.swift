// A profile form with several text fields, for the tests of tapping a field to focus it.

import Foundation
import HeadlessUIKit

/// A form: a name and an email field each with a label beside it, a disabled member-number
/// field, and a Rename button that asks for a nickname in an alert. The screen records what
/// its fields' delegate is asked and told, and says so when memory runs low.
enum ProfileApp {
  static let descriptor = AppDescriptor(
    id: "profile", title: "Profile", summary: "Text fields to tap, for the tests.",
    chapter: "none", makeDelegate: { ShelfAppDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "Profile", initialScene: "Navigation",
        scenes: [
          .navigationController("Navigation", root: "Profile"),
          .viewController(
            "Profile", ProfileViewController.self, title: "Profile",
            rightBarButton: .title("Rename", action: { $0.askForNickname() }),
            content: [
              .label("Name"), .textField(placeholder: "Your name", outlet: \.nameField),
              .label("Email"), .textField(placeholder: "name@example.com", outlet: \.emailField),
              .textField(placeholder: "Member number", outlet: \.memberField),
              .label(outlet: \.statusLabel),
            ]),
        ])
    })
}

@MainActor
final class ProfileViewController: UIViewController, UITextFieldDelegate {
  var nameField: UITextField?
  var emailField: UITextField?
  var memberField: UITextField?
  var statusLabel: UILabel?
  /// What the fields' delegate was asked and told, in order.
  var calls: [String] = []
  /// Whether the email field lets the keyboard go.
  var emailMayEnd = true

  override func viewDidLoad() {
    super.viewDidLoad()
    memberField?.text = "1234"
    memberField?.isEnabled = false
  }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    statusLabel?.text = "Memory is low"
  }

  func askForNickname() {
    let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Nickname" }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    present(alert, animated: true)
  }

  private func name(of field: UITextField) -> String {
    field === nameField ? "name" : field === emailField ? "email" : "other"
  }

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    calls.append("shouldBegin \(name(of: textField))")
    return true
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    calls.append("didBegin \(name(of: textField))")
  }

  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    calls.append("shouldEnd \(name(of: textField))")
    return textField === emailField ? emailMayEnd : true
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    calls.append("didEnd \(name(of: textField))")
  }
}
