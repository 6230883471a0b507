// Draws a ScreenSnapshot as an SVG picture of a phone: bar, rows, fields, alerts.

import StepwiseBasics

/// An SVG picture of a phone showing one screen.
///
/// The phone is a rounded frame 360 units wide; it grows taller only when the screen holds
/// more than fits. Everything is drawn from a ``ScreenSnapshot``, never from the text
/// screen, and the same snapshot always gives the same bytes.
///
/// A picture for the browser also marks what the user can touch (see ``marksTouches``).
public struct PhonePicture {
  /// The screen to draw.
  public let snapshot: ScreenSnapshot
  /// What the picture shows, for readers who cannot see it.
  public let caption: String
  /// Whether each thing the user can touch is covered by an invisible area that carries the
  /// script line touching it, as `stepwise serve`'s page needs (see `PhonePicture+Touches`).
  public let marksTouches: Bool

  /// A picture of a screen, with a caption for readers who cannot see it; `marksTouches`
  /// adds the touch areas.
  public init(snapshot: ScreenSnapshot, caption: String, marksTouches: Bool = false) {
    self.snapshot = snapshot
    self.caption = caption
    self.marksTouches = marksTouches
  }

  // MARK: - Measurements

  static let width = 360.0
  static let minimumHeight = 700.0
  static let bezel = 12.0
  static let statusBarHeight = 44.0
  static let barHeight = 44.0
  static let rowHeight = 44.0
  static let subtitleRowHeight = 58.0
  static let margin = 16.0
  static let textSize = 16.0
  static let largeTitleHeight = 52.0

  static let screenLeft = bezel
  static let screenRight = width - bezel
  static let contentLeft = screenLeft + margin
  static let contentRight = screenRight - margin
  static let barTop = bezel + statusBarHeight
  static let contentTop = barTop + barHeight

  // MARK: - Colours

  static let frameColour = "#1d1d1f"
  static let tint = "#007aff"
  static let disabled = "#b4b4ba"
  static let ink = "#000000"
  static let secondary = "#8a8a8e"
  static let placeholder = "#b4b4ba"
  static let separator = "#d4d4d8"
  static let barColour = "#f7f7f8"
  static let groupedColour = "#f2f2f7"
  static let destructive = "#ff3b30"
  static let switchOn = "#34c759"

  /// The fonts a viewer tries in turn: the system's, then fonts with Japanese and Chinese
  /// glyphs on each platform (so that CJK text never shows as boxes), then emoji.
  static let fontFamily =
    "-apple-system, BlinkMacSystemFont, 'Helvetica Neue', Helvetica, Arial, 'Noto Sans', "
    + "'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Yu Gothic', Meiryo, 'Noto Sans CJK JP', "
    + "'Noto Sans JP', 'Source Han Sans', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', "
    + "'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', sans-serif"

  // MARK: - Drawing

  /// The picture as SVG text, ending with a line break.
  public func svg() -> String {
    var body = SVGWriter()
    var bottom = Self.contentTop
    if let reason = snapshot.stoppedReason {
      bottom = drawStopped(reason, into: &body)
    } else {
      if let bar = snapshot.navigationBar {
        drawBar(bar, into: &body)
        if bar.showsLargeTitle { bottom += Self.largeTitleHeight }
      }
      for element in snapshot.elements {
        bottom = draw(element, at: bottom, into: &body)
      }
    }
    let toolbar = snapshot.stoppedReason == nil ? snapshot.toolbar : nil
    let height = max(Self.minimumHeight, bottom + 48 + (toolbar == nil ? 0 : Self.barHeight))
    if snapshot.stoppedReason == nil, snapshot.elements.contains(.emptyTable) {
      let end = height - Self.bezel - 30 - (toolbar == nil ? 0 : Self.barHeight)
      drawEmptySeparators(from: bottom, to: end, into: &body)
    }
    if let toolbar { drawToolbar(toolbar, height: height, into: &body) }
    if let alert = snapshot.alert { drawAlert(alert, height: height, into: &body) }

    let number = SVGWriter.number
    let screenHeight = height - 2 * Self.bezel
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(Self.width))\" "
        + "height=\"\(number(height))\" viewBox=\"0 0 \(number(Self.width)) \(number(height))\" "
        + "role=\"img\" aria-label=\"\(caption.xmlEscaped())\" xml:space=\"preserve\">",
      "<title>\(caption.xmlEscaped())</title>",
      "<defs><clipPath id=\"screen\"><rect x=\"\(number(Self.screenLeft))\" "
        + "y=\"\(number(Self.bezel))\" width=\"\(number(Self.screenRight - Self.screenLeft))\" "
        + "height=\"\(number(screenHeight))\" rx=\"38\"/></clipPath></defs>",
      "<rect x=\"0\" y=\"0\" width=\"\(number(Self.width))\" height=\"\(number(height))\" "
        + "rx=\"50\" fill=\"\(Self.frameColour)\"/>",
      "<g clip-path=\"url(#screen)\" font-family=\"\(Self.fontFamily)\">",
    ]
    let screenColour = snapshot.stoppedReason == nil ? "#ffffff" : "#2c2c2e"
    lines.append(
      "<rect x=\"\(number(Self.screenLeft))\" y=\"\(number(Self.bezel))\" "
        + "width=\"\(number(Self.screenRight - Self.screenLeft))\" "
        + "height=\"\(number(screenHeight))\" fill=\"\(screenColour)\"/>")
    lines += body.lines
    lines.append("</g>")
    // The sensor housing at the top and the home indicator at the bottom.
    var chrome = SVGWriter()
    chrome.rect(
      x: Self.width / 2 - 52, y: Self.bezel + 9, width: 104, height: 26, radius: 13,
      fill: Self.frameColour)
    chrome.rect(
      x: Self.width / 2 - 60, y: height - Self.bezel - 14, width: 120, height: 5, radius: 2.5,
      fill: snapshot.stoppedReason == nil ? Self.frameColour : "#8e8e93")
    lines += chrome.lines
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - The navigation bar

  private func drawBar(_ bar: ScreenSnapshot.NavigationBar, into svg: inout SVGWriter) {
    let top = Self.barTop
    let large = bar.showsLargeTitle ? Self.largeTitleHeight : 0
    svg.rect(
      x: Self.screenLeft, y: Self.bezel, width: Self.screenRight - Self.screenLeft,
      height: Self.statusBarHeight + Self.barHeight + large, fill: Self.barColour)
    svg.line(
      x1: Self.screenLeft, y1: Self.contentTop + large, x2: Self.screenRight,
      y2: Self.contentTop + large, stroke: Self.separator)
    let baseline = top + 28
    var leftWidth = 0.0
    if let back = bar.backTitle {
      let chevronX = Self.screenLeft + 12
      svg.polyline(
        [(chevronX + 9, top + 12), (chevronX, top + 22), (chevronX + 9, top + 32)],
        stroke: Self.tint, width: 2.5)
      let title = TextMetrics.fitted(back, width: 100, size: 17)
      svg.text(title, x: chevronX + 16, y: baseline, size: 17, fill: Self.tint)
      leftWidth = 16 + TextMetrics.width(title, size: 17)
      markTouch(
        .goBack, x: Self.screenLeft, y: top, width: leftWidth + 16, height: Self.barHeight,
        into: &svg)
    }
    // Several buttons on one side sit side by side, each with its own touch area.
    for button in bar.leftButtons {
      if leftWidth > 0 { leftWidth += Self.barButtonGap }
      leftWidth += drawBarButton(
        button, x: Self.screenLeft + 12 + leftWidth, anchor: .start, into: &svg)
    }
    var rightWidth = 0.0
    for button in bar.rightButtons.reversed() {
      if rightWidth > 0 { rightWidth += Self.barButtonGap }
      rightWidth += drawBarButton(
        button, x: Self.screenRight - 12 - rightWidth, anchor: .end, into: &svg)
    }
    if bar.showsLargeTitle {
      // A large title sits under the buttons, at the left, bold.
      svg.text(
        TextMetrics.fitted(
          bar.title, width: (Self.contentRight - Self.contentLeft) / 1.1, size: 32),
        x: Self.contentLeft, y: Self.contentTop + 40, size: 32, fill: Self.ink, weight: "700")
      return
    }
    // The title is centred on the bar when it fits between the wider side and its mirror
    // image; otherwise it is centred in the space the buttons leave, and cut only if even
    // that is too small.
    let titleWidth = TextMetrics.width(bar.title, size: 17) * 1.06  // semibold is wider
    let side = max(leftWidth, rightWidth) + 20
    let freeLeft = Self.screenLeft + 12 + leftWidth + 10
    let freeRight = Self.screenRight - 12 - rightWidth - 10
    var centre = Self.width / 2
    var title = bar.title
    if titleWidth > Self.screenRight - Self.screenLeft - 2 * side {
      centre = (freeLeft + freeRight) / 2
      title = TextMetrics.fitted(bar.title, width: max(freeRight - freeLeft, 40) / 1.06, size: 17)
    }
    svg.text(
      title, x: centre, y: baseline, size: 17, fill: Self.ink, anchor: .middle, weight: "600")
  }

  /// The space between two buttons on the same side of the navigation bar.
  private static let barButtonGap = 18.0

  /// Draws a bar button and returns how wide it is.
  private func drawBarButton(
    _ button: ScreenSnapshot.BarButton, x: Double, anchor: SVGWriter.Anchor,
    into svg: inout SVGWriter
  ) -> Double {
    let colour = button.isEnabled ? Self.tint : Self.disabled
    let middle = Self.barTop + Self.barHeight / 2
    var width = 20.0
    if button.isAddButton {
      let centre = anchor == .end ? x - 10 : x + 10
      svg.line(x1: centre - 9, y1: middle, x2: centre + 9, y2: middle, stroke: colour, width: 2.2)
      svg.line(x1: centre, y1: middle - 9, x2: centre, y2: middle + 9, stroke: colour, width: 2.2)
    } else {
      let title = TextMetrics.fitted(button.title, width: 110, size: 17)
      svg.text(
        title, x: x, y: Self.barTop + 28, size: 17, fill: colour, anchor: anchor,
        weight: button.isProminent ? "600" : nil)
      width = TextMetrics.width(title, size: 17)
    }
    markTouch(
      .tap(button.title), x: anchor == .end ? x - width - 8 : x - 8, y: Self.barTop,
      width: width + 16, height: Self.barHeight, into: &svg)
    return width
  }

  // MARK: - The toolbar

  /// Draws the toolbar above the home indicator: its buttons spread across it, the first at
  /// the left edge and the last at the right.
  private func drawToolbar(
    _ buttons: [ScreenSnapshot.BarButton], height: Double, into svg: inout SVGWriter
  ) {
    let bottom = height - Self.bezel
    let top = bottom - 34 - Self.barHeight
    svg.rect(
      x: Self.screenLeft, y: top, width: Self.screenRight - Self.screenLeft, height: bottom - top,
      fill: Self.barColour)
    svg.line(x1: Self.screenLeft, y1: top, x2: Self.screenRight, y2: top, stroke: Self.separator)
    for (index, button) in buttons.enumerated() {
      let title = TextMetrics.fitted(button.title, width: 110, size: 17)
      let share = buttons.count > 1 ? Double(index) / Double(buttons.count - 1) : 0
      let anchor: SVGWriter.Anchor =
        share == 0 ? .start : share == 1 ? .end : .middle
      let x = Self.contentLeft + share * (Self.contentRight - Self.contentLeft)
      svg.text(
        title, x: x, y: top + 28, size: 17, fill: button.isEnabled ? Self.tint : Self.disabled,
        anchor: anchor, weight: button.isProminent ? "600" : nil)
      let width = TextMetrics.width(title, size: 17)
      let left = anchor == .start ? x : anchor == .end ? x - width : x - width / 2
      markTouch(
        .tap(button.title), x: left - 8, y: top, width: width + 16, height: Self.barHeight,
        into: &svg)
    }
  }

  // MARK: - The content

  /// Draws one element from `top` and returns where the next one starts.
  private func draw(_ element: ScreenSnapshot.Element, at top: Double, into svg: inout SVGWriter)
    -> Double
  {
    switch element {
    case .row(let row):
      return drawRow(row, at: top, into: &svg)
    case .sectionHeader(let title):
      svg.rect(
        x: Self.screenLeft, y: top, width: Self.screenRight - Self.screenLeft, height: 34,
        fill: Self.groupedColour)
      svg.text(
        TextMetrics.fitted(
          title.uppercased(), width: Self.contentRight - Self.contentLeft, size: 13),
        x: Self.contentLeft, y: top + 24, size: 13, fill: Self.secondary)
      return top + 34
    case .rowsAbove(let count):
      return drawMoreRows("\(count) more above", at: top, into: &svg)
    case .rowsBelow(let count):
      return drawMoreRows("\(count) more below", at: top, into: &svg)
    case .emptyTable:
      return top
    case .field(let field):
      svg.rect(
        x: Self.contentLeft, y: top + 8, width: Self.contentRight - Self.contentLeft, height: 36,
        radius: 6, fill: "#ffffff", extra: [("stroke", Self.separator)])
      drawField(
        field, left: Self.contentLeft + 10, right: Self.contentRight - 8, middle: top + 26,
        size: Self.textSize, into: &svg)
      return top + 52
    case .button(let title, let isEnabled):
      svg.text(
        TextMetrics.fitted(title, width: Self.contentRight - Self.contentLeft, size: 17),
        x: Self.width / 2, y: top + 28, size: 17, fill: isEnabled ? Self.tint : Self.disabled,
        anchor: .middle)
      markTouch(
        .tap(title), x: Self.contentLeft, y: top, width: Self.contentRight - Self.contentLeft,
        height: 44, into: &svg)
      return top + 44
    case .label(let text, let color):
      let lines = TextMetrics.wrapped(text, width: Self.contentRight - Self.contentLeft, size: 16)
      for (index, line) in lines.enumerated() {
        svg.text(
          line, x: Self.contentLeft, y: top + 26 + Double(index) * 22, size: 16,
          fill: color ?? Self.ink)
      }
      return top + 12 + Double(lines.count) * 22
    case .image(let name):
      drawPictogram(
        Pictogram(imageName: name), x: Self.contentLeft, y: top + 8, size: 44, into: &svg)
      return top + 60
    case .datePicker(let date):
      drawDate(date, left: Self.contentLeft, middle: top + 22, into: &svg)
      markDatePicker(showing: date, top: top, height: 44, into: &svg)
      return top + 44
    case .toggle(let control):
      let right = drawSwitch(control, right: Self.contentRight, middle: top + 22, into: &svg)
      markTouch(
        .toggleSwitch(control.title), x: right, y: top, width: Self.contentRight - right,
        height: 44, into: &svg)
      svg.text(
        TextMetrics.fitted(control.title, width: right - Self.contentLeft, size: Self.textSize),
        x: Self.contentLeft, y: top + 27, size: Self.textSize, fill: Self.ink)
      return top + 44
    case .slider(let control):
      return top + drawSlider(control, top: top, into: &svg)
    }
  }

  private func drawMoreRows(_ text: String, at top: Double, into svg: inout SVGWriter) -> Double {
    svg.text(
      "⋯ " + text, x: Self.width / 2, y: top + 19, size: 13, fill: Self.secondary,
      anchor: .middle)
    return top + 28
  }

  private func drawRow(_ row: Row, at top: Double, into svg: inout SVGWriter)
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
  private func drawAccessory(
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
  private func drawLabels(
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

  private func drawCheckmark(right: Double, middle: Double, into svg: inout SVGWriter) {
    svg.polyline(
      [(right - 14, middle), (right - 9, middle + 5.5), (right, middle - 6.5)], stroke: Self.tint,
      width: 2.4)
  }

  private func drawChevron(right: Double, middle: Double, into svg: inout SVGWriter) {
    svg.polyline(
      [(right - 7, middle - 7), (right, middle), (right - 7, middle + 7)], stroke: "#c4c4c9",
      width: 2.2)
  }

  private func drawInfoButton(centre: Double, middle: Double, into svg: inout SVGWriter) {
    svg.circle(
      cx: centre, cy: middle, radius: 10, fill: "none", stroke: Self.tint, strokeWidth: 1.6)
    svg.text(
      "i", x: centre, y: middle + 5, size: 14, fill: Self.tint, anchor: .middle, weight: "600")
  }

  private func drawEmptySeparators(from top: Double, to bottom: Double, into svg: inout SVGWriter) {
    var y = top + Self.rowHeight
    while y < bottom {
      svg.line(
        x1: Self.contentLeft, y1: y - 0.5, x2: Self.screenRight, y2: y - 0.5, stroke: Self.separator
      )
      y += Self.rowHeight
    }
  }

  // MARK: - Alerts and a stopped app

  private func drawAlert(_ alert: ScreenSnapshot.Alert, height: Double, into svg: inout SVGWriter) {
    let boxWidth = 270.0
    let textWidth = boxWidth - 32
    let left = (Self.width - boxWidth) / 2
    let titleLines = alert.title.map { TextMetrics.wrapped($0, width: textWidth, size: 17) } ?? []
    let messageLines =
      alert.message.map { TextMetrics.wrapped($0, width: textWidth, size: 13) } ?? []
    let isSideBySide = alert.actions.count == 2
    let buttonsHeight = isSideBySide ? 44 : 44 * Double(alert.actions.count)
    var textHeight = 20 + Double(titleLines.count) * 22 + Double(messageLines.count) * 18
    textHeight += Double(alert.fields.count) * 34 + 14
    let boxHeight = textHeight + buttonsHeight
    let top = ((height - boxHeight) / 2).rounded()

    svg.rect(
      x: 0, y: 0, width: Self.width, height: height, fill: "#000000",
      extra: [("fill-opacity", "0.4")])
    svg.rect(x: left, y: top, width: boxWidth, height: boxHeight, radius: 14, fill: "#f2f2f4")
    var y = top + 20
    for line in titleLines {
      y += 22
      svg.text(
        line, x: Self.width / 2, y: y - 5, size: 17, fill: Self.ink, anchor: .middle, weight: "600")
    }
    for line in messageLines {
      y += 18
      svg.text(line, x: Self.width / 2, y: y - 4, size: 13, fill: Self.ink, anchor: .middle)
    }
    for field in alert.fields {
      y += 8
      svg.rect(
        x: left + 16, y: y, width: boxWidth - 32, height: 26, radius: 5, fill: "#ffffff",
        extra: [("stroke", "#c6c6c8")])
      drawField(
        field, left: left + 22, right: left + boxWidth - 20, middle: y + 13, size: 13, into: &svg)
      y += 26
    }
    y = top + textHeight
    for (index, action) in alert.actions.enumerated() {
      let colour =
        !action.isEnabled ? Self.disabled : action.isDestructive ? Self.destructive : Self.tint
      let weight = action.isCancel ? "600" : nil
      if isSideBySide {
        let half = boxWidth / 2
        if index == 0 {
          svg.line(x1: left, y1: y, x2: left + boxWidth, y2: y, stroke: "#c6c6c8")
          svg.line(x1: left + half, y1: y, x2: left + half, y2: y + 44, stroke: "#c6c6c8")
        }
        svg.text(
          TextMetrics.fitted(action.title, width: half - 16, size: 17),
          x: left + half / 2 + Double(index) * half, y: y + 28, size: 17, fill: colour,
          anchor: .middle, weight: weight)
        markTouch(
          .tap(action.title), x: left + Double(index) * half, y: y, width: half, height: 44,
          into: &svg)
      } else {
        svg.line(x1: left, y1: y, x2: left + boxWidth, y2: y, stroke: "#c6c6c8")
        svg.text(
          TextMetrics.fitted(action.title, width: boxWidth - 32, size: 17), x: Self.width / 2,
          y: y + 28, size: 17, fill: colour, anchor: .middle, weight: weight)
        markTouch(.tap(action.title), x: left, y: y, width: boxWidth, height: 44, into: &svg)
        y += 44
      }
    }
  }

  private func drawStopped(_ reason: String, into svg: inout SVGWriter) -> Double {
    let lines = TextMetrics.wrapped(reason, width: Self.contentRight - Self.contentLeft, size: 15)
    var y = Self.contentTop + 60
    for line in lines {
      svg.text(line, x: Self.width / 2, y: y, size: 15, fill: "#ffffff", anchor: .middle)
      y += 22
    }
    return y
  }
}
