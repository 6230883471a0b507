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

  // MARK: - The content

  /// Draws one element from `top` and returns where the next one starts.
  func draw(_ element: ScreenSnapshot.Element, at top: Double, into svg: inout SVGWriter)
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

  func drawMoreRows(_ text: String, at top: Double, into svg: inout SVGWriter) -> Double {
    svg.text(
      "⋯ " + text, x: Self.width / 2, y: top + 19, size: 13, fill: Self.secondary,
      anchor: .middle)
    return top + 28
  }

  // MARK: - Alerts and a stopped app

  func drawAlert(_ alert: ScreenSnapshot.Alert, height: Double, into svg: inout SVGWriter) {
    let boxWidth = 270.0
    let textWidth = boxWidth - 32
    let left = (Self.width - boxWidth) / 2
    let titleLines = alert.title.map { TextMetrics.wrapped($0, width: textWidth, size: 17) } ?? []
    let messageLines =
      alert.message.map { TextMetrics.wrapped($0, width: textWidth, size: 13) } ?? []
    let isSideBySide = alert.actions.count == 2
    let buttonsHeight = isSideBySide ? 44 : 44 * Double(alert.actions.count)
    // In steps, each typed: one expression of them all took the type checker 0.4 s.
    let titleHeight: Double = Double(titleLines.count) * 22
    let messageHeight: Double = Double(messageLines.count) * 18
    let fieldsHeight: Double = Double(alert.fields.count) * 34
    let textHeight: Double = 20 + titleHeight + messageHeight + fieldsHeight + 14
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

  func drawStopped(_ reason: String, into svg: inout SVGWriter) -> Double {
    let lines = TextMetrics.wrapped(reason, width: Self.contentRight - Self.contentLeft, size: 15)
    var y = Self.contentTop + 60
    for line in lines {
      svg.text(line, x: Self.width / 2, y: y, size: 15, fill: "#ffffff", anchor: .middle)
      y += 22
    }
    return y
  }
}
