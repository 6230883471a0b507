// A date picker, whole: the minute it shows, how the phone picture draws it and marks it
// for the page, and the finger that turns it.

import Foundation
import HeadlessUIKitCore
import StepwiseBasics

// MARK: - What the user sees

extension ScreenReader {
  /// The minute a date picker shows, written as scripts write it.
  static func dateText(_ picker: UIDatePicker) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = picker.timeZone ?? UIKitRuntime.timeZone
    switch picker.datePickerMode {
    case .date: formatter.dateFormat = "yyyy-MM-dd"
    case .time: formatter.dateFormat = "HH:mm"
    case .dateAndTime: formatter.dateFormat = "yyyy-MM-dd HH:mm"
    }
    return formatter.string(from: picker.date)
  }
}

extension Device {
  /// The date picker the user can turn, if the screen has one.
  var visibleDatePicker: UIDatePicker? {
    guard let reader, reader.presentedAlert == nil else { return nil }
    return reader.visibleViews.compactMap { $0 as? UIDatePicker }
      .first(where: \.isUserInteractionPossible)
  }
}

// MARK: - Drawn

extension PhonePicture {
  func drawDate(_ date: String, left: Double, middle: Double, into svg: inout SVGWriter) {
    let width = TextMetrics.width(date, size: 16) + 24
    svg.rect(x: left, y: middle - 16, width: width, height: 32, radius: 8, fill: "#e9e9ee")
    svg.text(date, x: left + 12, y: middle + 5.5, size: 16, fill: Self.ink)
  }

  /// Covers a date picker with an area carrying the minute it shows in `data-pick`: the page
  /// asks for another minute and sends `pick date` with it.
  func markDatePicker(showing date: String, top: Double, height: Double, into svg: inout SVGWriter)
  {
    guard marksTouches else { return }
    svg.rect(
      x: Self.contentLeft, y: top, width: Self.contentRight - Self.contentLeft, height: height,
      fill: "#000000",
      extra: [("fill-opacity", "0"), ("class", Self.touchClass), ("data-pick", date)])
  }
}

// MARK: - Turned

extension Device {
  /// Turns the date picker on screen to a minute, in the picker's time zone.
  public func pickDate(
    _ minute: ScriptDate, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.pickDate(minute))
      let picker = try pickerForGesture()
      let date = minute.date(in: picker.timeZone ?? UIKitRuntime.timeZone)
      try perform { _ = picker.simulateUserPick(date) }
    }
  }

  /// Turns the date picker to a minute written `yyyy-MM-dd HH:mm` in the picker's time zone,
  /// as a script's `pick date` does.
  public func pickDate(
    minute: String, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      guard let date = ScriptDate(minute) else {
        begin("pick date \(minute)")
        throw failure(
          .impossible,
          localized("\(minute.debugDescription) is not a date written yyyy-MM-dd HH:mm"))
      }
      try pickDate(date)
    }
  }

  /// Turns the date picker on screen to a date.
  public func pickDate(
    _ date: Date, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin("pick date \(date)")
      let picker = try pickerForGesture()
      try perform { _ = picker.simulateUserPick(date) }
    }
  }

  private func pickerForGesture() throws -> UIDatePicker {
    _ = try applicationOnScreen()
    guard presentedAlert == nil else {
      throw failure(.impossible, localized("an alert is up; tap one of its buttons first"))
    }
    guard let picker = visibleDatePicker else {
      throw failure(.impossible, localized("there is no date picker on screen"))
    }
    return picker
  }
}
