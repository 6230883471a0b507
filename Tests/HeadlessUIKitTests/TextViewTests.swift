// A text view, as UIKit's: the user's edits are asked and told to its delegate with UTF-16
// ranges, return types a new line, and text set in code tells no one (FIDELITY 18).

import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct TextViewTests {
  /// A text view on screen with a recording delegate. Keep the window alive.
  static func textViewOnScreen(text: String = "") -> (
    UITextView, RecordingTextViewDelegate, UIWindow
  ) {
    let controller = UIViewController()
    let textView = UITextView()
    textView.text = text
    let delegate = RecordingTextViewDelegate()
    textView.delegate = delegate
    controller.view.addSubview(textView)
    let window = show(controller)
    return (textView, delegate, window)
  }

  @Test func f18_typingAsksEachKeystrokeThenTellsTheChange() throws {
    let (textView, delegate, window) = Self.textViewOnScreen()
    #expect(textView.becomeFirstResponder())
    _ = try textView.simulateTyping("a😀")
    #expect(textView.text == "a😀")
    #expect(
      delegate.calls == [
        "shouldBegin", "didBegin", "shouldChange {0, 0} a", "didChange a",
        "shouldChange {1, 0} 😀", "didChange a😀",
      ])
    #expect(window.firstResponder === textView)
  }

  @Test func f18_textSetInCodeTellsTheDelegateNothing() {
    let (textView, delegate, window) = Self.textViewOnScreen()
    textView.text = "Written in code"
    textView.text = nil
    #expect(textView.text == "", "nil reads back empty, as UIKit's text view answers")
    #expect(delegate.calls.isEmpty)
    withExtendedLifetime(window) {}
  }

  @Test func aRefusedEditChangesNothingAndIsNotToldAsAChange() throws {
    let (textView, delegate, window) = Self.textViewOnScreen(text: "ab")
    textView.becomeFirstResponder()
    delegate.refuses = "x"
    _ = try textView.simulateTyping("x")
    _ = try textView.simulateBackspace()
    #expect(textView.text == "a")
    #expect(
      delegate.calls.suffix(3) == ["shouldChange {2, 0} x", "shouldChange {1, 1} ", "didChange a"])
    withExtendedLifetime(window) {}
  }

  @Test func returnTypesANewLineAskedAsAnyKeystroke() throws {
    let (textView, delegate, window) = Self.textViewOnScreen(text: "Milk")
    textView.becomeFirstResponder()
    _ = try textView.simulateReturnKey()
    #expect(textView.text == "Milk\n")
    #expect(delegate.calls.last == "didChange Milk\n")
    #expect(throws: KeyboardRefusal.noClearButton) { try textView.simulateClearButton() }
    withExtendedLifetime(window) {}
  }

  @Test func endingEditingAsksThenTellsTheDelegate() {
    let (textView, delegate, window) = Self.textViewOnScreen()
    textView.becomeFirstResponder()
    delegate.keepsEditing = true
    #expect(!textView.resignFirstResponder())
    #expect(window.firstResponder === textView)
    #expect(window.endEditing(true), "forced: the delegate is not asked")
    #expect(delegate.calls.suffix(2) == ["shouldEnd", "didEnd"])
    #expect(window.firstResponder == nil)
  }

  @Test func aGreyTextStandsForAPlaceholderUntilTheDelegateClearsItAsEditingBegins() throws {
    let (textView, _, window) = Self.textViewOnScreen(text: "Notes")
    let placeholder = PlaceholderDelegate()
    textView.delegate = placeholder
    textView.textColor = .lightGray
    #expect(textView.becomeFirstResponder())
    #expect(textView.text == "")
    #expect(textView.textColor == nil)
    _ = try textView.simulateTyping("Hi")
    #expect(textView.text == "Hi")
    withExtendedLifetime(window) {}
  }

  @Test func aTextViewThatIsNotEditableNeverTakesTheKeyboard() {
    let (textView, delegate, window) = Self.textViewOnScreen(text: "Read me")
    textView.isEditable = false
    #expect(!textView.becomeFirstResponder())
    #expect(throws: KeyboardRefusal.notEditing) { try textView.simulateTyping("x") }
    #expect(delegate.calls.isEmpty)
    withExtendedLifetime(window) {}
  }

  @Test func theStoryboardMakesItsOwnerTheDelegateAndConnectsTheOutlet() throws {
    let storyboard = UIStoryboard(
      name: "Notes", initialScene: "Notes",
      scenes: [
        .viewController(
          "Notes", MemoEditorController.self,
          content: [.textView("Call the vet", outlet: \.notesView)])
      ])
    let controller = try #require(
      storyboard.instantiateInitialViewController() as? MemoEditorController)
    controller.loadViewIfNeeded()
    let textView = try #require(controller.notesView)
    #expect(textView.text == "Call the vet")
    #expect(textView.delegate === controller)
    #expect(textView.isEditable)
  }
}

/// Records what a text view tells and asks it, and refuses what it is told to.
final class RecordingTextViewDelegate: UITextViewDelegate {
  var calls: [String] = []
  var refuses: String?
  var keepsEditing = false

  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
    calls.append("shouldBegin")
    return true
  }

  func textViewDidBeginEditing(_ textView: UITextView) {
    calls.append("didBegin")
  }

  func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
    calls.append("shouldEnd")
    return !keepsEditing
  }

  func textViewDidEndEditing(_ textView: UITextView) {
    calls.append("didEnd")
  }

  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    calls.append("shouldChange {\(range.location), \(range.length)} \(text)")
    return text != refuses
  }

  func textViewDidChange(_ textView: UITextView) {
    calls.append("didChange \(textView.text ?? "")")
  }
}

/// Clears the grey text that stands for a placeholder when editing begins, as apps do.
final class PlaceholderDelegate: UITextViewDelegate {
  func textViewDidBeginEditing(_ textView: UITextView) {
    if textView.textColor == .lightGray {
      textView.text = nil
      textView.textColor = nil
    }
  }
}

/// A controller with a notes outlet, the delegate of the text view its scene declares.
final class MemoEditorController: UIViewController, UITextViewDelegate {
  var notesView: UITextView?
}
