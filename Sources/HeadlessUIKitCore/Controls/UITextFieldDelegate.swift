// The questions a text field asks its delegate about the user's edits.

import Foundation

/// The methods a text field's delegate may implement; every one has a default.
///
/// The text field asks these only about the user's own edits (FIDELITY 18): setting `text`
/// in code calls none of them.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Asked before the field takes focus; false keeps it from editing.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Told after the field took focus.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Asked before the field loses focus; false keeps it editing, unless editing is forced to
  /// end (`endEditing(true)`, or the field leaving the window).
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Told after the field lost focus.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Asked for every keystroke, backspace and paste, with the range in UTF-16 units.
  func textField(
    _ textField: UITextField,
    shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// Asked when the user taps the clear button; false keeps the text.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Asked when the user presses return.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// By default the field may begin editing.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// By default nothing happens.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// By default the field may end editing.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// By default nothing happens.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// By default every edit is accepted.
  public func textField(
    _ textField: UITextField,
    shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// By default the clear button clears the text.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// By default the return key is accepted.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
