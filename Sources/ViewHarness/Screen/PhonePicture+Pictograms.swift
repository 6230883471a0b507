// The picture's small drawings: images as pictograms, editing controls, revealed buttons.

import Foundation
import HeadlessUIKitCore

extension PhonePicture {
  // MARK: - Images

  /// Draws an image's pictogram in a square: its top left corner at (`x`, `y`), `size` wide.
  func drawPictogram(
    _ pictogram: Pictogram, x: Double, y: Double, size: Double, into svg: inout SVGWriter
  ) {
    func at(_ px: Double, _ py: Double) -> (Double, Double) { (x + px * size, y + py * size) }
    func scaled(_ length: Double) -> Double { length * size }
    let ink = Self.tint
    let stroke = max(size * 0.07, 1.2)
    func outline(_ points: [(Double, Double)]) {
      svg.polygon(points.map { at($0.0, $0.1) }, fill: "none", stroke: ink, width: stroke)
    }
    func path(_ points: [(Double, Double)]) {
      svg.polyline(points.map { at($0.0, $0.1) }, stroke: ink, width: stroke)
    }
    func box(_ left: Double, _ top: Double, _ width: Double, _ height: Double, filled: Bool) {
      let corner = at(left, top)
      svg.rect(
        x: corner.0, y: corner.1, width: scaled(width), height: scaled(height),
        radius: scaled(0.06), fill: filled ? ink : "none",
        extra: filled ? [] : [("stroke", ink), ("stroke-width", SVGWriter.number(stroke))])
    }
    func dot(_ px: Double, _ py: Double, _ radius: Double, filled: Bool = true) {
      let centre = at(px, py)
      svg.circle(
        cx: centre.0, cy: centre.1, radius: scaled(radius), fill: filled ? ink : "none",
        stroke: filled ? nil : ink, strokeWidth: stroke)
    }
    switch pictogram {
    case .blank:
      break
    case .folder:
      outline([(0.08, 0.24), (0.38, 0.24), (0.46, 0.34), (0.92, 0.34), (0.92, 0.8), (0.08, 0.8)])
    case .inbox:
      box(0.1, 0.2, 0.8, 0.6, filled: false)
      path([(0.1, 0.54), (0.32, 0.54), (0.38, 0.64), (0.62, 0.64), (0.68, 0.54), (0.9, 0.54)])
    case .clock:
      dot(0.5, 0.5, 0.38, filled: false)
      path([(0.5, 0.26), (0.5, 0.5), (0.68, 0.6)])
    case .gift:
      box(0.14, 0.42, 0.72, 0.44, filled: false)
      box(0.08, 0.28, 0.84, 0.14, filled: false)
      path([(0.5, 0.28), (0.5, 0.86)])
      path([(0.5, 0.28), (0.34, 0.14), (0.26, 0.24), (0.5, 0.28), (0.66, 0.14), (0.74, 0.24)])
    case .house:
      outline([
        (0.5, 0.12), (0.9, 0.48), (0.78, 0.48), (0.78, 0.88), (0.22, 0.88), (0.22, 0.48),
        (0.1, 0.48),
      ])
      box(0.42, 0.62, 0.16, 0.26, filled: true)
    case .glass:
      outline([(0.2, 0.16), (0.8, 0.16), (0.5, 0.52)])
      path([(0.5, 0.52), (0.5, 0.82)])
      path([(0.32, 0.84), (0.68, 0.84)])
    case .cart:
      path([(0.06, 0.2), (0.2, 0.2), (0.3, 0.64), (0.82, 0.64), (0.9, 0.32), (0.24, 0.32)])
      dot(0.36, 0.8, 0.07)
      dot(0.74, 0.8, 0.07)
    case .photo:
      box(0.08, 0.18, 0.84, 0.64, filled: false)
      path([(0.16, 0.74), (0.4, 0.46), (0.56, 0.62), (0.66, 0.52), (0.84, 0.74)])
      dot(0.7, 0.34, 0.07)
    case .airplane:
      svg.polygon(
        [
          (0.5, 0.06), (0.57, 0.36), (0.92, 0.56), (0.92, 0.64), (0.57, 0.54), (0.55, 0.78),
          (0.65, 0.86), (0.65, 0.92), (0.5, 0.88), (0.35, 0.92), (0.35, 0.86), (0.45, 0.78),
          (0.43, 0.54), (0.08, 0.64), (0.08, 0.56), (0.43, 0.36),
        ].map { at($0.0, $0.1) }, fill: ink)
    case .checkmark:
      path([(0.16, 0.52), (0.4, 0.76), (0.84, 0.24)])
    case .calendar:
      box(0.1, 0.18, 0.8, 0.7, filled: false)
      box(0.1, 0.18, 0.8, 0.16, filled: true)
      for (column, row) in [(0.3, 0.52), (0.5, 0.52), (0.7, 0.52), (0.3, 0.72), (0.5, 0.72)] {
        dot(column, row, 0.05)
      }
    case .bell:
      outline([
        (0.28, 0.7), (0.3, 0.4), (0.5, 0.18), (0.7, 0.4), (0.72, 0.7), (0.84, 0.78),
        (0.16, 0.78),
      ])
      dot(0.5, 0.87, 0.07)
    case .person:
      dot(0.5, 0.3, 0.16, filled: false)
      outline([(0.16, 0.9), (0.24, 0.64), (0.5, 0.56), (0.76, 0.64), (0.84, 0.9)])
    case .trash:
      path([(0.16, 0.26), (0.84, 0.26)])
      path([(0.38, 0.26), (0.4, 0.14), (0.6, 0.14), (0.62, 0.26)])
      outline([(0.24, 0.26), (0.76, 0.26), (0.7, 0.9), (0.3, 0.9)])
    case .document:
      outline([(0.22, 0.08), (0.6, 0.08), (0.8, 0.28), (0.8, 0.92), (0.22, 0.92)])
      path([(0.34, 0.5), (0.68, 0.5)])
      path([(0.34, 0.66), (0.68, 0.66)])
    case .list:
      for row in [0.26, 0.5, 0.74] {
        dot(0.16, row, 0.06)
        path([(0.32, row), (0.88, row)])
      }
    case .plus:
      path([(0.5, 0.16), (0.5, 0.84)])
      path([(0.16, 0.5), (0.84, 0.5)])
    case .xmark:
      path([(0.2, 0.2), (0.8, 0.8)])
      path([(0.8, 0.2), (0.2, 0.8)])
    case .star(let filled):
      let points = (0..<10).map { index -> (Double, Double) in
        let angle = Double(index) * .pi / 5 - .pi / 2
        let radius = index % 2 == 0 ? 0.44 : 0.18
        return at(0.5 + radius * cos(angle), 0.54 + radius * sin(angle))
      }
      svg.polygon(
        points, fill: filled ? ink : "none", stroke: filled ? nil : ink, width: stroke)
    case .heart(let filled):
      // The classic heart curve, 24 points round.
      let points = (0..<24).map { index -> (Double, Double) in
        let t = Double(index) / 24 * 2 * .pi
        let px = 16 * pow(sin(t), 3)
        let py = 13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t)
        return at(0.5 + px / 38, 0.46 - py / 38)
      }
      svg.polygon(
        points, fill: filled ? ink : "none", stroke: filled ? nil : ink, width: stroke)
    case .circle(let filled):
      dot(0.5, 0.5, 0.38, filled: filled)
    case .square(let filled):
      box(0.14, 0.14, 0.72, 0.72, filled: filled)
    case .letter(let letter):
      svg.rect(
        x: x, y: y, width: size, height: size, radius: size * 0.22, fill: Self.secondary)
      svg.text(
        String(letter).uppercased(), x: x + size / 2, y: y + size * 0.7, size: size * 0.6,
        fill: "#ffffff", anchor: .middle, weight: "600")
    }
  }

  // MARK: - Editing mode

  /// Draws the red minus or the green plus at a row's leading edge.
  func drawEditingControl(
    _ style: UITableViewCell.EditingStyle, centre: Double, middle: Double, into svg: inout SVGWriter
  ) {
    switch style {
    case .none:
      return
    case .delete:
      svg.circle(cx: centre, cy: middle, radius: 11, fill: Self.destructive)
    case .insert:
      svg.circle(cx: centre, cy: middle, radius: 11, fill: Self.switchOn)
      svg.line(
        x1: centre, y1: middle - 5.5, x2: centre, y2: middle + 5.5, stroke: "#ffffff", width: 2.2)
    }
    svg.line(
      x1: centre - 5.5, y1: middle, x2: centre + 5.5, y2: middle, stroke: "#ffffff", width: 2.2)
  }

  /// Draws the grip a row is dragged by, ending at `right`.
  func drawReorderControl(right: Double, middle: Double, into svg: inout SVGWriter) {
    for offset in [-6.0, 0, 6] {
      svg.line(
        x1: right - 20, y1: middle + offset, x2: right, y2: middle + offset, stroke: "#c4c4c9",
        width: 2)
    }
  }

  // MARK: - Revealed buttons

  /// Draws the buttons revealed on a row's edge, the outermost at the screen's edge, and
  /// returns where they end towards the row's content.
  func drawRevealedActions(
    _ revealed: ScreenSnapshot.RowActions, top: Double, height: Double,
    into svg: inout SVGWriter
  ) -> Double {
    var edge = revealed.edge == .trailing ? Self.screenRight : Self.screenLeft
    for action in revealed.actions {
      let title = TextMetrics.fitted(action.title, width: 110, size: 15)
      let width = max(TextMetrics.width(title, size: 15) + 28, 74)
      let left = revealed.edge == .trailing ? edge - width : edge
      svg.rect(x: left, y: top, width: width, height: height, fill: action.color)
      svg.text(
        title, x: left + width / 2, y: top + height / 2 + 5, size: 15, fill: "#ffffff",
        anchor: .middle, weight: "500")
      markTouch(.tap(action.title), x: left, y: top, width: width, height: height, into: &svg)
      edge = revealed.edge == .trailing ? left : left + width
    }
    return edge
  }
}
