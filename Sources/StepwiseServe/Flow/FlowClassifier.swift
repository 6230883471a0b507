// Sorts the lines of a device's transcript into the lanes View, Controller, Model, Storage.

import Foundation

/// Reads a gesture's transcript lines as steps in lanes.
///
/// The transcript writes UIKit's calls as UIKit names them; the classifier knows which of
/// them happen in views (a bar button tapped, rows inserted, a cell dequeued) and sends
/// every other call to the controller lane, since UIKit calls the app's controllers and
/// delegates. `view:`, `model:` and `storage:` lines come from the device's watch on the
/// cells, the model and the files (`Device.watchesModelAndStorage`): what the app's code
/// changed in a cell on screen, in its model, and which files it read or wrote.
///
/// ```swift
/// FlowClassifier.step(for: "  tableView(_:didSelectRowAt: [0, 2])")  // controller
/// ```
///
/// The calls a view makes into the app's code carry who makes them (``FlowCall``): the
/// table asking its data source, or telling its delegate; and a `delegate:` line says that
/// one of the app's controllers called another it holds, as a screen tells its delegate it
/// is done.
package enum FlowClassifier {
  /// The beginnings of the calls that happen in views.
  static let viewCalls = [
    "bar button ", "button \"", "back button tapped", "alert action ", "date picker value changed",
    "switch turned ", "text field becomes first responder", "becomeFirstResponder()",
    "insertRows(", "deleteRows(", "reloadRows(", "reloadData()", "dequeue:", "scroll to row",
  ]

  /// The beginnings of the calls a table makes to its data source; every other
  /// `tableView(_:…)` call goes to its delegate.
  static let dataSourceCalls = [
    "numberOfSections(in:", "tableView(_:numberOfRowsInSection:", "tableView(_:cellForRowAt:",
    "tableView(_:commit:", "tableView(_:moveRowAt:", "tableView(_:canEditRowAt:",
    "tableView(_:canMoveRowAt:", "tableView(_:titleForHeaderInSection:",
    "tableView(_:titleForFooterInSection:",
  ]

  /// The steps of transcript lines, in order.
  package static func steps(_ lines: [String]) -> [FlowStep] {
    lines.compactMap(step(for:))
  }

  /// The step of one transcript line; nil for a blank line.
  package static func step(for line: String) -> FlowStep? {
    let text = String(line.drop { $0 == " " })
    guard !text.isEmpty else { return nil }
    if let gesture = text.dropping("▶ ") { return FlowStep(.view, gesture, kind: .gesture) }
    if let change = text.dropping("view: ") { return FlowStep(.view, change) }
    if let change = text.dropping("model: ") { return FlowStep(.model, change) }
    if let path = text.dropping("storage: read ") {
      return FlowStep(.storage, "read " + path, kind: .read)
    }
    if let change = text.dropping("storage: ") { return FlowStep(.storage, change) }
    for prefix in ["console: ", "print: "] where text.hasPrefix(prefix) {
      return FlowStep(nil, text, kind: .note)
    }
    if let failure = text.dropping("*** ") ?? text.dropping("✗ ") {
      return FlowStep(nil, failure, kind: .failure)
    }
    if let handOver = text.dropping("delegate: ") { return handOverStep(handOver) }
    if viewCalls.contains(where: { text.hasPrefix($0) }) { return FlowStep(.view, text) }
    return FlowStep(.controller, text, call: call(text))
  }

  /// Who a call into the controller lane comes from, when a view makes it.
  static func call(_ text: String) -> FlowCall? {
    if dataSourceCalls.contains(where: { text.hasPrefix($0) }) { return .dataSource }
    if text.hasPrefix("tableView(_:") { return .delegate(.table) }
    if text.hasPrefix("textField") { return .delegate(.textField) }
    return nil
  }

  /// A `delegate:` line of the device's watch (`DelegateWatch`): `AddItemViewController →
  /// ChecklistViewController (delegate: AddItemViewControllerDelegate)`.
  static func handOverStep(_ text: String) -> FlowStep {
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")"),
      let arrow = text.range(of: " → ")
    else { return FlowStep(.controller, text) }
    let receiver = String(text[arrow.upperBound..<open]).trimmingCharacters(in: .whitespaces)
    let link = text[text.index(after: open)..<text.index(before: text.endIndex)]
    let parts = link.split(separator: ":", maxSplits: 1).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard parts.count == 2 else { return FlowStep(.controller, text) }
    let calls = String(text[..<open]).trimmingCharacters(in: .whitespaces)
    return FlowStep(
      .controller, calls, call: .handOver(property: parts[0], type: parts[1], receiver: receiver))
  }
}

extension String {
  /// The rest of the text after a prefix, or nil when it does not start with it.
  fileprivate func dropping(_ prefix: String) -> String? {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
  }
}
