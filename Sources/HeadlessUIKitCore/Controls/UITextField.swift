// A single-line editable text field.

import Foundation

/// A control that lets the user type one line of text.
///
/// The caret is always at the end of the text: typing appends, backspace removes the last
/// character (one whole grapheme, FIDELITY 19).
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// When the clear button shows.
  public enum ViewMode: Sendable {
    /// Never.
    case never
    /// While the field is being edited.
    case whileEditing
    /// While the field is not being edited.
    case unlessEditing
    /// Always.
    case always
  }

  /// The label of the return key.
  public enum ReturnKeyType: Sendable {
    /// "return".
    case `default`
    /// "Done".
    case done
    /// "Go".
    case go
    /// "Next".
    case next
    /// "Search".
    case search
  }

  /// The text: "" when empty, even after `text = nil`, as UIKit's field answers. Setting it
  /// in code calls no delegate method (FIDELITY 18).
  open var text: String? {
    get { storedText }
    set {
      MainThreadChecker.check("-[UITextField setText:]")
      storedText = newValue ?? ""
      knownUTF16Length = nil
    }
  }

  /// The text the field holds, never nil.
  private var storedText = ""

  /// The text's length in UTF-16 units, once worked out, until the text is set again: the
  /// keyboard needs it for every keystroke's range, and counting the units of a text that
  /// is not all ASCII means reading all of it.
  var knownUTF16Length: Int?

  /// The grey text shown while the field is empty.
  open var placeholder: String?

  /// Whether the field hides what is typed, as for a password: it shows a bullet for each
  /// character, and its `text` is still what was typed.
  open var isSecureTextEntry = false

  /// The object asked about the user's edits.
  open weak var delegate: (any UITextFieldDelegate)?

  /// When the clear button is shown.
  open var clearButtonMode: ViewMode = .never

  /// What the return key says.
  open var returnKeyType: ReturnKeyType = .default

  /// Whether the return key is disabled while the field is empty.
  open var enablesReturnKeyAutomatically = false

  /// Creates an empty text field, optionally with a placeholder.
  public init(placeholder: String? = nil) {
    super.init(frame: .zero)
    self.placeholder = placeholder
  }

  /// Creates an empty text field.
  public convenience override init() {
    self.init(placeholder: nil)
  }

  /// Creates an empty text field with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a text field from a storyboard.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  open override var canBecomeFirstResponder: Bool { isEnabled }

  open override var isFirstResponder: Bool { window?.firstResponder === self }

  /// Whether the field is being edited (it is first responder).
  public var isEditing: Bool { isFirstResponder }

  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard let window, canBecomeFirstResponder else {
      UIKitRuntime.trace(
        "becomeFirstResponder() refused: the field is not in a window", from: .view)
      return false
    }
    if isFirstResponder { return true }
    if delegate?.textFieldShouldBeginEditing(self) == false { return false }
    if let current = window.firstResponder, !current.resignFirstResponder() { return false }
    window.setFirstResponder(self)
    UIKitRuntime.trace("text field becomes first responder", from: .view)
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    return true
  }

  /// Ends editing, unless the delegate's `textFieldShouldEndEditing(_:)` says no.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    resignFirstResponder(asking: true)
  }

  /// Ends editing; `asking` false skips the delegate, as `endEditing(true)` and removing the
  /// field from the window do.
  func resignFirstResponder(asking: Bool) -> Bool {
    guard let window, window.firstResponder === self else { return true }
    if asking, delegate?.textFieldShouldEndEditing(self) == false {
      UIKitRuntime.trace(
        "textFieldShouldEndEditing(_:) returned false: the field stays", from: .textFieldDelegate)
      return false
    }
    window.setFirstResponder(nil)
    delegate?.textFieldDidEndEditing(self)
    sendActions(for: .editingDidEnd)
    return true
  }

  /// Whether the clear button is visible now.
  public var isClearButtonVisible: Bool {
    guard !(text ?? "").isEmpty else { return false }
    switch clearButtonMode {
    case .never: return false
    case .always: return true
    case .whileEditing: return isEditing
    case .unlessEditing: return !isEditing
    }
  }

  /// Whether the return key can be pressed now.
  public var isReturnKeyEnabled: Bool {
    !(enablesReturnKeyAutomatically && (text ?? "").isEmpty)
  }

  // A text field's value is its text (none while it is empty).
  override var derivedAccessibilityValue: String? {
    guard let text, !text.isEmpty else { return nil }
    return text
  }
}
