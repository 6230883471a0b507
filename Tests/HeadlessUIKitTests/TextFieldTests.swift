// FIDELITY 18–22: user edits reach the delegate with UTF-16 ranges, whole graphemes are
// deleted, clear and return ask first, disabled controls ignore taps, focus needs a window.

import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct TextFieldTests {
  /// A text field on screen with a recording delegate, focused. Keep the window alive.
  static func focusedField(text: String = "") -> (UITextField, RecordingFieldDelegate, UIWindow) {
    let controller = UIViewController()
    let field = UITextField(placeholder: "Name")
    field.text = text
    let delegate = RecordingFieldDelegate()
    field.delegate = delegate
    controller.view.addSubview(field)
    let window = show(controller)
    field.becomeFirstResponder()
    return (field, delegate, window)
  }

  @Test func textSetToNilReadsBackEmptyAsUIKitsDoes() throws {
    let field = UITextField()
    #expect(field.text == "")
    field.text = "Milk"
    field.text = nil
    #expect(field.text == "")
    // A typed character after that lands in an empty field.
    let (focused, _, window) = Self.focusedField(text: "Old")
    focused.text = nil
    _ = try focused.simulateTyping("a")
    #expect(focused.text == "a")
    withExtendedLifetime(window) {}
  }

  @Test func f18_everyKeystrokeIsAskedWithItsUTF16Range() throws {
    let (field, delegate, window) = Self.focusedField()
    _ = try field.simulateTyping("añ😀")
    #expect(
      delegate.edits == [
        Edit(location: 0, length: 0, replacement: "a"),
        Edit(location: 1, length: 0, replacement: "ñ"),
        Edit(location: 2, length: 0, replacement: "😀"),
      ])
    #expect(field.text == "añ😀")
    #expect(window.firstResponder === field)
  }

  @Test func eachKeystrokeIsTracedWithItsTextQuotedAsSwiftWritesIt() throws {
    let (field, _, window) = Self.focusedField()
    let recorder = UIKitRecorder()
    try recorder.record { _ = try field.simulateTyping("a\"'\\\té") }
    #expect(
      recorder.trace
        == ["a", "\"", "'", "\\", "\t", "é"].enumerated().map { offset, key in
          "textField(_:shouldChangeCharactersIn: {\(offset), 0}, "
            + "replacementString: \(key.debugDescription))"
        })
    #expect(
      recorder.trace[1]
        == #"textField(_:shouldChangeCharactersIn: {1, 0}, replacementString: "\"")"#)
    #expect(window.firstResponder === field)
  }

  @Test func f18_aKeystrokeAfterTextSetInCodeIsAskedAtTheNewEnd() throws {
    let (field, delegate, window) = Self.focusedField()
    _ = try field.simulateTyping("日本")
    field.text = "😀😀😀"
    _ = try field.simulateTyping("!")
    #expect(delegate.edits.map(\.location) == [0, 1, 6])
    #expect(field.text == "😀😀😀!")
    #expect(window.firstResponder === field)
  }

  @Test func f18_anEditInTheMiddleThenKeystrokesAtTheEndLandWhereTheRangesSay() throws {
    let (field, delegate, window) = Self.focusedField(text: "ac")
    #expect(field.simulateReplacement(in: NSRange(location: 1, length: 0), with: "b"))
    _ = try field.simulateTyping("d👋🏽")
    #expect(field.text == "abcd👋🏽")
    #expect(
      delegate.edits == [
        Edit(location: 1, length: 0, replacement: "b"),
        Edit(location: 3, length: 0, replacement: "d"),
        Edit(location: 4, length: 0, replacement: "👋🏽"),
      ])
    #expect(window.firstResponder === field)
  }

  @Test func f18_returningFalseRejectsTheEdit() throws {
    let (field, delegate, window) = Self.focusedField(text: "abc")
    #expect(window.firstResponder === field)
    delegate.allowsEdits = false
    _ = try field.simulateTyping("d")
    #expect(field.text == "abc")
    #expect(delegate.edits.count == 1)
  }

  @Test func f18_settingTextInCodeCallsNoDelegateMethodAndSendsNoAction() {
    let (field, delegate, window) = Self.focusedField()
    #expect(window.firstResponder === field)
    var changes = 0
    field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    field.text = "typed by code"
    #expect(delegate.edits.isEmpty)
    #expect(changes == 0)
  }

  @Test func f19_backspaceOverAFlagRemovesFourUTF16UnitsInOneKeystroke() throws {
    let (field, delegate, window) = Self.focusedField(text: "Go 🇯🇵")
    #expect(window.firstResponder === field)
    _ = try field.simulateBackspace()
    #expect(delegate.edits == [Edit(location: 3, length: 4, replacement: "")])
    #expect(field.text == "Go ")
  }

  @Test func f19_backspaceOverASkinToneEmojiRemovesTheWholeCharacter() throws {
    let (field, delegate, window) = Self.focusedField(text: "👍🏽")
    #expect(window.firstResponder === field)
    _ = try field.simulateBackspace()
    #expect(delegate.edits == [Edit(location: 0, length: 4, replacement: "")])
    #expect(field.text == "")
  }

  @Test func f19_aRawRangeCanSplitASurrogatePairSoRangeInStringIsNil() throws {
    let (field, _, window) = Self.focusedField(text: "😀")
    let delegate = RangeConvertingDelegate()
    field.delegate = delegate
    // A raw range the system can send mid-composition splits the emoji's surrogate pair:
    // the conversion is nil. A backspace sends the whole emoji's range, which converts.
    field.simulateReplacement(in: NSRange(location: 1, length: 1), with: "")
    _ = try field.simulateBackspace()
    #expect(delegate.asked == [NSRange(location: 1, length: 1), NSRange(location: 0, length: 2)])
    #expect(delegate.converted == [false, true])
    #expect(field.text == "")
    withExtendedLifetime(window) {}
  }

  @Test func f19_aRawRangeRunningPastTheEndEndsAtTheEndHoweverLong() {
    let (field, delegate, window) = Self.focusedField(text: "abc")
    // A length that overflows when added to the location still ends at the text's end.
    #expect(field.simulateReplacement(in: NSRange(location: 1, length: .max), with: "x"))
    #expect(field.simulateReplacement(in: NSRange(location: 0, length: 5), with: "y"))
    #expect(delegate.edits.map(\.length) == [.max, 5])
    #expect(field.text == "y")
    withExtendedLifetime(window) {}
  }

  @Test func f19_forceUnwrappingRangeInStringOnASplitSurrogateCrashes() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        // The book's pattern in the delegate, on a range the system can send
        // mid-composition: the field asks, and `Range(range, in: text)!` stops the app.
        let (field, _, window) = TextFieldTests.focusedField(text: "😀")
        let delegate = BookPatternFieldDelegate()
        field.delegate = delegate
        field.simulateReplacement(in: NSRange(location: 1, length: 1), with: "")
        withExtendedLifetime((window, delegate)) {}
      }
    }
  }

  @Test func f20_theClearButtonAsksTheDelegateAndFalseKeepsTheText() throws {
    let (field, delegate, window) = Self.focusedField(text: "keep")
    #expect(window.firstResponder === field)
    field.clearButtonMode = .whileEditing
    delegate.allowsClear = false
    #expect(try field.simulateClearButton() == false)
    #expect(field.text == "keep")
    delegate.allowsClear = true
    #expect(try field.simulateClearButton())
    #expect(field.text == "")
    #expect(delegate.clears == 2)
  }

  @Test func f20_returnAsksTheDelegateThenFiresDidEndOnExit() throws {
    let (field, delegate, window) = Self.focusedField(text: "x")
    var exits = 0
    field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
    delegate.allowsReturn = false
    _ = try field.simulateReturnKey()
    #expect(exits == 0)
    delegate.allowsReturn = true
    _ = try field.simulateReturnKey()
    #expect(exits == 1)
    #expect(delegate.returns == 2)
    #expect(window.firstResponder == nil, "did-end-on-exit ends editing")
  }

  @Test func f21_aDisabledOrHiddenButtonCannotBeTappedButCodeCanSendItsAction() {
    let controller = UIViewController()
    var taps = 0
    let button = UIButton(type: .system, primaryAction: UIAction(title: "Save") { _ in taps += 1 })
    controller.view.addSubview(button)
    let window = show(controller)
    button.isEnabled = false
    #expect(!button.simulateUserTap())
    button.isEnabled = true
    button.isHidden = true
    #expect(!button.simulateUserTap())
    #expect(taps == 0)
    button.sendActions(for: .primaryActionTriggered)
    #expect(taps == 1)
    #expect(window.isKeyWindow)
  }

  @Test func f21_aDisabledBarButtonCannotBeTapped() {
    var taps = 0
    let item = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in taps += 1 })
    item.isEnabled = false
    #expect(!item.simulateUserTap())
    item.isEnabled = true
    #expect(item.simulateUserTap())
    #expect(taps == 1)
  }

  @Test func f22_becomeFirstResponderFailsOutsideAWindow() {
    let field = UITextField()
    #expect(!field.becomeFirstResponder())
    let controller = UIViewController()
    controller.view.addSubview(field)
    let window = show(controller)
    #expect(field.becomeFirstResponder())
    #expect(window.firstResponder === field)
  }

  @Test func f22_theKeyboardTypesIntoTheCurrentFirstResponder() throws {
    let controller = UIViewController()
    let first = UITextField()
    let second = UITextField()
    controller.view.addSubview(first)
    controller.view.addSubview(second)
    let window = show(controller)
    first.becomeFirstResponder()
    second.becomeFirstResponder()
    #expect(throws: KeyboardRefusal.notEditing) { try first.simulateTyping("x") }
    _ = try second.simulateTyping("y")
    #expect(second.text == "y")
    #expect(window.firstResponder === second)
  }
}

/// One call of `textField(_:shouldChangeCharactersIn:replacementString:)`.
struct Edit: Equatable {
  var location: Int
  var length: Int
  var replacement: String
}

/// A text field delegate that records what it is asked and answers as told.
final class RecordingFieldDelegate: UITextFieldDelegate {
  var edits: [Edit] = []
  var clears = 0
  var returns = 0
  var allowsEdits = true
  var allowsClear = true
  var allowsReturn = true

  func textField(
    _ textField: UITextField,
    shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    edits.append(Edit(location: range.location, length: range.length, replacement: string))
    return allowsEdits
  }

  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    clears += 1
    return allowsClear
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    returns += 1
    return allowsReturn
  }
}

/// A text field delegate that converts each range it is asked about to a `String` range,
/// records whether it could, and allows only the edits it could convert.
final class RangeConvertingDelegate: UITextFieldDelegate {
  var asked: [NSRange] = []
  var converted: [Bool] = []

  func textField(
    _ textField: UITextField,
    shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    asked.append(range)
    let convertible = Range(range, in: textField.text ?? "") != nil
    converted.append(convertible)
    return convertible
  }
}

/// A text field delegate written as the book writes it: the new text from
/// `Range(range, in: oldText)!`.
final class BookPatternFieldDelegate: UITextFieldDelegate {
  // swift-format-ignore: NeverForceUnwrap
  func textField(
    _ textField: UITextField,
    shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let oldText = textField.text ?? ""
    let stringRange = Range(range, in: oldText)!
    let newText = oldText.replacingCharacters(in: stringRange, with: string)
    return !newText.isEmpty
  }
}

/// A delegate method named as Swift 2 named it: since Swift 3 its first parameter has a
/// label, so iOS sees `textFieldWithTextField:shouldChangeCharactersInRange:…` and never calls
/// it as the delegate's; the kit, whose protocol has Swift 3's names, does not either.
@MainActor
@Suite struct Swift2DelegateNameTests {
  @Test func f18_aSwift2NamedMethodIsNeverAskedAboutAnEdit() throws {
    let storyboards = [
      UIStoryboard(
        name: "Add", initialScene: "Add",
        scenes: [
          .viewController("Add", Swift2Controller.self, content: [.textField(outlet: \.field)])
        ]),
      UIStoryboard(
        name: "Add", initialScene: "Add",
        scenes: [
          .viewController(
            "Add", AdoptingSwift2Controller.self, content: [.textField(outlet: \.field)])
        ]),
    ]
    for (adopts, storyboard) in zip([false, true], storyboards) {
      let controller = try #require(
        storyboard.instantiateInitialViewController() as? Swift2Controller)
      let window = show(controller)
      let field = try #require(controller.field)
      #expect(field.becomeFirstResponder())
      _ = try field.simulateTyping("Milk")
      #expect(field.text == "Milk")
      #expect(controller.asked == 0, "adopting UITextFieldDelegate: \(adopts)")
      withExtendedLifetime(window) {}
    }
  }
}

/// A controller whose storyboard connected the field's delegate outlet to it, but which does
/// not adopt `UITextFieldDelegate`, with the Swift 2 name.
class Swift2Controller: UIViewController {
  var field: UITextField?
  var asked = 0

  func textField(
    textField: UITextField, shouldChangeCharactersInRange range: NSRange,
    replacementString string: String
  ) -> Bool {
    asked += 1
    return true
  }
}

/// The same, adopting the protocol: its own method still does not match the requirement.
final class AdoptingSwift2Controller: Swift2Controller, UITextFieldDelegate {}
