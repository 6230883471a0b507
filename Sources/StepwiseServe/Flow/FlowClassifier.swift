// Sorts the lines of a device's transcript into the lanes View, Controller, Model, Storage.

import Foundation
import HeadlessUIKitCore
import ViewHarness

/// Reads a gesture's transcript lines as steps in lanes.
///
/// Each UIKit call comes with who made it (``TraceOrigin``, given where the kit traces it):
/// a view doing its own work goes to the view lane (a bar button tapped, rows inserted, a
/// cell dequeued); a call a view makes into the app's code, or that UIKit makes into its
/// controllers, goes to the controller lane, the first with who makes it (the table asking
/// its data source, a text field its delegate). The device's own lines come with their kind
/// (``TranscriptTag``), and go to its lane: `view:`, `model:` and `storage:` lines from the
/// device's watch on the cells, the model and the files (`Device.watchesModelAndStorage`),
/// what the app's code changed in a cell on screen, in its model, and which files it read or
/// wrote; a `delegate:` line that one of the app's controllers called another it holds, as a
/// screen tells its delegate it is done. A line's words never choose its lane: what the app
/// prints is a note, whatever it says.
///
/// ```swift
/// FlowClassifier.step(for: "  tableView(_:didSelectRowAt: [0, 2])", origin: .tableDelegate)
/// // the controller lane, the table telling its delegate
/// FlowClassifier.step(for: "  model: items[0].checked: false → true", tag: .model)
/// // the model lane: "items[0].checked: false → true"
/// ```
package enum FlowClassifier {
  /// The steps of transcript lines, in order, each with who made its call (`origins`) or
  /// what kind of the device's own lines it is (`tags`), both in the lines' order; a line
  /// with neither is the harness's remark, beside the controller.
  package static func steps(
    _ lines: [String], origins: [TraceOrigin?] = [], tags: [TranscriptTag?] = []
  ) -> [FlowStep] {
    lines.indices.compactMap { index in
      step(
        for: lines[index], origin: index < origins.count ? origins[index] : nil,
        tag: index < tags.count ? tags[index] : nil)
    }
  }

  /// The step of one transcript line; nil for a blank line. Its lane is its origin's or its
  /// tag's, never its words': a line the app printed reads as it likes.
  package static func step(
    for line: String, origin: TraceOrigin? = nil, tag: TranscriptTag? = nil
  ) -> FlowStep? {
    let text = String(line.drop { $0 == " " })
    guard !text.isEmpty else { return nil }
    if let origin { return step(text, madeBy: origin) }
    guard let tag else { return FlowStep(.controller, text) }
    // What the line says after its kind's words.
    let said = String(text.dropFirst(tag.words.count))
    switch tag {
    case .gesture: return FlowStep(.view, said, kind: .gesture)
    case .view: return FlowStep(.view, said)
    case .model: return FlowStep(.model, said)
    case .storageRead: return FlowStep(.storage, "read " + said, kind: .read)
    case .storage: return FlowStep(.storage, said)
    case .console, .print: return FlowStep(nil, text, kind: .note)
    case .failure, .crash: return FlowStep(nil, said, kind: .failure)
    case .handOver: return handOverStep(said)
    }
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
