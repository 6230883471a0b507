// The simulated user's finger on a text field: the tap that gives it the keyboard.

import Foundation
import HeadlessUIKitCore
import StepwiseBasics

extension Device {
  /// Taps a text field, named by its placeholder, the label beside it or the text it holds:
  /// it becomes first responder and the keyboard types into it (FIDELITY 22).
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
      _ = try runningApplication()
      let fields = reader?.touchableFields ?? []
      let matches = fields.filter { $0.names.contains { shows($0, as: name) } }
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
      guard !field.isFirstResponder else {
        transcript.append("  the field has the keyboard already")
        return
      }
      var tookKeyboard = false
      try perform { tookKeyboard = field.becomeFirstResponder() }
      if !tookKeyboard {
        transcript.append(
          "  the keyboard stays where it was: textFieldShouldBeginEditing, or the focused "
            + "field's textFieldShouldEndEditing, said no")
      }
    }
  }
}
