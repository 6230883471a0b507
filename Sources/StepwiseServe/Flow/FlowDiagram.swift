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

  static let laneWidth = 56.0
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
    guard let lane = step.lane, let previous, step.kind != .gesture else { return nil }
    if step.kind == .read { return .storage }
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
      "<div class=\"flow-diagram\" aria-label=\"What the last gesture did, lane by lane\">",
      "<div class=\"flow-head\">"
        + FlowLane.allCases.map {
          "<span class=\"lane-\($0.title.lowercased())\">\($0.title)</span>"
        }.joined() + "</div>",
    ]
    if steps.isEmpty {
      lines.append("<p class=\"flow-empty\">No gesture yet: touch the phone.</p>")
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
      lines.append(
        "<p class=\"flow-more\">… and \(steps.count - shown.count) more steps</p>")
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
    if notes > 0 { counts.append("\(notes) note\(notes == 1 ? "" : "s")") }
    return "\(steps.count) more steps (\(counts.joined(separator: ", "))): show them"
  }

  private func row(_ step: FlowStep, after previous: FlowLane?) -> String {
    let text = step.text.xmlEscaped()
    guard let lane = step.lane else {
      let kind = step.kind == .failure ? "failure" : "note"
      return "<li class=\"flow-row flow-\(kind)\"><span class=\"flow-text\">\(text)</span></li>"
    }
    let colour = Self.colour(of: lane)
    let x = Self.centre(of: lane)
    let y = Self.rowHeight / 2
    var marks: [String] = []
    var arrow = ""
    if step.kind == .gesture {
      marks.append("<circle cx=\"\(x)\" cy=\"\(y)\" r=\"6\" fill=\"\(colour)\"/>")
    } else if let source = Self.source(of: step, after: previous),
      source != lane || step.kind == .read
    {
      // A read is drawn from Storage to the Model: the file comes back into the app.
      let (from, to) = step.kind == .read ? (FlowLane.storage, FlowLane.model) : (source, lane)
      let start = Self.centre(of: from)
      let end = Self.centre(of: to)
      let tip = start < end ? end - 5 : end + 5
      let back = start < end ? tip - 6 : tip + 6
      marks.append(
        "<line x1=\"\(start)\" y1=\"\(y)\" x2=\"\(tip)\" y2=\"\(y)\" stroke=\"\(colour)\" "
          + "stroke-width=\"1.5\"/>")
      marks.append(
        "<path d=\"M\(back) \(y - 4) L\(tip) \(y) L\(back) \(y + 4)\" fill=\"none\" "
          + "stroke=\"\(colour)\" stroke-width=\"1.5\"/>")
      arrow = " data-arrow=\"\(from.title) → \(to.title)\""
    } else {
      marks.append("<circle cx=\"\(x)\" cy=\"\(y)\" r=\"3\" fill=\"\(colour)\"/>")
    }
    let width = Self.laneWidth * 4
    let kind = step.kind == .gesture ? " flow-gesture" : ""
    return "<li class=\"flow-row lane-\(lane.title.lowercased())\(kind)\"\(arrow)>"
      + "<svg width=\"\(width)\" height=\"\(Self.rowHeight)\" aria-hidden=\"true\">"
      + marks.joined() + "</svg><span class=\"flow-text\">\(text)</span></li>"
  }
}
