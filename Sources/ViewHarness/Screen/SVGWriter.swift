// Writes SVG elements as text: escaped, with numbers written the same way every time.

import StepwiseBasics

/// Collects SVG elements into a document.
///
/// Numbers are written with at most one decimal and a point (never a locale's comma), text
/// is XML-escaped, and characters XML cannot hold are left out, so the same drawing always
/// gives the same bytes.
struct SVGWriter {
  /// The elements written so far, one per line.
  private(set) var lines: [String] = []

  /// A number as SVG attributes write it: `12`, `12.5`, `-3.2`.
  static func number(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    let sign = tenths < 0 ? "-" : ""
    let magnitude = abs(tenths)
    return magnitude % 10 == 0
      ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
  }

  /// Attributes written as ` name="value"`, in the order given.
  static func attributes(_ pairs: [(String, String)]) -> String {
    pairs.map { " \($0.0)=\"\($0.1.xmlEscaped())\"" }.joined()
  }

  /// Adds a raw line (already valid SVG).
  mutating func raw(_ line: String) {
    lines.append(line)
  }

  /// Adds a rectangle.
  mutating func rect(
    x: Double, y: Double, width: Double, height: Double, radius: Double = 0, fill: String,
    extra: [(String, String)] = []
  ) {
    var pairs = [
      ("x", Self.number(x)), ("y", Self.number(y)), ("width", Self.number(width)),
      ("height", Self.number(height)),
    ]
    if radius > 0 { pairs.append(("rx", Self.number(radius))) }
    pairs.append(("fill", fill))
    lines.append("<rect\(Self.attributes(pairs + extra))/>")
  }

  /// Adds a straight line.
  mutating func line(
    x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 1
  ) {
    let pairs = [
      ("x1", Self.number(x1)), ("y1", Self.number(y1)), ("x2", Self.number(x2)),
      ("y2", Self.number(y2)), ("stroke", stroke), ("stroke-width", Self.number(width)),
    ]
    lines.append("<line\(Self.attributes(pairs))/>")
  }

  /// Adds an open path through points, stroked with round ends.
  mutating func polyline(_ points: [(Double, Double)], stroke: String, width: Double) {
    let data = points.enumerated().map { index, point in
      (index == 0 ? "M" : "L") + Self.number(point.0) + " " + Self.number(point.1)
    }.joined(separator: " ")
    let pairs = [
      ("d", data), ("fill", "none"), ("stroke", stroke), ("stroke-width", Self.number(width)),
      ("stroke-linecap", "round"), ("stroke-linejoin", "round"),
    ]
    lines.append("<path\(Self.attributes(pairs))/>")
  }

  /// Adds a closed shape through points, filled, or outlined when `fill` is "none".
  mutating func polygon(
    _ points: [(Double, Double)], fill: String, stroke: String? = nil, width: Double = 1
  ) {
    let data = points.map { Self.number($0.0) + "," + Self.number($0.1) }
      .joined(separator: " ")
    var pairs = [("points", data), ("fill", fill)]
    if let stroke {
      pairs += [
        ("stroke", stroke), ("stroke-width", Self.number(width)), ("stroke-linejoin", "round"),
      ]
    }
    lines.append("<polygon\(Self.attributes(pairs))/>")
  }

  /// Adds a circle.
  mutating func circle(
    cx: Double, cy: Double, radius: Double, fill: String, stroke: String? = nil,
    strokeWidth: Double = 1
  ) {
    var pairs = [
      ("cx", Self.number(cx)), ("cy", Self.number(cy)), ("r", Self.number(radius)),
      ("fill", fill),
    ]
    if let stroke { pairs += [("stroke", stroke), ("stroke-width", Self.number(strokeWidth))] }
    lines.append("<circle\(Self.attributes(pairs))/>")
  }

  /// A run of text inside a `text` element, with its own colour and weight.
  struct Span {
    /// The text.
    var text: String
    /// The colour.
    var fill: String
    /// The weight, when it differs from the element's.
    var weight: String? = nil
  }

  /// Where a text's x coordinate is: its start, middle or end.
  enum Anchor: String {
    case start, middle, end
  }

  /// Adds a line of text made of spans.
  mutating func text(
    _ spans: [Span], x: Double, y: Double, size: Double, anchor: Anchor = .start,
    weight: String? = nil
  ) {
    var pairs = [("x", Self.number(x)), ("y", Self.number(y)), ("font-size", Self.number(size))]
    if anchor != .start { pairs.append(("text-anchor", anchor.rawValue)) }
    if let weight { pairs.append(("font-weight", weight)) }
    let body: String
    if spans.count == 1, let span = spans.first, span.weight == nil {
      pairs.append(("fill", span.fill))
      body = span.text.xmlEscaped()
    } else {
      body = spans.map { span in
        var attributes = [("fill", span.fill)]
        if let weight = span.weight { attributes.append(("font-weight", weight)) }
        return "<tspan\(Self.attributes(attributes))>\(span.text.xmlEscaped())</tspan>"
      }.joined()
    }
    lines.append("<text\(Self.attributes(pairs))>\(body)</text>")
  }

  /// Adds a line of text in one colour.
  mutating func text(
    _ text: String, x: Double, y: Double, size: Double, fill: String, anchor: Anchor = .start,
    weight: String? = nil
  ) {
    self.text(
      [Span(text: text, fill: fill)], x: x, y: y, size: size, anchor: anchor, weight: weight)
  }
}
