// The questions a text view asks its delegate about the user's edits.

import Foundation

/// The methods a text view's delegate may implement; every one has a default.
///
/// As with a text field (FIDELITY 18), the text view asks these only about the user's own
/// edits: setting `text` in code calls none of them.
@preconcurrency @MainActor
public protocol UITextViewDelegate: AnyObject {
  /// Asked before the text view takes focus; false keeps it from editing.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Asked before the text view loses focus; false keeps it editing.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Told after the text view took focus.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Told after the text view lost focus.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Asked for every keystroke (return types "\n"), backspace and paste, with the range in
  /// UTF-16 units; false rejects the edit.
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// Told after each change the user made to the text, never after a change made in code.
  func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// By default the text view may begin editing.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// By default the text view may end editing.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// By default nothing happens.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// By default nothing happens.
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// By default every edit is accepted.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// By default nothing happens.
  public func textViewDidChange(_ textView: UITextView) {}
}
