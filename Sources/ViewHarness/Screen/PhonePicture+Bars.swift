// The phone's navigation bar and toolbar, drawn from a snapshot's bars.

extension PhonePicture {
  // MARK: - The navigation bar

  func drawBar(_ bar: ScreenSnapshot.NavigationBar, into svg: inout SVGWriter) {
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
  func drawBarButton(
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
  func drawToolbar(
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
}
