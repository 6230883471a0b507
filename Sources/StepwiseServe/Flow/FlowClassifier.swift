// Sorts the lines of a device's transcript into the lanes View, Controller, Model, Storage.

import Foundation
import HeadlessUIKitCore

/// Reads a gesture's transcript lines as steps in lanes.
///
/// Each UIKit call comes with who made it (``TraceOrigin``, given where the kit traces it):
/// a view doing its own work goes to the view lane (a bar button tapped, rows inserted, a
/// cell dequeued); a call a view makes into the app's code, or that UIKit makes into its
/// controllers, goes to the controller lane, the first with who makes it (the table asking
/// its data source, a text field its delegate). `view:`, `model:` and `storage:` lines come
/// from the device's watch on the cells, the model and the files
/// (`Device.watchesModelAndStorage`): what the app's code changed in a cell on screen, in its
/// model, and which files it read or wrote; a `delegate:` line says that one of the app's
/// controllers called another it holds, as a screen tells its delegate it is done.
///
/// ```swift
/// FlowClassifier.step(for: "  tableView(_:didSelectRowAt: [0, 2])", origin: .tableDelegate)
/// // the controller lane, the table telling its delegate
/// ```
package enum FlowClassifier {
  /// The steps of transcript lines, in order, each with who made its call (`origins`, in the
  /// same order; a line without one is the device's own, or a call into the app's code).
  package static func steps(_ lines: [String], origins: [TraceOrigin?] = []) -> [FlowStep] {
    lines.indices.compactMap { index in
      step(for: lines[index], origin: index < origins.count ? origins[index] : nil)
    }
  }

  /// The step of one transcript line; nil for a blank line.
  package static func step(for line: String, origin: TraceOrigin? = nil) -> FlowStep? {
    let text = String(line.drop { $0 == " " })
    guard !text.isEmpty else { return nil }
    if let origin { return step(text, madeBy: origin) }
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
    return FlowStep(.controller, text)
  }

  /// The step of a UIKit call, in the lane of who made it.
  static func step(_ text: String, madeBy origin: TraceOrigin) -> FlowStep {
    switch origin {
    case .view: FlowStep(.view, text)
    case .dataSource: FlowStep(.controller, text, call: .dataSource)
    case .tableDelegate: FlowStep(.controller, text, call: .delegate(.table))
    case .textFieldDelegate: FlowStep(.controller, text, call: .delegate(.textField))
    case .textViewDelegate: FlowStep(.controller, text, call: .delegate(.textView))
    case .app: FlowStep(.controller, text)
    }
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
