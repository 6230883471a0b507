// Draws a gesture's flow as a sequence diagram: four lanes, one arrow per step.

import StepwiseBasics

/// A sequence diagram of one gesture's flow, as SVG.
///
/// The four lanes stand side by side at the left; each step is a row: an arrow from the lane
/// of the step before to the step's own lane (a dot when it stays in its lane), then the
/// step's text, in its lane's colour. Notes and failures are written across the row.
public struct FlowDiagram {
  /// The steps, in order.
  public let steps: [FlowStep]

  /// The most steps drawn; the rest are counted in a last line.
  public static let maximumSteps = 80

  static let laneWidth = 78.0
  static let rowHeight = 22.0
  static let top = 34.0
  static let textLeft = laneWidth * 4 + 14
  static let width = 900.0

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
  public init(steps: [FlowStep]) {
    self.steps = steps
  }

  static func centre(of lane: FlowLane) -> Double {
    laneWidth * Double(lane.rawValue) + laneWidth / 2
  }

  /// The diagram as SVG text.
  public func svg() -> String {
    let shown = steps.prefix(Self.maximumSteps)
    let rows = shown.count + (steps.count > shown.count ? 1 : 0)
    let height = Self.top + Double(max(rows, 1)) * Self.rowHeight + 10
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(Self.width) \(height)\" role=\"img\" "
        + "aria-label=\"What the last gesture did, lane by lane\" "
        + "font-family=\"-apple-system, 'Helvetica Neue', Arial, sans-serif\" font-size=\"12\">"
    ]
    for lane in FlowLane.allCases {
      let x = Self.centre(of: lane)
      lines.append(
        "<text x=\"\(x)\" y=\"16\" text-anchor=\"middle\" font-weight=\"600\" "
          + "fill=\"\(Self.colour(of: lane))\">\(lane.title)</text>")
      lines.append(
        "<line x1=\"\(x)\" y1=\"24\" x2=\"\(x)\" y2=\"\(height - 4)\" stroke=\"#d4d4d8\" "
          + "stroke-dasharray=\"3 3\"/>")
    }
    if steps.isEmpty {
      lines.append(
        "<text x=\"\(Self.textLeft)\" y=\"\(Self.top + 14)\" fill=\"#8a8a8e\">"
          + "No gesture yet: touch the phone.</text>")
    }
    var previous: FlowLane?
    for (index, step) in shown.enumerated() {
      let y = Self.top + Double(index) * Self.rowHeight + Self.rowHeight / 2
      lines += row(step, at: y, after: previous)
      if let lane = step.lane { previous = lane }
    }
    if steps.count > shown.count {
      let y = Self.top + Double(shown.count) * Self.rowHeight + 15
      lines.append(
        "<text x=\"\(Self.textLeft)\" y=\"\(y)\" fill=\"#8a8a8e\">… and "
          + "\(steps.count - shown.count) more steps</text>")
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  private func row(_ step: FlowStep, at y: Double, after previous: FlowLane?) -> [String] {
    var lines: [String] = []
    let text = step.text.xmlEscaped()
    guard let lane = step.lane else {
      let colour = step.kind == .failure ? "#ff3b30" : "#6e6e73"
      return [
        "<text x=\"8\" y=\"\(y + 4)\" fill=\"\(colour)\" font-style=\"italic\">\(text)</text>"
      ]
    }
    let colour = Self.colour(of: lane)
    let x = Self.centre(of: lane)
    if step.kind == .gesture {
      lines.append("<circle cx=\"\(x)\" cy=\"\(y)\" r=\"6\" fill=\"\(colour)\"/>")
    } else if let previous, previous != lane {
      let from = Self.centre(of: previous)
      let tip = from < x ? x - 5 : x + 5
      lines.append(
        "<line x1=\"\(from)\" y1=\"\(y)\" x2=\"\(tip)\" y2=\"\(y)\" stroke=\"\(colour)\" "
          + "stroke-width=\"1.5\"/>")
      let back = from < x ? tip - 6 : tip + 6
      lines.append(
        "<path d=\"M\(back) \(y - 4) L\(tip) \(y) L\(back) \(y + 4)\" fill=\"none\" "
          + "stroke=\"\(colour)\" stroke-width=\"1.5\"/>")
    } else {
      lines.append("<circle cx=\"\(x)\" cy=\"\(y)\" r=\"3\" fill=\"\(colour)\"/>")
    }
    let weight = step.kind == .gesture ? " font-weight=\"600\"" : ""
    lines.append(
      "<text x=\"\(Self.textLeft)\" y=\"\(y + 4)\" fill=\"\(colour)\"\(weight)>\(text)</text>")
    return lines
  }

}
