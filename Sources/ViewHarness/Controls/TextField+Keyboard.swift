// A text field, touched: the tap that gives it the keyboard, and the keys that edit it.

import Foundation
import HeadlessUIKitCore
import StepwiseBasics

extension Device {
  /// Taps a text field, named by its placeholder, the label beside it or the text it holds
  /// (or, when no field answers, a text view, named by its text): it becomes first responder
  /// and the keyboard types into it (FIDELITY 22).
  ///
  /// The field asks its delegate's `textFieldShouldBeginEditing` first; the field that had
  /// the keyboard is asked `textFieldShouldEndEditing` and told `textFieldDidEndEditing`;
  /// then the tapped field is told `textFieldDidBeginEditing`. Either delegate may say no,
  /// and the keyboard stays where it was. A disabled or hidden field cannot be tapped
  /// (FIDELITY 21); when an alert is up, only its fields can.
  public func tapField(
    _ name: String, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.tapField(name))
      _ = try applicationOnScreen()
      let fields = reader?.touchableFields ?? []
      let matches = fields.filter { $0.names.contains { shows($0, as: name) } }
      if matches.isEmpty,
        let textView = reader?.touchableTextViews.first(where: {
          shows($0.text ?? "", as: name)
        })
      {
        // A text view, named by the text it holds ("" while empty).
        return try giveTheKeyboard(
          to: textView, already: "the text view has the keyboard already",
          refused: "the keyboard stays where it was: the text view is not editable, or a "
            + "delegate said no")
      }
      try giveTheKeyboard(
        to: try onlyField(named: name, matches: matches, among: fields),
        already: "the field has the keyboard already",
        refused: "the keyboard stays where it was: textFieldShouldBeginEditing, or the focused "
          + "field's textFieldShouldEndEditing, said no")
    }
  }

  /// The one field of `matches`, the fields answering to `name`, else why none can be tapped:
  /// none answers (the fields there are listed), several do, or the one that does is
  /// disabled.
  private func onlyField(
    named name: String, matches: [(field: UITextField, names: [String])],
    among fields: [(field: UITextField, names: [String])]
  ) throws -> UITextField {
    guard let field = matches.first?.field else {
      let place = presentedAlert == nil ? localized("on screen") : localized("in the alert")
      guard !fields.isEmpty else {
        throw failure(.impossible, localized("there is no text field \(place)"))
      }
      let known = fields.map { ScriptQuoting.quote($0.names.first ?? "") }
      throw failure(
        .impossible,
        localized(
          """
          there is no text field \(ScriptQuoting.quote(name)) \(place) \
          (fields: \(known.joined(separator: ", ")))
          """))
    }
    guard matches.count == 1 else {
      throw failure(
        .impossible,
        localized(
          """
          \(matches.count) text fields answer to \(ScriptQuoting.quote(name)): name one by \
          its placeholder or the label beside it
          """))
    }
    guard field.isEnabled else {
      throw failure(.impossible, localized("the field \(ScriptQuoting.quote(name)) is disabled"))
    }
    return field
  }

  /// Makes a tapped field or text view first responder, unless it is already (`already`
  /// says so) or it says no (`refused` says why).
  private func giveTheKeyboard(to responder: UIResponder, already: String, refused: String)
    throws
  {
    guard !responder.isFirstResponder else {
      transcript.append("  " + already)
      return
    }
    var tookKeyboard = false
    try perform { tookKeyboard = responder.becomeFirstResponder() }
    if !tookKeyboard { transcript.append("  " + refused) }
  }

  // MARK: - The keyboard

  /// Types text into the focused field or text view, one keystroke per character
  /// (FIDELITY 18).
  public func type(
    _ text: String, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.type(text))
      try keyboard { field in _ = try field.simulateTyping(text) }
    }
  }

  /// Pastes text into the focused field as one edit.
  public func paste(
    _ text: String, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.paste(text))
      try keyboard { field in _ = try field.simulatePaste(text) }
    }
  }

  /// Presses backspace `count` times; each removes one whole character (FIDELITY 19). More
  /// than the field holds is refused before any is pressed.
  public func backspace(
    _ count: Int = 1, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.backspace(count))
      try keyboard { field in try field.simulateBackspaces(count) }
    }
  }

  /// Taps the clear button of the focused field (FIDELITY 20).
  public func clear(
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.clear)
      try keyboard { field in _ = try field.simulateClearButton() }
    }
  }

  /// Presses the return key (FIDELITY 20).
  public func pressReturn(
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.pressReturn)
      try keyboard { field in _ = try field.simulateReturnKey() }
    }
  }

  /// Sends a raw edit to the focused field, as the system may (FIDELITY 19): the range is in
  /// UTF-16 units and may split a character or run past the end.
  public func replaceCharacters(
    in range: NSRange, with text: String, file: String = #filePath, line: Int = #line,
    column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(
        .replace(location: range.location, length: range.length, with: text))
      // A range may start before the text or run past its end (FIDELITY 19), but not end
      // past the largest offset: Foundation's `Range(range, in:)`, which an app's delegate
      // calls, traps computing such an end, as no device ever asks it to.
      guard !range.location.addingReportingOverflow(range.length).overflow else {
        throw failure(
          .impossible,
          localized(
            "the system sends no range at \(range.location) of length \(range.length): its end lies beyond any text"
          ))
      }
      try keyboard { field in _ = field.simulateReplacement(in: range, with: text) }
    }
  }

  private func keyboard(_ edit: (any KeyboardInput) throws -> Void) throws {
    _ = try applicationOnScreen()
    guard let field = application?.window?.firstResponder as? any KeyboardInput else {
      throw failure(.impossible, localized("no text field has the keyboard"))
    }
    var refusal: KeyboardRefusal?
    try perform {
      do {
        try edit(field)
      } catch let error as KeyboardRefusal {
        refusal = error
      }
    }
    guard let refusal else { return }
    let message =
      switch refusal {
      case .notEditing: localized("no text field has the keyboard")
      case .nothingToDelete: localized("the field is empty: nothing to delete")
      case .moreThanTheTextHolds(let characters):
        localized(
          "the field holds \(characters) characters: that many backspaces at most, and none was pressed"
        )
      case .returnKeyDisabled: localized("the return key is disabled while the field is empty")
      case .noClearButton: localized("the field shows no clear button")
      }
    throw failure(.impossible, message)
  }
}
