// Sorts the lines of a device's transcript into the lanes View, Controller, Model, Storage.

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
package enum FlowClassifier {
  /// The beginnings of the calls that happen in views.
  static let viewCalls = [
    "bar button ", "button \"", "back button tapped", "alert action ", "date picker value changed",
    "switch turned ", "text field becomes first responder", "becomeFirstResponder()",
    "insertRows(", "deleteRows(", "reloadRows(", "reloadData()", "dequeue:", "scroll to row",
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
    let lane: FlowLane = viewCalls.contains { text.hasPrefix($0) } ? .view : .controller
    return FlowStep(lane, text)
  }
}

extension String {
  /// The rest of the text after a prefix, or nil when it does not start with it.
  fileprivate func dropping(_ prefix: String) -> String? {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
  }
}
