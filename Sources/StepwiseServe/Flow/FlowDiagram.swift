// Draws a gesture's flow as a sequence diagram: four lanes, one arrow per step.

import StepwiseBasics

/// A sequence diagram of one gesture's flow, as HTML with a small SVG per row.
///
/// The four lanes stand side by side at the left; each step is a row: an arrow from the
/// lane that acted to the step's own lane (a dot when it stays in its lane), then the step's
/// text, in its lane's colour, which wraps at the width the page gives it. Notes and
/// failures are written across the row.
///
/// Arrows are drawn only where one side calls or changes the other: UIKit calls the
/// controller when the user touches a view (View → Controller), the controller updates a
/// view (Controller → View), changes the model (Controller → Model), writes a file (Model →
/// Storage), and a file read comes back into the model (Storage → Model). Nothing calls the
/// controller from the model: a call after a model change is drawn as a dot, not as an
/// arrow back.
///
/// A call a view makes into the app's code is labelled with who asks whom ("the table asks
/// its data source:") and drawn from the View; a call from one of the app's controllers to
/// another (a screen telling its delegate it is done) is a loop in the Controller lane.
/// Long calls wrap after `(`, `:`, `,` and `→`, never inside a name.
///
/// A flow of more than ``foldedAbove`` steps (a launch) shows its first and last steps and
/// folds the ones between into a summary that opens to show them.
package struct FlowDiagram {
  /// The steps, in order.
  package let steps: [FlowStep]

  /// The most steps drawn; the rest are counted in a last line.
  package static let maximumSteps = 80
  /// A flow longer than this is folded.
  package static let foldedAbove = 20
  /// The steps shown before the fold.
  static let shownBefore = 8
  /// The steps shown after the fold.
  static let shownAfter = 4

  static let laneWidth = 80.0
  static let rowHeight = 22.0

  /// The colour of each lane.
  static func colour(of lane: FlowLane) -> String {
    switch lane {
    case .view: "#007aff"
    case .controller: "#8e44ad"
    case .model: "#1e8449"
    case .storage: "#b9770e"
    }
  }

  /// A diagram of steps.
  package init(steps: [FlowStep]) {
    self.steps = steps
  }

  static func centre(of lane: FlowLane) -> Double {
    laneWidth * Double(lane.rawValue) + laneWidth / 2
  }

  /// The lane an arrow into a step comes from, given the lane of the step before; nil when
  /// the step is drawn as a dot.
  static func source(of step: FlowStep, after previous: FlowLane?) -> FlowLane? {
    guard let lane = step.lane, step.kind != .gesture else { return nil }
    if step.kind == .read { return .storage }
    switch step.call {
    case .dataSource?, .delegate?: return .view
    case .handOver?: return .controller
    case nil: break
    }
    guard let previous else { return nil }
    switch (previous, lane) {
    case (.view, .controller): return .view
    case (.controller, .view), (.model, .view), (.storage, .view): return .controller
    case (.view, .model), (.controller, .model): return .controller
    case (.model, .storage): return .model
    case (.view, .storage), (.controller, .storage): return .controller
    default: return nil
    }
  }

  /// The diagram as HTML.
  package func html() -> String {
    let shown = Array(steps.prefix(Self.maximumSteps))
    var lines = [
      "<div class=\"flow-diagram\" aria-label=\""
        + localized("What the last gesture did, lane by lane").xmlEscaped() + "\">",
      "<div class=\"flow-head\">"
        + FlowLane.allCases.map {
          "<span class=\"lane-\($0.name.lowercased())\">\($0.title.xmlEscaped())</span>"
        }.joined() + "</div>",
    ]
    if steps.isEmpty {
      lines.append(
        "<p class=\"flow-empty\">" + localized("No gesture yet: touch the phone.").xmlEscaped()
          + "</p>")
    }
    var rows: [String] = []
    var previous: FlowLane?
    for step in shown {
      rows.append(row(step, after: previous))
      if step.kind == .read {
        previous = .model
      } else if let lane = step.lane {
        previous = lane
      }
    }
    if shown.count > Self.foldedAbove {
      let folded = shown[Self.shownBefore..<(shown.count - Self.shownAfter)]
      lines.append("<ol class=\"flow-rows\">")
      lines += rows.prefix(Self.shownBefore)
      lines.append("</ol>")
      lines.append(
        "<details class=\"flow-fold\"><summary>\(Self.summary(of: Array(folded)))</summary>")
      lines.append("<ol class=\"flow-rows\">")
      lines += rows[Self.shownBefore..<(shown.count - Self.shownAfter)]
      lines.append("</ol></details>")
      lines.append("<ol class=\"flow-rows\">")
      lines += rows.suffix(Self.shownAfter)
      lines.append("</ol>")
    } else if !rows.isEmpty {
      lines.append("<ol class=\"flow-rows\">")
      lines += rows
      lines.append("</ol>")
    }
    if steps.count > shown.count {
      let more = steps.count - shown.count
      lines.append("<p class=\"flow-more\">" + localized("… and \(more) more steps") + "</p>")
    }
    lines.append("</div>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// What a fold holds: how many steps, lane by lane.
  static func summary(of steps: [FlowStep]) -> String {
    var counts: [String] = []
    for lane in FlowLane.allCases {
      let count = steps.filter { $0.lane == lane }.count
      if count > 0 { counts.append("\(count) \(lane.title)") }
    }
    let notes = steps.filter { $0.lane == nil }.count
    if notes == 1 { counts.append(localized("1 note")) }
    if notes > 1 { counts.append(localized("\(notes) notes")) }
    let list = counts.joined(separator: localized(", "))
    return localized("\(steps.count) more steps (\(list)): show them").xmlEscaped()
  }
}
