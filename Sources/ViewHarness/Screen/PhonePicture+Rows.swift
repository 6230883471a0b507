// A table's rows on the phone: labels, accessories, and the separators below the last.

extension PhonePicture {
  func drawRow(_ row: Row, at top: Double, into svg: inout SVGWriter)
    -> Double
  {
    let height = row.showsDetailBelow && row.detail != nil ? Self.subtitleRowHeight : Self.rowHeight
    if row.isSelected {
      svg.rect(
        x: Self.screenLeft, y: top, width: Self.screenRight - Self.screenLeft, height: height,
        fill: "#d1d1d6")
    }
    markRow(row, top: top, height: height, into: &svg)
    let middle = top + height / 2
    var left = Self.contentLeft
    var right = Self.contentRight
    // Buttons a swipe revealed push the row's content aside.
    if let revealed = row.revealedActions {
      let edge = drawRevealedActions(revealed, top: top, height: height, into: &svg)
      switch revealed.edge {
      case .leading: left = edge + Self.margin
      case .trailing: right = edge - Self.margin
      }
    }
    if let editing = row.editing {
      drawEditingControl(editing.control, centre: left + 11, middle: middle, into: &svg)
      if editing.control != .none {
        markEditingControl(of: row, centre: left + 11, top: top, height: height, into: &svg)
      }
      left += 34
      if editing.showsReorderControl, row.revealedActions?.edge != .trailing {
        drawReorderControl(right: right, middle: middle, into: &svg)
        right -= 34
      }
    }
    // The accessory, from the right edge, unless revealed buttons cover it.
    if row.revealedActions?.edge != .trailing {
      right = drawAccessory(of: row, right: right, top: top, height: height, into: &svg)
    }
    // As in UIKit, the separator starts under the text, after any image.
    var separatorLeft = Self.contentLeft
    if let image = row.image {
      drawPictogram(
        Pictogram(imageName: image), x: left, y: middle - 13, size: 26, into: &svg)
      left += 38
      separatorLeft = left
    }
    let baseline = row.showsDetailBelow && row.detail != nil ? top + 24 : top + 27
    if let detail = row.detail, row.showsDetailBelow || row.revealedActions?.edge != .trailing {
      if row.showsDetailBelow {
        svg.text(
          TextMetrics.fitted(detail, width: right - left, size: 13),
          x: left, y: top + 45, size: 13, fill: Self.secondary)
      } else {
        let shown = TextMetrics.fitted(detail, width: (right - left) / 2, size: 16)
        svg.text(shown, x: right, y: baseline, size: 16, fill: Self.secondary, anchor: .end)
        right -= TextMetrics.width(shown, size: 16) + 10
      }
    }
    switch row.content {
    case .labels(let labels):
      drawLabels(
        labels, colors: row.labelColors, left: left, right: right, baseline: baseline,
        into: &svg)
    case .field(let field):
      drawField(
        field, left: left, right: right, middle: middle, size: Self.textSize, into: &svg)
    case .datePicker(let date):
      drawDate(date, left: left, middle: middle, into: &svg)
      markDatePicker(showing: date, top: top, height: height, into: &svg)
    }
    svg.line(
      x1: separatorLeft, y1: top + height - 0.5, x2: Self.screenRight, y2: top + height - 0.5,
      stroke: Self.separator)
    return top + height
  }

  /// Draws a row's switch or accessory at its right edge and returns where the space left
  /// of it ends.
  func drawAccessory(
    of row: Row, right: Double, top: Double, height: Double, into svg: inout SVGWriter
  ) -> Double {
    let middle = top + height / 2
    if let control = row.toggle {
      let left = drawSwitch(control, right: right, middle: middle, into: &svg)
      markTouch(
        .toggleSwitch(control.title), x: left, y: top, width: right - left, height: height,
        into: &svg)
      return left
    }
    switch row.accessory {
    case .none:
      return right
    case .checkmark:
      drawCheckmark(right: right, middle: middle, into: &svg)
      return right - 26
    case .disclosureIndicator:
      drawChevron(right: right, middle: middle, into: &svg)
      return right - 20
    case .detailButton:
      drawInfoButton(centre: right - 11, middle: middle, into: &svg)
      markAccessory(of: row, centre: right - 11, top: top, height: height, into: &svg)
      return right - 30
    case .detailDisclosureButton:
      drawChevron(right: right, middle: middle, into: &svg)
      drawInfoButton(centre: right - 30, middle: middle, into: &svg)
      markAccessory(of: row, centre: right - 30, top: top, height: height, into: &svg)
      return right - 49
    }
  }

  /// Draws a row's labels left to right: a leading label showing "√" (or nothing) is a
  /// checkmark column of its own, the rest is text, each label in its own colour if it has
  /// one.
  func drawLabels(
    _ labels: [String], colors: [String?], left start: Double, right: Double,
    baseline: Double, into svg: inout SVGWriter
  ) {
    guard labels.contains(where: { !$0.isEmpty }) else { return }
    var left = start
    var rest = Array(zip(labels, colors + Array(repeating: nil, count: labels.count)))[...]
    while let first = rest.first?.0, first.isEmpty || checkmarkGlyphs.contains(first),
      rest.count > 1
    {
      if !first.isEmpty {
        drawCheckmark(right: left + 16, middle: baseline - 6, into: &svg)
      }
      left += 26
      rest = rest.dropFirst()
    }
    var spans: [SVGWriter.Span] = []
    var room = right - left - 8
    for (index, (label, color)) in rest.enumerated() where !label.isEmpty {
      let isCheckmark = checkmarkGlyphs.contains(label)
      let text = (spans.isEmpty ? "" : " ") + label
      let shown = TextMetrics.fitted(text, width: room, size: Self.textSize)
      spans.append(.init(text: shown, fill: color ?? (isCheckmark ? Self.tint : Self.ink)))
      room -= TextMetrics.width(shown, size: Self.textSize)
      if shown != text || index == rest.count - 1 || room <= 0 { break }
    }
    svg.text(spans, x: left, y: baseline, size: Self.textSize)
  }

  func drawCheckmark(right: Double, middle: Double, into svg: inout SVGWriter) {
    svg.polyline(
      [(right - 14, middle), (right - 9, middle + 5.5), (right, middle - 6.5)], stroke: Self.tint,
      width: 2.4)
  }

  func drawChevron(right: Double, middle: Double, into svg: inout SVGWriter) {
    svg.polyline(
      [(right - 7, middle - 7), (right, middle), (right - 7, middle + 7)], stroke: "#c4c4c9",
      width: 2.2)
  }

  func drawInfoButton(centre: Double, middle: Double, into svg: inout SVGWriter) {
    svg.circle(
      cx: centre, cy: middle, radius: 10, fill: "none", stroke: Self.tint, strokeWidth: 1.6)
    svg.text(
      "i", x: centre, y: middle + 5, size: 14, fill: Self.tint, anchor: .middle, weight: "600")
  }

  func drawEmptySeparators(from top: Double, to bottom: Double, into svg: inout SVGWriter) {
    var y = top + Self.rowHeight
    while y < bottom {
      svg.line(
        x1: Self.contentLeft, y1: y - 0.5, x2: Self.screenRight, y2: y - 0.5, stroke: Self.separator
      )
      y += Self.rowHeight
    }
  }
}
