// A scrollable, multi-line editable text view.

import Foundation

/// A view that shows, and lets the user type, text of many lines (a note, a description).
///
/// Unlike a text field it is not a control: it sends no actions, and tells its delegate of
/// each change instead (`textViewDidChange(_:)`). The return key types a new line, asked of
/// the delegate as any keystroke. The caret is always at the end of the text.
///
/// ```swift
/// notesView.text = item.notes          // no delegate call: only the user's edits are told
/// notesView.delegate = self            // textViewDidChange(_:) after each keystroke
/// ```
@preconcurrency @MainActor
open class UITextView: UIView {
  /// The text: "" when empty, even after `text = nil`, as UIKit's view answers. Setting it in
  /// code calls no delegate method.
  open var text: String! {
    get { storedText }
    set { storedText = newValue ?? "" }
  }

  private var storedText = ""

  /// Whether the user can edit the text; a view that is not editable never takes the
  /// keyboard.
  open var isEditable = true

  /// The colour of the text: nil, UIKit's default black, unless set. Apps often grey the
  /// text to fake a placeholder, which a text view lacks, and clear it when editing begins.
  open var textColor: UIColor?

  /// The object told about the user's edits.
  open weak var delegate: (any UITextViewDelegate)?

  /// Creates an empty text view.
  public override init() {
    super.init()
  }

  /// Creates an empty text view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a text view from a storyboard.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  open override var canBecomeFirstResponder: Bool { isEditable }

  open override var isFirstResponder: Bool { window?.firstResponder === self }

  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard let window, canBecomeFirstResponder else {
      UIKitRuntime.trace(
        "becomeFirstResponder() refused: the text view is not editable here", from: .view)
      return false
    }
    if isFirstResponder { return true }
    if delegate?.textViewShouldBeginEditing(self) == false { return false }
    if let current = window.firstResponder, !current.resignFirstResponder() { return false }
    window.setFirstResponder(self)
    UIKitRuntime.trace("text view becomes first responder", from: .view)
    delegate?.textViewDidBeginEditing(self)
    return true
  }

  /// Ends editing, unless the delegate's `textViewShouldEndEditing(_:)` says no.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    resignFirstResponder(asking: true)
  }

  /// Ends editing; `asking` false skips the delegate, as `endEditing(true)` and removing the
  /// view from the window do.
  func resignFirstResponder(asking: Bool) -> Bool {
    guard let window, window.firstResponder === self else { return true }
    if asking, delegate?.textViewShouldEndEditing(self) == false {
      UIKitRuntime.trace(
        "textViewShouldEndEditing(_:) returned false: the text view stays", from: .textViewDelegate)
      return false
    }
    window.setFirstResponder(nil)
    delegate?.textViewDidEndEditing(self)
    return true
  }

  // A text view's value is its text.
  override var derivedAccessibilityValue: String? {
    storedText.isEmpty ? nil : storedText
  }
}
