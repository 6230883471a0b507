// The touch areas of a phone picture: where the user can touch, and the script line it makes.

extension PhonePicture {
  /// The class of an invisible area over something the user can touch.
  public static let touchClass = "touch"

  /// Covers a region with an invisible area carrying the gesture as a script line in
  /// `data-command`, when the picture ``marksTouches``.
  ///
  /// The line is the gesture's own ``Gesture/description``, the text `stepwise play` reads,
  /// so a page that sends it back performs exactly the gesture a script would.
  func markTouch(
    _ gesture: Gesture, swipe: Gesture? = nil, x: Double, y: Double, width: Double,
    height: Double, into svg: inout SVGWriter
  ) {
    guard marksTouches else { return }
    var extra = [("fill-opacity", "0"), ("class", Self.touchClass)]
    extra.append(("data-command", gesture.description))
    if let swipe { extra.append(("data-swipe", swipe.description)) }
    svg.rect(x: x, y: y, width: width, height: height, fill: "#000000", extra: extra)
  }

  /// Covers a row: a tap selects it and a swipe to the left deletes it. A row in the first
  /// section is named by its number, a row further down by its text when no other row on
  /// screen shows it; a row holding a field or a date picker is no row to tap.
  func markRow(_ row: Row, top: Double, height: Double, into svg: inout SVGWriter) {
    guard marksTouches, case .labels = row.content, let reference = reference(to: row) else {
      return
    }
    markTouch(
      .tapRow(reference), swipe: .deleteRow(reference), x: Self.screenLeft, y: top,
      width: Self.screenRight - Self.screenLeft, height: height, into: &svg)
  }

  /// Covers a row's detail button.
  func markAccessory(
    of row: Row, centre: Double, top: Double, height: Double, into svg: inout SVGWriter
  ) {
    guard let reference = reference(to: row) else { return }
    markTouch(
      .tapAccessory(row: reference), x: centre - 16, y: top, width: 32, height: height, into: &svg)
  }

  /// Covers a row's red minus or green plus in editing mode.
  func markEditingControl(
    of row: Row, centre: Double, top: Double, height: Double, into svg: inout SVGWriter
  ) {
    guard let reference = reference(to: row) else { return }
    markTouch(
      .tapEditingControl(row: reference), x: centre - 16, y: top, width: 32, height: height,
      into: &svg)
  }

  /// How a script names this row: its number in the first section, else its text when that
  /// names one row only.
  private func reference(to row: Row) -> RowReference? {
    if row.indexPath.section == 0 { return .index(row.indexPath.row) }
    guard !row.text.isEmpty, snapshot.rows.filter({ $0.text == row.text }).count == 1 else {
      return nil
    }
    return .text(row.text)
  }
}
