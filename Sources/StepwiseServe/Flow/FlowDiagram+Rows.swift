// One row of the flow diagram: its arrow or dot in the lanes, then its text.

import StepwiseBasics
import ViewHarness

extension FlowDiagram {
  /// A step's row: the marks in the lanes, then the step's text, labelled with who calls
  /// whom when the step is a call a view or a controller makes.
  func row(_ step: FlowStep, after previous: FlowLane?) -> String {
    // The harness's words in the page's language; UIKit's calls stay as code.
    let text = Self.breakable(TranscriptText.inCurrentLanguage(step.text).xmlEscaped())
    guard let lane = step.lane else {
      let kind = step.kind == .failure ? "failure" : "note"
      return "<li class=\"flow-row flow-\(kind)\"><span class=\"flow-text\">\(text)</span></li>"
    }
    let (marks, arrow) = Self.marks(of: step, in: lane, after: previous)
    let label = step.call.map {
      "<span class=\"flow-call\">\($0.label.xmlEscaped())</span> "
    }
    let width = Self.laneWidth * 4
    let kind = step.kind == .gesture ? " flow-gesture" : ""
    let arrowData = arrow.map { " data-arrow=\"\($0.from.name) → \($0.to.name)\"" } ?? ""
    return "<li class=\"flow-row lane-\(lane.name.lowercased())\(kind)\"\(arrowData)>"
      + "<svg width=\"\(width)\" height=\"\(Self.rowHeight)\" aria-hidden=\"true\">"
      + marks + "</svg><span class=\"flow-text\">\(label ?? "")\(text)</span></li>"
  }

  /// The SVG marks of a step in its lane, and the arrow they draw, if any.
  static func marks(
    of step: FlowStep, in lane: FlowLane, after previous: FlowLane?
  ) -> (String, (from: FlowLane, to: FlowLane)?) {
    let colour = colour(of: lane)
    let x = centre(of: lane)
    let y = rowHeight / 2
    if step.kind == .gesture {
      return ("<circle cx=\"\(x)\" cy=\"\(y)\" r=\"6\" fill=\"\(colour)\"/>", nil)
    }
    guard let source = source(of: step, after: previous),
      source != lane || step.kind == .read || step.call != nil
    else {
      return ("<circle cx=\"\(x)\" cy=\"\(y)\" r=\"3\" fill=\"\(colour)\"/>", nil)
    }
    if source == lane, step.kind != .read {
      // One controller calling another: a loop that leaves the lane and comes back.
      let loop =
        "<path d=\"M\(x) \(y - 6) C\(x + 30) \(y - 8) \(x + 30) \(y + 8) \(x + 6) \(y + 5)\" "
        + "fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\"/>"
        + "<path d=\"M\(x + 12) \(y + 1) L\(x + 6) \(y + 5) L\(x + 12) \(y + 9)\" fill=\"none\" "
        + "stroke=\"\(colour)\" stroke-width=\"1.5\"/>"
      return (loop, (lane, lane))
    }
    // A read is drawn from Storage to the Model: the file comes back into the app.
    let (from, to) = step.kind == .read ? (FlowLane.storage, FlowLane.model) : (source, lane)
    let start = centre(of: from)
    let end = centre(of: to)
    let tip = start < end ? end - 5 : end + 5
    let back = start < end ? tip - 6 : tip + 6
    let line =
      "<line x1=\"\(start)\" y1=\"\(y)\" x2=\"\(tip)\" y2=\"\(y)\" stroke=\"\(colour)\" "
      + "stroke-width=\"1.5\"/>"
      + "<path d=\"M\(back) \(y - 4) L\(tip) \(y) L\(back) \(y + 4)\" fill=\"none\" "
      + "stroke=\"\(colour)\" stroke-width=\"1.5\"/>"
    return (line, (from, to))
  }

  /// Escaped text that may wrap after `(`, `:`, `,` and `→`, and nowhere inside a name (nor
  /// a file's: `Checklists.plist` stays whole).
  static func breakable(_ escaped: String) -> String {
    var result = ""
    result.reserveCapacity(escaped.count + 16)
    for character in escaped {
      result.append(character)
      if "(:,→".contains(character) { result += "<wbr>" }
    }
    return result
  }
}
