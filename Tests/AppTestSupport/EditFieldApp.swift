// A screen with one text field and a Done button, written two wrong ways for the edit fuzzer.

import Foundation
import HeadlessUIKitCore

/// One text field and a Done button that should be enabled exactly while the field holds
/// text. ``asInTheBook`` force-unwraps `Range(range, in:)` as the book does (and crashes on a
/// range that splits a surrogate pair); ``oneEditLate`` reads the text before the edit
/// applies, so Done lags one keystroke behind.
public enum EditFieldApp {
  /// The book's `Range(range, in: oldText)!`.
  public static let asInTheBook = make(id: "edit-field-book")

  /// Done computed from the text before the edit.
  public static let oneEditLate = make(id: "edit-field-late")

  private static func make(id: String) -> AppDescriptor {
    AppDescriptor(
      id: id, title: "Edit field", summary: "One field for the edit fuzzer's tests.",
      chapter: "none",
      makeDelegate: { EditFieldDelegate() },
      makeStoryboard: {
        UIStoryboard(
          name: "Main", initialScene: "Navigation",
          scenes: [
            .navigationController("Navigation", root: "Field"),
            .tableViewController(
              "Field", EditFieldViewController.self, title: "Name",
              rightBarButton: .system(.done, isEnabled: false, outlet: \.doneBarButton),
              staticCells: [[.textField(placeholder: "Name", outlet: \.textField)]]),
          ])
      })
  }
}

/// The app delegate of ``EditFieldApp``.
@MainActor
final class EditFieldDelegate: UIApplicationDelegate {
  var window: UIWindow?
}

/// The screen of ``EditFieldApp``.
@MainActor
final class EditFieldViewController: UITableViewController, UITextFieldDelegate {
  var textField: UITextField?
  var doneBarButton: UIBarButtonItem?

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    textField?.becomeFirstResponder()
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let oldText = textField.text ?? ""
    if UIApplication.shared.descriptor.id == "edit-field-late" {
      doneBarButton?.isEnabled = !oldText.isEmpty
      return true
    }
    // The book's line, kept to show the crash it causes on a range that splits a character.
    // swift-format-ignore: NeverForceUnwrap
    let stringRange = Range(range, in: oldText)!
    doneBarButton?.isEnabled = !oldText.replacingCharacters(in: stringRange, with: string).isEmpty
    return true
  }
}
